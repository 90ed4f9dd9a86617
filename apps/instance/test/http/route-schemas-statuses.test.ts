import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { rawFetch } from '../support/user-data-fixtures';

// The routes of statuses, polls, timelines, bookmarks, favourites, conversations, notifications
// and search, declared with an auth rule and zod schemas (src/http/route.ts): what their schemas read.
describe('route schemas of the status routes', () => {
  let t: TestInstance;
  let alice: TestUser;
  let bob: TestUser;

  beforeEach(async () => {
    t = await startTestInstance();
    alice = t.user('alice', { password: null });
    bob = t.user('bob', { password: null });
  });
  afterEach(() => t.close());

  const form = async (method: string, path: string, body: string, token: string | null = alice.token) => {
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${t.url}${path}`, { method, body, headers });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const post = (json: unknown, token: string | null = alice.token) => rawFetch(`${t.url}/api/v1/statuses`, { method: 'POST', token: token ?? undefined, json });

  describe('POST /api/v1/statuses', () => {
    it('reads a form’s nested poll fields as the JSON ones', async () => {
      const fields = 'status=Which%3F&visibility=unlisted&sensitive=1&spoiler_text=cw&language=en&poll[options][]=a&poll[options][]=b&poll[expires_in]=3600&poll[multiple]=true&poll[hide_totals]=0';
      const answer = await form('POST', '/api/v1/statuses', fields);
      expect(answer).toMatchObject({
        status: 200,
        body: { visibility: 'unlisted', sensitive: true, spoiler_text: 'cw', language: 'en', poll: { multiple: true, options: [{ title: 'a' }, { title: 'b' }] } },
      });
      const json = await post({ status: 'Which?', poll: { options: ['a', 'b'], expires_in: '3600', multiple: 'on' } });
      expect(json).toMatchObject({ status: 200, body: { poll: { multiple: true, options: [{ title: 'a' }, { title: 'b' }] } } });
    });

    it('reads the params from the query too, the body winning', async () => {
      const answer = await rawFetch(`${t.url}/api/v1/statuses?status=query&visibility=private&spoiler_text=q`, { method: 'POST', token: alice.token, json: { status: 'body' } });
      expect(answer).toMatchObject({ status: 200, body: { content: expect.stringContaining('body'), visibility: 'private', spoiler_text: 'q' } });
    });

    it('takes a poll sent as null or blank for no poll', async () => {
      expect(await post({ status: 'x', poll: null })).toMatchObject({ status: 200, body: { poll: null } });
      expect(await form('POST', '/api/v1/statuses', 'status=x&poll=')).toMatchObject({ status: 200, body: { poll: null } });
      expect(await post({ status: 'x', poll: 'yes' })).toMatchObject({ status: 422 });
    });

    it.each([
      { label: 'an unknown visibility', json: { status: 'x', visibility: 'secret' }, status: 422, error: "Validation failed: 'secret' is not a valid visibility" },
      { label: 'a schedule that cannot be read', json: { status: 'x', scheduled_at: 'someday' }, status: 422, error: 'Record invalid' },
      { label: 'a poll duration not a number', json: { status: 'x', poll: { options: ['a', 'b'], expires_in: 'soon' } }, status: 400, error: 'poll[expires_in] must be a number' },
      { label: 'a poll duration out of range', json: { status: 'x', poll: { options: ['a', 'b'], expires_in: 1e20 } }, status: 422, error: 'Validation failed: poll[expires_in] is out of range' },
      { label: 'a poll without a duration', json: { status: 'x', poll: { options: ['a', 'b'] } }, status: 422, error: 'Validation failed: Poll duration is too short' },
    ])('refuses $label', async ({ json, status, error }) => {
      expect(await post(json)).toMatchObject({ status, body: { error } });
    });

    it('checks who asks before what they ask', async () => {
      expect(await post({ status: 'x', poll: { options: ['a'], expires_in: 'soon' } }, null)).toMatchObject({ status: 401 });
    });

    it('answers a repeated Idempotency-Key with the status it made', async () => {
      const send = async (status: string) => {
        const response = await fetch(`${t.url}/api/v1/statuses`, {
          method: 'POST',
          headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/json', 'idempotency-key': 'k1' },
          body: JSON.stringify({ status, visibility: status === 'again' ? 'secret' : 'public' }),
        });
        return (await response.json()) as { id: string };
      };
      const first = await send('once');
      expect((await send('again')).id).toBe(first.id);
    });
  });

  it('deletes a status’s media only with delete_media, from the query or the body', async () => {
    const { id } = await alice.api.statuses.create({ status: 'gone' });
    const answer = await rawFetch(`${t.url}/api/v1/statuses/${id}?delete_media=true`, { method: 'DELETE', token: alice.token });
    expect(answer).toMatchObject({ status: 200, body: { id, text: 'gone' } });
  });

  it('checks a boost’s visibility once the status is found', async () => {
    const { id } = await bob.api.statuses.create({ status: 'boost me' });
    const reblog = (statusId: string, visibility: string) =>
      rawFetch(`${t.url}/api/v1/statuses/${statusId}/reblog`, { method: 'POST', token: alice.token, json: { visibility } });
    expect(await reblog('404', 'secret')).toMatchObject({ status: 404 });
    expect(await reblog(id, 'secret')).toMatchObject({ status: 422, body: { error: "Validation failed: 'secret' is not a valid visibility" } });
    expect(await reblog(id, 'private')).toMatchObject({ status: 200, body: { visibility: 'private' } });
  });

  it('reads a vote’s choices from a form', async () => {
    const created = await post({ status: 'poll', poll: { options: ['a', 'b', 'c'], expires_in: 3600, multiple: true } }, bob.token);
    const pollId = (created.body as { poll: { id: string } }).poll.id;
    expect(await form('POST', `/api/v1/polls/${pollId}/votes`, 'choices[]=')).toMatchObject({ status: 422 });
    expect(await form('POST', `/api/v1/polls/${pollId}/votes`, 'other=1')).toMatchObject({ status: 400, body: { error: 'param is missing or the value is empty: choices' } });
    expect(await form('POST', `/api/v1/polls/${pollId}/votes`, 'choices[]=0&choices[]=2')).toMatchObject({ status: 200, body: { own_votes: [0, 2] } });
  });

  describe('pages', () => {
    it.each(['/api/v1/favourites', '/api/v1/bookmarks', '/api/v1/conversations', '/api/v1/notifications', '/api/v1/timelines/home'])(
      '%s checks who asks before a bad limit',
      async (path) => {
        expect(await rawFetch(`${t.url}${path}?limit=lots`)).toMatchObject({ status: 401 });
        expect(await rawFetch(`${t.url}${path}?limit=lots`, { token: alice.token })).toMatchObject({ status: 400, body: { error: 'limit must be a number' } });
      },
    );

    it('clamps the limit and keeps the other params in the Link header', async () => {
      for (const text of ['one', 'two', 'three']) await alice.api.statuses.create({ status: `#tag ${text}` });
      const answer = await rawFetch(`${t.url}/api/v1/timelines/tag/tag?limit=-5&local=true&any[]=other`);
      expect(answer.status).toBe(200);
      expect(answer.body).toHaveLength(1);
      const link = answer.headers.get('link') ?? '';
      expect(link).toContain('local=true');
      expect(link).toContain('any%5B%5D=other');
      expect(link).toContain('limit=-5');
    });

    it('reads a reblogged_by page with or without a token', async () => {
      const { id } = await bob.api.statuses.create({ status: 'boost me' });
      await alice.api.statuses.reblog(id);
      expect(await rawFetch(`${t.url}/api/v1/statuses/${id}/reblogged_by?limit=1`)).toMatchObject({ status: 200, body: [{ username: 'alice' }] });
      expect(await rawFetch(`${t.url}/api/v1/statuses/${id}/reblogged_by?limit=x`)).toMatchObject({ status: 400, body: { error: 'limit must be a number' } });
    });

    it('narrows notifications by types[] and exclude_types[]', async () => {
      await bob.api.accounts.follow(alice.account.id);
      await bob.api.statuses.create({ status: '@alice hi' });
      const types = async (query: string) => ((await rawFetch(`${t.url}/api/v1/notifications?${query}`, { token: alice.token })).body as { type: string }[]).map((n) => n.type);
      expect(await types('types[]=mention')).toEqual(['mention']);
      expect(await types('exclude_types[]=mention')).toEqual(['follow']);
      expect(await types(`account_id=${alice.account.id}`)).toEqual([]);
    });
  });

  describe('GET /api/v2/search', () => {
    const search = (query: string, token?: string) => rawFetch(`${t.url}/api/v2/search?${query}`, { token });

    it('asks for q and refuses signed-out offset before reading limit and offset', async () => {
      expect(await search('limit=lots')).toMatchObject({ status: 400, body: { error: 'param is missing or the value is empty: q' } });
      expect(await search('q=bob&offset=1&limit=lots')).toMatchObject({ status: 401, body: { error: 'Search queries pagination is not supported without authentication' } });
      expect(await search('q=bob&limit=lots')).toMatchObject({ status: 400, body: { error: 'limit must be a number' } });
    });

    it('reads offset only with a type', async () => {
      expect(await search('q=bob&offset=lots', alice.token)).toMatchObject({ status: 200, body: { accounts: [{ username: 'bob' }] } });
      expect(await search('q=bob&type=accounts&offset=lots', alice.token)).toMatchObject({ status: 400, body: { error: 'offset must be a number' } });
      expect(await search('q=bob&type=accounts&offset=1e20', alice.token)).toMatchObject({ status: 422, body: { error: 'Validation failed: offset is out of range' } });
      expect(await search('q=bob&type=accounts&offset=-3', alice.token)).toMatchObject({ status: 200, body: { accounts: [{ username: 'bob' }] } });
    });
  });
});
