import { createRestClient, type RestClient } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { sanitize } from '../../../test/support/sanitize';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { columnRemoved, emojiUsed, saveSettings, settingChanged } from './settings-actions';
import { SETTINGS_SAVE_DEBOUNCE_MS } from './settings-sagas';

describe('saving settings to PUT /api/web/settings, debounced 5000 ms (SPEC §7, §9)', () => {
  let local: LocalServer;
  let api: RestClient;

  beforeAll(async () => {
    local = await startLocalServer();
    api = await local.signIn('demo');
  }, 60_000);
  afterAll(() => local.close());

  const stored = (): Record<string, unknown> => {
    const row = local.server.instance.db
      .prepare<[string], { web_settings: string }>('SELECT web_settings FROM accounts WHERE username = ? AND domain IS NULL')
      .get('demo');
    return JSON.parse(row?.web_settings ?? 'null') as Record<string, unknown>;
  };

  let recorder = createActionRecorder();
  let store: TrumpetStore;
  function storeFor(client: RestClient): TrumpetStore {
    recorder = createActionRecorder();
    store = createTrumpetStore({ api: client, sanitize, middleware: [recorder.middleware] });
    return store;
  }
  const requests = () => recorder.types().filter((type) => type === saveSettings.request.type).length;
  // Its time limit runs on the fake clock: long enough that advancing the debounce does not reach it.
  const settled = () => recorder.next([saveSettings.success.type, saveSettings.fail.type], 60_000);

  // The HTTP round trip needs Node's own ticks; only the clock the debounce reads is fake.
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
  afterEach(() => {
    store.rootTask.cancel();
    jest.useRealTimers();
  });

  it('sends one PUT 5000 ms after the last of several changes, without `saved`, and then is saved', async () => {
    storeFor(api);
    store.dispatch(settingChanged({ path: ['skinTone'], value: 4 }));
    await jest.advanceTimersByTimeAsync(3000);
    store.dispatch(settingChanged({ path: ['home', 'shows', 'reply'], value: false }));
    await jest.advanceTimersByTimeAsync(3000);
    store.dispatch(emojiUsed({ id: 'heart' }));
    await jest.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS - 1);
    expect(requests()).toBe(0);
    expect(store.getState().settings.saved).toBe(false);

    const done = settled();
    await jest.advanceTimersByTimeAsync(1);
    expect(requests()).toBe(1);
    expect((await done).type).toBe(saveSettings.success.type);
    expect(store.getState().settings.saved).toBe(true);

    const saved = stored();
    expect(saved).toMatchObject({ skinTone: 4, home: { shows: { reblog: true, reply: false } }, frequentlyUsedEmojis: { heart: 1 } });
    expect(saved).not.toHaveProperty('saved');
    expect((saved.columns as { id: string }[]).map((column) => column.id)).toEqual(['COMPOSE', 'HOME', 'NOTIFICATIONS']);
    expect(requests()).toBe(1);
  });

  it('sends another PUT for a change after a save', async () => {
    storeFor(api);
    store.dispatch(settingChanged({ path: ['skinTone'], value: 2 }));
    let done = settled();
    await jest.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS);
    await done;
    expect(stored()).toMatchObject({ skinTone: 2 });

    const [compose] = store.getState().settings.columns;
    store.dispatch(columnRemoved({ uuid: compose?.uuid ?? '' }));
    done = settled();
    await jest.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS);
    expect((await done).type).toBe(saveSettings.success.type);
    expect(requests()).toBe(2);
    expect((stored().columns as { id: string }[]).map((column) => column.id)).toEqual(['HOME', 'NOTIFICATIONS']);
  });

  it('sends nothing when a change changed nothing', async () => {
    storeFor(api);
    store.dispatch(columnRemoved({ uuid: 'no-such-column' }));
    await jest.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS * 2);
    expect(requests()).toBe(0);
  });

  it('fails with an alert and stays unsaved when the server refuses', async () => {
    storeFor(createRestClient({ url: local.server.url, accessToken: 'not-a-token' }));
    const before = stored();
    store.dispatch(settingChanged({ path: ['skinTone'], value: 6 }));
    const done = settled();
    await jest.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS);
    const { type, payload } = await done;
    expect(type).toBe(saveSettings.fail.type);
    expect(payload).toMatchObject({ skipAlert: false, error: { kind: 'http', status: 401 }, request: { skinTone: 6 } });
    expect(JSON.parse(JSON.stringify(payload))).toEqual(payload);
    expect(store.getState().settings.saved).toBe(false);
    expect(store.getState().alerts).toHaveLength(1);
    expect(stored()).toEqual(before);
  });
});
