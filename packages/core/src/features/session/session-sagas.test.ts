import { createRestClient, type RestClient, type Status, type StreamingClient } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { sanitize } from '../../../test/support/sanitize';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { selectAlerts } from '../alerts/alerts-selectors';
import { composeChanged, composeDraftRestored, composeDraftSaved } from '../compose/compose-actions';
import { draftKey } from '../compose/compose-draft';
import { createMemoryPreferences, type Preferences } from '../compose/preferences';
import { favouriteStatus } from '../statuses/status-actions';
import { streamingStarted } from '../streaming/streaming-actions';
import { sessionExpired } from './session-actions';
import { selectSessionExpired, selectSessionExpiredReason } from './session-selectors';

const SCOPES = 'read write follow push';

/** A streaming client that never connects; the test only sees whether it was opened and closed. */
function idleStreaming(): StreamingClient & { close: jest.Mock } {
  let state: StreamingClient['state'] = 'connecting';
  const client = {
    get state() {
      return state;
    },
    subscribe: () => ({ unsubscribe: () => undefined }),
    close: jest.fn(() => {
      state = 'closed';
    }),
    on: () => client,
    once: () => client,
    off: () => client,
  };
  return client;
}

describe('a 401 expires the session (issue #10)', () => {
  let local: LocalServer;
  let anonymous: RestClient;
  let app: { client_id: string; client_secret: string | null };
  const stores: TrumpetStore[] = [];

  /** A real OAuth password-grant token, kept so the test can revoke it. */
  async function signIn(username: string): Promise<{ api: RestClient; token: string; me: string }> {
    const { access_token: token } = await anonymous.oauth.token(app, { grant_type: 'password', username, password: 'password', scope: SCOPES });
    const api = createRestClient({ url: local.server.url, accessToken: token });
    const me = (await api.accounts.verifyCredentials()).id;
    return { api, token, me };
  }

  function storeFor(api: RestClient, me: string | null, preferences: Preferences, streaming?: () => StreamingClient) {
    const recorder = createActionRecorder();
    const store = createTrumpetStore({ api, sanitize, preferences, streaming, meta: { me }, middleware: [recorder.middleware] });
    stores.push(store);
    return { store, recorder };
  }

  /** Public statuses the user of `api` has not favourited (as the server says). */
  async function notFavouritedBy(api: RestClient, count: number): Promise<Status[]> {
    const found = (await api.timelines.public({ limit: 40 })).items.filter((status) => !status.favourited).slice(0, count);
    if (found.length < count) throw new Error(`the demo world has fewer than ${count} public statuses to favourite`);
    return found;
  }

  beforeAll(async () => {
    local = await startLocalServer();
    anonymous = createRestClient({ url: local.server.url });
    const registered = await anonymous.oauth.registerApp({ client_name: 'session tests', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: SCOPES });
    app = { client_id: registered.client_id, client_secret: registered.client_secret ?? null };
  }, 60_000);
  afterEach(() => {
    for (const store of stores.splice(0)) store.rootTask.cancel();
  });
  afterAll(() => local.close());

  it('turns every 401 after a revocation into one expiry: no alerts, no streaming, the draft kept and restored on signing in again', async () => {
    const demo = await signIn('demo');
    const alice = await signIn('alice');
    const preferences = createMemoryPreferences();
    const streaming = idleStreaming();
    const opened = jest.fn(() => streaming);
    const { store, recorder } = storeFor(demo.api, demo.me, preferences, opened);
    // Another account, signed in beside it with its own store and token.
    const other = storeFor(alice.api, alice.me, createMemoryPreferences());

    store.dispatch(streamingStarted({ timeline: 'home', stream: { stream: 'user' } }));
    expect(opened).toHaveBeenCalledTimes(1);
    store.dispatch(composeChanged({ text: 'half-written thought' }));

    const targets = await notFavouritedBy(demo.api, 3);
    const [otherTarget] = await notFavouritedBy(alice.api, 1);
    if (!otherTarget) throw new Error('no status for alice');
    await anonymous.oauth.revoke(app, demo.token);
    await expect(demo.api.accounts.verifyCredentials()).rejects.toMatchObject({ kind: 'http', status: 401 });
    for (const status of targets) {
      const failed = recorder.next([favouriteStatus.fail.type, favouriteStatus.success.type]);
      store.dispatch(favouriteStatus.request({ id: status.id }));
      expect((await failed).type).toBe(favouriteStatus.fail.type);
    }

    const state = store.getState();
    expect(recorder.types().filter((type) => type === sessionExpired.type)).toHaveLength(1);
    expect(selectSessionExpired(state)).toBe(true);
    expect(selectSessionExpiredReason(state)).toBe('The access token is invalid');
    expect(selectAlerts(state)).toEqual([]);
    // The socket with the dead token is closed, and a timeline opened afterwards does not open another.
    expect(streaming.close).toHaveBeenCalled();
    store.dispatch(streamingStarted({ timeline: 'public', stream: { stream: 'public' } }));
    expect(opened).toHaveBeenCalledTimes(1);

    // The draft stays in the form and is stored; once expired, a change is stored at once, not after a second.
    expect(state.compose.text).toBe('half-written thought');
    const saved = recorder.next([composeDraftSaved.type], 500);
    store.dispatch(composeChanged({ text: 'half-written thought, finished after expiry' }));
    await saved;
    expect(await preferences.get(draftKey(demo.me))).toMatchObject({ text: 'half-written thought, finished after expiry' });

    // Nothing reached the server, and the other account's session works as before.
    const otherDone = other.recorder.next([favouriteStatus.success.type, favouriteStatus.fail.type]);
    other.store.dispatch(favouriteStatus.request({ id: otherTarget.id }));
    expect((await otherDone).type).toBe(favouriteStatus.success.type);
    expect(selectSessionExpired(other.store.getState())).toBe(false);
    expect((await alice.api.statuses.fetch(otherTarget.id)).favourited).toBe(true);

    // Signing in again: a new token for the same account, the same per-device preferences.
    const again = await signIn('demo');
    expect(again.me).toBe(demo.me);
    for (const status of targets) expect((await again.api.statuses.fetch(status.id)).favourited).toBe(false);
    const renewed = storeFor(again.api, again.me, preferences);
    const restored = renewed.recorder.next([composeDraftRestored.type]);
    await restored;
    expect(renewed.store.getState().compose.text).toBe('half-written thought, finished after expiry');
    const done = renewed.recorder.next([favouriteStatus.success.type, favouriteStatus.fail.type]);
    const [first] = targets;
    if (!first) throw new Error('no target');
    renewed.store.dispatch(favouriteStatus.request({ id: first.id }));
    expect((await done).type).toBe(favouriteStatus.success.type);
    expect((await again.api.statuses.fetch(first.id)).favourited).toBe(true);
    expect(selectSessionExpired(renewed.store.getState())).toBe(false);
  }, 30_000);

  it('keeps the alert of a 401 for a signed-out visitor: there is no session to expire', async () => {
    const [status] = (await anonymous.timelines.public({ limit: 1 })).items;
    if (!status) throw new Error('no public status');
    const { store, recorder } = storeFor(anonymous, null, createMemoryPreferences());
    const failed = recorder.next([favouriteStatus.fail.type, favouriteStatus.success.type]);
    store.dispatch(favouriteStatus.request({ id: status.id }));
    expect((await failed).type).toBe(favouriteStatus.fail.type);
    expect(selectSessionExpired(store.getState())).toBe(false);
    expect(selectAlerts(store.getState()).map((alert) => alert.title)).toEqual([{ text: '401' }]);
    expect(recorder.types()).not.toContain(sessionExpired.type);
  });

  it('still alerts other failures after the session expired', async () => {
    const demo = await signIn('demo');
    const [status] = await notFavouritedBy(demo.api, 1);
    if (!status) throw new Error('no public status');
    const { store, recorder } = storeFor(demo.api, demo.me, createMemoryPreferences());
    await anonymous.oauth.revoke(app, demo.token);
    const expired = recorder.next([sessionExpired.type]);
    store.dispatch(favouriteStatus.request({ id: status.id }));
    await expired;
    store.dispatch(favouriteStatus.fail({ request: { id: '1' }, error: { kind: 'unexpected', message: 'boom', status: null }, skipAlert: false }));
    expect(selectAlerts(store.getState()).map((alert) => alert.title)).toEqual([{ id: 'alert.unexpected.title' }]);
  });
});
