import { createRestClient, type Account, type Notification, type RestClient } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { sanitize } from '../../../test/support/sanitize';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { selectAlerts } from '../alerts/alerts-selectors';
import { initialStateHydrated } from '../initial-state/initial-state-actions';
import { filtersLoaded, notificationAlerted, notificationReceived } from '../notifications/notifications-actions';
import { filtersChanged } from '../streaming/streaming-actions';
import { fetchFilters } from './filters-actions';

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
});
