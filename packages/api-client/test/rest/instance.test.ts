import { createRestClient } from '../../src';
import { fixture } from '../support/fixtures';
import { sendJson, TestServer } from '../support/test-server';

describe('instance', () => {
  it('reads v2 where the server has it', async () => {
    const server = await new TestServer().start();
    server.on('GET', '/api/v2/instance', (_req, res) => sendJson(res, 200, fixture('Instance_v2.json')));
    const info = await createRestClient({ url: server.url }).instance.fetch();
    const v2 = fixture<{ domain: string; configuration: { urls: { streaming: string }; statuses: { max_characters: number } } }>('Instance_v2.json');
    expect(info).toMatchObject({ domain: v2.domain, streamingUrl: v2.configuration.urls.streaming, maxCharacters: v2.configuration.statuses.max_characters });
    expect(info.source.v1).toBeNull();
    await server.stop();
  });

  it('reads api_versions.mastodon from v2 (grouped notifications from 2), and 0 from a server that does not say', async () => {
    const server = await new TestServer().start();
    const v2 = fixture<Record<string, unknown>>('Instance_v2.json');
    let body: Record<string, unknown> = v2;
    server.on('GET', '/api/v2/instance', (_req, res) => sendJson(res, 200, body));
    const client = createRestClient({ url: server.url });
    expect((await client.instance.v2()).api_versions.mastodon).toBe(6);
    body = { ...v2, api_versions: undefined };
    expect((await client.instance.v2()).api_versions.mastodon).toBe(0);
    await server.stop();
  });

  it('falls back to v1 on an older server, and to the defaults for what it does not say', async () => {
    const server = await new TestServer().start();
    const v1 = fixture<Record<string, unknown>>('Instance_v1.json');
    server.on('GET', '/api/v1/instance', (_req, res) => sendJson(res, 200, { ...v1, configuration: undefined, max_toot_chars: 5000 }));
    const info = await createRestClient({ url: server.url }).instance.fetch();
    expect(info.source.v2).toBeNull();
    expect(info.maxCharacters).toBe(5000);
    expect(info.charactersReservedPerUrl).toBe(23);
    expect(info.maxMediaAttachments).toBe(4);
    expect(server.requests.map((r) => r.path)).toEqual(['/api/v2/instance', '/api/v1/instance']);
    await server.stop();
  });

  it.each([401, 429])('does not ask v1 again after a %i on v2', async (status) => {
    const server = await new TestServer().start();
    server.on('GET', '/api/v2/instance', (_req, res) => sendJson(res, status, { error: 'No' }));
    await expect(createRestClient({ url: server.url }).instance.fetch()).rejects.toMatchObject({ kind: 'http', status });
    expect(server.requests.map((r) => r.path)).toEqual(['/api/v2/instance']);
    await server.stop();
  });

  it('does not hide a server error behind the fallback', async () => {
    const server = await new TestServer().start();
    server.on('GET', '/api/v2/instance', (_req, res) => sendJson(res, 502, { error: 'Bad gateway' }));
    await expect(createRestClient({ url: server.url }).instance.fetch()).rejects.toMatchObject({ kind: 'http', status: 502 });
    await server.stop();
  });
});
