// The whole test run: lint, type-check, build, unit and integration tests (jest), and later the
// browser tests. Prints one closing line `tests: N passed, N failed` for the whole run.
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
]) {
  if (step(name, 'pnpm', args)) passed += 1;
  else {
    failed += 1;
    console.error(`${name} failed`);
  }
}

const jestReport = path.join(reports, 'jest.json');
const jestOk = step('jest', 'pnpm', ['exec', 'jest', '--ci', '--json', `--outputFile=${jestReport}`]);
if (existsSync(jestReport)) {
  const report = JSON.parse(readFileSync(jestReport, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
  if (!jestOk && report.numFailedTests + report.numRuntimeErrorTestSuites === 0) failed += 1;
} else {
  failed += 1;
}

console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
