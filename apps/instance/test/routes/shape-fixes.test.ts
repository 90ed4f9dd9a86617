import sharp from 'sharp';
import { describeErrors, responseValidator } from '../contract/reference-schema';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { rawRequest } from '../support/relationship-helpers';
import { remoteAccount } from '../support/status-fixtures';

/** The answer is what the Mastodon reference documents for this operation. */
function expectReferenceShape(operation: string, body: unknown): void {
  const validate = responseValidator(operation, 200);
  if (!validate) throw new Error(`no schema for ${operation}`);
  expect(validate(body) ? [] : describeErrors(validate.errors, body)).toEqual([]);
}

const record = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

describe('shapes Mastodon 4.x answers with', () => {
  let t: TestInstance;
  let admin: TestUser;
  let alice: TestUser;
  beforeAll(async () => {
    t = await startTestInstance();
    admin = t.user('admin', { role: 'admin' });
    alice = t.user('alice');
  });
  afterAll(() => t.close());

  it('gives accounts indexable, hide_collections, roles and the 4.4 descriptions; noindex and roles only to local ones', async () => {
    const own = await rawRequest(t, 'GET', `/api/v1/accounts/${admin.account.id}`);
    expectReferenceShape('GET /api/v1/accounts/{id}', own.body);
    expect(own.body).toMatchObject({
      indexable: true,
      hide_collections: false,
      noindex: false,
      group: false,
      roles: [{ id: '3', name: 'Admin', color: '' }],
      avatar_description: '',
      header_description: '',
    });
    expect(record(own.body)).not.toHaveProperty('memorial');
    expect((await rawRequest(t, 'GET', `/api/v1/accounts/${alice.account.id}`)).body).toMatchObject({ roles: [] });
    const remote = await rawRequest(t, 'GET', `/api/v1/accounts/${remoteAccount(t.instance, 'far', 'remote.example')}`);
    expectReferenceShape('GET /api/v1/accounts/{id}', remote.body);
    expect(remote.body).toMatchObject({ roles: null });
    expect(record(remote.body)).not.toHaveProperty('noindex');
  });

  it('gives preview cards their authors and the 4.3 fields', async () => {
    const status = await alice.api.statuses.create({ status: 'A link https://news.example/story' });
    const card = { url: 'https://news.example/story', title: 'Story', description: 'A story', type: 'link', author_name: 'Jo Writer', author_url: 'https://news.example/jo', provider_name: 'News', provider_url: 'https://news.example', html: '', width: 0, height: 0, image: null, embed_url: 'https://news.example/embed', blurhash: null };
    t.instance.db.prepare('UPDATE statuses SET card = ? WHERE id = ?').run(JSON.stringify(card), status.id);
    const answer = await rawRequest(t, 'GET', `/api/v1/statuses/${status.id}`);
    expectReferenceShape('GET /api/v1/statuses/{id}', answer.body);
    expect(record(answer.body).card).toMatchObject({ authors: [{ name: 'Jo Writer', url: 'https://news.example/jo', account: null }], language: null, image_description: '', published_at: null });
    expect((await alice.api.statuses.fetch(status.id)).card?.authors).toEqual([{ name: 'Jo Writer', url: 'https://news.example/jo', account: null }]);
  });

  it('gives registered apps the server’s VAPID key, on creation and verify_credentials', async () => {
    const vapidKey = (await t.anonymous().instance.fetch()).vapidKey;
    const response = await fetch(`${t.url}/api/v1/apps`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_name: 'Shapes', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read' }),
    });
    const created = record(await response.json());
    expectReferenceShape('POST /api/v1/apps', created);
    expect(created.vapid_key).toBe(vapidKey);
    const verified = await rawRequest(t, 'GET', '/api/v1/apps/verify_credentials', alice.token);
    expectReferenceShape('GET /api/v1/apps/verify_credentials', verified.body);
    expect(verified.body).toMatchObject({ vapid_key: vapidKey });
  });

  it('serves v2 with its icon sizes, served as PNGs, and the documented configuration', async () => {
    const answer = await rawRequest(t, 'GET', '/api/v2/instance');
    expectReferenceShape('GET /api/v2/instance', answer.body);
    const v2 = await t.anonymous().instance.v2();
    expect(v2.icon.map((icon) => icon.size)).toEqual(['36x36', '48x48', '72x72', '96x96', '144x144', '192x192', '256x256', '384x384', '512x512']);
    const icon = v2.icon.find((entry) => entry.size === '72x72');
    const png = await fetch(icon?.src ?? '');
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(await sharp(Buffer.from(await png.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 72, height: 72 });
    expect((await fetch(`${t.url}/icons/android-chrome-73x73.png`)).status).toBe(404);
    expect((await fetch(v2.thumbnail?.url ?? '')).status).toBe(200);
    expect(record(answer.body).configuration).toMatchObject({
      urls: { streaming: t.url.replace('http', 'ws'), terms_of_service: `${t.url}/terms`, privacy_policy: `${t.url}/terms` },
      accounts: { max_featured_tags: 10, max_pinned_statuses: 5, max_display_name_length: 30, max_note_length: 500, max_profile_fields: 4 },
      translation: { enabled: false },
      timelines_access: { live_feeds: { local: 'public', remote: 'public' }, hashtag_feeds: { local: 'public' } },
      limited_federation: false,
    });
    // Active this month: both accounts got a token just now.
    expect(record(answer.body).usage).toEqual({ users: { active_month: 2 } });
  });

  it('names the userinfo endpoint and answers it for a token with `profile`', async () => {
    const metadata = record(await (await fetch(`${t.url}/.well-known/oauth-authorization-server`)).json());
    expect(metadata.userinfo_endpoint).toBe(`${t.url}/oauth/userinfo`);
    const profile = t.user('paula', { scopes: 'profile' });
    for (const method of ['GET', 'POST']) {
      expect(await rawRequest(t, method, '/oauth/userinfo', profile.token)).toEqual({
        status: 200,
        link: null,
        body: {
          iss: `${t.url}/`,
          sub: `${t.url}/users/paula`,
          name: 'Paula',
          preferred_username: 'paula',
          profile: `${t.url}/@paula`,
          picture: `${t.url}/avatars/original/missing.png`,
        },
      });
    }
    const reader = t.user('rita', { scopes: 'read' });
    expect((await rawRequest(t, 'GET', '/oauth/userinfo', reader.token)).status).toBe(403);
    expect((await rawRequest(t, 'GET', '/oauth/userinfo')).status).toBe(401);
  });

  it('gives hashtags found by search their id', async () => {
    await alice.api.statuses.create({ status: 'About #Shapes' });
    const tagId = t.instance.db.prepare<[], { id: number }>("SELECT id FROM tags WHERE name = 'shapes'").get()?.id;
    const results = await rawRequest(t, 'GET', '/api/v2/search?q=%23shap&type=hashtags', alice.token);
    expectReferenceShape('GET /api/v2/search', results.body);
    expect(record(results.body).hashtags).toMatchObject([{ id: String(tagId), name: 'shapes', following: false }]);
  });

  it('answers a boost with the boosted status, and the boost itself, marked reblogged for the booster', async () => {
    const status = await admin.api.statuses.create({ status: 'Boost this' });
    const answer = await rawRequest(t, 'POST', `/api/v1/statuses/${status.id}/reblog`, alice.token);
    expect(answer.body).toMatchObject({ reblogged: true, reblog: { id: status.id, reblogged: true, reblogs_count: 1 } });
  });
});
