import { snowflake } from '../../src/db/ids';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { block, follow, mute } from '../support/status-fixtures';
import { mark, post, rawFetch } from '../support/user-data-fixtures';

describe('suggestions v2', () => {
  let t: TestInstance;
  let me: TestUser;
  const users: Record<string, TestUser> = {};

  beforeEach(async () => {
    t = await startTestInstance();
    me = t.user('me', { password: null });
    for (const name of ['friend', 'pal', 'peer', 'x', 'y', 'z', 'starred', 'liked', 'blocked', 'muted']) users[name] = t.user(name, { password: null });
    const u = (name: string): TestUser => users[name] ?? me;
    const staff = t.user('staff', { password: null, role: 'admin' });
    follow(t.instance, me, u('friend'));
    follow(t.instance, me, u('pal'));
    // Friends of friends: x by both, y by one.
    follow(t.instance, u('friend'), u('x'));
    follow(t.instance, u('pal'), u('x'));
    follow(t.instance, u('friend'), u('y'));
    // Similar to what I followed lately: peer follows friend, and z.
    follow(t.instance, u('peer'), u('friend'));
    follow(t.instance, u('peer'), u('z'));
    // Staff pick: the admin features `starred` on their profile.
    t.instance.db
      .prepare('INSERT INTO endorsements (id, account_id, target_account_id, created_at) VALUES (?, ?, ?, ?)')
      .run(snowflake(), staff.account.id, u('starred').account.id, new Date().toISOString());
    // Interactions: liked's status is favourited by a local account.
    mark(t.instance, 'favourites', u('friend'), post(t.instance, u('liked'), 'Like me').id);
    // Hidden ones, even where a source names them.
    follow(t.instance, u('friend'), u('blocked'));
    follow(t.instance, u('friend'), u('muted'));
    block(t.instance, me, u('blocked'));
    mute(t.instance, me, u('muted'));
  });
  afterEach(() => t.close());

  const suggested = async () => {
    const list = await me.api.suggestions.v2();
    return new Map(list.map((suggestion) => [suggestion.account.username, suggestion]));
  };

  it('names each account’s sources, computed from follows, endorsements and interactions', async () => {
    const found = await suggested();
    expect(found.get('x')).toMatchObject({ sources: ['friends_of_friends', 'most_followed'], source: 'past_interactions' });
    expect(found.get('y')?.sources).toEqual(['friends_of_friends', 'most_followed']);
    expect(found.get('z')?.sources).toEqual(['similar_to_recently_followed', 'most_followed']);
    expect(found.get('starred')).toMatchObject({ sources: ['featured'], source: 'staff' });
    expect(found.get('liked')).toMatchObject({ sources: ['most_interactions'], source: 'global' });
    // Followed, hidden and source-less accounts are not suggested, nor the viewer.
    for (const name of ['me', 'friend', 'pal', 'blocked', 'muted', 'staff']) expect(found.has(name)).toBe(false);
    // Staff picks first, then friends of friends (x, followed by two of mine, before y).
    expect([...found.keys()].slice(0, 3)).toEqual(['starred', 'x', 'y']);
    expect(await me.api.suggestions.v2({ limit: 2 })).toHaveLength(2);
  });

  it('keeps a dismissed account out of v1 and v2 for good', async () => {
    const x = users.x;
    if (!x) throw new Error('no x');
    await me.api.suggestions.remove(x.account.id);
    expect(t.instance.db.prepare('SELECT target_account_id FROM suggestion_dismissals WHERE account_id = ?').all(me.account.id)).toEqual([
      { target_account_id: x.account.id },
    ]);
    expect((await suggested()).has('x')).toBe(false);
    expect((await me.api.suggestions.list()).map((account) => account.username)).not.toContain('x');
    // More reasons to suggest it later do not bring it back.
    const other = t.user('other', { password: null });
    follow(t.instance, me, other);
    follow(t.instance, other, x);
    expect((await suggested()).has('x')).toBe(false);
  });

  it('stops suggesting an account once followed, and answers 401 without a token', async () => {
    const y = users.y;
    if (!y) throw new Error('no y');
    await me.api.accounts.follow(y.account.id);
    expect((await suggested()).has('y')).toBe(false);
    expect((await rawFetch(`${t.url}/api/v2/suggestions`)).status).toBe(401);
  });
});
