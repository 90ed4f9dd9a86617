// Each chunk's share of what loads before the signed-in home timeline shows, gzipped: the entry, its
// static imports, and the lazy chunks home needs with their static imports, from Vite's manifest of
// the production build. Fails above 30 KB of CSS, or when a chunk meant to be lazy is in the first
// load. The JavaScript budget is what the browser transfers (issue #17): 240 KB before the first post
// at 1280 px, checked in Chromium by apps/web/e2e/budget.e2e.ts; the figure here shows where it goes.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;
export const CSS_BUDGET = 30 * KB;
const FIRST_SCREENS = ['src/screens/HomeTimeline.tsx'];
const BESIDE_HOME = ['src/screens/Notifications.tsx'];

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No manifest at ${manifestFile}: run the web build first (pnpm --filter @trumpet/web build).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
// The page's entry (the service worker, sw.ts, is an entry of its own, never loaded by the page).
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('.html'));
if (!entryKey) {
  console.error('The manifest names no entry.');
  process.exit(1);
}

/** Every chunk reached from `keys` through static imports, each once. */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

/**
 * The manifest key of the lazy chunk holding a screen: the screen's own path, or, when Rollup has made
 * that chunk a shared one (a chunk loaded only from it imports modules placed in it), the dynamic
 * entry named after the screen.
 */
function screenChunk(screen) {
  if (manifest[screen]?.isDynamicEntry) return screen;
  const name = path.basename(screen, path.extname(screen));
  return Object.keys(manifest).find((key) => manifest[key].isDynamicEntry && manifest[key].name === name && key.endsWith('.js')) ?? null;
}
const screenKeys = FIRST_SCREENS.map(screenChunk);
const missing = FIRST_SCREENS.filter((_, index) => screenKeys[index] === null);
if (missing.length > 0) {
  console.error(`Not lazy chunks in the build: ${missing.join(', ')}`);
  process.exit(1);
}
const chunks = closure([entryKey, ...screenKeys.filter((key) => key !== null)]);
const gzipped = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

const js = [...chunks].map((key) => ({ name: key, file: manifest[key].file, size: gzipped(manifest[key].file) }));
const cssFiles = new Set([...chunks].flatMap((key) => manifest[key].css ?? []));
const css = [...cssFiles].map((file) => ({ name: file, file, size: gzipped(file) }));

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
function report(title, rows, budget = null) {
  const total = rows.reduce((sum, row) => sum + row.size, 0);
  console.log(`\n${title} before the signed-in home timeline shows (gzipped):`);
  for (const row of [...rows].sort((a, b) => b.size - a.size)) {
    const share = total === 0 ? 0 : (row.size / total) * 100;
    console.log(`  ${kb(row.size).padStart(9)}  ${share.toFixed(1).padStart(5)} %  ${row.file}${row.name !== row.file ? `  (${row.name})` : ''}`);
  }
  if (budget === null) {
    console.log(`  ${kb(total).padStart(9)}  total`);
    return true;
  }
  console.log(`  ${kb(total).padStart(9)}  total, budget ${kb(budget)}${total > budget ? '  OVER BUDGET' : ''}`);
  return total <= budget;
}

report('JavaScript', js);
const cssOk = report('CSS', css, CSS_BUDGET);

const beside = [...closure(BESIDE_HOME)].filter((key) => !chunks.has(key));
const besideJs = beside.reduce((sum, key) => sum + gzipped(manifest[key].file), 0);
console.log(`\nThe notifications column beside home on wide screens adds ${kb(besideJs)} of JavaScript, loaded in parallel (not counted).`);

// What must stay out of the first load (issue 5): modals, the media viewer, emoji data, the composer's
// language detector (lande). The inline video and audio players are part of a status in the feed
// (issue 11), so they may load with it.
const lazyOnly = Object.entries(manifest)
  .filter(([key]) => /src\/modals\/|MediaModal|VideoModal|emoji|detect-language|\/lande\//i.test(key))
  .map(([key]) => key)
  .filter((key) => chunks.has(key));
if (lazyOnly.length > 0) console.log(`\nIn the first load but meant to be lazy: ${lazyOnly.join(', ')}`);

// What the deferred features call (issue #13): their REST resources load with their chunks, so their
// paths must not be in the first load (core's CoreApi holds what the eager features call).
const DEFERRED_PATHS = [
  '/api/v1/lists', '/api/v1/reports', '/api/v2/search', '/api/v1/trends', '/api/v1/directory', '/api/v2/suggestions',
  '/api/v1/announcements', '/api/v1/scheduled_statuses', '/api/v1/followed_tags', '/api/v1/notifications/requests',
  '/api/v1/preferences', '/api/v2/media', '/api/v1/push/subscription',
];
const eagerPaths = js.flatMap((row) => {
  const code = readFileSync(path.join(dist, row.file), 'utf8');
  return DEFERRED_PATHS.filter((deferred) => code.includes(deferred)).map((deferred) => `${deferred} (${row.file})`);
});
if (eagerPaths.length > 0) console.log(`\nDeferred features' REST calls in the first load: ${eagerPaths.join(', ')}`);

process.exit(cssOk && lazyOnly.length === 0 && eagerPaths.length === 0 ? 0 : 1);
