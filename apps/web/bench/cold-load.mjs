// `pnpm bench:web`: cold loads of the production build (apps/web/dist, `pnpm build` first) in the
// system Chromium, signed in to the local instance in memory with the demo world. Prints, per width,
// the median of 10 loads with the cache disabled: JavaScript transferred and requests made before
// the first post shows, when the home request started, when the first post was painted, and when
// the network went idle (issue #17). Figures, not a test: nothing here passes or fails.
/* global document, window, requestAnimationFrame, MutationObserver -- markFirstPost and the evaluate callbacks run in the page. */
import { createInstance, createServer, seedDemo } from '@trumpet/instance';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '../dist');
const RUNS = Number(process.env.RUNS ?? 10);
const WIDTHS = [1280, 600];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`No build at ${dist}: run pnpm build first.`);
  process.exit(1);
}

const instance = createInstance({ dataDir: null, baseUrl: 'http://127.0.0.1', webDir: dist, rateLimits: false });
const app = await createServer(instance);
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${app.server.address().port}`;
instance.config.baseUrl = url;
instance.config.domain = new URL(url).host;
await seedDemo(instance);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });

/** Signs in once on the server's sign-in page; every measured load starts from this state. */
async function signedInState() {
  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  await page.goto('/auth/sign_in');
  await page.getByLabel('Username or email').fill('demo');
  await page.getByLabel('Password').fill('password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${url}/`);
  await page.locator('article.t-status').first().waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
}

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

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

try {
  const state = await signedInState();
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
  await browser.close();
  await app.close();
  instance.db.close();
}
