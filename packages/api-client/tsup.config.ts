import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

/** Each entity and resource module, as an entry of its own (tests and barrels aside). */
const modules = (dir: string): string[] =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'index.ts')
    .map((file) => `${dir}/${file}`);

export default defineConfig({
  // One chunk per entity and resource module, not one file: with "sideEffects": false a consumer's
  // bundler then drops the modules it does not import, schemas included (README "Smaller bundles").
  entry: ['src/index.ts', ...modules('src/entities'), ...modules('src/rest')],
  splitting: true,
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
});
