import { postStatus } from '../../src/services/post-status';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { block, remoteAccount } from '../support/status-fixtures';
import { post, rawFetch, testClock } from '../support/user-data-fixtures';

describe('profile directory', () => {
  let t: TestInstance;
  let clock: ReturnType<typeof testClock>;
  let ann: TestUser;
  let ben: TestUser;
  let cat: TestUser;
  let remote: string;

  beforeEach(async () => {
    clock = testClock();
    t = await startTestInstance({ now: clock.now });
    ann = t.user('ann', { password: null });
    ben = t.user('ben', { password: null });
    cat = t.user('cat', { password: null });
    const shy = t.user('shy', { password: null });
    t.instance.db.prepare('UPDATE accounts SET discoverable = 0 WHERE id = ?').run(shy.account.id);
    post(t.instance, shy, 'Posting, but not listed');
    remote = remoteAccount(t.instance, 'faraway', 'remote.example');
    clock.advance(1000);
    post(t.instance, ben, 'Earlier');
    clock.advance(1000);
    postStatus(t.instance, remote, { text: 'From afar' });
    clock.advance(1000);
    post(t.instance, ann, 'Latest');
    post(t.instance, cat, 'Only a direct message to @ann', { visibility: 'direct' });
  });
  afterEach(() => t.close());

  const usernames = (accounts: { username: string }[]) => accounts.map((account) => account.username);

  it('lists discoverable accounts, the most recently posting first and those who never posted last', async () => {
    expect(usernames(await t.anonymous().directory.list())).toEqual(['ann', 'faraway', 'ben', 'cat']);
    expect(usernames(await t.anonymous().directory.list({ order: 'active', local: true }))).toEqual(['ann', 'ben', 'cat']);
  });

  it('lists the newest accounts first with order=new, and pages by offset and limit', async () => {
    expect(usernames(await t.anonymous().directory.list({ order: 'new' }))).toEqual(['faraway', 'cat', 'ben', 'ann']);
    expect(usernames(await t.anonymous().directory.list({ order: 'new', local: true, offset: 1, limit: 1 }))).toEqual(['ben']);
  });

  it('leaves out accounts hidden from a signed-in viewer and follows a change of discoverability', async () => {
    block(t.instance, ann, ben);
    expect(usernames(await ann.api.directory.list({ local: true }))).toEqual(['ann', 'cat']);
    expect(usernames(await t.anonymous().directory.list({ local: true }))).toEqual(['ann', 'ben', 'cat']);
    t.instance.db.prepare('UPDATE accounts SET discoverable = 0 WHERE id = ?').run(cat.account.id);
    expect(usernames(await t.anonymous().directory.list({ local: true }))).toEqual(['ann', 'ben']);
  });

  it('answers 400 to an offset that is no number and clamps the limit', async () => {
    expect((await rawFetch(`${t.url}/api/v1/directory?offset=abc`)).status).toBe(400);
    const clamped = await rawFetch(`${t.url}/api/v1/directory?limit=1000`);
    expect(clamped.status).toBe(200);
    expect(clamped.body).toHaveLength(4);
  });
});
