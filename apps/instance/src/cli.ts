#!/usr/bin/env node
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { runCli } from './cli/run';

export { runCli, type RunCliOptions, type RunningInstance } from './cli/run';
export { parseCliArgs, USAGE, type CliOptions } from './cli/args';

async function main(): Promise<void> {
  const result = await runCli(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr });
  if (typeof result === 'number') {
    process.exitCode = result;
    return;
  }
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n${signal}: closing…\n`);
    result.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`trumpet-instance: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/**
 * Whether this module is the program being run (`node dist/cli.js`, or the `trumpet-instance` bin,
 * `bin/trumpet-instance.js`, which imports that file), not imported by a test. In the bundle, shared code (and tsup's `__filename`
 * shim) lives in a chunk, so the entry is recognised by its file name.
 */
function isEntryPoint(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return ['cli.js', 'trumpet-instance.js'].includes(path.basename(realpathSync(entry)));
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  main().catch((error: unknown) => {
    process.stderr.write(`trumpet-instance: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
