import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { rawFetch } from '../support/user-data-fixtures';

// Routes declared with an auth rule and zod schemas (src/http/route.ts), through the lists routes.
describe('route schemas', () => {
  let t: TestInstance;
  let alice: TestUser;

  beforeEach(async () => {
    t = await startTestInstance();
    alice = t.user('alice', { password: null });
  });
  afterEach(() => t.close());

  it.each([
    { who: 'no token', signedIn: false, status: 401, error: 'The access token is invalid' },
    { who: 'a token', signedIn: true, status: 400, error: 'limit must be a number' },
  ])('checks who asks before what they ask: a bad limit with $who is a $status', async ({ signedIn, status, error }) => {
    const list = await alice.api.lists.create({ title: 'Friends' });
    const answer = await rawFetch(`${t.url}/api/v1/lists/${list.id}/accounts?limit=lots`, { token: signedIn ? alice.token : undefined });
    expect(answer).toMatchObject({ status, body: { error } });
  });

  it('reads a body route’s params from the query too, the body winning (Rails’ params)', async () => {
    const fromQuery = await rawFetch(`${t.url}/api/v1/lists?title=From%20the%20query&exclusive=1`, { method: 'POST', token: alice.token, json: {} });
    expect(fromQuery).toMatchObject({ status: 200, body: { title: 'From the query', exclusive: true } });
    const both = await rawFetch(`${t.url}/api/v1/lists?title=Query`, { method: 'POST', token: alice.token, json: { title: 'Body' } });
    expect(both).toMatchObject({ status: 200, body: { title: 'Body' } });
    expect((await alice.api.lists.list()).map((list) => list.title)).toEqual(['From the query', 'Body']);
  });

  it('reads form-style values as the JSON ones: exclusive=true, 1 and on alike', async () => {
    for (const value of ['true', '1', 'on']) {
      const answer = await rawFetch(`${t.url}/api/v1/lists?title=${value}&exclusive=${value}`, { method: 'POST', token: alice.token });
      expect(answer).toMatchObject({ status: 200, body: { exclusive: true } });
    }
  });
});
