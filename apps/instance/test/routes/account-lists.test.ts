import { snowflake } from '../../src/db/ids';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { rawRequest as raw } from '../support/relationship-helpers';
import { remoteAccount } from '../support/status-fixtures';

describe('followers and following pagination', () => {
  let t: TestInstance;
  let star: TestUser;
  let fans: TestUser[];
  beforeAll(async () => {
    t = await startTestInstance();
    star = t.user('star');
    fans = Array.from({ length: 5 }, (_, i) => t.user(`fan${i}`));
    for (const fan of fans) await fan.api.accounts.follow(star.account.id);
  });
  afterAll(() => t.close());

  it('walks followers newest follow first along the next links, prev going back', async () => {
    const first = await star.api.accounts.followers(star.account.id, { limit: 2 });
    expect(first.items.map((a) => a.username)).toEqual(['fan4', 'fan3']);
    expect(first.next).toContain('max_id=');
    expect(first.next).toContain('limit=2');
    const pages: string[][] = [];
    for await (const page of star.api.accounts.followers(star.account.id, { limit: 2 })) pages.push(page.items.map((a) => a.username));
    expect(pages).toEqual([['fan4', 'fan3'], ['fan2', 'fan1'], ['fan0']]);
    const second = await star.api.accounts.followers(star.account.id, {}, { cursor: first.next });
    const back = await star.api.accounts.followers(star.account.id, {}, { cursor: second.prev });
    expect(back.items.map((a) => a.username)).toEqual(['fan4', 'fan3']);
  });

  it('pages by the follow, not by the account id', async () => {
    const newest = fans[0]!;
    await newest.api.accounts.unfollow(star.account.id);
    await newest.api.accounts.follow(star.account.id);
    const page = await t.anonymous().accounts.followers(star.account.id, { limit: 1 });
    expect(page.items.map((a) => a.username)).toEqual(['fan0']);
  });

  it('lists following the same way and caps the limit at 80', async () => {
    const following = await fans[2]!.api.accounts.following(fans[2]!.account.id);
    expect(following.items.map((a) => a.id)).toEqual([star.account.id]);
    const big = await raw(t, 'GET', `/api/v1/accounts/${star.account.id}/followers?limit=500`);
    expect((big.body as unknown[]).length).toBe(5);
    expect(big.link).not.toContain('rel="next"');
    expect((await raw(t, 'GET', '/api/v1/accounts/999999999999999999/followers')).status).toBe(404);
  });
});

describe('domain blocks', () => {
  let t: TestInstance;
  let alice: TestUser;
  let remoteId: string;
  beforeAll(async () => {
    t = await startTestInstance();
    alice = t.user('alice');
    remoteId = remoteAccount(t.instance, 'someone', 'remote.example');
    t.instance.db
      .prepare('INSERT INTO follows (id, account_id, target_account_id, created_at) VALUES (?, ?, ?, ?)')
      .run(snowflake(), remoteId, alice.account.id, new Date().toISOString());
  });
  afterAll(() => t.close());

  it('blocks a domain (lowercased), ends follows with its accounts, and lists and removes it', async () => {
    await alice.api.accounts.follow(remoteId);
    expect((await alice.api.accounts.relationships([remoteId]))[0]).toMatchObject({ following: true, followed_by: true, domain_blocking: false });
    await alice.api.domainBlocks.block('Remote.Example');
    expect((await alice.api.accounts.relationships([remoteId]))[0]).toMatchObject({ following: false, followed_by: false, domain_blocking: true });
    await expect(alice.api.accounts.follow(remoteId)).rejects.toMatchObject({ status: 403 });
    await alice.api.domainBlocks.block('remote.example');
    expect((await alice.api.domainBlocks.list()).items).toEqual(['remote.example']);
    await alice.api.domainBlocks.unblock('remote.example');
    expect((await alice.api.domainBlocks.list()).items).toEqual([]);
    expect((await alice.api.accounts.relationships([remoteId]))[0]).toMatchObject({ domain_blocking: false });
  });

  it('pages domain blocks newest first and refuses what is not a domain', async () => {
    for (const domain of ['a.example', 'b.example', 'c.example']) await alice.api.domainBlocks.block(domain);
    const first = await alice.api.domainBlocks.list({ limit: 2 });
    expect(first.items).toEqual(['c.example', 'b.example']);
    const second = await alice.api.domainBlocks.list({}, { cursor: first.next });
    expect(second.items).toEqual(['a.example']);
    await expect(alice.api.domainBlocks.block('not a domain')).rejects.toMatchObject({ status: 422 });
    await expect(alice.api.domainBlocks.block('')).rejects.toMatchObject({ status: 422 });
    expect((await raw(t, 'GET', '/api/v1/domain_blocks')).status).toBe(401);
  });
});

describe('suggestions', () => {
  let t: TestInstance;
  let me: TestUser;
  let popular: TestUser;
  let known: TestUser;
  let blocked: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await startTestInstance();
    me = t.user('me');
    popular = t.user('popular');
    known = t.user('known');
    blocked = t.user('blocked');
    other = t.user('other');
    for (const name of ['p1', 'p2']) await t.user(name).api.accounts.follow(popular.account.id);
    await me.api.accounts.follow(known.account.id);
    await me.api.accounts.block(blocked.account.id);
  });
  afterAll(() => t.close());

  it('suggests unfollowed, unblocked accounts, most followed first, and forgets dismissed ones', async () => {
    const suggested = (await me.api.suggestions.list()).map((a) => a.username);
    expect(suggested[0]).toBe('popular');
    expect(suggested).toContain('other');
    expect(suggested).not.toContain('known');
    expect(suggested).not.toContain('blocked');
    expect(suggested).not.toContain('me');
    expect(await me.api.suggestions.list({ limit: 1 })).toHaveLength(1);
    await me.api.suggestions.remove(other.account.id);
    expect((await me.api.suggestions.list()).map((a) => a.username)).not.toContain('other');
  });
});
