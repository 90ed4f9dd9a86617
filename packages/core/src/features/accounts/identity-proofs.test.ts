import { createRestClient, type RestClient } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { sanitize } from '../../../test/support/sanitize';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { selectAlerts } from '../alerts/alerts-selectors';
import { entitiesEvicted } from '../eviction/eviction-actions';
import { fetchIdentityProofs } from './identity-proofs-actions';
import { selectIdentityProofs } from './identity-proofs-selectors';

describe('identity proofs against the local instance (SPEC §3 "Identity proof")', () => {
  let local: LocalServer;
  let api: RestClient;
  let grace = '';
  let alice = '';

  beforeAll(async () => {
    local = await startLocalServer();
    api = await local.signIn('demo');
    grace = (await api.accounts.lookup('grace')).id;
    alice = (await api.accounts.lookup('alice')).id;
  }, 60_000);
  afterAll(() => local.close());

  let recorder = createActionRecorder();
  let store: TrumpetStore | null = null;
  afterEach(() => store?.rootTask.cancel());
  function newStore(client: RestClient = api): TrumpetStore {
    recorder = createActionRecorder();
    store = createTrumpetStore({ api: client, sanitize, meta: { me: null }, middleware: [recorder.middleware] });
    return store;
  }
  async function fetchFor(s: TrumpetStore, id: string) {
    const done = recorder.next([fetchIdentityProofs.success.type, fetchIdentityProofs.fail.type]);
    s.dispatch(fetchIdentityProofs.request({ id }));
    return done;
  }

  it("stores an account's proofs by account id, and none for an account without", async () => {
    const s = newStore();
    await fetchFor(s, grace);
    await fetchFor(s, alice);
    expect(selectIdentityProofs(s.getState(), grace)).toEqual([
      expect.objectContaining({ provider: 'keybase', provider_username: 'grace_achebe', profile_url: 'https://keybase.io/grace_achebe' }),
    ]);
    expect(selectIdentityProofs(s.getState(), alice)).toEqual([]);
    expect(s.getState().identityProofs).toHaveProperty(alice, []);

    s.dispatch(entitiesEvicted({ statusIds: [], accountIds: [grace], pollIds: [] }));
    expect(s.getState().identityProofs).not.toHaveProperty(grace);
  });

  it('fails without an alert (SPEC §8), even for an error that would show one', async () => {
    // Nothing listens on port 9 of the loopback: a network error, which alerts unless skipped.
    const s = newStore(createRestClient({ url: 'http://127.0.0.1:9' }));
    const failed = await fetchFor(s, grace);
    expect(failed.type).toBe(fetchIdentityProofs.fail.type);
    expect(failed.payload).toMatchObject({ skipAlert: true, error: { kind: 'network' } });
    expect(selectAlerts(s.getState())).toEqual([]);
    expect(selectIdentityProofs(s.getState(), grace)).toEqual([]);
  });
});
