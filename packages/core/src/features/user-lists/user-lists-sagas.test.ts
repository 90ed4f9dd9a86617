import type { Account, RestClient } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { sanitize } from '../../../test/support/sanitize';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { getEntity, hasEntity } from '../../store/entity-table';
import {
  authorizeFollowRequest,
  fetchRelationships,
  rejectFollowRequest,
  unblockAccount,
  unblockDomain,
  unmuteAccount,
} from '../relationships/relationships-actions';
import { expandUserList, fetchUserList, type UserListPage } from './user-lists-actions';
import { selectUserList } from './user-lists-selectors';
import { favouritedByList, followersList, followingList, type UserListKey } from './user-lists-state';

describe('user lists with next links against the local instance (SPEC §3 "User lists")', () => {
  let local: LocalServer;
  let api: RestClient;
  const ids: Record<string, string> = {};
  const id = (username: string): string => {
    const found = ids[username];
    if (found === undefined) throw new Error(`${username} not looked up`);
    return found;
  };

  beforeAll(async () => {
    local = await startLocalServer();
    api = await local.signIn('demo');
    const { db } = local.server.instance;
    for (const username of ['demo', 'alice', 'carol', 'dave', 'frank', 'grace', 'loud', 'chatty']) {
      const row = db.prepare<[string], { id: string }>('SELECT id FROM accounts WHERE username = ?').get(username);
      if (row) ids[username] = row.id;
    }
    // 45 more followers for dave, so his followers take two pages of 40.
    const at = new Date().toISOString();
    for (let i = 0; i < 45; i += 1) {
      const accountId = `9${String(i).padStart(17, '0')}`;
      db.prepare('INSERT INTO accounts (id, username, domain, created_at) VALUES (?, ?, ?, ?)').run(accountId, `fan${i}`, 'fans.example', at);
      db.prepare('INSERT INTO follows (id, account_id, target_account_id, created_at) VALUES (?, ?, ?, ?)').run(`9${String(i).padStart(17, '0')}`, accountId, id('dave'), at);
    }
  }, 60_000);
  afterAll(() => local.close());
  afterEach(() => jest.restoreAllMocks());

  let recorder = createActionRecorder();
  let store: TrumpetStore | null = null;
  afterEach(() => store?.rootTask.cancel());
  function newStore(client: RestClient = api, me = id('demo')): TrumpetStore {
    store?.rootTask.cancel();
    recorder = createActionRecorder();
    store = createTrumpetStore({ api: client, sanitize, meta: { me }, middleware: [recorder.middleware] });
    return store;
  }
  async function load(s: TrumpetStore, actions: typeof fetchUserList, key: UserListKey): Promise<UserListPage> {
    const done = recorder.next([actions.success.type, actions.fail.type]);
    s.dispatch(actions.request({ key }));
    const action = await done;
    expect(action.type).toBe(actions.success.type);
    return action.payload as UserListPage;
  }
  async function everyPage(pages: AsyncIterable<{ items: Account[] }>): Promise<string[]> {
    const all: string[] = [];
    for await (const page of pages) all.push(...page.items.map((account) => account.id));
    return all;
  }

  it('loads followers, follows the next link, and does nothing without one', async () => {
    const all = await everyPage(api.accounts.followers(id('dave')));
    expect(all.length).toBeGreaterThan(40);
    const s = newStore();
    const key = followersList(id('dave'));
    const followers = jest.spyOn(api.accounts, 'followers');
    const relationshipsAsked = recorder.next([fetchRelationships.request.type]);
    await load(s, fetchUserList, key);
    expect(selectUserList(s.getState(), key).items).toEqual(all.slice(0, 40));
    expect(selectUserList(s.getState(), key).next).toMatch(/max_id=/);
    expect(selectUserList(s.getState(), key).isLoading).toBe(false);
    for (const accountId of all.slice(0, 40)) expect(hasEntity(s.getState().accounts, accountId)).toBe(true);
    expect((await relationshipsAsked).payload).toEqual({ ids: all.slice(0, 40) });

    const next = selectUserList(s.getState(), key).next;
    await load(s, expandUserList, key);
    expect(followers).toHaveBeenLastCalledWith(id('dave'), {}, { cursor: next });
    expect(selectUserList(s.getState(), key)).toEqual({ items: all, next: null, isLoading: false });

    expect((await load(s, expandUserList, key)).skipped).toBe(true);
    expect(followers).toHaveBeenCalledTimes(2);
  });

  it('does not load a list twice at once, and asks relationships only for ids not loaded', async () => {
    const s = newStore();
    const key = followingList(id('alice'));
    const done = recorder.next([fetchRelationships.success.type]);
    await load(s, fetchUserList, key);
    await done;
    const items = selectUserList(s.getState(), key).items;
    expect(items.length).toBeGreaterThan(0);
    for (const accountId of items) expect(getEntity(s.getState().relationships, accountId)).toBeDefined();

    const following = jest.spyOn(api.accounts, 'following');
    const relationships = jest.spyOn(api.accounts, 'relationships');
    const first = recorder.next([fetchUserList.success.type]);
    const asked = recorder.next([fetchRelationships.success.type]);
    s.dispatch(fetchUserList.request({ key }));
    s.dispatch(fetchUserList.request({ key }));
    const payloads = [(await first).payload as UserListPage, (await recorder.next([fetchUserList.success.type])).payload as UserListPage];
    expect(payloads.map((p) => p.skipped).sort()).toEqual([false, true]);
    expect(following).toHaveBeenCalledTimes(1);
    expect((await asked).payload).toEqual({ relationships: [] });
    expect(relationships).not.toHaveBeenCalled();
  });

  it('lists who favourited a status', async () => {
    const status = (await api.accounts.statuses(id('demo'), { limit: 40 })).items.find((item) => item.favourites_count > 0 && item.reblog === null);
    if (!status) throw new Error('no favourited status of demo');
    const s = newStore();
    const key = favouritedByList(status.id);
    await load(s, fetchUserList, key);
    expect(selectUserList(s.getState(), key).items).toEqual(await everyPage(api.statuses.favouritedBy(status.id)));
    expect(selectUserList(s.getState(), key).items.length).toBe(status.favourites_count);
  });

  it('removes follow requests on authorize and on reject', async () => {
    const carol = await local.signIn('carol');
    const grace = await local.signIn('grace');
    await grace.accounts.follow(id('carol'));
    const s = newStore(carol, id('carol'));
    await load(s, fetchUserList, 'follow_requests');
    expect([...selectUserList(s.getState(), 'follow_requests').items].sort()).toEqual([id('frank'), id('grace')].sort());

    let done = recorder.next([rejectFollowRequest.success.type, rejectFollowRequest.fail.type]);
    s.dispatch(rejectFollowRequest.request({ id: id('grace') }));
    expect((await done).type).toBe(rejectFollowRequest.success.type);
    expect(selectUserList(s.getState(), 'follow_requests').items).toEqual([id('frank')]);

    done = recorder.next([authorizeFollowRequest.success.type, authorizeFollowRequest.fail.type]);
    s.dispatch(authorizeFollowRequest.request({ id: id('frank') }));
    expect((await done).type).toBe(authorizeFollowRequest.success.type);
    expect(selectUserList(s.getState(), 'follow_requests').items).toEqual([]);
    expect(await everyPage(carol.followRequests.list())).toEqual([]);
  });

  it('removes an account from blocks on unblock and from mutes on unmute', async () => {
    const s = newStore();
    await load(s, fetchUserList, 'blocks');
    await load(s, fetchUserList, 'mutes');
    expect(selectUserList(s.getState(), 'blocks').items).toContain(id('loud'));
    expect(selectUserList(s.getState(), 'mutes').items).toContain(id('chatty'));

    let done = recorder.next([unblockAccount.success.type, unblockAccount.fail.type]);
    s.dispatch(unblockAccount.request({ id: id('loud') }));
    expect((await done).type).toBe(unblockAccount.success.type);
    expect(selectUserList(s.getState(), 'blocks').items).not.toContain(id('loud'));
    expect(selectUserList(s.getState(), 'mutes').items).toContain(id('chatty'));

    done = recorder.next([unmuteAccount.success.type, unmuteAccount.fail.type]);
    s.dispatch(unmuteAccount.request({ id: id('chatty') }));
    expect((await done).type).toBe(unmuteAccount.success.type);
    expect(selectUserList(s.getState(), 'mutes').items).not.toContain(id('chatty'));
  });

  it('pages domain blocks by their next link and removes an unblocked domain', async () => {
    for (let i = 0; i < 105; i += 1) await api.domainBlocks.block(`blocked${i}.example`);
    const s = newStore();
    await load(s, fetchUserList, 'domain_blocks');
    expect(selectUserList(s.getState(), 'domain_blocks').items).toHaveLength(100);
    expect(selectUserList(s.getState(), 'domain_blocks').items[0]).toBe('blocked104.example');
    await load(s, expandUserList, 'domain_blocks');
    const items = selectUserList(s.getState(), 'domain_blocks').items;
    expect(items).toHaveLength(105);
    expect(items[104]).toBe('blocked0.example');
    expect(selectUserList(s.getState(), 'domain_blocks').next).toBeNull();
    // Domains are not accounts: no relationships are asked.
    expect(recorder.types()).not.toContain(fetchRelationships.request.type);

    const done = recorder.next([unblockDomain.success.type, unblockDomain.fail.type]);
    s.dispatch(unblockDomain.request({ domain: 'blocked7.example' }));
    expect((await done).type).toBe(unblockDomain.success.type);
    expect(selectUserList(s.getState(), 'domain_blocks').items).toHaveLength(104);
    expect(selectUserList(s.getState(), 'domain_blocks').items).not.toContain('blocked7.example');
  });

  it('gives the empty list for one never loaded', () => {
    const s = newStore();
    expect(selectUserList(s.getState(), 'mutes')).toEqual({ items: [], next: null, isLoading: false });
  });
});
