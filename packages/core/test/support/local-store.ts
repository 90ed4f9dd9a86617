import type { RestClient } from '@trumpet/api-client';
import { createTrumpetStore, type TrumpetStore } from '../../src/store/create-store';
import { createActionRecorder } from './action-recorder';
import { startLocalServer, type LocalServer } from './local-server';
import { sanitize } from './sanitize';

/** A request/success/fail action family, as the core features create them. */
interface Settling {
  success: { type: string };
  fail: { type: string };
}

/**
 * For a describe block: the local instance for the block, `username` signed in, and a fresh store per
 * test whose actions are recorded. Registers its own beforeAll, afterEach and afterAll.
 */
export function localStoreHarness(username = 'demo') {
  let local: LocalServer | null = null;
  let api: RestClient | null = null;
  let store: TrumpetStore | null = null;
  let recorder = createActionRecorder();
  beforeAll(async () => {
    local = await startLocalServer();
    api = await local.signIn(username);
  }, 60_000);
  afterEach(() => store?.rootTask.cancel());
  afterAll(() => local?.close());
  const started = <T>(value: T | null): T => {
    if (value === null) throw new Error('the local instance is not started yet (use the harness inside tests)');
    return value;
  };
  return {
    get local(): LocalServer {
      return started(local);
    },
    get api(): RestClient {
      return started(api);
    },
    get recorder() {
      return recorder;
    },
    /** A new store on `client` (the signed-in one by default); the previous one is stopped. */
    newStore(client?: RestClient): TrumpetStore {
      store?.rootTask.cancel();
      recorder = createActionRecorder();
      store = createTrumpetStore({ api: client ?? started(api), sanitize, meta: { me: null }, middleware: [recorder.middleware] });
      return store;
    },
    /** Dispatches `action` and resolves with the family's success or fail that follows. */
    settle(target: TrumpetStore, family: Settling, action: { type: string }) {
      const done = recorder.next([family.success.type, family.fail.type]);
      target.dispatch(action);
      return done;
    },
  };
}
