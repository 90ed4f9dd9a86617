import { createECDH, randomBytes } from 'node:crypto';
import { createRestClient } from '@trumpet/api-client';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Browser, formFields } from '../support/browser';
import { inlineBlocks, parsePolicy } from '../support/csp';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';

const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const P256DH = ecdh.getPublicKey().toString('base64url');
const AUTH = randomBytes(16).toString('base64url');

interface InitialState {
  meta: Record<string, unknown>;
  accounts: Record<string, { id: string; username: string; display_name: string }>;
  compose: Record<string, unknown>;
  settings: Record<string, unknown>;
  media_attachments: { accepted_types: string[] };
  push_subscription: unknown;
}

function initialStateOf(html: string): { state: InitialState; raw: string } {
  const match = /<script id="initial-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no initial state in the page');
  return { state: JSON.parse(match[1]) as InitialState, raw: match[1] };
}

const BIG_SCRIPT = `${'console.log("a long line of the built app");\n'.repeat(500)}`;
const WEB_MANIFEST = '{"name":"Trumpet","start_url":"/","display":"standalone"}\n';
const INDEX = '<!doctype html>\n<html><head><meta charset="utf-8"><title>Trumpet</title><script src="/packs/app.js" defer></script></head><body><div id="mastodon"></div></body></html>\n';

describe('the web app', () => {
  let t: TestInstance;
  let webDir: string;
  let alice: TestUser;

  beforeAll(async () => {
    t = await startTestInstance();
    alice = t.user('alice');
    t.user('admin', { role: 'admin' });
    webDir = mkdtempSync(path.join(tmpdir(), 'trumpet-web-'));
    mkdirSync(path.join(webDir, 'packs'));
    writeFileSync(path.join(webDir, 'index.html'), INDEX);
    writeFileSync(path.join(webDir, 'packs', 'app.js'), 'console.log("trumpet");\n');
    writeFileSync(path.join(webDir, 'packs', 'big.js'), BIG_SCRIPT);
    writeFileSync(path.join(webDir, 'packs', 'big.js.br'), brotliCompressSync(BIG_SCRIPT));
    writeFileSync(path.join(webDir, 'packs', 'big.js.gz'), gzipSync(BIG_SCRIPT));
    writeFileSync(path.join(webDir, 'manifest.json'), '{"name":"Trumpet"}');
    writeFileSync(path.join(webDir, 'manifest.webmanifest'), WEB_MANIFEST);
    writeFileSync(path.join(webDir, 'manifest.webmanifest.br'), brotliCompressSync(WEB_MANIFEST));
    writeFileSync(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
    writeFileSync(path.join(webDir, 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });
  afterEach(() => {
    t.instance.config.webDir = null;
  });

  describe('without a built web app', () => {
    it('says at / that the API runs and how to sign in with another client', async () => {
      const response = await fetch(`${t.url}/`);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(html).toContain('The Trumpet web app has not been built yet');
      expect(html).toContain(`<code>${t.url}</code>`);
      expect(html).toMatch(/sign in as <strong>demo<\/strong> with the password <strong>password<\/strong>/);
    });

    it('answers other paths with 404, and keeps API 404s in Mastodon’s shape', async () => {
      expect((await fetch(`${t.url}/timelines/home`)).status).toBe(404);
      const api = await fetch(`${t.url}/api/v1/nothing-here`);
      expect([api.status, await api.json()]).toEqual([404, { error: 'Record not found' }]);
    });
  });

  describe('with a built web app', () => {
    beforeEach(() => {
      t.instance.config.webDir = webDir;
    });

    it('gives the locale the browser asks for first, as Mastodon does without a language setting', async () => {
      const browser = new Browser(t.url);
      await browser.signIn('alice');
      const asked = async (acceptLanguage: string) =>
        initialStateOf(await (await browser.request('/', { headers: { 'accept-language': acceptLanguage } })).text()).state.meta.locale;
      expect(await asked('ja;q=0.8, de-DE')).toBe('de-DE');
      expect(await asked('*')).toBe('en');
    });

    it('embeds the signed-in user’s initial state, whose token works', async () => {
      t.instance.db.prepare('UPDATE accounts SET web_settings = ?, source_privacy = ? WHERE id = ?').run(JSON.stringify({ onboarded: true, skinTone: 3 }), 'unlisted', alice.account.id);
      const browser = new Browser(t.url);
      await browser.signIn('alice');
      const { html: settings } = await browser.page('/settings/preferences');
      await browser.post('/settings/preferences', { ...formFields(settings, '/settings/preferences'), default_privacy: 'unlisted', display_media: 'show_all', unfollow_modal: '1', expand_spoilers: '1' });

      const response = await browser.get('/');
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(html).toContain('<div id="mastodon"></div>');
      const { state } = initialStateOf(html);
      const admin = Object.values(state.accounts).find((account) => account.username === 'admin');
      expect(state.meta).toMatchObject({
        me: alice.account.id,
        streaming_api_base_url: t.url.replace('http', 'ws'),
        locale: 'en',
        domain: t.instance.config.domain,
        title: t.instance.config.title,
        search_enabled: true,
        invites_enabled: false,
        is_staff: false,
        mascot: null,
        profile_directory: true,
        display_media: 'show_all',
        unfollow_modal: true,
        expand_spoilers: true,
        boost_modal: false,
        delete_modal: false,
        auto_play_gif: false,
        reduce_motion: false,
        admin: admin?.id,
      });
      expect(state.meta.version).toEqual(expect.any(String));
      expect(state.accounts[alice.account.id]).toMatchObject({ id: alice.account.id, username: 'alice' });
      expect(state.compose).toEqual({ me: alice.account.id, default_privacy: 'unlisted', default_sensitive: false });
      expect(state.settings).toEqual({ onboarded: true, skinTone: 3 });
      expect(state.media_attachments.accepted_types).toEqual(expect.arrayContaining(['.png', '.jpg', 'image/png', 'video/mp4']));
      expect(state.push_subscription).toBeNull();

      const csrf = /<meta name="csrf-token" content="([^"]+)">/.exec(html)?.[1];
      expect(csrf).toBe(formFields(settings, '/settings/preferences').authenticity_token);

      const api = createRestClient({ url: t.url, accessToken: String(state.meta.access_token) });
      expect((await api.accounts.verifyCredentials()).id).toBe(alice.account.id);

      // The page carries the server's Web Push key, the one /api/v2/instance advertises.
      const serverKey = /<meta name="applicationServerKey" content="([^"]+)">/.exec(html)?.[1];
      const instance = await api.instance.fetch();
      expect(serverKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
      expect(instance.vapidKey).toBe(serverKey);

      // Once this session's token has a push subscription, the page's state includes it.
      await api.pushSubscriptions.createForWeb({ endpoint: 'https://push.example/1', keys: { p256dh: P256DH, auth: AUTH } }, { alerts: { mention: true } });
      const again = initialStateOf(await (await browser.get('/')).text()).state;
      expect(again.push_subscription).toMatchObject({ endpoint: 'https://push.example/1', alerts: { mention: true } });
    });

    it('serves every client route with the state, and `<` never ends the script early', async () => {
      t.instance.db
        .prepare('UPDATE accounts SET display_name = ?, web_settings = ? WHERE id = ?')
        .run('</script><script>alert(1)</script>', JSON.stringify({ note: '<!-- </SCRIPT> & \u2028' }), alice.account.id);
      const browser = new Browser(t.url);
      await browser.signIn('alice');
      for (const route of ['/timelines/home', '/statuses/123/favourites', '/@alice', '/accounts/1/followers', '/index.html']) {
        const response = await browser.get(route);
        expect([route, response.status]).toEqual([route, 200]);
        const html = await response.text();
        const { state, raw } = initialStateOf(html);
        expect(raw).not.toMatch(/[<>]/);
        expect(state.accounts[alice.account.id]?.display_name).toBe('</script><script>alert(1)</script>');
        expect(state.settings).toEqual({ note: '<!-- </SCRIPT> & \u2028' });
      }
    });

    it('sends visitors without a session to sign-in, except on public pages, which get a state without a user', async () => {
      const visitor = new Browser(t.url);
      const home = await visitor.get('/');
      expect([home.status, home.headers.get('location')]).toEqual([302, '/auth/sign_in']);
      const notifications = await visitor.get('/notifications');
      expect(notifications.headers.get('location')).toBe('/auth/sign_in?return_to=%2Fnotifications');

      for (const route of ['/@alice', '/@alice/123', '/statuses/123', '/timelines/tag/cats', '/accounts/1']) {
        const response = await visitor.get(route);
        expect([route, response.status]).toEqual([route, 200]);
        const { state } = initialStateOf(await response.text());
        expect(state.meta).not.toHaveProperty('me');
        expect(state.meta).not.toHaveProperty('access_token');
        expect(state.compose).toEqual({});
        expect(Object.values(state.accounts).map((account) => account.username)).toEqual(['admin']);
      }
      expect(await visitor.signIn('alice', 'password', '/notifications')).toBe('/notifications');
      expect((await visitor.get('/notifications')).status).toBe(200);
    });

    it('sends the app’s pages with a policy: no inline script, no eval, no plugins, no framing, connections to any https/wss server', async () => {
      const browser = new Browser(t.url);
      await browser.signIn('alice');
      const nonces = new Set<string>();
      for (const [route, who] of [['/', browser], ['/notifications', browser], ['/@alice', new Browser(t.url)], ['/statuses/1', new Browser(t.url)]] as const) {
        const response = await who.get(route);
        expect([route, response.status]).toEqual([route, 200]);
        const html = await response.text();
        const policy = parsePolicy(response.headers.get('content-security-policy'));
        const own = t.url;
        expect([route, response.headers.get('x-frame-options'), response.headers.get('x-content-type-options'), response.headers.get('referrer-policy')]).toEqual([route, 'DENY', 'nosniff', 'same-origin']);
        expect(Object.fromEntries(policy)).toEqual({
          'default-src': ["'none'"],
          'script-src': ["'self'", own],
          'style-src': ["'self'", own, expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}=='$/)],
          'img-src': ["'self'", own, 'https:', 'data:', 'blob:'],
          'media-src': ["'self'", own, 'https:', 'blob:'],
          'font-src': ["'self'", own],
          'connect-src': ["'self'", own, own.replace('http', 'ws'), 'https:', 'wss:'],
          'frame-src': ['https:'],
          'manifest-src': ["'self'"],
          'worker-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'none'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
        });
        // The only inline script is the initial state, which is JSON (data): script-src has no 'unsafe-inline' or hash for it.
        const { scripts } = inlineBlocks(html);
        expect([route, scripts.filter((script) => script.src === null).map((script) => script.type)]).toEqual([route, ['application/json']]);
        // The style nonce is fresh for every answer, and the page tells the app what it is.
        const nonce = /'nonce-([^']+)'/.exec(policy.get('style-src')?.join(' ') ?? '')?.[1] ?? '';
        expect([route, html.includes(`<meta property="csp-nonce" nonce="${nonce}">`)]).toEqual([route, true]);
        nonces.add(nonce);
      }
      expect(nonces.size).toBe(4);
    });

    it('sends nosniff on every answer: assets, media, API answers, errors and redirects', async () => {
      mkdirSync(path.join(t.instance.config.mediaDir, 'headers-test'), { recursive: true });
      writeFileSync(path.join(t.instance.config.mediaDir, 'headers-test', 'x.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
      const answers: [string, Response][] = [
        ['asset', await fetch(`${t.url}/packs/app.js`)],
        ['other file', await fetch(`${t.url}/manifest.json`)],
        ['media', await fetch(`${t.url}/system/headers-test/x.png`)],
        ['api', await fetch(`${t.url}/api/v1/instance`)],
        ['api 401', await fetch(`${t.url}/api/v1/accounts/verify_credentials`)],
        ['api 404', await fetch(`${t.url}/api/v1/nothing-here`)],
        ['missing asset', await fetch(`${t.url}/packs/missing.js`)],
        ['redirect', await fetch(`${t.url}/`, { redirect: 'manual' })],
        ['oauth', await fetch(`${t.url}/oauth/token`, { method: 'POST' })],
      ];
      for (const [kind, response] of answers) {
        expect([kind, response.headers.get('x-content-type-options')]).toEqual([kind, 'nosniff']);
        expect([kind, response.headers.get('referrer-policy')]).toEqual([kind, expect.stringMatching(/^(same-origin|strict-origin-when-cross-origin)$/)]);
      }
      expect(answers.find(([kind]) => kind === 'media')?.[1].status).toBe(200);
      // Media and the API may be read by clients on other origins, as Mastodon allows; the app's own pages and assets not.
      const allowed = Object.fromEntries(answers.map(([kind, response]) => [kind, response.headers.get('access-control-allow-origin')]));
      expect(allowed).toMatchObject({ media: '*', api: '*', 'api 401': '*', oauth: '*', asset: null, redirect: null });
    });

    it('lets browsers keep the hashed assets under /packs for a year, but never the page', async () => {
      expect((await fetch(`${t.url}/packs/app.js`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await fetch(`${t.url}/manifest.json`)).headers.get('cache-control')).not.toContain('immutable');
    });

    it('sends the build’s precompressed copies to browsers that accept them, and the file itself to others', async () => {
      const get = (accept: string | null) =>
        new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
          const headers: Record<string, string> = accept === null ? {} : { 'accept-encoding': accept };
          httpRequest(`${t.url}/packs/big.js`, { headers }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
          })
            .on('error', reject)
            .end();
        });
      const brotli = await get('gzip, deflate, br');
      expect([brotli.status, brotli.headers['content-encoding'], brotli.headers.vary]).toEqual([200, 'br', expect.stringMatching(/accept-encoding/i)]);
      expect(brotli.body.length).toBeLessThan(BIG_SCRIPT.length / 10);
      expect(brotliDecompressSync(brotli.body).toString()).toBe(BIG_SCRIPT);
      expect(brotli.headers['content-type']).toContain('javascript');
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const gzip = await get('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toBe(BIG_SCRIPT);
      const plain = await get(null);
      expect([plain.headers['content-encoding'], plain.body.toString()]).toEqual([undefined, BIG_SCRIPT]);
      // Refused by a q of 0, or not made by the build: the file as it is.
      expect((await get('br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
      const small = await new Promise<string | undefined>((resolve, reject) => {
        httpRequest(`${t.url}/packs/app.js`, { headers: { 'accept-encoding': 'gzip, br' } }, (response) => {
          response.resume();
          resolve(response.headers['content-encoding']);
        })
          .on('error', reject)
          .end();
      });
      expect(small).toBeUndefined();
    });

    it('serves the installable app: the web manifest as application/manifest+json (compressed or not), the icons and the service worker, never for long', async () => {
      for (const acceptEncoding of ['br', 'identity']) {
        const manifest = await fetch(`${t.url}/manifest.webmanifest`, { headers: { 'accept-encoding': acceptEncoding } });
        expect([manifest.status, manifest.headers.get('content-type')]).toEqual([200, expect.stringMatching(/^application\/manifest\+json/)]);
        expect(await manifest.text()).toBe(WEB_MANIFEST);
      }
      const worker = await fetch(`${t.url}/sw.js`);
      expect([worker.status, worker.headers.get('content-type')]).toEqual([200, expect.stringMatching(/^(text|application)\/javascript/)]);
      expect(worker.headers.get('cache-control')).not.toContain('immutable');
      const icon = await fetch(`${t.url}/icon-192.png`);
      expect([icon.status, icon.headers.get('content-type')]).toEqual([200, 'image/png']);
    });

    it('serves the app’s files as they are, and 404s missing assets and paths outside the folder', async () => {
      const script = await fetch(`${t.url}/packs/app.js`);
      expect(script.status).toBe(200);
      expect(script.headers.get('content-type')).toContain('javascript');
      expect(await script.text()).toBe('console.log("trumpet");\n');
      expect(await (await fetch(`${t.url}/manifest.json`)).json()).toEqual({ name: 'Trumpet' });
      expect((await fetch(`${t.url}/packs/missing.js`)).status).toBe(404);
      expect((await fetch(`${t.url}/favicon.ico`)).status).toBe(404);
      const traversal = await fetch(`${t.url}/packs/..%2f..%2f..%2fetc%2fpasswd`);
      expect(await traversal.text()).not.toContain('root:');
      const api = await fetch(`${t.url}/api/v1/nothing-here`);
      expect([api.status, await api.json()]).toEqual([404, { error: 'Record not found' }]);
    });
  });
});
