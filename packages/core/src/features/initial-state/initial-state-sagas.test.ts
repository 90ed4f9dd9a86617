import { entityIds, getEntity } from '../../store/entity-table';
import type { Account, RestClient } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { sanitize } from '../../../test/support/sanitize';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { addColumn, saveSettings, settingChanged } from '../settings/settings-actions';
import { initialStateHydrated, initialStateLoaded } from './initial-state-actions';
import type { InitialState } from './initial-state-guard';

describe('hydrating the store from the page’s initial state (SPEC §3 Initial-state meta)', () => {
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
  let store: TrumpetStore;
  beforeEach(() => {
    recorder = createActionRecorder();
    store = createTrumpetStore({ api, sanitize, middleware: [recorder.middleware] });
  });
  afterEach(() => store.rootTask.cancel());

  /** What the instance embeds for a signed-in page (apps/instance/src/web/initial-state.ts), from the server's own data. */
  const pageState = (settings: unknown) => ({
    meta: {
      streaming_api_base_url: local.server.url.replace(/^http/, 'ws'),
      access_token: 'token-from-the-page',
      locale: 'en',
      domain: 'localhost',
      title: 'Trumpet',
      me: me.id,
      expand_spoilers: true,
      reduce_motion: 'yes',
      display_media: 'hide_all',
      is_staff: false,
    },
    accounts: { [me.id]: me },
    compose: { me: me.id, default_privacy: 'unlisted', default_sensitive: true },
    settings,
    media_attachments: { accepted_types: ['.jpg', 'image/jpeg'] },
    push_subscription: null,
  });

  async function hydrate(initialState: unknown): Promise<InitialState> {
    const loaded = recorder.next([initialStateLoaded.type]);
    store.dispatch(initialStateHydrated(initialState));
    return (await loaded).payload as InitialState;
  }

  it('loads meta, imports the accounts and hydrates the settings', async () => {
    const loaded = await hydrate(pageState({ skinTone: 5, home: { shows: { reblog: false } } }));
    const state = store.getState();
    expect(state.meta).toMatchObject({ me: me.id, access_token: 'token-from-the-page', expand_spoilers: true, display_media: 'hide_all' });
    expect(state.meta.reduce_motion).toBe(false);
    expect(getEntity(state.accounts, me.id)).toMatchObject({ acct: me.acct, username: 'demo' });
    expect(getEntity(state.accounts, me.id)?.display_name_html).toBeTruthy();
    expect(state.settings).toMatchObject({ saved: true, skinTone: 5, home: { shows: { reblog: false, reply: true } } });
    expect(loaded.compose).toEqual({ me: me.id, default_privacy: 'unlisted', default_sensitive: true });
    expect(loaded.accepted_media_types).toEqual(['.jpg', 'image/jpeg']);
    expect(recorder.types().indexOf('meta/LOADED')).toBeLessThan(recorder.types().indexOf('importer/ENTITIES_IMPORTED'));
  });

  it('hydrates from the initialState option of createTrumpetStore', async () => {
    const own = createActionRecorder();
    const loaded = own.next([initialStateLoaded.type]);
    const created = createTrumpetStore({ api, sanitize, middleware: [own.middleware], initialState: pageState({ skinTone: 3 }) });
    try {
      await loaded;
      expect(created.getState().meta).toMatchObject({ me: me.id, access_token: 'token-from-the-page' });
      expect(created.getState().settings.skinTone).toBe(3);
      expect(getEntity(created.getState().accounts, me.id)?.username).toBe('demo');
    } finally {
      created.rootTask.cancel();
    }
  });

  it('brings back the settings another session saved on the server', async () => {
    const writer = createTrumpetStore({ api, sanitize, middleware: [recorder.middleware] });
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      writer.dispatch(settingChanged({ path: ['notifications', 'sounds', 'mention'], value: false }));
      writer.dispatch(settingChanged({ path: ['community', 'other', 'onlyMedia'], value: true }));
      writer.dispatch(addColumn({ id: 'HASHTAG', params: { id: 'cats', tags: { any: ['kittens'] } } }));
      const saved = recorder.next([saveSettings.success.type, saveSettings.fail.type], 60_000);
      await jest.advanceTimersByTimeAsync(5000);
      expect((await saved).type).toBe(saveSettings.success.type);
    } finally {
      writer.rootTask.cancel();
      jest.useRealTimers();
    }
    const row = local.server.instance.db
      .prepare<[string], { web_settings: string }>('SELECT web_settings FROM accounts WHERE id = ?')
      .get(me.id);
    await hydrate(pageState(JSON.parse(row?.web_settings ?? '{}')));
    expect(store.getState().settings.notifications.sounds.mention).toBe(false);
    expect(store.getState().settings.community.other.onlyMedia).toBe(true);
    expect(store.getState().settings.columns).toEqual(writer.getState().settings.columns);
    expect(store.getState().settings.columns[3]).toMatchObject({ id: 'HASHTAG', params: { tags: { any: ['kittens'] } } });
  });

  it('leaves out what is malformed and still starts', async () => {
    const broken = { ...pageState('not an object'), accounts: { [me.id]: me, '2': { id: 2 }, '3': { ...me, id: '3', fields: null } } };
    const loaded = await hydrate(broken);
    expect(loaded.accounts.map((account) => account.id)).toEqual([me.id]);
    expect(entityIds(store.getState().accounts)).toEqual([me.id]);
    expect(store.getState().settings.columns.map((column) => column.id)).toEqual(['COMPOSE', 'HOME', 'NOTIFICATIONS']);

    const empty = await hydrate(null);
    expect(empty).toEqual({
      meta: {},
      accounts: [],
      settings: {},
      compose: { me: null, default_privacy: null, default_sensitive: false },
      accepted_media_types: [],
      push_subscription: null,
    });
    expect(store.getState().meta.me).toBe(me.id);
  });
});
