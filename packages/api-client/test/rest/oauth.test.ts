import { createHash } from 'node:crypto';
import { createPkcePair, createRestClient } from '../../src';
import { fixture } from '../support/fixtures';
import { sendJson, TestServer } from '../support/test-server';

describe('oauth', () => {
  const server = new TestServer();
  let metadata: Record<string, unknown> | null = null;

  beforeAll(async () => {
    await server.start();
    server.on('POST', '/api/v1/apps', (_req, res) => sendJson(res, 200, fixture('Application_credential.json')));
    server.on('GET', '/.well-known/oauth-authorization-server', (_req, res) =>
      metadata ? sendJson(res, 200, metadata) : sendJson(res, 404, { error: 'Not found' }),
    );
    server.on('POST', '/oauth/revoke', (_req, res) => sendJson(res, 200, {}));
  });
  afterAll(() => server.stop());

  const client = () => createRestClient({ url: server.url });

  it('registers an app with its redirect URIs joined by newlines', async () => {
    const app = await client().oauth.registerApp({ client_name: 'Trumpet', redirect_uris: ['https://a/cb', 'urn:ietf:wg:oauth:2.0:oob'], scopes: 'read write' });
    expect(app.client_id).toEqual(expect.any(String));
    expect(JSON.parse(server.last().body.toString())).toEqual({
      client_name: 'Trumpet',
      redirect_uris: 'https://a/cb\nurn:ietf:wg:oauth:2.0:oob',
      scopes: 'read write',
    });
  });

  it('makes a PKCE S256 pair whose challenge is the base64url SHA-256 of the verifier', async () => {
    const pair = await createPkcePair();
    expect(pair.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(pair.challenge).toBe(createHash('sha256').update(pair.verifier).digest('base64url'));
  });

  it('uses PKCE S256 and a state when the server advertises S256', async () => {
    metadata = { issuer: server.url, code_challenge_methods_supported: ['S256'] };
    const pending = await client().oauth.beginAuthorization({ client_id: 'cid', redirect_uri: 'https://app/cb', scope: 'read' });
    const url = new URL(pending.url);
    expect(url.pathname).toBe('/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'cid',
      redirect_uri: 'https://app/cb',
      scope: 'read',
      state: pending.state,
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('code_challenge')).toBe(createHash('sha256').update(pending.codeVerifier ?? '').digest('base64url'));
  });

  it('falls back to the plain code flow on a server without metadata', async () => {
    metadata = null;
    const pending = await client().oauth.beginAuthorization({ client_id: 'cid', redirect_uri: 'https://app/cb' });
    expect(pending.codeVerifier).toBeNull();
    expect(new URL(pending.url).searchParams.has('code_challenge')).toBe(false);
    expect(new URL(pending.url).searchParams.get('state')).toBe(pending.state);
  });

  it('sends only the client credentials of a registered app passed whole', async () => {
    const app = { client_id: 'cid', client_secret: 's', name: 'My app', website: 'https://app', redirect_uri: 'https://app/cb', scopes: ['read'] };
    await client().oauth.revoke(app, 'tok');
    expect(Object.fromEntries(new URLSearchParams(server.last().body.toString()))).toEqual({ client_id: 'cid', client_secret: 's', token: 'tok' });
  });

  it('revokes a token', async () => {
    await client().oauth.revoke({ client_id: 'cid', client_secret: 's' }, 'tok');
    expect(Object.fromEntries(new URLSearchParams(server.last().body.toString()))).toEqual({ client_id: 'cid', client_secret: 's', token: 'tok' });
  });
});
