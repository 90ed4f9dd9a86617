import { startTestInstance, type TestInstance } from '../support/harness';

describe('instance', () => {
  let t: TestInstance;
  beforeAll(async () => {
    t = await startTestInstance();
    t.user('admin', { role: 'admin' });
  });
  afterAll(() => t.close());

  it('serves v2 with the limits clients read, through @trumpet/api-client', async () => {
    const info = await t.anonymous().instance.fetch();
    expect(info).toMatchObject({
      domain: t.instance.config.domain,
      maxCharacters: 500,
      charactersReservedPerUrl: 23,
      maxMediaAttachments: 4,
      pollMaxOptions: 4,
      streamingUrl: t.url.replace('http', 'ws'),
    });
    expect(info.supportedMimeTypes).toContain('image/png');
    expect(info.source.v2?.contact.account?.acct).toBe('admin');
    expect(info.vapidKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect((await t.anonymous().instance.fetch()).vapidKey).toBe(info.vapidKey);
  });

  it('serves v1 with stats', async () => {
    const v1 = await t.anonymous().instance.v1();
    expect(v1.stats.user_count).toBe(1);
    expect(v1.urls.streaming_api).toBe(t.url.replace('http', 'ws'));
  });

  it('answers unknown API paths with a 404 in Mastodon’s error shape', async () => {
    const response = await fetch(`${t.url}/api/v1/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Record not found' });
  });
});
