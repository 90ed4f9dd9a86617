import { entityIds, getEntity } from '../../store/entity-table';
import type { Account, RestClient } from '@trumpet/api-client';
import { createActionRecorder, type RecordedAction } from '../../../test/support/action-recorder';
import { sanitize } from '../../../test/support/sanitize';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { entitiesImported } from '../../importer/importer-actions';
import { normalizeEntities } from '../../importer/normalize';
import type { AsyncActions } from '../../store/actions';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import {
  accountDomainBlockToggled,
  authorizeFollowRequest,
  blockAccount,
  blockDomain,
  endorseAccount,
  fetchRelationships,
  followAccount,
  muteAccount,
  rejectFollowRequest,
  showingReblogsToggled,
  unblockAccount,
  unblockDomain,
  unendorseAccount,
  unfollowAccount,
  unmuteAccount,
} from './relationships-actions';
import { selectRelationship } from './relationships-selectors';

describe('relationships against the local instance (SPEC §4 "Follow", "Relationship UI")', () => {
  let local: LocalServer;
  let api: RestClient;
  const seeded: Record<string, Account> = {};
  const id = (username: string): string => {
    const account = seeded[username];
    if (!account) throw new Error(`${username} not looked up`);
    return account.id;
  };

  beforeAll(async () => {
    local = await startLocalServer();
    api = await local.signIn('demo');
    for (const acct of ['demo', 'alice', 'bob', 'carol', 'dave', 'frank', 'grace', 'lain@pleroma.example', 'someone@remote.example', 'mira@photos.example']) {
      const account = await api.accounts.lookup(acct);
      seeded[account.username] = account;
    }
  }, 60_000);
  afterAll(() => local.close());
  afterEach(() => jest.restoreAllMocks());

  let recorder = createActionRecorder();
  let store: TrumpetStore | null = null;
  afterEach(() => store?.rootTask.cancel());

  /** A store signed in as `client`, holding `usernames`' accounts and relationships as the server has them now. */
  async function storeWith(usernames: string[], client: RestClient = api): Promise<TrumpetStore> {
    recorder = createActionRecorder();
    const s = createTrumpetStore({ api: client, sanitize, meta: { me: id('demo') }, middleware: [recorder.middleware] });
    store = s;
    const accounts = await Promise.all(usernames.map((username) => client.accounts.fetch(id(username))));
    s.dispatch(entitiesImported(normalizeEntities({ accounts }, { sanitize, expandSpoilers: false })));
    if (usernames.length > 0) await run(s, fetchRelationships, { ids: usernames.map(id) });
    return s;
  }

  async function run<R, S>(s: TrumpetStore, actions: AsyncActions<R, S>, request: R): Promise<RecordedAction> {
    const done = recorder.next([actions.success.type, actions.fail.type]);
    s.dispatch(actions.request(request));
    const action = await done;
    if (action.type === actions.fail.type) throw new Error(`${actions.fail.type}: ${JSON.stringify(action.payload)}`);
    return action;
  }

  const followers = (s: TrumpetStore, username: string): number | undefined => getEntity(s.getState().accounts, id(username))?.followers_count;
  const relationship = (s: TrumpetStore, username: string) => selectRelationship(s.getState(), id(username));

  it('unfollows (count −1, statuses passed on), then following a locked account only requests it', async () => {
    const s = await storeWith(['carol']);
    const statuses = await api.accounts.statuses(id('carol'), { limit: 5 });
    s.dispatch(entitiesImported(normalizeEntities({ statuses: statuses.items }, { sanitize, expandSpoilers: false })));
    expect(relationship(s, 'carol')?.following).toBe(true);
    const count = followers(s, 'carol') ?? NaN;

    const unfollowed = await run(s, unfollowAccount, { id: id('carol') });
    expect(relationship(s, 'carol')?.following).toBe(false);
    expect(followers(s, 'carol')).toBe(count - 1);
    expect(statuses.items.length).toBeGreaterThan(0);
    expect(unfollowed.payload).toEqual(
      expect.objectContaining({ statusIds: expect.arrayContaining(statuses.items.map((status) => status.id)) }),
    );

    await run(s, followAccount, { id: id('carol') });
    expect(relationship(s, 'carol')).toEqual(expect.objectContaining({ following: false, requested: true }));
    expect(followers(s, 'carol')).toBe(count - 1);
  });

  it('follows an account not followed yet (count +1), and toggles showing boosts without counting again', async () => {
    const s = await storeWith(['lain']);
    expect(relationship(s, 'lain')?.following).toBe(false);
    const count = followers(s, 'lain') ?? NaN;

    await run(s, followAccount, { id: id('lain') });
    expect(relationship(s, 'lain')).toEqual(expect.objectContaining({ following: true, showing_reblogs: true }));
    expect(followers(s, 'lain')).toBe(count + 1);

    const done = recorder.next([followAccount.success.type]);
    s.dispatch(showingReblogsToggled({ id: id('lain') }));
    expect((await done).payload).toEqual(expect.objectContaining({ alreadyFollowing: true }));
    expect(relationship(s, 'lain')?.showing_reblogs).toBe(false);
    expect(followers(s, 'lain')).toBe(count + 1);
  });

  it('never lets an unfollow take the follower count below 0', async () => {
    const s = await storeWith(['frank']);
    const frank = await api.accounts.fetch(id('frank'));
    s.dispatch(entitiesImported(normalizeEntities({ accounts: [{ ...frank, followers_count: 0 }] }, { sanitize, expandSpoilers: false })));
    expect(relationship(s, 'frank')?.following).toBe(true);
    await run(s, unfollowAccount, { id: id('frank') });
    expect(relationship(s, 'frank')?.following).toBe(false);
    expect(followers(s, 'frank')).toBe(0);
  });

  it('blocks and unblocks, passing the blocked account’s statuses', async () => {
    const s = await storeWith(['dave']);
    const statuses = await api.accounts.statuses(id('dave'), { limit: 3 });
    s.dispatch(entitiesImported(normalizeEntities({ statuses: statuses.items }, { sanitize, expandSpoilers: false })));
    const blocked = await run(s, blockAccount, { id: id('dave') });
    expect(relationship(s, 'dave')).toEqual(expect.objectContaining({ blocking: true, following: false }));
    expect(blocked.payload).toEqual(
      expect.objectContaining({ statusIds: expect.arrayContaining(statuses.items.map((status) => status.id)) }),
    );
    await run(s, unblockAccount, { id: id('dave') });
    expect(relationship(s, 'dave')?.blocking).toBe(false);
  });

  it('mutes with notifications by default, or without them when asked, and unmutes', async () => {
    const s = await storeWith(['grace', 'bob']);
    await run(s, muteAccount, { id: id('grace'), notifications: false });
    expect(relationship(s, 'grace')).toEqual(expect.objectContaining({ muting: true, muting_notifications: false }));
    await run(s, muteAccount, { id: id('bob') });
    expect(relationship(s, 'bob')).toEqual(expect.objectContaining({ muting: true, muting_notifications: true }));
    await run(s, unmuteAccount, { id: id('grace') });
    expect(relationship(s, 'grace')?.muting).toBe(false);
    await run(s, unmuteAccount, { id: id('bob') });
  });

  it('endorses and unendorses', async () => {
    const s = await storeWith(['alice']);
    expect(relationship(s, 'alice')?.endorsed).toBe(false);
    await run(s, endorseAccount, { id: id('alice') });
    expect(relationship(s, 'alice')?.endorsed).toBe(true);
    await run(s, unendorseAccount, { id: id('alice') });
    expect(relationship(s, 'alice')?.endorsed).toBe(false);
  });

  it('requests relationships only for ids not yet loaded, and nothing when none are left', async () => {
    const s = await storeWith([]);
    const spy = jest.spyOn(api.accounts, 'relationships');
    await run(s, fetchRelationships, { ids: [id('alice'), id('bob')] });
    await run(s, fetchRelationships, { ids: [id('alice'), id('bob'), id('carol'), id('carol')] });
    await run(s, fetchRelationships, { ids: [id('bob')] });
    expect(spy.mock.calls.map(([ids]) => ids)).toEqual([[id('alice'), id('bob')], [id('carol')]]);
    expect(entityIds(s.getState().relationships).sort()).toEqual([id('alice'), id('bob'), id('carol')].sort());
    expect(s.getState().loadingBar.pending).toBe(0);
  });

  it('blocks a domain only for a handle with one, marking every loaded account on it', async () => {
    const s = await storeWith(['someone', 'mira', 'alice']);
    s.dispatch(accountDomainBlockToggled({ id: id('alice'), block: true }));
    const blocked = recorder.next([blockDomain.success.type, blockDomain.fail.type]);
    s.dispatch(accountDomainBlockToggled({ id: id('someone'), block: true }));
    expect((await blocked).payload).toEqual({ domain: 'remote.example', accountIds: [id('someone')] });
    expect(recorder.types().filter((type) => type === blockDomain.request.type)).toHaveLength(1);
    expect(relationship(s, 'someone')?.domain_blocking).toBe(true);
    expect(relationship(s, 'mira')?.domain_blocking).toBe(false);
    expect(relationship(s, 'alice')?.domain_blocking).toBe(false);
    expect((await api.domainBlocks.list()).items).toEqual(['remote.example']);

    const unblocked = recorder.next([unblockDomain.success.type, unblockDomain.fail.type]);
    s.dispatch(accountDomainBlockToggled({ id: id('someone'), block: false }));
    expect((await unblocked).type).toBe(unblockDomain.success.type);
    expect(relationship(s, 'someone')?.domain_blocking).toBe(false);
  });

  it('authorizes and rejects follow requests', async () => {
    const carolClient = await local.signIn('carol');
    const asCarol = await storeWith(['frank'], carolClient);
    expect(relationship(asCarol, 'frank')?.requested_by).toBe(true);
    await run(asCarol, authorizeFollowRequest, { id: id('frank') });
    expect(relationship(asCarol, 'frank')).toEqual(expect.objectContaining({ followed_by: true, requested_by: false }));
    asCarol.rootTask.cancel();

    const asDemo = await storeWith(['lain']);
    expect(relationship(asDemo, 'lain')?.requested_by).toBe(true);
    await run(asDemo, rejectFollowRequest, { id: id('lain') });
    expect(relationship(asDemo, 'lain')).toEqual(expect.objectContaining({ followed_by: false, requested_by: false }));
  });
});
