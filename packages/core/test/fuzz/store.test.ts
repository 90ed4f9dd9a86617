import { createRestClient } from '@trumpet/api-client';
import { fixture } from '../../../api-client/test/support/fixtures';
import { fixtureFiles } from '../../../api-client/test/support/fixture-schemas';
import { createRandom, mutate, type Random } from '../../../api-client/test/support/mutate';
import {
  createTrumpetStore,
  entityIds,
  expandNotifications,
  expandTimeline,
  fetchAccount,
  fetchContext,
  fetchPoll,
  fetchRelationships,
  fetchStatus,
  isStoredError,
  selectAccount,
  selectAncestorIds,
  selectDescendantIds,
  selectNotifications,
  selectStatus,
  selectTimelineVisibleIds,
  type RootState,
  type TrumpetStore,
} from '../../src';
import { createActionRecorder } from '../support/action-recorder';
import { sanitize } from '../support/sanitize';

// Deterministic: the seed is fixed (FUZZ_SEED overrides it) and printed with every failure.
const SEED = Number(process.env.FUZZ_SEED ?? 0x5eed12);
const ITERATIONS = 1000;
const BASE = 'https://fuzz.example';
// Huge strings stay at 8,000 characters here: the test's sanitiser parses HTML with jsdom, whose
// parser is quadratic on thousands of unclosed formatting tags ('<b>' × 25,000 takes about 50 s).
// The schema and REST fuzz tests use 100,000.
const HUGE_STRING = 8000;

const files = (prefix: string) => fixtureFiles.filter((file) => file.startsWith(prefix) && !file.startsWith(`${prefix}_array`));
type Body = (random: Random) => unknown;
const one = (prefix: string): Body => (random) => fixture(random.pick(files(prefix)));
const list = (prefix: string): Body => (random) => Array.from({ length: 1 + random.int(3) }, () => fixture(random.pick(files(prefix))));

/** What the server answers each path with, before mutation. */
const routes: Array<[RegExp, Body]> = [
  [/^\/api\/v1\/timelines\//, list('Status')],
  [/^\/api\/v1\/statuses\/[^/]+\/context$/, one('Context')],
  [/^\/api\/v1\/statuses\/[^/]+$/, one('Status')],
  [/^\/api\/v1\/notifications$/, list('Notification')],
  [/^\/api\/v1\/polls\/[^/]+$/, one('Poll')],
  [/^\/api\/v1\/accounts\/relationships$/, () => fixture('Relationship_array.json')],
  [/^\/api\/v1\/accounts\/[^/]+$/, one('Account')],
];

type Request = { type: string; settle: string[] };
const request = (action: { type: string }, creator: { success: { type: string }; fail: { type: string } }): Request & { action: { type: string } } => ({
  type: action.type,
  action,
  settle: [creator.success.type, creator.fail.type],
});

/** Every selector a screen uses, over everything in the store: none may throw. */
function readEverything(state: RootState): void {
  for (const id of entityIds(state.statuses)) {
    selectStatus(state, id);
    selectAncestorIds(state, id);
    selectDescendantIds(state, id);
  }
  for (const id of entityIds(state.accounts)) selectAccount(state, id);
  selectNotifications(state);
  for (const timeline of Object.keys(state.timelines)) selectTimelineVisibleIds(state, timeline);
  JSON.stringify(state);
}

describe(`the store over mutated server answers (seed ${SEED})`, () => {
  let store: TrumpetStore;
  afterEach(() => store.rootTask.cancel());

  it(`${ITERATIONS} fetches of mutants leave the sagas running and the state readable; a valid answer then shows`, async () => {
    const random = createRandom(SEED);
    let mode: 'mutant' | 'valid' = 'mutant';
    let valid: unknown = null;
    let steps: string[] = [];
    const api = createRestClient({
      url: BASE,
      accessToken: 'token',
      fetch: async (input) => {
        const path = new URL(input).pathname;
        const body = routes.find(([pattern]) => pattern.test(path))?.[1];
        if (body === undefined) return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
        let text: string;
        if (mode === 'valid') text = JSON.stringify(valid);
        else {
          const mutant = mutate(body(random), random, { hugeString: HUGE_STRING });
          steps = mutant.steps;
          text = mutant.text;
        }
        return new Response(text, { status: 200, headers: { 'Content-Type': 'application/json' } });
      },
    });
    const recorder = createActionRecorder();
    store = createTrumpetStore({ api, sanitize, meta: { me: '1' }, middleware: [recorder.middleware] });
    const sagaErrors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const failures: string[] = [];

    const requests = (i: number) => [
      request(expandTimeline.request({ timeline: random.pick(['home', 'public', 'community']) }), expandTimeline),
      request(fetchStatus.request({ id: `s${i}` }), fetchStatus),
      request(fetchAccount.request({ id: `a${i}` }), fetchAccount),
      request(expandNotifications.request({}), expandNotifications),
      request(fetchContext.request({ id: `s${i}` }), fetchContext),
      request(fetchPoll.request({ id: `p${i}` }), fetchPoll),
      request(fetchRelationships.request({ ids: [`a${i}`] }), fetchRelationships),
    ];

    for (let i = 0; i < ITERATIONS; i += 1) {
      const next = random.pick(requests(i));
      const settled = recorder.next(next.settle, 10_000);
      store.dispatch(next.action);
      const where = () => `seed ${SEED}, iteration ${i}, ${next.type}: ${steps.join('; ')}`;
      try {
        const outcome = await settled;
        // A refused answer is a ValidationError; anything else (an overflow, a TypeError) is a bug.
        const error = (outcome.payload as { error?: unknown } | undefined)?.error;
        if (outcome.type.endsWith('_FAIL') && !(isStoredError(error) && error.kind === 'validation')) {
          failures.push(`${where()}: failed with ${JSON.stringify(error)}`);
        }
      } catch (error) {
        failures.push(`${where()}: did not settle: ${String(error)}`);
      }
      if (!store.rootTask.isRunning()) failures.push(`${where()}: the root saga stopped`);
      if (i % 25 === 0 || i === ITERATIONS - 1) {
        try {
          readEverything(store.getState());
        } catch (error) {
          failures.push(`${where()}: a selector threw ${String(error)}`);
        }
      }
      if (failures.length > 0) break;
    }
    expect(failures).toEqual([]);
    expect(sagaErrors.mock.calls.slice(0, 3)).toEqual([]);
    sagaErrors.mockRestore();
    // The mutants did get refused, so the run tested something.
    expect(recorder.types().filter((type) => type.endsWith('_FAIL')).length).toBeGreaterThan(ITERATIONS / 10);

    // Still working: a valid status and a valid timeline load and show.
    mode = 'valid';
    valid = { ...fixture<Record<string, unknown>>('Status.json'), id: 'fresh', content: '<p>still <b>here</b></p>' };
    const shown = recorder.next([fetchStatus.success.type, fetchStatus.fail.type]);
    store.dispatch(fetchStatus.request({ id: 'fresh' }));
    expect((await shown).type).toBe(fetchStatus.success.type);
    expect(selectStatus(store.getState(), 'fresh')?.content).toContain('still');
    valid = [{ ...fixture<Record<string, unknown>>('Status.json'), id: 'listed' }];
    const loaded = recorder.next([expandTimeline.success.type, expandTimeline.fail.type]);
    store.dispatch(expandTimeline.request({ timeline: 'list:fuzz' }));
    expect((await loaded).type).toBe(expandTimeline.success.type);
    expect(selectTimelineVisibleIds(store.getState(), 'list:fuzz')).toContain('listed');
  }, 120_000);
});
