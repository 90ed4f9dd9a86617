// `pnpm bench:web -- streaming`: alice (whom demo follows) posts 20 statuses a second for DURATION
// seconds (60 by default) while demo reads home at 1280 px, first scrolled a few screens down, then
// at the top. Prints long tasks, frame p95, heap growth after GC and how far the post being read
// moved (issue #17). Figures, not a test.
/* global document, window -- the evaluate callbacks run in the page. */
import { heapAfterGc, machine, openPage, percentile, startWorld, until } from './world.mjs';

const DURATION = Number(process.env.DURATION ?? 60);
const RATE = 20;

const feedSelector = 'section[aria-label="Home"] .t-feed';

/** The post at the top of the home column and its distance from the column's top. */
const readingPosition = (page) =>
  page.evaluate((selector) => {
    const feed = document.querySelector(selector);
    const top = feed.getBoundingClientRect().top;
    const article = [...feed.querySelectorAll('.t-feed__item')].find((item) => item.getBoundingClientRect().bottom > top + 1);
    return article ? { key: article.dataset.key, offset: article.getBoundingClientRect().top - top } : null;
  }, feedSelector);

const positionOf = (page, key) =>
  page.evaluate(
    ([selector, wanted]) => {
      const feed = document.querySelector(selector);
      const item = feed.querySelector(`.t-feed__item[data-key="${wanted}"]`);
      return item ? item.getBoundingClientRect().top - feed.getBoundingClientRect().top : null;
    },
    [feedSelector, key],
  );

async function postAtRate(world, token, seconds) {
  const total = seconds * RATE;
  const start = Date.now();
  const inFlight = [];
  for (let index = 0; index < total; index += 1) {
    const due = start + (index * 1000) / RATE;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(world.post('/api/v1/statuses', { status: `Streaming bench ${index}: a post that arrives while someone reads.` }, token));
  }
  await Promise.all(inFlight);
}

async function run(world, token, scrolledAway) {
  const { context, page, cdp } = await openPage(world, 1280);
  await page.locator(`${feedSelector} article.t-status`).nth(5).waitFor();
  if (scrolledAway) {
    await page.evaluate((selector) => {
      const feed = document.querySelector(selector);
      feed.scrollTop = feed.clientHeight * 3;
    }, feedSelector);
    await until(page, (selector) => document.querySelector(selector)?.dataset.atTop === 'false', feedSelector);
  }
  const before = await readingPosition(page);
  const heapBefore = await heapAfterGc(cdp);
  await page.evaluate(() => window.__bench.start());
  await postAtRate(world, token, DURATION);
  // The last ones reach the page over the socket after their POST answered.
  await page.waitForTimeout(1500);
  const { frames, longTasks } = await page.evaluate(() => window.__bench.stop());
  const heapAfter = await heapAfterGc(cdp);
  const after = before ? await positionOf(page, before.key) : null;
  const items = await page.locator(`${feedSelector} .t-feed__item`).count();
  const pill = scrolledAway ? await page.locator(`${feedSelector} .t-feed__pill`).first().textContent({ timeout: 1000 }).catch(() => '') : '';
  await context.close();
  return {
    where: scrolledAway ? 'scrolled away' : 'at the top',
    longTasks: longTasks.length,
    longTotal: longTasks.reduce((sum, value) => sum + value, 0),
    longMax: longTasks.length ? Math.max(...longTasks) : 0,
    frameP95: percentile(frames, 95),
    heapGrowth: heapAfter - heapBefore,
    shift: before && after !== null ? after - before.offset : NaN,
    items,
    pill: pill.trim(),
  };
}

const world = await startWorld();
try {
  const token = await world.tokenFor('alice');
  console.log(`Streaming: ${RATE} posts a second for ${DURATION} s into demo's home at 1280 px. ${machine(world.browser)}\n`);
  console.log('reader        | long tasks | their total | longest | frame p95 | heap growth | reading position moved | rendered entries');
  console.log('--------------|------------|-------------|---------|-----------|-------------|------------------------|-----------------');
  for (const scrolledAway of [true, false]) {
    const row = await run(world, token, scrolledAway);
    console.log(
      `${row.where.padEnd(13)} | ${String(row.longTasks).padStart(10)} | ${row.longTotal.toFixed(0).padStart(8)} ms | ${row.longMax.toFixed(0).padStart(4)} ms | ${row.frameP95.toFixed(1).padStart(6)} ms | ${row.heapGrowth.toFixed(1).padStart(8)} MB | ${(Number.isNaN(row.shift) ? 'n/a' : `${row.shift.toFixed(1)} px`).padStart(22)} | ${String(row.items).padStart(16)}${row.pill ? `  (pill: ${row.pill})` : ''}`,
    );
  }
} finally {
  await world.close();
}
