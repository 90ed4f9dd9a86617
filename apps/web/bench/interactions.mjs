// `pnpm bench:web -- interactions`: how soon the screen answers, at 1280 px: a favourite click until
// the button shows it (20 posts), and each keystroke until the character counter changes while a
// 480-character post is typed in the composer (issue #17). Figures, not a test.
/* global document, window, MutationObserver -- the evaluate callbacks run in the page. */
import { machine, median, openPage, percentile, startWorld } from './world.mjs';

const CLICKS = 20;
const CHARACTERS = 480;

// In the page: the time from each pointerdown/keydown to the next change of the counter's text
// (`selector` given) or of a button's pressed state (none).
function watchResponses(selector) {
  const delays = [];
  let since = null;
  const start = () => (since = performance.now());
  window.addEventListener('pointerdown', start, true);
  window.addEventListener('keydown', start, true);
  const observer = new MutationObserver(() => {
    if (since === null) return;
    delays.push(performance.now() - since);
    since = null;
  });
  if (selector) observer.observe(document.querySelector(selector), { subtree: true, childList: true, characterData: true });
  else observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-pressed'] });
  window.__responses = delays;
}

async function favourites(world) {
  const { context, page } = await openPage(world, 1280);
  const buttons = page.locator('section[aria-label="Home"] article.t-status').getByRole('button', { name: 'Favourite', pressed: false });
  await buttons.first().waitFor();
  await page.evaluate(watchResponses, null);
  for (let index = 0; index < CLICKS; index += 1) {
    const button = buttons.first();
    await button.scrollIntoViewIfNeeded();
    const count = await page.evaluate(() => window.__responses.length);
    await button.click();
    await page.waitForFunction((before) => window.__responses.length > before, count);
  }
  const delays = await page.evaluate(() => window.__responses);
  await context.close();
  return delays;
}

async function keystrokes(world) {
  const { context, page } = await openPage(world, 1280);
  const textarea = page.getByPlaceholder('What is on your mind?');
  await textarea.click();
  await page.locator('.t-character-counter').waitFor();
  await page.evaluate(watchResponses, '.t-character-counter');
  const text = 'Typing a long post to see how quickly the counter follows. '.repeat(9).slice(0, CHARACTERS);
  for (const character of text) await page.keyboard.type(character);
  const delays = await page.evaluate(() => window.__responses);
  await context.close();
  return delays;
}

const world = await startWorld();
try {
  console.log(`Interactions at 1280 px. ${machine(world.browser)}\n`);
  console.log('interaction                                   | samples | median   | p95');
  console.log('----------------------------------------------|---------|----------|---------');
  const rows = [
    ['favourite click to the button pressed', await favourites(world)],
    [`keystroke to the counter, ${CHARACTERS} characters`, await keystrokes(world)],
  ];
  for (const [name, delays] of rows) {
    console.log(`${name.padEnd(45)} | ${String(delays.length).padStart(7)} | ${median(delays).toFixed(1).padStart(5)} ms | ${percentile(delays, 95).toFixed(1).padStart(5)} ms`);
  }
} finally {
  await world.close();
}
