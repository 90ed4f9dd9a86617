// Store benchmark (issue #4 "What done looks like"): not a test. Build first:
//   pnpm --filter @trumpet/core build && pnpm --filter @trumpet/core bench
import { performance } from 'node:perf_hooks';
import { AccountSchema, createRestClient, StatusSchema } from '@trumpet/api-client';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import {
  createTrumpetStore,
  entitiesImported,
  evictionRequested,
  expandTimeline,
  normalizeEntities,
  SANITIZE_CONFIG,
  statusesRemoved,
  timelineScrolledTop,
  timelineUpdate,
  timelineVisibility,
} from '../dist/index.js';

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
const importStatuses = (statuses) => store.dispatch(entitiesImported(normalizeEntities({ statuses }, { sanitize, expandSpoilers: false })));
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const gc = () => globalThis.gc?.();

function measure(label, count, run) {
  const start = performance.now();
  run();
  const ms = performance.now() - start;
  console.log(`${label.padEnd(44)} ${String(count).padStart(6)} ops  ${ms.toFixed(0).padStart(6)} ms  ${(ms / count).toFixed(3)} ms/op`);
}

const PAGES = 250;
const PAGE = 40;
measure(`import 10,000 statuses in pages of ${PAGE} (per page)`, PAGES, () => {
  // Older pages: ids descending, as "load more" brings them.
  for (let p = 0; p < PAGES; p += 1) {
    const page = Array.from({ length: PAGE }, (_, i) => status(20_000 - (p * PAGE + i)));
    importStatuses(page);
    store.dispatch(
      expandTimeline.success({ timeline: 'public', ids: page.map((s) => s.id), hasNext: true, partial: false, loadingRecent: false, skipped: false }),
    );
  }
});

store.dispatch(timelineScrolledTop({ timeline: 'public', top: false }));
measure('apply 5,000 streaming updates', 5000, () => {
  for (let n = 0; n < 5000; n += 1) {
    const update = status(30_000 + n);
    importStatuses([update]);
    store.dispatch(timelineUpdate({ timeline: 'public', statusId: update.id }));
  }
});

measure('apply 1,000 deletes', 1000, () => {
  for (let n = 0; n < 1000; n += 1) store.dispatch(statusesRemoved({ ids: [String(1_000_000 + 30_000 + n * 5)] }));
});

gc();
const before = process.memoryUsage().heapUsed;
const countBefore = Object.keys(store.getState().statuses).length;
store.dispatch(timelineVisibility({ timeline: 'public', visible: false }));
measure('eviction pass (public scrolled away)', 1, () => store.dispatch(evictionRequested()));
gc();
const after = process.memoryUsage().heapUsed;
const state = store.getState();
console.log(`statuses ${countBefore} -> ${Object.keys(state.statuses).length}, accounts ${Object.keys(state.accounts).length}, polls ${Object.keys(state.polls).length}, timeline items ${state.timelines.public?.items.length}`);
console.log(`heap used before eviction ${mb(before)}, after eviction ${mb(after)}${globalThis.gc ? '' : ' (run with --expose-gc for exact figures)'}`);
store.rootTask.cancel();
