// `pnpm bench:web -- session`: a long session at 1280 px: for SESSION_MINUTES (10 by default) demo
// opens a thread from home and goes back, then a profile and goes back, again and again (about 100
// of each in 10 minutes). Prints heap after GC and DOM elements after the first minute and at the end:
// what a day open costs (issue #17). Figures, not a test.
/* global document -- the evaluate callbacks run in the page. */
import { heapAfterGc, machine, openPage, startWorld } from './world.mjs';

const MINUTES = Number(process.env.SESSION_MINUTES ?? 10);
const PAUSE_MS = 1500;

const home = 'section[aria-label="Home"]';

async function openAndReturn(page, link) {
  const target = page.locator(`${home} article.t-status ${link}`).nth(Math.floor(Math.random() * 5));
  await target.click();
  await page.waitForURL((url) => url.pathname !== '/');
  await page.waitForTimeout(PAUSE_MS);
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/');
  await page.locator(`${home} article.t-status`).first().waitFor();
}

const world = await startWorld();
try {
  const { context, page, cdp } = await openPage(world, 1280);
  const start = Date.now();
  const rows = [];
  let threads = 0;
  let profiles = 0;
  let nextReport = 1;
  while (Date.now() - start < MINUTES * 60_000) {
    await openAndReturn(page, '.t-status__time');
    threads += 1;
    await openAndReturn(page, 'a.t-status__author');
    profiles += 1;
    const minutes = (Date.now() - start) / 60_000;
    if (minutes >= nextReport || Date.now() - start >= MINUTES * 60_000) {
      rows.push({ minutes, threads, profiles, heap: await heapAfterGc(cdp), dom: await page.evaluate(() => document.getElementsByTagName('*').length) });
      nextReport = nextReport === 1 ? MINUTES : Infinity;
    }
  }
  await context.close();
  console.log(`A ${MINUTES}-minute session at 1280 px, opening threads and profiles from home. ${machine(world.browser)}\n`);
  console.log('after     | threads opened | profiles opened | heap after GC | DOM elements');
  console.log('----------|----------------|-----------------|---------------|-------------');
  for (const row of rows) {
    console.log(`${row.minutes.toFixed(1).padStart(5)} min | ${String(row.threads).padStart(14)} | ${String(row.profiles).padStart(15)} | ${row.heap.toFixed(1).padStart(10)} MB | ${String(row.dom).padStart(12)}`);
  }
} finally {
  await world.close();
}
