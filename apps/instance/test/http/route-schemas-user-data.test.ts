import sharp from 'sharp';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { startPushEndpoint, type PushEndpoint } from '../support/push-endpoint';
import { rawFetch } from '../support/user-data-fixtures';

// The routes of apps, instance, emojis, media, filters, push subscriptions, web settings and
// streaming, declared with an auth rule and zod schemas (src/http/route.ts): what their schemas read.
describe('route schemas of the user-data routes', () => {
  let t: TestInstance;
  let alice: TestUser;

  beforeEach(async () => {
    t = await startTestInstance({ allowLoopbackOutgoing: true });
    alice = t.user('alice', { password: null });
  });
  afterEach(() => t.close());

  const form = async (method: string, path: string, fields: Record<string, string | Blob>, token: string | null = alice.token) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (typeof value === 'string') body.append(name, value);
      else body.append(name, value, 'upload.png');
    }
    const response = await fetch(`${t.url}${path}`, { method, body, headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  describe('filters', () => {
    it.each([
      { who: 'no token', signedIn: false, status: 401, error: 'The access token is invalid' },
      { who: 'a token', signedIn: true, status: 400, error: 'expires_in must be a number' },
    ])('checks who asks before what they ask: a bad expires_in with $who is a $status', async ({ signedIn, status, error }) => {
      const answer = await rawFetch(`${t.url}/api/v1/filters`, {
        method: 'POST',
        token: signedIn ? alice.token : undefined,
        json: { phrase: 'x', context: ['home'], expires_in: 'soon' },
      });
      expect(answer).toMatchObject({ status, body: { error } });
    });

    it('keeps the contexts and the expiry an update leaves out, and clears the expiry sent blank', async () => {
      const created = await rawFetch(`${t.url}/api/v1/filters`, {
        method: 'POST',
        token: alice.token,
        json: { phrase: 'x', context: ['home', 'thread'], expires_in: 3600 },
      });
      const filter = created.body as { id: string; expires_at: string | null };
      expect(filter.expires_at).not.toBeNull();
      const update = (json: unknown) => rawFetch(`${t.url}/api/v1/filters/${filter.id}`, { method: 'PUT', token: alice.token, json });

      expect((await update({ phrase: 'y' })).body).toMatchObject({ phrase: 'y', context: ['home', 'thread'], expires_at: filter.expires_at });
      expect((await update({ expires_in: '' })).body).toMatchObject({ phrase: 'y', context: ['home', 'thread'], expires_at: null });
      expect(await update({ context: null })).toMatchObject({ status: 422, body: { error: "Validation failed: Context can't be blank" } });
      expect(await update({ expires_in: 1e20 })).toMatchObject({ status: 422, body: { error: 'Validation failed: expires_in is out of range' } });
    });

    it('reads a filter’s params from the query too, the body winning', async () => {
      const answer = await rawFetch(`${t.url}/api/v1/filters?phrase=query&context[]=home&whole_word=0`, { method: 'POST', token: alice.token, json: { phrase: 'body' } });
      expect(answer).toMatchObject({ status: 200, body: { phrase: 'body', context: ['home'], whole_word: false } });
    });
  });

  describe('apps', () => {
    it('reads redirect_uris as lines or as an array', async () => {
      const register = (json: unknown) => rawFetch(`${t.url}/api/v1/apps`, { method: 'POST', json });
      const lines = await register({ client_name: 'Lines', redirect_uris: 'https://a.example/cb\nhttps://b.example/cb\nhttps://a.example/cb' });
      expect(lines).toMatchObject({ status: 200, body: { redirect_uris: ['https://a.example/cb', 'https://b.example/cb'] } });
      const array = await register({ client_name: 'Array', redirect_uris: ['https://a.example/cb', ' '] });
      expect(array).toMatchObject({ status: 200, body: { redirect_uris: ['https://a.example/cb'] } });
      expect(await register({ client_name: 'None', redirect_uris: { a: [] } })).toMatchObject({ status: 422, body: { error: "Validation failed: Redirect URI can't be blank" } });
    });

    it('verifies any token, an app token too, and refuses none', async () => {
      const registered = await rawFetch(`${t.url}/api/v1/apps`, { method: 'POST', json: { client_name: 'App', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob' } });
      const client = registered.body as { client_id: string; client_secret: string };
      const granted = await rawFetch(`${t.url}/oauth/token`, { method: 'POST', json: { grant_type: 'client_credentials', ...client } });
      const appToken = (granted.body as { access_token: string }).access_token;
      expect(await rawFetch(`${t.url}/api/v1/apps/verify_credentials`, { token: appToken })).toMatchObject({ status: 200, body: { name: 'App' } });
      expect((await rawFetch(`${t.url}/api/v1/apps/verify_credentials`, { token: alice.token })).status).toBe(200);
      expect((await rawFetch(`${t.url}/api/v1/apps/verify_credentials`)).status).toBe(401);
    });
  });

  describe('media', () => {
    it('reads a multipart upload’s file, description and focus, and an update’s fields from the query too', async () => {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } }).png().toBuffer();
      const uploaded = await form('POST', '/api/v1/media', { file: new Blob([new Uint8Array(png)]), description: 'grey', focus: '0.5,-0.5' });
      expect(uploaded).toMatchObject({ status: 200, body: { type: 'image', description: 'grey', meta: { focus: { x: 0.5, y: -0.5 } } } });
      const { id } = uploaded.body as { id: string };

      const updated = await rawFetch(`${t.url}/api/v1/media/${id}?description=from%20the%20query&focus=0,1`, { method: 'PUT', token: alice.token, json: {} });
      expect(updated).toMatchObject({ status: 200, body: { description: 'from the query', meta: { focus: { x: 0, y: 1 } } } });
      expect(await form('POST', '/api/v2/media', { description: 'no file' })).toMatchObject({ status: 422, body: { error: "Validation failed: File can't be blank" } });
      expect(await form('POST', '/api/v2/media', { description: 'no file' }, null)).toMatchObject({ status: 401 });
    });

    it('finds the attachment before it checks an update’s fields', async () => {
      const missing = await rawFetch(`${t.url}/api/v1/media/1`, { method: 'PUT', token: alice.token, json: { focus: 'nowhere' } });
      expect(missing.status).toBe(404);
    });
  });

  describe('push subscriptions', () => {
    let endpoint: PushEndpoint;
    beforeEach(async () => {
      endpoint = await startPushEndpoint();
    });
    afterEach(() => endpoint.close());

    it('switches on the alerts sent true, off those sent otherwise, and leaves out those not sent', async () => {
      const created = await rawFetch(`${t.url}/api/v1/push/subscription`, {
        method: 'POST',
        token: alice.token,
        json: { subscription: { endpoint: endpoint.url, keys: endpoint.keys }, data: { alerts: { mention: '1', follow: 'maybe', nonsense: true } }, policy: 'followed' },
      });
      expect(created).toMatchObject({ status: 200, body: { alerts: { mention: true, follow: false }, policy: 'followed' } });
      expect(Object.keys((created.body as { alerts: object }).alerts).sort()).toEqual(['follow', 'mention']);
    });

    it('answers a subscription or data that is not an object as missing', async () => {
      const create = await rawFetch(`${t.url}/api/web/push_subscriptions`, { method: 'POST', token: alice.token, json: { subscription: [endpoint.url] } });
      expect(create).toMatchObject({ status: 400, body: { error: 'param is missing or the value is empty: subscription' } });
      const created = await rawFetch(`${t.url}/api/web/push_subscriptions`, {
        method: 'POST',
        token: alice.token,
        json: { subscription: { endpoint: endpoint.url, keys: endpoint.keys } },
      });
      const { id } = created.body as { id: string };
      const update = (json: unknown) => rawFetch(`${t.url}/api/web/push_subscriptions/${id}`, { method: 'PUT', token: alice.token, json });
      expect(await update({ data: 'alerts' })).toMatchObject({ status: 400, body: { error: 'param is missing or the value is empty: data' } });
      expect(await update({ data: {} })).toMatchObject({ status: 200, body: { alerts: {}, policy: 'all' } });
      expect((await rawFetch(`${t.url}/api/web/push_subscriptions/1`, { method: 'PUT', token: alice.token, json: { data: 'alerts' } })).status).toBe(404);
    });
  });

  describe('web settings', () => {
    it('takes the data as a form’s JSON text, and answers text that is not JSON with a 400', async () => {
      expect(await form('PUT', '/api/web/settings', { data: '{"onboarded":true}' })).toMatchObject({ status: 200, body: {} });
      expect(await form('PUT', '/api/web/settings', { data: '{"onboarded":' })).toMatchObject({
        status: 400,
        body: { error: 'Error occurred while parsing request parameters' },
      });
      expect(await form('PUT', '/api/web/settings', { other: '1' })).toMatchObject({ status: 400, body: { error: 'param is missing or the value is empty: data' } });
    });
  });

  describe('streaming', () => {
    it('answers the health check to anyone, and an EventSource stream without a token with 401', async () => {
      const health = await fetch(`${t.url}/api/v1/streaming/health`);
      expect({ status: health.status, type: health.headers.get('content-type'), text: await health.text() }).toEqual({ status: 200, type: 'text/plain; charset=utf-8', text: 'OK' });
      expect(await rawFetch(`${t.url}/api/v1/streaming/public?only_media=true`)).toMatchObject({ status: 401, body: { error: 'Missing access token' } });
    });
  });

  describe('instance and emojis', () => {
    it('answers anyone', async () => {
      for (const path of ['/api/v1/instance', '/api/v2/instance', '/api/v1/custom_emojis']) expect((await rawFetch(`${t.url}${path}`)).status).toBe(200);
    });
  });
});
