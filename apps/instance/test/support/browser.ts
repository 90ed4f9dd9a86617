/** A tiny browser for the server-rendered pages: plain fetch, no redirects followed, a cookie jar. */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request(path: string, init: { method?: string; form?: Record<string, string | string[]>; body?: FormData; headers?: Record<string, string> } = {}): Promise<Response> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let body: string | FormData | undefined = init.body;
    if (init.form) {
      const form = new URLSearchParams();
      for (const [name, value] of Object.entries(init.form)) for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
      body = form.toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    const url = path.startsWith('http') ? path : `${this.baseUrl}${path}`;
    const response = await fetch(url, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(index + 1).trim());
    }
    return response;
  }

  get(path: string): Promise<Response> {
    return this.request(path);
  }

  post(path: string, form: Record<string, string | string[]>): Promise<Response> {
    return this.request(path, { form });
  }

  /** GET a page with a form and answer its HTML and CSRF token. */
  async page(path: string): Promise<{ status: number; html: string; token: string }> {
    const response = await this.get(path);
    const html = await response.text();
    return { status: response.status, html, token: hiddenValue(html, 'authenticity_token') ?? '' };
  }

  /** Signs in through the form; answers the redirect location. */
  async signIn(username: string, password = 'password', returnTo?: string): Promise<string | null> {
    const { token } = await this.page(returnTo ? `/auth/sign_in?return_to=${encodeURIComponent(returnTo)}` : '/auth/sign_in');
    const response = await this.post('/auth/sign_in', { authenticity_token: token, username, password, ...(returnTo ? { return_to: returnTo } : {}) });
    if (response.status !== 302) throw new Error(`sign-in failed with ${response.status}`);
    return response.headers.get('location');
  }
}

const decode = (value: string): string =>
  value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&#96;/g, '`').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The value of the first hidden input with this name. */
export function hiddenValue(html: string, name: string): string | null {
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    if (decode(match[1] ?? '') === name) return decode(match[2] ?? '');
  }
  return null;
}

/** Every hidden input of the first form posting to `action`, as form fields. */
export function formFields(html: string, action: string): Record<string, string> {
  const start = html.indexOf(`action="${action}"`);
  if (start < 0) throw new Error(`no form posting to ${action}`);
  const form = html.slice(start, html.indexOf('</form>', start));
  const fields: Record<string, string> = {};
  for (const match of form.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) fields[decode(match[1] ?? '')] = decode(match[2] ?? '');
  return fields;
}
