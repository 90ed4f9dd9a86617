import { createRestClient, type Account, type CustomEmoji, type RestClient } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { sanitize } from '../../../test/support/sanitize';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { selectAlerts } from '../alerts/alerts-selectors';
import { initialStateHydrated } from '../initial-state/initial-state-actions';
import { fetchCustomEmojis } from './custom-emojis-actions';
import { selectCustomEmojiCategories, selectCustomEmojis, selectPickerCustomEmojis } from './custom-emojis-selectors';

const emoji = (shortcode: string, category: string | null, visible = true): CustomEmoji => ({
  shortcode,
  url: `https://x.example/${shortcode}.png`,
  static_url: `https://x.example/${shortcode}.png`,
  visible_in_picker: visible,
  category,
});

describe('custom emojis (SPEC §3 Custom emoji, §7 GET /api/v1/custom_emojis, silent)', () => {
  let local: LocalServer;
  let demo: RestClient;
  let me: Account;

  beforeAll(async () => {
    local = await startLocalServer();
    demo = await local.signIn('demo');
    me = await demo.accounts.verifyCredentials();
  }, 60_000);
  afterAll(() => local.close());

  let recorder = createActionRecorder();
  let store: TrumpetStore | null = null;
  afterEach(() => store?.rootTask.cancel());
  function newStore(api: RestClient = demo): TrumpetStore {
    recorder = createActionRecorder();
    store = createTrumpetStore({ api, sanitize, middleware: [recorder.middleware] });
    return store;
  }
  const page = () => ({ meta: { me: me.id }, accounts: { [me.id]: me }, settings: {} });

  it('are fetched once the initial state is loaded, and not again', async () => {
    const s = newStore();
    const fetched = recorder.next([fetchCustomEmojis.success.type, fetchCustomEmojis.fail.type]);
    s.dispatch(initialStateHydrated(page()));
    expect((await fetched).type).toBe(fetchCustomEmojis.success.type);
    expect(selectCustomEmojis(s.getState()).map((e) => e.shortcode)).toEqual(['blobcat', 'coffee', 'partyparrot', 'sourdough', 'sparkleheart', 'trumpet']);
    const categories = selectCustomEmojiCategories(s.getState());
    expect(categories.map((group) => group.category)).toEqual(['Blobs', 'Feelings', 'Food', 'Music']);
    expect(categories.find((group) => group.category === 'Food')?.emojis.map((e) => e.shortcode)).toEqual(['coffee', 'sourdough']);

    const loaded = recorder.next(['initial-state/LOADED']);
    s.dispatch(initialStateHydrated(page()));
    await loaded;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(recorder.types().filter((type) => type === fetchCustomEmojis.request.type)).toHaveLength(1);
  });

  it('a failure shows no alert', async () => {
    const s = newStore(createRestClient({ url: 'http://127.0.0.1:9' }));
    const failed = recorder.next([fetchCustomEmojis.success.type, fetchCustomEmojis.fail.type]);
    s.dispatch(fetchCustomEmojis.request());
    expect((await failed).payload).toMatchObject({ skipAlert: true });
    expect(selectAlerts(s.getState())).toEqual([]);
    expect(s.getState().customEmojis).toEqual({ items: [], isLoading: false, loaded: false });
  });

  it('the picker lists the visible ones by shortcode; categories by name, uncategorised last', () => {
    const s = newStore();
    s.dispatch(
      fetchCustomEmojis.success({
        emojis: [emoji('zeta', null), emoji('hidden', 'A', false), emoji('beta', 'B'), emoji('alpha', 'B'), emoji('gamma', 'A')],
      }),
    );
    expect(selectPickerCustomEmojis(s.getState()).map((e) => e.shortcode)).toEqual(['alpha', 'beta', 'gamma', 'zeta']);
    expect(selectCustomEmojiCategories(s.getState()).map((group) => [group.category, group.emojis.map((e) => e.shortcode)])).toEqual([
      ['A', ['gamma']],
      ['B', ['alpha', 'beta']],
      [null, ['zeta']],
    ]);
  });
});
