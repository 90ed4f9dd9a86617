// `pnpm bench:web -- cold-load`: cold loads of the production build (apps/web/dist, `pnpm build` first) in the
// system Chromium, signed in to the local instance in memory with the demo world. Prints, per width,
// the median of 10 loads with the cache disabled: JavaScript transferred and requests made before
// the first post shows, when the home request started, when the first post was painted, and when
// the network went idle (issue #17). Figures, not a test: nothing here passes or fails.
/* global document, window, requestAnimationFrame, MutationObserver -- markFirstPost and the evaluate callbacks run in the page. */
import { median, startWorld } from './world.mjs';

const RUNS = Number(process.env.RUNS ?? 10);
const WIDTHS = [1280, 600];
const world = await startWorld();
const { browser, url } = world;

// Records, in the page, when the first post was painted: the frame after it entered the DOM.
function markFirstPost() {
  const found = () => {
    if (!document.querySelector('article.t-status')) return false;
    requestAnimationFrame(() => requestAnimationFrame(() => (window.__firstPost = performance.now())));
    return true;
  };
  const observer = new MutationObserver(() => found() && observer.disconnect());
  document.addEventListener('DOMContentLoaded', () => found() || observer.observe(document.body, { childList: true, subtree: true }));
}

async function coldLoad(storageState, width) {
  const context = await browser.newContext({ baseURL: url, storageState, viewport: { width, height: 900 } });
  await context.addInitScript(markFirstPost);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  let start = null;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (start === null && event.type === 'Document') start = event.timestamp;
    requests.set(event.requestId, { url: event.request.url, type: event.type, sentAt: event.timestamp, doneAt: null, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) Object.assign(request, { doneAt: event.timestamp, bytes: event.encodedDataLength });
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.waitForFunction(() => typeof window.__firstPost === 'number');
  const firstPost = await page.evaluate(() => window.__firstPost);
  await context.close();
  // CDP timestamps are seconds on a monotonic clock starting with the document request.
  const ms = (timestamp) => (timestamp - start) * 1000;
  const before = [...requests.values()].filter((request) => ms(request.sentAt) <= firstPost);
  const home = [...requests.values()].find((request) => /\/api\/v1\/timelines\/home(\?|$)/.test(request.url));
  const idle = Math.max(...[...requests.values()].map((request) => ms(request.doneAt ?? request.sentAt)));
  return {
    jsKb: before.filter((request) => request.type === 'Script').reduce((sum, request) => sum + request.bytes, 0) / 1024,
    requests: before.length,
    homeRequest: home ? ms(home.sentAt) : NaN,
    firstPost,
    idle,
  };
}

try {
  const state = world.storageState;
  console.log(`Cold loads of the production build, signed in as demo, cache disabled; median of ${RUNS}.\n`);
  console.log('width  | JS before first post | requests before | home request starts | first post painted | network idle');
  console.log('-------|----------------------|-----------------|---------------------|--------------------|-------------');
  for (const width of WIDTHS) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await coldLoad(state, width));
    const m = (key) => median(runs.map((row) => row[key]));
    console.log(
      `${String(width).padEnd(4)} px | ${m('jsKb').toFixed(1).padStart(15)} KB | ${String(Math.round(m('requests'))).padStart(15)} | ${m('homeRequest').toFixed(0).padStart(16)} ms | ${m('firstPost').toFixed(0).padStart(15)} ms | ${m('idle').toFixed(0).padStart(9)} ms`,
    );
  }
} finally {
  await world.close();
}
