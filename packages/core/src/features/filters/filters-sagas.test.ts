import { createRestClient, type Account, type Notification, type RestClient } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { sanitize } from '../../../test/support/sanitize';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { alertShown } from '../alerts/alerts-actions';
import { selectAlerts } from '../alerts/alerts-selectors';
import { initialStateHydrated } from '../initial-state/initial-state-actions';
import { filtersLoaded, notificationAlerted, notificationReceived } from '../notifications/notifications-actions';
import { filtersChanged } from '../streaming/streaming-actions';
import { fetchStatus } from '../statuses/statuses-actions';
import { deleteFilter, fetchFilters, fetchFiltersV2, saveFilter } from './filters-actions';
import { selectStatusFilter } from './filters-selectors';

describe('fetching the v1 filters (SPEC §5 filters, §8 no alert on failure)', () => {
  let local: LocalServer;
  let api: RestClient;
  let me: Account;

  beforeAll(async () => {
    local = await startLocalServer();
    api = await local.signIn('demo');
    me = await api.accounts.verifyCredentials();
  }, 60_000);
  afterAll(() => local.close());

  let recorder = createActionRecorder();
  let store: TrumpetStore | null = null;
  afterEach(() => store?.rootTask.cancel());
  function newStore(client: RestClient = api, signedIn: string | null = me.id): TrumpetStore {
    recorder = createActionRecorder();
    store = createTrumpetStore({ api: client, sanitize, meta: { me: signedIn }, middleware: [recorder.middleware] });
    return store;
  }
  const settled = () => recorder.next([fetchFilters.success.type, fetchFilters.fail.type]);

  it('fetches the filters once the initial state is loaded', async () => {
    const s = newStore(api, null);
    const done = settled();
    s.dispatch(initialStateHydrated({ meta: { me: me.id, locale: 'en' }, accounts: { [me.id]: me }, settings: {} }));
    expect((await done).type).toBe(fetchFilters.success.type);
    expect(s.getState().filters.map((filter) => filter.phrase)).toEqual(['spoiler']);
    await recorder.next([fetchFiltersV2.success.type]);
    expect(s.getState().filtersV2.filters?.map((filter) => filter.title)).toEqual(['spoiler']);
  });

  it('applies a filter to a loaded status at once on filters_changed: warn, then hide, then gone', async () => {
    const alice = await local.signIn('alice');
    const posted = await alice.statuses.create({ status: 'The quince harvest is in', visibility: 'public' });
    const s = newStore();
    let done = recorder.next([fetchFiltersV2.success.type]);
    s.dispatch(fetchFilters.request());
    await done;
    const loaded = recorder.next([fetchStatus.success.type]);
    s.dispatch(fetchStatus.request({ id: posted.id }));
    await loaded;
    expect(selectStatusFilter(s.getState(), posted.id, 'home')).toEqual({ action: 'show' });

    const created = await api.filtersV2.create({ title: 'Fruit', context: ['home', 'thread'], filter_action: 'warn', keywords_attributes: [{ keyword: 'Quince', whole_word: true }] });
    done = recorder.next([fetchFiltersV2.success.type]);
    s.dispatch(filtersChanged());
    await done;
    expect(selectStatusFilter(s.getState(), posted.id, 'home')).toEqual({ action: 'warn', titles: ['Fruit'], blurMedia: false });
    expect(selectStatusFilter(s.getState(), posted.id, 'public')).toEqual({ action: 'show' });

    await api.filtersV2.update(created.id, { filter_action: 'hide' });
    done = recorder.next([fetchFiltersV2.success.type]);
    s.dispatch(filtersChanged());
    await done;
    expect(selectStatusFilter(s.getState(), posted.id, 'thread')).toEqual({ action: 'hide' });

    await api.filtersV2.remove(created.id);
    done = recorder.next([fetchFiltersV2.success.type]);
    s.dispatch(filtersChanged());
    await done;
    expect(selectStatusFilter(s.getState(), posted.id, 'home')).toEqual({ action: 'show' });
  });

  it('fetches them again on filters_changed, and the new ones keep a matching mention from alerting', async () => {
    const s = newStore();
    let done = settled();
    s.dispatch(fetchFilters.request());
    await done;
    const alice = await local.signIn('alice');
    const mentionOf = async (text: string): Promise<Notification> => {
      const status = await alice.statuses.create({ status: `@demo ${text}`, visibility: 'public' });
      const found = (await api.notifications.list({ types: ['mention'] })).items.find((n) => n.status?.id === status.id);
      if (!found) throw new Error('no mention notification');
      return found;
    };
    const before = await mentionOf('the marmalade is ready');
    s.dispatch(notificationReceived({ notification: before }));
    expect(recorder.actions.filter((a) => a.type === notificationAlerted.type)).toHaveLength(1);

    const created = await api.filters.create({ phrase: 'Marmalade', context: ['notifications'], whole_word: true });
    done = settled();
    s.dispatch(filtersChanged());
    expect((await done).type).toBe(fetchFilters.success.type);
    expect(s.getState().filters.map((filter) => filter.id)).toContain(created.id);

    const after = await mentionOf('more marmalade please');
    s.dispatch(notificationReceived({ notification: after }));
    expect(recorder.actions.filter((a) => a.type === notificationAlerted.type)).toHaveLength(1);
    expect(s.getState().notifications.pending.map((n) => n.id)).toContain(after.id);
    await api.filters.remove(created.id);
  });

  it('does not fetch on filters_changed when signed out', () => {
    const s = newStore(api, null);
    s.dispatch(filtersChanged());
    expect(recorder.types()).not.toContain(fetchFilters.request.type);
  });

  it('fails without an alert and keeps the filters it had', async () => {
    const anonymous = createRestClient({ url: local.server.url });
    const s = newStore(anonymous);
    const kept = { id: '1', phrase: 'kept', context: ['home' as const], whole_word: false, irreversible: false, expires_at: null };
    s.dispatch(filtersLoaded({ filters: [kept] }));
    const done = settled();
    s.dispatch(filtersChanged());
    const failed = await done;
    expect(failed.type).toBe(fetchFilters.fail.type);
    expect(failed.payload).toMatchObject({ skipAlert: true, error: { kind: 'http', status: 401 } });
    expect(selectAlerts(s.getState())).toEqual([]);
    expect(s.getState().filters).toEqual([kept]);
  });

  it('creates, edits and deletes a v2 filter on the server, keeping the store in step', async () => {
    const s = newStore();
    const done = recorder.next([fetchFiltersV2.success.type]);
    s.dispatch(fetchFilters.request());
    await done;

    let saved = recorder.next([saveFilter.success.type, saveFilter.fail.type]);
    s.dispatch(
      saveFilter.request({
        id: null,
        draft: { title: ' Weather ', context: ['home', 'notifications'], action: 'warn', expiresIn: 3600, keywords: [{ keyword: 'drizzle', wholeWord: true }, { keyword: '  ', wholeWord: false }] },
      }),
    );
    const created = await saved;
    if (!saveFilter.success.match(created)) throw new Error('save failed');
    const onServer = await api.filtersV2.fetch(created.payload.filter?.id ?? '');
    expect(onServer).toMatchObject({ title: 'Weather', context: ['home', 'notifications'], filter_action: 'warn' });
    expect(onServer.expires_at).not.toBeNull();
    expect(onServer.keywords.map((keyword) => [keyword.keyword, keyword.whole_word])).toEqual([['drizzle', true]]);
    expect(s.getState().filtersV2.filters?.map((filter) => filter.title)).toContain('Weather');

    const drizzle = onServer.keywords[0];
    saved = recorder.next([saveFilter.success.type, saveFilter.fail.type]);
    s.dispatch(
      saveFilter.request({
        id: onServer.id,
        draft: {
          title: 'Rain',
          context: ['thread'],
          action: 'hide',
          expiresIn: undefined,
          keywords: [{ id: drizzle?.id, keyword: 'drizzle', wholeWord: true, remove: true }, { keyword: 'Downpour', wholeWord: false }],
        },
      }),
    );
    expect((await saved).type).toBe(saveFilter.success.type);
    const edited = await api.filtersV2.fetch(onServer.id);
    expect(edited).toMatchObject({ title: 'Rain', context: ['thread'], filter_action: 'hide', expires_at: onServer.expires_at });
    expect(edited.keywords.map((keyword) => [keyword.keyword, keyword.whole_word])).toEqual([['Downpour', false]]);
    expect(s.getState().filtersV2.filters?.find((filter) => filter.id === onServer.id)?.title).toBe('Rain');

    const removed = recorder.next([deleteFilter.success.type, deleteFilter.fail.type]);
    s.dispatch(deleteFilter.request({ id: onServer.id }));
    expect((await removed).type).toBe(deleteFilter.success.type);
    expect((await api.filtersV2.list()).map((filter) => filter.id)).not.toContain(onServer.id);
    expect(s.getState().filtersV2.filters?.map((filter) => filter.id)).not.toContain(onServer.id);
  });

  it('alerts a failed save and keeps the filters', async () => {
    const s = newStore(createRestClient({ url: 'http://127.0.0.1:9' }));
    const alerted = recorder.next([alertShown.type]);
    const failed = recorder.next([saveFilter.fail.type]);
    s.dispatch(saveFilter.request({ id: null, draft: { title: 'x', context: ['home'], action: 'warn', expiresIn: null, keywords: [{ keyword: 'x', wholeWord: true }] } }));
    expect((await failed).payload).toMatchObject({ skipAlert: false, error: { kind: 'network' } });
    await alerted;
    expect(selectAlerts(s.getState())).toHaveLength(1);
    expect(s.getState().filtersV2).toEqual({ filters: null, settled: false });
  });

  it('works with v1 filters where the server has no v2 ones: create, edit and delete by phrase', async () => {
    const noV2 = (): Promise<never> => Promise.reject(new Error('404 Not Found'));
    const v1Only: RestClient = { ...api, filtersV2: { ...api.filtersV2, list: noV2, create: noV2, update: noV2, remove: noV2 } };
    const s = newStore(v1Only);
    const settledV2 = recorder.next([fetchFiltersV2.fail.type]);
    s.dispatch(fetchFilters.request());
    await settledV2;
    expect(s.getState().filtersV2).toEqual({ filters: null, settled: true });

    let saved = recorder.next([saveFilter.success.type, saveFilter.fail.type]);
    s.dispatch(saveFilter.request({ id: null, draft: { title: 'ignored', context: ['home'], action: 'hide', expiresIn: null, keywords: [{ keyword: ' Kumquat ', wholeWord: false }] } }));
    expect((await saved).type).toBe(saveFilter.success.type);
    await recorder.next([fetchFilters.success.type]);
    const created = s.getState().filters.find((filter) => filter.phrase === 'Kumquat');
    expect(created).toMatchObject({ context: ['home'], irreversible: true, whole_word: false });
    expect(await api.filters.fetch(created?.id ?? '')).toMatchObject({ phrase: 'Kumquat', irreversible: true });

    saved = recorder.next([saveFilter.success.type, saveFilter.fail.type]);
    s.dispatch(
      saveFilter.request({ id: created?.id ?? '', draft: { title: '', context: ['home', 'thread'], action: 'warn', expiresIn: undefined, keywords: [{ keyword: 'Kumquats', wholeWord: true }] } }),
    );
    expect((await saved).type).toBe(saveFilter.success.type);
    expect(await api.filters.fetch(created?.id ?? '')).toMatchObject({ phrase: 'Kumquats', context: ['home', 'thread'], irreversible: false, whole_word: true });

    const removed = recorder.next([deleteFilter.success.type, deleteFilter.fail.type]);
    s.dispatch(deleteFilter.request({ id: created?.id ?? '' }));
    expect((await removed).type).toBe(deleteFilter.success.type);
    expect((await api.filters.list()).map((filter) => filter.id)).not.toContain(created?.id);
  });
});
