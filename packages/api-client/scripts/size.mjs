// Prints the api-client's size as a browser app ships it: the built ESM bundled with its
// dependencies (zod, eventemitter3), minified, then gzipped. Run `pnpm build` first.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(dir, 'dist/index.js');
if (!existsSync(entry)) {
  console.error('dist/index.js is missing: run `pnpm --filter @trumpet/api-client build` first.');
  process.exit(1);
}

const result = await build({
  entryPoints: [entry],
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  write: false,
  metafile: true,
  treeShaking: true,
  // The entry's bare imports of its chunks (evaluation order) are dropped under "sideEffects": false, as they should be.
  logOverride: { 'ignored-bare-import': 'silent' },
});
const code = result.outputFiles[0].contents;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`@trumpet/api-client, whole surface bundled: ${kb(code.length)} minified, ${kb(gzipSync(code).length)} gzipped`);

const byPackage = new Map();
for (const [file, info] of Object.entries(result.metafile.outputs[Object.keys(result.metafile.outputs)[0]].inputs)) {
  const match = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(file);
  const name = match ? match[1] : '@trumpet/api-client';
  byPackage.set(name, (byPackage.get(name) ?? 0) + info.bytesInOutput);
}
for (const [name, bytes] of [...byPackage].sort((a, b) => b[1] - a[1])) console.log(`  ${name.padEnd(24)} ${kb(bytes)} minified`);
