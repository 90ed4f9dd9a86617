// `pnpm start`: builds the packages, then runs what Trumpet has so far.
// Today that is the api-client's Node example (see README); the local instance will take its place.
import { spawnSync } from 'node:child_process';

const run = (args) => {
  const result = spawnSync('pnpm', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run(['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);
run(['--filter', '@trumpet/api-client', 'example']);
