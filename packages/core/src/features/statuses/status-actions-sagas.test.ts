import { entityValues, getEntity } from '../../store/entity-table';
import type { RestClient, Status } from '@trumpet/api-client';
import { createActionRecorder, type RecordedAction } from '../../../test/support/action-recorder';
import { sanitize } from '../../../test/support/sanitize';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { entitiesImported } from '../../importer/importer-actions';
import { normalizeEntities } from '../../importer/normalize';
import type { AsyncActions } from '../../store/actions';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import {
  deleteStatus,
  favouriteStatus,
  pinStatus,
  reblogStatus,
  statusesHidden,
  statusesRemoved,
  statusesRevealed,
  unfavouriteStatus,
  unreblogStatus,
  type StatusActionRequest,
  type StatusActionSuccess,
} from './status-actions';
import { selectStatus } from './statuses-selectors';

describe('status actions (SPEC §4, §5)', () => {
  let local: LocalServer;
  let api: RestClient;
  let me: string;
  let othersPublic: Status;

  beforeAll(async () => {
    local = await startLocalServer();
    api = await local.signIn('demo');
    me = (await api.accounts.verifyCredentials()).id;
    const home = await api.timelines.home({ limit: 40 });
    const found = home.items.find((status) => status.account.id !== me && status.reblog === null && status.visibility === 'public');
    if (!found) throw new Error('no public status of others on the demo home timeline');
    othersPublic = found;
  }, 60_000);
  afterAll(() => local.close());

  let recorder = createActionRecorder();
  let store: TrumpetStore;
  beforeEach(() => {
    recorder = createActionRecorder();
    store = createTrumpetStore({ api, sanitize, meta: { me }, middleware: [recorder.middleware] });
  });
  afterEach(() => store.rootTask.cancel());

  const put = (...statuses: Status[]) => store.dispatch(entitiesImported(normalizeEntities({ statuses }, { sanitize, expandSpoilers: false })));
  const settle = (actions: AsyncActions<StatusActionRequest, StatusActionSuccess>, id: string): Promise<RecordedAction> => {
    const done = recorder.next([actions.success.type, actions.fail.type]);
    store.dispatch(actions.request({ id }));
    return done;
  };
  const post = (status: string, visibility: 'public' | 'unlisted' | 'private' | 'direct' = 'public') => api.statuses.create({ status, visibility });

  it('sets favourited at once, keeps it on success, and the server agrees; unfavourite clears it', async () => {
    put(othersPublic);
    const done = recorder.next([favouriteStatus.success.type, favouriteStatus.fail.type]);
    store.dispatch(favouriteStatus.request({ id: othersPublic.id }));
    expect(getEntity(store.getState().statuses, othersPublic.id)?.favourited).toBe(true);
    expect((await done).type).toBe(favouriteStatus.success.type);
    expect(getEntity(store.getState().statuses, othersPublic.id)?.favourited).toBe(true);
    expect((await api.statuses.fetch(othersPublic.id)).favourited).toBe(true);

    expect((await settle(unfavouriteStatus, othersPublic.id)).type).toBe(unfavouriteStatus.success.type);
    expect(getEntity(store.getState().statuses, othersPublic.id)?.favourited).toBe(false);
    expect((await api.statuses.fetch(othersPublic.id)).favourited).toBe(false);
  });

  it('reverts the flag when the server fails (a status deleted meanwhile answers 404)', async () => {
    const gone = await post('about to vanish');
    put(gone);
    await api.statuses.remove(gone.id);
    const done = recorder.next([favouriteStatus.success.type, favouriteStatus.fail.type]);
    store.dispatch(favouriteStatus.request({ id: gone.id }));
    expect(getEntity(store.getState().statuses, gone.id)?.favourited).toBe(true);
    const { type, payload } = await done;
    expect(type).toBe(favouriteStatus.fail.type);
    expect(payload).toEqual(expect.objectContaining({ error: expect.objectContaining({ kind: 'http', status: 404 }) }));
    expect(getEntity(store.getState().statuses, gone.id)?.favourited).toBe(false);
  });

  it('boosts a public status of others through the importer, and unboosts it', async () => {
    put(othersPublic);
    expect((await settle(reblogStatus, othersPublic.id)).type).toBe(reblogStatus.success.type);
    expect(getEntity(store.getState().statuses, othersPublic.id)?.reblogged).toBe(true);
    const wrapper = entityValues(store.getState().statuses).find((status) => status.reblog === othersPublic.id);
    expect(wrapper?.account).toBe(me);
    expect((await settle(unreblogStatus, othersPublic.id)).type).toBe(unreblogStatus.success.type);
    expect(getEntity(store.getState().statuses, othersPublic.id)?.reblogged).toBe(false);
  });

  it('refuses to boost a private status of others or any direct one, without asking the server', async () => {
    const direct = await post('just for me', 'direct');
    put({ ...othersPublic, id: `${othersPublic.id}-private`, visibility: 'private' }, direct);
    const reblogs = jest.spyOn(api.statuses, 'reblog');
    for (const id of [`${othersPublic.id}-private`, direct.id, 'not-loaded']) {
      const { type, payload } = await settle(reblogStatus, id);
      expect(type).toBe(reblogStatus.fail.type);
      expect(payload).toEqual({ request: { id }, skipAlert: true, error: { kind: 'unexpected', message: expect.any(String), status: null } });
      expect(getEntity(store.getState().statuses, id)?.reblogged ?? false).toBe(false);
    }
    expect(reblogs).not.toHaveBeenCalled();
    reblogs.mockRestore();
  });

  it('boosts an own private status (to its original audience)', async () => {
    const mine = await post('followers only', 'private');
    put(mine);
    expect((await settle(reblogStatus, mine.id)).type).toBe(reblogStatus.success.type);
    expect(getEntity(store.getState().statuses, mine.id)?.reblogged).toBe(true);
  });

  it('pins only own public or unlisted statuses', async () => {
    const direct = await post('not pinnable', 'direct');
    const unlisted = await post('pinnable', 'unlisted');
    put(othersPublic, direct, unlisted);
    const pins = jest.spyOn(api.statuses, 'pin');
    for (const id of [othersPublic.id, direct.id]) {
      const { type } = await settle(pinStatus, id);
      expect(type).toBe(pinStatus.fail.type);
      expect(getEntity(store.getState().statuses, id)?.pinned ?? false).toBe(false);
    }
    expect(pins).not.toHaveBeenCalled();
    pins.mockRestore();
    expect((await settle(pinStatus, unlisted.id)).type).toBe(pinStatus.success.type);
    expect(getEntity(store.getState().statuses, unlisted.id)?.pinned).toBe(true);
    expect((await api.statuses.fetch(unlisted.id)).pinned).toBe(true);
  });

  it('deletes a status with its boosts and hands back the text to redraft', async () => {
    const mine = await post('draft me again');
    const boost = await api.statuses.reblog(mine.id);
    put(mine, boost, othersPublic);
    const removed = recorder.next([statusesRemoved.type]);
    const done = recorder.next([deleteStatus.success.type, deleteStatus.fail.type]);
    store.dispatch(deleteStatus.request({ id: mine.id, withRedraft: true }));
    const { type, payload } = await done;
    expect(type).toBe(deleteStatus.success.type);
    expect(payload).toEqual({ id: mine.id, reblogIds: [boost.id], redraft: expect.objectContaining({ text: 'draft me again' }) });
    expect((await removed).payload).toEqual({ ids: [mine.id, boost.id] });
    const statuses = store.getState().statuses;
    expect(getEntity(statuses, mine.id)).toBeUndefined();
    expect(getEntity(statuses, boost.id)).toBeUndefined();
    expect(getEntity(statuses, othersPublic.id)).toBeDefined();
    await expect(api.statuses.fetch(mine.id)).rejects.toMatchObject({ status: 404 });
  });

  it('deleting without redraft carries no redraft', async () => {
    const mine = await post('just delete');
    put(mine);
    const done = recorder.next([deleteStatus.success.type, deleteStatus.fail.type]);
    store.dispatch(deleteStatus.request({ id: mine.id, withRedraft: false }));
    expect((await done).payload).toEqual({ id: mine.id, reblogIds: [], redraft: null });
  });

  it('reveals and hides content warnings', async () => {
    const warned = await post('behind a warning');
    put({ ...warned, spoiler_text: 'cw' });
    expect(getEntity(store.getState().statuses, warned.id)?.hidden).toBe(true);
    store.dispatch(statusesRevealed({ ids: [warned.id] }));
    expect(getEntity(store.getState().statuses, warned.id)?.hidden).toBe(false);
    store.dispatch(statusesHidden({ ids: [warned.id] }));
    expect(getEntity(store.getState().statuses, warned.id)?.hidden).toBe(true);
  });

  it('selects a boost joined with its account and the boosted status with its account, memoised', async () => {
    const boost = await api.statuses.reblog(othersPublic.id);
    put(boost);
    const selected = selectStatus(store.getState(), boost.id);
    expect(selected?.account?.id).toBe(me);
    expect(selected?.reblog?.id).toBe(othersPublic.id);
    expect(selected?.reblog?.account?.acct).toBe(othersPublic.account.acct);
    expect(selectStatus(store.getState(), boost.id)).toBe(selected);
    store.dispatch(statusesRevealed({ ids: [othersPublic.id] }));
    store.dispatch(favouriteStatus.request({ id: othersPublic.id }));
    expect(selectStatus(store.getState(), boost.id)).not.toBe(selected);
    expect(selectStatus(store.getState(), 'missing')).toBeNull();
    await recorder.next([favouriteStatus.success.type, favouriteStatus.fail.type]);
    await api.statuses.unreblog(othersPublic.id);
  });
});
