import { defineConfig } from 'tsup';

export default defineConfig({
  // The client's surface, the text rules, and the building blocks behind the features (src/internals.ts).
  entry: { index: 'src/index.ts', text: 'src/text/index.ts', internals: 'src/internals.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
});
