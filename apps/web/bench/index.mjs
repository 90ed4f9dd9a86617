// `pnpm bench:web [-- scenario …]`: runs the web benchmarks one after another, each in a process of
// its own (cold-load, long-scroll, streaming, interactions and session by default). Env: RUNS (cold loads, 10), DURATION
// (streaming seconds, 60), TARGET and STEP (long scroll), SESSION_MINUTES (10).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const SCENARIOS = ['cold-load', 'long-scroll', 'streaming', 'interactions', 'session'];
const chosen = process.argv.slice(2).filter((arg) => arg !== '--');
const unknown = chosen.filter((name) => !SCENARIOS.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown scenario ${unknown.join(', ')}; choose from ${SCENARIOS.join(', ')}.`);
  process.exit(1);
}
for (const scenario of chosen.length > 0 ? chosen : SCENARIOS) {
  console.log(`\n## ${scenario}\n`);
  const { status } = spawnSync(process.execPath, [path.join(here, `${scenario}.mjs`)], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
