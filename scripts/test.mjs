// The whole test run: lint, type-check, build, the web app's size budget, unit and integration tests
// (jest), and the end-to-end tests in Chromium. Prints one closing line `tests: N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.reports');
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;

function step(name, command, args) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  return result.status === 0;
}

// Gates that are not test cases: each counts as one check so a broken gate shows in the totals.
for (const [name, args] of [
  ['lint', ['exec', 'eslint', '.', '--max-warnings=0']],
  ['typecheck', ['exec', 'turbo', 'run', 'typecheck', '--output-logs=errors-only']],
  ['build', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']],
  ['public types', ['exec', 'node', 'scripts/check-public-types.mjs']],
  // The CSS (30 KB gzipped) before the signed-in home timeline shows, and nothing lazy in the first load;
  // the JavaScript budget (what the browser transfers) is an end-to-end test, apps/web/e2e/budget.e2e.ts.
  ['web size budget', ['--filter', '@trumpet/web', 'size']],
]) {
  if (step(name, 'pnpm', args)) passed += 1;
  else {
    failed += 1;
    console.error(`${name} failed`);
  }
}

/** A jest run whose JSON report adds its test cases to the totals. */
function jestRun(name, extraArgs) {
  const jestReport = path.join(reports, `${name}.json`);
  const ok = step(name, 'pnpm', ['exec', 'jest', ...extraArgs, '--ci', '--json', `--outputFile=${jestReport}`]);
  if (existsSync(jestReport)) {
    const report = JSON.parse(readFileSync(jestReport, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
    if (!ok && report.numFailedTests + report.numRuntimeErrorTestSuites === 0) failed += 1;
  } else {
    failed += 1;
  }
}

jestRun('jest', []);
// The built web app in the system Chromium against the local instance (apps/web/e2e, after the build above).
jestRun('e2e', ['-c', 'apps/web/jest.e2e.config.cjs']);

console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
