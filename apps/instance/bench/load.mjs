// Load benchmark for the local instance (a script, not a test). Starts the built instance in memory
// with the demo world on a free loopback port, then measures:
//   1. GET /api/v1/timelines/home with 50 concurrent clients (requests/s, p50/p99 latency);
//   2. how many streaming clients one process holds while statuses are posted (delivery ratio
//      and latency per step).
// Usage: pnpm --filter @trumpet/instance build && pnpm --filter @trumpet/instance bench
//        [-- --duration 10 --steps 250,500,1000,2000]
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

const here = path.dirname(fileURLToPath(import.meta.url));
const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const duration = Number(arg('duration', '10'));
const steps = arg('steps', '250,500,1000,2000').split(',').map(Number);

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [path.join(here, '../dist/cli.js'), '--memory', '--port', String(port), '--seed', 'demo', '--no-rate-limit'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => (String(chunk).includes(base) ? resolve() : undefined));
  server.on('exit', (code) => reject(new Error(`instance exited with ${code}`)));
});

try {
  const app = await post('/api/v1/apps', { client_name: 'bench', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write' });
  const grant = (username) =>
    post('/oauth/token', { grant_type: 'password', client_id: app.client_id, client_secret: app.client_secret, username, password: 'password', scope: 'read write' });
  const demo = (await grant('demo')).access_token;
  const alice = (await grant('alice')).access_token;

  console.log(`# Trumpet instance load benchmark (${new Date().toISOString().slice(0, 10)}, node ${process.version})`);
  const result = await autocannon({
    url: `${base}/api/v1/timelines/home`,
    connections: 50,
    duration,
    headers: { authorization: `Bearer ${demo}` },
  });
  console.log(
    `home timeline, 50 clients, ${duration} s: ${Math.round(result.requests.average)} req/s, ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors`,
  );

  const sockets = [];
  for (const target of steps) {
    while (sockets.length < target) sockets.push(await openStream(demo));
    const sent = 20;
    // A frame can arrive before the POST that caused it has answered: keep arrival times by id.
    const arrivals = new Map();
    const started = new Map();
    const onMessage = (data) => {
      const frame = JSON.parse(String(data));
      if (frame.event !== 'update') return;
      const { id } = JSON.parse(frame.payload);
      arrivals.set(id, [...(arrivals.get(id) ?? []), performance.now()]);
    };
    for (const socket of sockets) socket.on('message', onMessage);
    for (let i = 0; i < sent; i += 1) {
      const before = performance.now();
      const status = await post('/api/v1/statuses', { status: `bench ${target} #${i}` }, alice);
      started.set(status.id, before);
      await sleep(50);
    }
    await sleep(2000);
    for (const socket of sockets) socket.off('message', onMessage);
    const latencies = [...started].flatMap(([id, at]) => (arrivals.get(id) ?? []).map((arrived) => arrived - at));
    const delivered = latencies.length;
    latencies.sort((a, b) => a - b);
    const expected = sent * sockets.length;
    const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? NaN;
    console.log(
      `streaming: ${sockets.length} clients on the user stream, ${sent} statuses: ` +
        `${((100 * delivered) / expected).toFixed(1)} % delivered, p99 ${p99.toFixed(0)} ms, rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB (bench process)`,
    );
    if (delivered < expected * 0.99) break;
  }
  for (const socket of sockets) socket.terminate();
} finally {
  server.kill('SIGTERM');
}

async function post(route, body, token) {
  const response = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return response.json();
}

function openStream(token) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/api/v1/streaming?stream=user`, token);
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
