// `pnpm bench:web -- long-scroll`: alice posts 1,040 statuses, then demo scrolls home through 1,000 of
// them at a steady pace (STEP px a frame, 40 by default), in one column at 600 px and in the default
// columns at 1280 px. Prints DOM elements, heap after GC, frame p95, long tasks, and how often and how
// long the reader reached the end of what was loaded and waited (issue #17). Figures, not a test.
/* global document, window, requestAnimationFrame -- the evaluate callbacks run in the page. */
import { heapAfterGc, machine, openPage, percentile, startWorld } from './world.mjs';

const POSTS = 1040;
const TARGET = Number(process.env.TARGET ?? 1000);
const STEP = Number(process.env.STEP ?? 40);

// In the page: scroll home until `target` posts have been passed; wait where the list ends.
function scrollThrough([target, step]) {
  const feed = document.querySelector('section[aria-label="Home"] .t-feed') ?? document.querySelector('.t-feed');
  const container = feed.classList.contains('t-feed--container');
  const position = () => (container ? feed.scrollTop : window.scrollY);
  const height = () => (container ? feed.scrollHeight - feed.clientHeight : document.documentElement.scrollHeight - window.innerHeight);
  const scrollBy = (by) => (container ? (feed.scrollTop += by) : window.scrollBy(0, by));
  const seen = new Set();
  let waits = 0;
  let waited = 0;
  let waitingSince = null;
  const started = performance.now();
  return new Promise((resolve) => {
    const frame = () => {
      for (const item of feed.querySelectorAll('.t-feed__item')) seen.add(item.dataset.key);
      if (seen.size >= target || performance.now() - started > 240_000) {
        resolve({ passed: seen.size, waits, waited, seconds: (performance.now() - started) / 1000 });
        return;
      }
      if (position() >= height() - 2) {
        if (waitingSince === null) {
          waitingSince = performance.now();
          waits += 1;
        }
      } else if (waitingSince !== null) {
        waited += performance.now() - waitingSince;
        waitingSince = null;
      }
      scrollBy(step);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

async function run(world, width) {
  const { context, page, cdp } = await openPage(world, width);
  await page.evaluate(() => window.__bench.start());
  const result = await page.evaluate(scrollThrough, [TARGET, STEP]);
  const { frames, longTasks } = await page.evaluate(() => window.__bench.stop());
  const dom = await page.evaluate(() => document.getElementsByTagName('*').length);
  const heap = await heapAfterGc(cdp);
  await context.close();
  return { width, ...result, dom, heap, frameP95: percentile(frames, 95), longTasks: longTasks.length, longTotal: longTasks.reduce((sum, value) => sum + value, 0) };
}

const world = await startWorld();
try {
  const token = await world.tokenFor('alice');
  for (let index = 0; index < POSTS; index += 1) await world.post('/api/v1/statuses', { status: `Long scroll ${index}: a post with a sentence or two, as people write them.` }, token);
  console.log(`Long scroll: demo's home through ${TARGET} posts at ${STEP} px a frame. ${machine(world.browser)}\n`);
  console.log('width   | posts passed | DOM elements | heap after GC | frame p95 | long tasks (total) | reached the end and waited');
  console.log('--------|--------------|--------------|---------------|-----------|--------------------|---------------------------');
  for (const width of [600, 1280]) {
    const row = await run(world, width);
    console.log(
      `${String(width).padStart(4)} px | ${String(row.passed).padStart(12)} | ${String(row.dom).padStart(12)} | ${row.heap.toFixed(1).padStart(10)} MB | ${row.frameP95.toFixed(1).padStart(6)} ms | ${String(row.longTasks).padStart(6)} (${row.longTotal.toFixed(0)} ms) | ${row.waits} times, ${(row.waited / 1000).toFixed(1)} s of ${row.seconds.toFixed(0)} s`,
    );
  }
} finally {
  await world.close();
}
