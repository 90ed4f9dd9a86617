// Store benchmark (issue #4 "What done looks like"): not a test. Build first:
//   pnpm --filter @trumpet/core build && pnpm --filter @trumpet/core bench
import { performance } from 'node:perf_hooks';
import { AccountSchema, createRestClient, StatusSchema } from '@trumpet/api-client';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import {
  createTrumpetStore,
  entitiesImported,
  expandTimeline,
  normalizeEntities,
  statusesRemoved,
  timelineScrolledTop,
  timelineUpdate,
  timelineVisibility,
} from '../dist/index.js';
import { evictionRequested, SANITIZE_CONFIG } from '../dist/internals.js';

const purify = createDOMPurify(new JSDOM('').window);
const sanitize = (html) =>
  purify.sanitize(html, { ...SANITIZE_CONFIG, ALLOWED_TAGS: [...SANITIZE_CONFIG.ALLOWED_TAGS], ALLOWED_ATTR: [...SANITIZE_CONFIG.ALLOWED_ATTR] });

// No network: the stub points at a closed port and the benchmark never calls it.
const store = createTrumpetStore({ api: createRestClient({ url: 'http://127.0.0.1:9' }), sanitize, meta: { me: 'a0' } });
const accounts = Array.from({ length: 500 }, (_, i) => AccountSchema.parse({ id: `a${i}`, acct: `user${i}`, username: `user${i}` }));
const status = (n) =>
  StatusSchema.parse({
    id: String(1_000_000 + n),
    account: accounts[n % accounts.length],
    content: `<p>Status <a href="https://example.com/${n}">number ${n}</a> with <b>some</b> text</p>`,
    spoiler_text: n % 7 === 0 ? 'cw' : '',
    poll: n % 25 === 0 ? { id: `p${n}`, options: [{ title: 'yes', votes_count: 1 }, { title: 'no', votes_count: 2 }] } : null,
  });
const normalise = (statuses) => normalizeEntities({ statuses }, { sanitize, expandSpoilers: false });
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const gc = () => globalThis.gc?.();
// jsdom tracks node iterators (which DOMPurify creates) through WeakRefs, and a WeakRef keeps its
// target alive until the current job ends: the benchmark yields to the event loop between batches,
// as a real session does, or the sanitiser alone would hold hundreds of megabytes.
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

const timings = new Map();
function timed(label, run) {
  const start = performance.now();
  const result = run();
  const entry = timings.get(label) ?? { ms: 0, count: 0 };
  entry.ms += performance.now() - start;
  entry.count += 1;
  timings.set(label, entry);
  return result;
}
function report(label) {
  const { ms, count } = timings.get(label);
  console.log(`${label.padEnd(52)} ${String(count).padStart(6)} ops  ${ms.toFixed(0).padStart(6)} ms  ${(ms / count).toFixed(3)} ms/op`);
}

await nextTurn();
gc();
const baseline = process.memoryUsage().heapUsed;

const PAGES = 250;
const PAGE = 40;
const SANITISE = 'normalise + sanitise a page of 40 (jsdom DOMPurify)';
const IMPORT = `store: import a page of ${PAGE} into a timeline`;
// Older pages: ids descending, as "load more" brings them.
for (let p = 0; p < PAGES; p += 1) {
  const page = Array.from({ length: PAGE }, (_, i) => status(20_000 - (p * PAGE + i)));
  const entities = timed(SANITISE, () => normalise(page));
  timed(IMPORT, () => {
    store.dispatch(entitiesImported(entities));
    store.dispatch(
      expandTimeline.success({ timeline: 'public', ids: page.map((s) => s.id), hasNext: true, partial: false, loadingRecent: false, skipped: false }),
    );
  });
  await nextTurn();
}
report(SANITISE);
report(IMPORT);

// A home page names the same few people again and again; their bios and fields are sanitised once,
// then kept while the text is unchanged (issue #17). Eight authors with a bio and four fields each.
const authors = Array.from({ length: 8 }, (_, i) =>
  AccountSchema.parse({
    id: `b${i}`,
    acct: `author${i}`,
    username: `author${i}`,
    display_name: `Author ${i}`,
    note: `<p>Bio of author ${i} with <a href="https://example.com/${i}">a link</a>, #tags and <span class="h-card"><a href="https://example.com/@x" class="u-url mention">@<span>x</span></a></span> mentions.</p>`.repeat(3),
    fields: Array.from({ length: 4 }, (_, f) => ({ name: `Field ${f}`, value: `<a href="https://example.com/${i}/${f}" rel="me">example.com/${i}/${f}</a>`, verified_at: null })),
  }),
);
const byAuthors = (p) => Array.from({ length: PAGE }, (_, i) => StatusSchema.parse({ id: String(50_000 + p * PAGE + i), account: authors[i % authors.length], content: '<p>Hello</p>' }));
const known = new Map(normalizeEntities({ accounts: authors }, { sanitize, expandSpoilers: false }).accounts.map((record) => [record.id, record]));
const FRESH = 'normalise a page of 40 by 8 authors with bios';
const KNOWN = 'the same, the authors already in the store';
for (let p = 0; p < 100; p += 1) {
  const page = byAuthors(p);
  timed(FRESH, () => normalise(page));
  timed(KNOWN, () => normalizeEntities({ statuses: page }, { sanitize, expandSpoilers: false, storedAccount: (id) => known.get(id) }));
  await nextTurn();
}
report(FRESH);
report(KNOWN);

store.dispatch(timelineScrolledTop({ timeline: 'public', top: false }));
const UPDATE = 'store: apply a streamed update (import + timeline)';
for (let n = 0; n < 5000; n += 1) {
  const update = status(30_000 + n);
  const entities = normalise([update]);
  timed(UPDATE, () => {
    store.dispatch(entitiesImported(entities));
    store.dispatch(timelineUpdate({ timeline: 'public', statusId: update.id }));
  });
  if (n % 40 === 0) await nextTurn();
}
report(UPDATE);

const DELETE = 'store: apply a delete';
for (let n = 0; n < 1000; n += 1) timed(DELETE, () => store.dispatch(statusesRemoved({ ids: [String(1_000_000 + 30_000 + n * 5)] })));
report(DELETE);
await nextTurn();

gc();
const before = process.memoryUsage().heapUsed;
const countBefore = store.getState().statuses.size;
store.dispatch(timelineVisibility({ timeline: 'public', visible: false }));
timed('store: eviction pass (public scrolled away)', () => store.dispatch(evictionRequested()));
report('store: eviction pass (public scrolled away)');
await nextTurn();
gc();
const after = process.memoryUsage().heapUsed;
const state = store.getState();
console.log(`statuses ${countBefore} -> ${state.statuses.size}, accounts ${state.accounts.size}, polls ${state.polls.size}, timeline items ${state.timelines.public?.items.length}`);
console.log(`heap used at start ${mb(baseline)}, before eviction ${mb(before)}, after eviction ${mb(after)}${globalThis.gc ? '' : ' (run with --expose-gc for exact figures)'}`);
store.rootTask.cancel();
