import { createRestClient } from '../../src';
import { fixture } from '../support/fixtures';
import { sendJson, TestServer } from '../support/test-server';

describe('requests', () => {
  const server = new TestServer();

  beforeAll(async () => {
    await server.start();
    server.on('GET', '/api/v1/accounts/relationships', (_req, res) => sendJson(res, 200, fixture('Relationship_array.json')));
    server.on('POST', '/api/v1/statuses', (_req, res) => sendJson(res, 200, fixture('Status.json')));
    server.on('DELETE', '/api/v1/domain_blocks', (_req, res) => {
      res.writeHead(204);
      res.end();
    });
    server.on('POST', '/oauth/token', (_req, res) => sendJson(res, 200, fixture('Token.json')));
  });
  afterAll(() => server.stop());

  it('sends the bearer token, the CSRF token and the XSRF cookie back as a header', async () => {
    const client = createRestClient({ url: server.url, accessToken: 'abc', csrfToken: 'csrf-1', cookies: () => 'a=1; XSRF-TOKEN=x%2By; b=2' });
    await client.accounts.relationships(['1', '2']);
    const request = server.last();
    expect(request.headers.authorization).toBe('Bearer abc');
    expect(request.headers['x-csrf-token']).toBe('csrf-1');
    expect(request.headers['x-xsrf-token']).toBe('x+y');
    expect(request.query.getAll('id[]')).toEqual(['1', '2']);
  });

  it('sends no auth headers when it has none, and follows a token change', async () => {
    const client = createRestClient({ url: server.url });
    await client.accounts.relationships(['1']);
    expect(server.last().headers.authorization).toBeUndefined();
    expect(server.last().headers['x-xsrf-token']).toBeUndefined();
    client.http.setAccessToken('later');
    await client.accounts.relationships(['1']);
    expect(server.last().headers.authorization).toBe('Bearer later');
  });

  it('always sends an Idempotency-Key with a new status: the caller’s, or a fresh one each time', async () => {
    const client = createRestClient({ url: server.url, accessToken: 't' });
    await client.statuses.create({ status: 'hello', visibility: 'public' }, { idempotencyKey: 'key-1' });
    expect(server.last().headers['idempotency-key']).toBe('key-1');
    expect(JSON.parse(server.last().body.toString())).toEqual({ status: 'hello', visibility: 'public' });
    expect(server.last().headers['content-type']).toBe('application/json');
    await client.statuses.create({ status: 'a' });
    const first = server.last().headers['idempotency-key'];
    await client.statuses.create({ status: 'a' });
    const second = server.last().headers['idempotency-key'];
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(second).not.toBe(first);
  });

  it('treats an empty 2xx answer as success and sends query parameters on DELETE', async () => {
    const client = createRestClient({ url: server.url, accessToken: 't' });
    await expect(client.domainBlocks.unblock('spam.example')).resolves.toBeUndefined();
    expect(server.last().method).toBe('DELETE');
    expect(server.last().query.get('domain')).toBe('spam.example');
  });

  it('sends form bodies url-encoded', async () => {
    const client = createRestClient({ url: server.url });
    await client.oauth.token({ client_id: 'id', client_secret: 'secret' }, { grant_type: 'authorization_code', code: 'c', redirect_uri: 'urn:x', code_verifier: 'v' });
    const request = server.last();
    expect(request.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request.body.toString()))).toEqual({
      client_id: 'id',
      client_secret: 'secret',
      grant_type: 'authorization_code',
      code: 'c',
      redirect_uri: 'urn:x',
      code_verifier: 'v',
    });
  });

  it('encodes ids so they cannot change the path', async () => {
    const client = createRestClient({ url: server.url });
    await client.statuses.fetch('../accounts/1').catch(() => undefined);
    expect(server.last().path).toBe('/api/v1/statuses/..%2Faccounts%2F1');
  });
});
