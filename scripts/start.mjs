// `pnpm start`: builds every package, then runs the local instance (seeded with the demo world on
// first start, data kept in .data/instance) with the web app, and opens a browser signed in as the
// demo user through a one-time link. Extra arguments go to the instance:
// `pnpm start -- --port 5000 --simulate`; `--no-open` only prints the link.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
console.log('Building Trumpet: about a minute the first time on 2 cores, seconds once built (turbo keeps what did not change).');
// One line per package as its build starts (hash-only), so a first build shows where it is.
const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=hash-only'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const given = process.argv.slice(2).filter((arg) => arg !== '--');
const open = !given.includes('--no-open');
const args = given.filter((arg) => arg !== '--no-open');
const webDist = path.join(root, 'apps/web/dist');
if (existsSync(path.join(webDist, 'index.html')) && !args.includes('--web')) args.push('--web', webDist);
if (!args.some((arg) => arg.startsWith('--sign-in-link'))) args.push('--sign-in-link', 'demo');

/** The first program found that opens a URL in the desktop's browser. */
function browserOpener() {
  const candidates = process.platform === 'darwin' ? ['open'] : process.platform === 'win32' ? [] : ['xdg-open', 'sensible-browser', 'chromium', 'firefox'];
  return candidates.find((name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0) ?? null;
}

const instance = spawn(process.execPath, [path.join(root, 'apps/instance/dist/cli.js'), ...args], { cwd: root, stdio: ['inherit', 'pipe', 'inherit'] });
let pending = '';
let opened = false;
instance.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (opened || !open) return;
  pending += chunk.toString();
  const link = /Signed-in link for \S+ \(one use, 10 minutes\): (\S+)/.exec(pending)?.[1];
  if (!link) return;
  opened = true;
  const opener = browserOpener();
  if (opener) spawn(opener, [link], { stdio: 'ignore', detached: true }).unref();
  else console.log(`Open ${link} in a browser to use Trumpet signed in as demo.`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => instance.kill(signal));
instance.on('exit', (code) => process.exit(code ?? 0));
