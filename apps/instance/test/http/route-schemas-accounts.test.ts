import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { rawFetch } from '../support/user-data-fixtures';

// The account routes (accounts, account actions and lists of accounts, blocks, mutes, endorsements,
// follow requests, domain blocks, suggestions, reports), declared with an auth rule and zod schemas
// (src/http/route.ts): what their schemas read.
describe('route schemas of the account routes', () => {
  let t: TestInstance;
  let alice: TestUser;
  let bob: TestUser;

  beforeEach(async () => {
    t = await startTestInstance();
    alice = t.user('alice', { password: null });
    bob = t.user('bob', { password: null });
  });
  afterEach(() => t.close());

  /** A request with alice's token, or with `token` (null: none). */
  const call = (method: string, path: string, json?: unknown, token: string | null = alice.token) => rawFetch(`${t.url}${path}`, { method, token: token ?? undefined, json });

  it.each([
    { who: 'no token', signedIn: false, status: 401, error: 'The access token is invalid' },
    { who: 'a token', signedIn: true, status: 400, error: 'duration must be a number' },
  ])('checks who asks before what they ask: a bad mute duration with $who is a $status', async ({ signedIn, status, error }) => {
    const answer = await call('POST', `/api/v1/accounts/${bob.account.id}/mute`, { duration: 'long' }, signedIn ? alice.token : null);
    expect(answer).toMatchObject({ status, body: { error } });
  });

  it('names the param out of range, and reads a mute from the query too', async () => {
    expect(await call('POST', `/api/v1/accounts/${bob.account.id}/mute`, { duration: 1e20 })).toMatchObject({
      status: 422,
      body: { error: 'Validation failed: duration is out of range' },
    });
    const muted = await call('POST', `/api/v1/accounts/${bob.account.id}/mute?notifications=0`, {});
    expect(muted).toMatchObject({ status: 200, body: { muting: true, muting_notifications: false } });
  });

  it('reads a follow’s flags as Rails does: anything unreadable counts as true', async () => {
    const followed = await call('POST', `/api/v1/accounts/${bob.account.id}/follow`, { reblogs: 'maybe', notify: 'sure' });
    expect(followed).toMatchObject({ status: 200, body: { following: true, showing_reblogs: true, notifying: true } });
    const changed = await call('POST', `/api/v1/accounts/${bob.account.id}/follow`, { reblogs: false, notify: null });
    expect(changed).toMatchObject({ status: 200, body: { showing_reblogs: false, notifying: true } });
  });

  it('answers 404 for an unknown account on an action', async () => {
    expect(await call('POST', '/api/v1/accounts/nope/block', {})).toMatchObject({ status: 404 });
  });

  it('keeps a note’s limit and deletes it when blank', async () => {
    const noted = await call('POST', `/api/v1/accounts/${bob.account.id}/note`, { comment: 'Met at the café' });
    expect(noted).toMatchObject({ status: 200, body: { note: 'Met at the café' } });
    expect(await call('POST', `/api/v1/accounts/${bob.account.id}/note`, { comment: 'x'.repeat(2001) })).toMatchObject({
      status: 422,
      body: { error: 'Validation failed: Comment is too long (maximum is 2000 characters)' },
    });
    expect(await call('POST', `/api/v1/accounts/${bob.account.id}/note`, {})).toMatchObject({ status: 200, body: { note: '' } });
  });

  describe('update_credentials', () => {
    const update = (json: unknown) => call('PATCH', '/api/v1/accounts/update_credentials', json);

    it.each([
      { sent: { display_name: { a: 1 } }, error: 'Validation failed: Display name is invalid' },
      { sent: { note: ['a'] }, error: 'Validation failed: Note is invalid' },
      { sent: { locked: 'maybe', bot: null }, error: 'Validation failed: Locked is invalid, Bot is invalid' },
      { sent: { fields_attributes: 3 }, error: 'Validation failed: Fields is invalid' },
      { sent: { source: null }, error: 'Validation failed: Source is invalid' },
      { sent: { source: { privacy: ['public'], sensitive: 'perhaps', language: 'english' } }, error: 'Validation failed: Default privacy is not included in the list, Default sensitive is invalid, Default language is not included in the list' },
      { sent: { avatar: 'a picture' }, error: 'Validation failed: Avatar is invalid' },
    ])('refuses a param sent unreadable: $error', async ({ sent, error }) => {
      expect(await update(sent)).toMatchObject({ status: 422, body: { error } });
    });

    it('reads what came and leaves the rest as it is', async () => {
      const first = await update({
        display_name: '  Alice  ',
        locked: 'true',
        fields_attributes: { 0: { name: 'Site', value: 'https://example.com' }, 1: { name: '', value: '' } },
        source: { privacy: 'unlisted', sensitive: '1', language: 'fr' },
      });
      expect(first).toMatchObject({
        status: 200,
        body: {
          display_name: 'Alice',
          locked: true,
          fields: [{ name: 'Site' }],
          source: { privacy: 'unlisted', sensitive: true, language: 'fr' },
        },
      });
      const second = await update({ note: 'Hello', avatar: '', source: { language: null } });
      expect(second).toMatchObject({ status: 200, body: { display_name: 'Alice', locked: true, note: '<p>Hello</p>', source: { language: 'fr' } } });
      const cleared = await update({ fields_attributes: '', source: { language: '' } });
      expect(cleared).toMatchObject({ status: 200, body: { fields: [], source: { language: null } } });
    });

    it('reads form fields', async () => {
      const body = new FormData();
      body.append('display_name', 'Form Alice');
      body.append('fields_attributes[0][name]', 'Pronouns');
      body.append('fields_attributes[0][value]', 'she/her');
      body.append('discoverable', 'on');
      const response = await fetch(`${t.url}/api/v1/accounts/update_credentials`, { method: 'PATCH', body, headers: { authorization: `Bearer ${alice.token}` } });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ display_name: 'Form Alice', discoverable: true, fields: [{ name: 'Pronouns', value: 'she/her' }] });
    });
  });

  describe('reading accounts', () => {
    it('reads several ids, one id, or none', async () => {
      const several = await call('GET', `/api/v1/accounts?id[]=${bob.account.id}&id[]=${alice.account.id}&id[]=nope`);
      expect((several.body as { id: string }[]).map((account) => account.id)).toEqual([bob.account.id, alice.account.id]);
      const one = await call('GET', `/api/v1/accounts/relationships?id=${bob.account.id}`);
      expect(one).toMatchObject({ status: 200, body: [{ id: bob.account.id }] });
      expect(await call('GET', '/api/v1/accounts/familiar_followers')).toMatchObject({ status: 200, body: [] });
      const tooMany = Array.from({ length: 81 }, (_, i) => `id[]=${i}`).join('&');
      expect(await call('GET', `/api/v1/accounts?${tooMany}`)).toMatchObject({ status: 422, body: { error: 'Validation failed: Too many IDs requested' } });
    });

    it('looks an account up by acct, signed out too', async () => {
      expect(await call('GET', '/api/v1/accounts/lookup?acct=bob', undefined, null)).toMatchObject({ status: 200, body: { id: bob.account.id } });
      expect(await call('GET', '/api/v1/accounts/lookup', undefined, null)).toMatchObject({ status: 404 });
    });

    it('searches with q required and limit, offset and following read as numbers and flags', async () => {
      for (const query of ['', '?limit=many&offset=1e20', '?q[]=bob']) {
        expect(await call('GET', `/api/v1/accounts/search${query}`)).toMatchObject({ status: 400, body: { error: 'param is missing or the value is empty: q' } });
      }
      expect(await call('GET', '/api/v1/accounts/search?q=b&limit=many')).toMatchObject({ status: 400, body: { error: 'limit must be a number' } });
      expect(await call('GET', '/api/v1/accounts/search?q=b&offset=1e20')).toMatchObject({ status: 422, body: { error: 'Validation failed: offset is out of range' } });
      expect(await call('GET', '/api/v1/accounts/search?q=bob&offset=-5&limit=0')).toMatchObject({ status: 200, body: [{ id: bob.account.id }] });
      expect(await call('GET', '/api/v1/accounts/search?q=bob&following=true')).toMatchObject({ status: 200, body: [] });
    });
  });

  describe('pages of accounts', () => {
    it('reads the page params and keeps the others in the Link header', async () => {
      await call('POST', `/api/v1/accounts/${bob.account.id}/follow`, {});
      const carol = t.user('carol', { password: null });
      await call('POST', `/api/v1/accounts/${bob.account.id}/follow`, {}, carol.token);
      const page = await call('GET', `/api/v1/accounts/${bob.account.id}/followers?limit=1&extra=x`, undefined, null);
      expect(page).toMatchObject({ status: 200, body: [{ id: carol.account.id }] });
      expect(page.headers.get('link')).toContain('extra=x');
      expect(page.headers.get('link')).toContain('rel="next"');
      expect(await call('GET', `/api/v1/accounts/${bob.account.id}/following?limit=abc`)).toMatchObject({ status: 400, body: { error: 'limit must be a number' } });
    });

    it.each(['/api/v1/blocks', '/api/v1/mutes', '/api/v1/follow_requests', '/api/v1/domain_blocks', '/api/v1/endorsements', '/api/v1/suggestions'])(
      'refuses a limit that is not a number on %s, after the token',
      async (path) => {
        expect(await call('GET', `${path}?limit=abc`, undefined, null)).toMatchObject({ status: 401 });
        expect(await call('GET', `${path}?limit=abc`)).toMatchObject({ status: 400, body: { error: 'limit must be a number' } });
      },
    );

    it('lists every endorsement with limit=0, without a Link header', async () => {
      const carol = t.user('carol', { password: null });
      for (const user of [bob, carol]) {
        await call('POST', `/api/v1/accounts/${user.account.id}/follow`, {});
        await call('POST', `/api/v1/accounts/${user.account.id}/pin`, {});
      }
      const all = await call('GET', '/api/v1/endorsements?limit=0');
      expect(all).toMatchObject({ status: 200 });
      expect(all.body).toHaveLength(2);
      expect(all.headers.get('link')).toBeNull();
      const one = await call('GET', '/api/v1/endorsements?limit=1');
      expect(one.body).toHaveLength(1);
      expect(one.headers.get('link')).toContain('rel="next"');
      expect(await call('GET', '/api/v1/endorsements?limit[x]=0')).toMatchObject({ status: 400, body: { error: 'limit must be a number' } });
    });

    it('filters an account’s statuses by the flags and tag read from the query', async () => {
      await call('POST', '/api/v1/statuses', { status: 'hello #Cats' }, bob.token);
      await call('POST', '/api/v1/statuses', { status: 'no tag' }, bob.token);
      const tagged = await call('GET', `/api/v1/accounts/${bob.account.id}/statuses?tagged=%23cats`);
      expect((tagged.body as { content: string }[]).map((status) => status.content)).toEqual([expect.stringContaining('hello')]);
      expect(await call('GET', `/api/v1/accounts/${bob.account.id}/statuses?pinned=1`)).toMatchObject({ status: 200, body: [] });
      expect(await call('GET', `/api/v1/accounts/${bob.account.id}/statuses?limit=1e400`)).toMatchObject({ status: 200 });
    });
  });

  it('blocks and unblocks a domain read from the body or the query', async () => {
    expect(await call('POST', '/api/v1/domain_blocks', { domain: 'example.com' })).toMatchObject({ status: 200 });
    expect(await call('GET', '/api/v1/domain_blocks')).toMatchObject({ body: ['example.com'] });
    expect(await call('DELETE', '/api/v1/domain_blocks?domain=example.com')).toMatchObject({ status: 200 });
    expect(await call('GET', '/api/v1/domain_blocks')).toMatchObject({ body: [] });
  });

  it('dismisses a suggestion, and reads the suggestions’ limit', async () => {
    t.user('carol', { password: null });
    const suggestions = await call('GET', '/api/v1/suggestions?limit=1');
    expect(suggestions).toMatchObject({ status: 200 });
    expect(await call('DELETE', '/api/v1/suggestions/nope')).toMatchObject({ status: 200, body: {} });
  });

  it('reads a report’s params, the body winning over the query', async () => {
    const report = await call('POST', `/api/v1/reports?account_id=${bob.account.id}&comment=from%20the%20query&category=spam`, { comment: 'from the body', forward: 'yes' });
    expect(report).toMatchObject({ status: 200, body: { comment: 'from the body', category: 'spam', forwarded: false, status_ids: [], target_account: { id: bob.account.id } } });
    expect(await call('POST', '/api/v1/reports', { account_id: bob.account.id, rule_ids: ['1'] })).toMatchObject({
      status: 422,
      body: { error: 'Validation failed: Rule ids contain rules that do not exist' },
    });
    expect(await call('POST', '/api/v1/reports', { account_id: ['x'] })).toMatchObject({ status: 404 });
  });
});
