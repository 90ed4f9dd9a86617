// `pnpm start`: builds every package, then runs the local instance (seeded with the demo world on
// first start, data kept in .data/instance) with the web app when it has been built.
// Extra arguments go to the instance: `pnpm start -- --port 5000 --simulate`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const webDist = path.join(root, 'apps/web/dist');
if (existsSync(path.join(webDist, 'index.html')) && !args.includes('--web')) args.push('--web', webDist);

const instance = spawn(process.execPath, [path.join(root, 'apps/instance/dist/cli.js'), ...args], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => instance.kill(signal));
instance.on('exit', (code) => process.exit(code ?? 0));
