// What every web benchmark starts from: the production build served by the instance in memory with
// the demo world, headless Chromium, demo's signed-in browser state, and tokens to post as others.
/* global window, requestAnimationFrame, PerformanceObserver -- the page-side helpers run in the browser. */
import { createInstance, createServer, seedDemo } from '@trumpet/instance';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '../dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--enable-precise-memory-info'];

export async function startWorld() {
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

  const post = async (route, body, token) => {
    const response = await fetch(`${url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const oauthApp = await post('/api/v1/apps', { client_name: 'bench', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write' });
  const tokenFor = async (username) =>
    (await post('/oauth/token', { grant_type: 'password', client_id: oauthApp.client_id, client_secret: oauthApp.client_secret, username, password: 'password', scope: 'read write' })).access_token;

  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  await page.goto('/auth/sign_in');
  await page.getByLabel('Username or email').fill('demo');
  await page.getByLabel('Password').fill('password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${url}/`);
  await page.locator('article.t-status').first().waitFor();
  const storageState = await context.storageState();
  await context.close();

  return {
    url,
    browser,
    storageState,
    post,
    tokenFor,
    async close() {
      await browser.close();
      await app.close();
      instance.db.close();
    },
  };
}

/** The machine, for the figures' caption. */
export function machine(browser) {
  let model = cpus()[0]?.model ?? 'unknown CPU';
  try {
    model = readFileSync('/proc/cpuinfo', 'utf8').match(/model name\s*:\s*(.*)/)?.[1] ?? model;
  } catch {
    // not Linux
  }
  let load = '';
  try {
    load = execFileSync('cat', ['/proc/loadavg']).toString().split(' ').slice(0, 3).join(' ');
  } catch {
    // not Linux
  }
  return `${cpus().length} cores (${model}), load ${load}, Node ${process.version}, Chromium ${browser.version()}`;
}

/** A page signed in as demo at the given width, with frame and long-task recording ready to start. */
export async function openPage(world, width, height = 900) {
  const context = await world.browser.newContext({ baseURL: world.url, storageState: world.storageState, viewport: { width, height } });
  await context.addInitScript(installRecorder);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto('/');
  await page.locator('article.t-status').first().waitFor();
  return { context, page, cdp };
}

// In the page: frame intervals and long tasks, between __bench.start() and __bench.stop().
function installRecorder() {
  const bench = { recording: false, frames: [], longTasks: [] };
  window.__bench = bench;
  let last = 0;
  const frame = (at) => {
    if (bench.recording && last > 0) bench.frames.push(at - last);
    last = at;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  new PerformanceObserver((list) => {
    if (bench.recording) for (const entry of list.getEntries()) bench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask' });
  bench.start = () => {
    bench.frames = [];
    bench.longTasks = [];
    last = 0;
    bench.recording = true;
  };
  bench.stop = () => {
    bench.recording = false;
    return { frames: bench.frames, longTasks: bench.longTasks };
  };
}

/** JS heap used after a full garbage collection, in MB. */
export async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
}

export const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

export const median = (values) => percentile(values, 50);

/** Waits for the page to satisfy `predicate` (evaluated in the page), polling each frame. */
export const until = (page, predicate, arg, timeout = 30_000) => page.waitForFunction(predicate, arg, { timeout, polling: 'raf' });
