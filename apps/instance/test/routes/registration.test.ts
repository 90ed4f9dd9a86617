import { createRestClient } from '@trumpet/api-client';
import { verifyPassword } from '../../src/services/passwords';
import { startTestInstance, type TestInstance } from '../support/harness';
import { rawFetch } from '../support/user-data-fixtures';

describe('POST /api/v1/accounts (sign-up through an app)', () => {
  let t: TestInstance;
  let appToken: string;
  let applicationId: string;

  beforeEach(async () => {
    t = await startTestInstance();
    const app = await rawFetch(`${t.url}/api/v1/apps`, { method: 'POST', json: { client_name: 'Signup', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write' } });
    const { client_id: clientId, client_secret: clientSecret, id } = app.body as { client_id: string; client_secret: string; id: string };
    applicationId = id;
    const token = await rawFetch(`${t.url}/oauth/token`, {
      method: 'POST',
      json: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret, scope: 'write:accounts' },
    });
    appToken = (token.body as { access_token: string }).access_token;
  });
  afterEach(() => t.close());

  const signUp = (body: Record<string, unknown>, token = appToken) => rawFetch(`${t.url}/api/v1/accounts`, { method: 'POST', token, json: body });
  const valid = { username: 'newbie', email: 'newbie@example.com', password: 'correct horse', agreement: true, locale: 'de' };
  const accountRow = (username: string) =>
    t.instance.db
      .prepare<[string], { id: string; email: string; password_hash: string; created_by_application_id: string | null }>(
        'SELECT id, email, password_hash, created_by_application_id FROM accounts WHERE username = ?',
      )
      .get(username);

  it('creates a confirmed account and answers a token of the app’s scopes that works at once', async () => {
    const client = createRestClient({ url: t.url, accessToken: appToken });
    const token = await client.accounts.register(valid);
    expect(token).toMatchObject({ token_type: 'Bearer', scope: 'read write' });
    expect(token.created_at).toBeGreaterThan(0);

    const row = accountRow('newbie');
    expect(row).toMatchObject({ email: 'newbie@example.com', created_by_application_id: applicationId });
    expect(verifyPassword('correct horse', row?.password_hash ?? null)).toBe(true);
    expect(t.instance.db.prepare('SELECT locale FROM account_preferences WHERE account_id = ?').get(row?.id)).toEqual({ locale: 'de' });

    const me = createRestClient({ url: t.url, accessToken: token.access_token });
    expect((await me.accounts.verifyCredentials()).username).toBe('newbie');
    await me.statuses.create({ status: 'first post' });

    // Confirmed already: Mastodon's answer for a confirmed account; another app's token is refused first.
    await expect(me.emails.resendConfirmation()).rejects.toMatchObject({ status: 403 });
    expect(await rawFetch(`${t.url}/api/v1/emails/confirmations`, { method: 'POST', token: token.access_token })).toMatchObject({
      body: { error: 'This method is only available while the e-mail is awaiting confirmation' },
    });
    const seeded = t.user('alice');
    expect(await rawFetch(`${t.url}/api/v1/emails/confirmations`, { method: 'POST', token: seeded.token })).toMatchObject({
      status: 403,
      body: { error: 'This method is only available to the application the user originally signed-up with' },
    });
    expect(await rawFetch(`${t.url}/api/v1/emails/confirmations`, { method: 'POST' })).toMatchObject({ status: 403 });
  });

  it('answers every invalid field at once in Mastodon’s shape, creating nothing', async () => {
    const answer = await signUp({ username: 'bad name!', email: 'not-an-email', password: 'short', agreement: false, locale: '??' });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      error: expect.stringMatching(/^Validation failed: /),
      details: {
        username: [{ error: 'ERR_INVALID', description: 'must contain only letters, numbers and underscores' }],
        email: [{ error: 'ERR_INVALID', description: 'is invalid' }],
        password: [{ error: 'ERR_TOO_SHORT', description: 'is too short (minimum is 8 characters)' }],
        agreement: [{ error: 'ERR_ACCEPTED', description: 'must be accepted' }],
        locale: [{ error: 'ERR_INCLUSION', description: 'is not included in the list' }],
      },
    });
    const blank = await signUp({});
    expect(blank.body).toMatchObject({
      details: { username: [{ error: 'ERR_BLANK' }], email: [{ error: 'ERR_BLANK' }], password: [{ error: 'ERR_BLANK' }], agreement: [{ error: 'ERR_ACCEPTED' }] },
    });
    expect(t.instance.db.prepare('SELECT count(*) AS n FROM accounts').get()).toEqual({ n: 0 });
  });

  it('refuses a taken username or email in any case, a reserved or too long username; takes the agreement as a form sends it', async () => {
    t.user('alice', { email: 'alice@example.com' });
    const taken = await signUp({ ...valid, username: 'ALICE', email: 'Alice@Example.com' });
    expect(taken.body).toMatchObject({
      error: 'Validation failed: Email address has already been taken, Username has already been taken',
      details: { username: [{ error: 'ERR_TAKEN' }], email: [{ error: 'ERR_TAKEN' }] },
    });
    expect((await signUp({ ...valid, username: 'Admin' })).body).toMatchObject({ details: { username: [{ error: 'ERR_RESERVED' }] } });
    expect((await signUp({ ...valid, username: 'x'.repeat(31) })).body).toMatchObject({ details: { username: [{ error: 'ERR_TOO_LONG' }] } });
    expect((await signUp({ ...valid, agreement: '1' })).status).toBe(200);
    expect(accountRow('newbie')).toBeDefined();
  });

  it('needs write:accounts; closed registrations answer 403 and the instance says so', async () => {
    const reader = t.user('reader', { scopes: 'read' });
    expect((await signUp(valid, reader.token)).status).toBe(403);
    expect((await rawFetch(`${t.url}/api/v1/accounts`, { method: 'POST', json: valid })).status).toBe(401);

    expect((await t.anonymous().instance.v1()).registrations).toBe(true);
    expect((await t.anonymous().instance.v2()).registrations.enabled).toBe(true);
    t.instance.config.registrationsOpen = false;
    expect(await signUp(valid)).toMatchObject({ status: 403, body: { error: 'This action is not allowed' } });
    expect(accountRow('newbie')).toBeUndefined();
    expect((await t.anonymous().instance.v1()).registrations).toBe(false);
    expect((await t.anonymous().instance.v2()).registrations).toMatchObject({ enabled: false, approval_required: false });
  });
});
