import { createRestClient, type RestClient } from '@trumpet/api-client';
import { createInstance, createServer, seedDemo, type Instance } from '@trumpet/instance';
import { existsSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const WEB_DIST = path.resolve(__dirname, '../../dist');
export const ARTIFACTS = path.resolve(__dirname, '../../../../.e2e-artifacts');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface E2eWorld {
  instance: Instance;
  app: Awaited<ReturnType<typeof createServer>>;
  url: string;
  browser: Browser;
  /** A REST client signed in as a seeded user (password grant, which the local instance keeps for tests). */
  apiAs: (username: string) => Promise<RestClient>;
  close: () => Promise<void>;
}

/** The seeded demo world in memory, serving the built web app, and a headless Chromium. */
export async function startWorld(): Promise<E2eWorld> {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) throw new Error(`Build the web app first: ${WEB_DIST}/index.html is missing`);
  const instance = createInstance({ dataDir: null, baseUrl: 'http://127.0.0.1', webDir: WEB_DIST, rateLimits: false });
  const app = await createServer(instance);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  instance.config.baseUrl = url;
  instance.config.domain = `127.0.0.1:${port}`;
  await seedDemo(instance);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  const clients = new Map<string, RestClient>();
  let registered: { client_id: string; client_secret: string } | null = null;
  return {
    instance,
    app,
    url,
    browser,
    apiAs: async (username) => {
      const known = clients.get(username);
      if (known) return known;
      const anonymous = createRestClient({ url });
      registered ??= await anonymous.oauth.registerApp({ client_name: 'e2e', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write follow push' });
      const token = await anonymous.oauth.token(registered, { grant_type: 'password', username, password: 'password', scope: 'read write follow push' });
      const client = createRestClient({ url, accessToken: token.access_token });
      clients.set(username, client);
      return client;
    },
    close: async () => {
      await browser.close();
      await app.close();
      instance.db.close();
    },
  };
}

export async function newPage(
  world: E2eWorld,
  width = 1440,
  height = 900,
  colorScheme: 'dark' | 'light' = 'dark',
  locale?: string,
  serviceWorkers: 'allow' | 'block' = 'allow',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await world.browser.newContext({ viewport: { width, height }, colorScheme, baseURL: world.url, serviceWorkers, ...(locale ? { locale } : {}) });
  await watchForProblems(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  return { context, page };
}

export interface PageOptions {
  width?: number;
  height?: number;
  colorScheme?: 'dark' | 'light';
  /** The browser's language (navigator.languages and Accept-Language). */
  locale?: string;
  /** 'block' for a test that routes the app's own files: `page.route` never sees what a service worker fetches. */
  serviceWorkers?: 'allow' | 'block';
}

/** Browser contexts opened for the running test: each test has its own, closed after it. */
const testContexts: BrowserContext[] = [];

/** A page in a browser context of the test's own (no cookies or storage from another test). */
export async function pageForTest(world: E2eWorld, { width = 1440, height = 900, colorScheme = 'dark', locale, serviceWorkers }: PageOptions = {}): Promise<Page> {
  const { context, page } = await newPage(world, width, height, colorScheme, locale, serviceWorkers);
  testContexts.push(context);
  return page;
}

/** A page of the test's own, signed in as `username` on the server's sign-in page, at home. */
export async function signedInPage(world: E2eWorld, username = 'demo', options: PageOptions = {}): Promise<Page> {
  const page = await pageForTest(world, options);
  await page.goto('/auth/sign_in');
  await fillServerSignIn(page, username, 'password');
  await page.waitForURL(`${world.url}/`);
  await page.locator('.t-feed').first().waitFor();
  return page;
}

afterEach(async () => {
  await Promise.all(testContexts.splice(0).map((context) => context.close()));
});

/**
 * What went wrong in a page during the running test: uncaught errors and Content-Security-Policy
 * violations (the instance sends the policy; the built app must need nothing it blocks). The
 * afterEach below fails the test they happened in; a test that causes one on purpose says so
 * with `allowProblems`.
 */
const problems: string[] = [];
let allowed: RegExp[] = [];

export function allowProblems(...patterns: RegExp[]): void {
  allowed.push(...patterns);
}

function record(problem: string): void {
  if (!allowed.some((pattern) => pattern.test(problem))) problems.push(problem);
}

async function watchForProblems(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__trumpetCspViolation', ({ page }, text: unknown) => record(`CSP violation on ${page.url()}: ${String(text)}`));
  await context.addInitScript(() => {
    const report = (window as unknown as { __trumpetCspViolation: (text: string) => void }).__trumpetCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}:${event.columnNumber}) ${event.sample}`);
    });
  });
  context.on('page', (page) => {
    page.on('pageerror', (error) => record(`uncaught error on ${page.url()}: ${error.stack ?? error.message}`));
    // Chromium also logs what the event above cannot see (workers, frames) as "Refused to …".
    page.on('console', (message) => {
      if (message.type() === 'error' && /^Refused to /.test(message.text())) record(`CSP (console) on ${page.url()}: ${message.text()}`);
    });
  });
}

afterEach(() => {
  const found = problems.splice(0);
  allowed = [];
  const distinct = [...new Set(found)];
  if (distinct.length > 0) {
    const shown = distinct.slice(0, 15).join('\n');
    throw new Error(`The page had ${distinct.length} distinct problem(s) during this test:\n${shown}${distinct.length > 15 ? `\n… and ${distinct.length - 15} more` : ''}`);
  }
});

/** Signs in on the instance's own sign-in page (the form OAuth's authorize step sends to). */
/** Signs in on the server's page, in whatever language it speaks (its fields by name). */
export async function fillServerSignIn(page: Page, username = 'demo', password = 'password'): Promise<void> {
  const form = page.locator('form[action="/auth/sign_in"]');
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

/** Signs in through the app's own sign-in form: OAuth with the server (authorize page, then the callback). */
export async function signInThroughOAuth(world: E2eWorld, page: Page, username: string, { switchUser = false } = {}): Promise<void> {
  await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/oauth\/authorize/);
  if (switchUser) await page.getByRole('button', { name: 'Sign in as someone else' }).click();
  await fillServerSignIn(page, username, 'password');
  await page.getByRole('button', { name: 'Authorize' }).click();
  await page.waitForURL(`${world.url}/`);
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  // Pictures on screen (lazy ones included) are drawn before the shot; a slow one does not hold it up for long.
  await page
    .waitForFunction(
      () =>
        [...document.images].every((image) => {
          const box = image.getBoundingClientRect();
          return image.complete || box.width === 0 || box.bottom <= 0 || box.top >= window.innerHeight;
        }),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  await page.screenshot({ path: file });
  return file;
}

/** Retries an assertion until it passes or `timeout` ms pass (playwright-core has no web-first expect). */
export async function eventually(assertion: () => Promise<void> | void, timeout = 10000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
