import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { defineConfig } from 'tsup';

const { CATALOGUE_FILE, catalogueModule } = createRequire(import.meta.url)('../../scripts/i18n/compile-catalogue.cjs') as {
  CATALOGUE_FILE: RegExp;
  catalogueModule: (json: string, file: string) => string;
};

export default defineConfig({
  // media, modals, compose, emoji and explore are entries of their own so apps can load them lazily.
  entry: {
    index: 'src/index.ts',
    media: 'src/media/index.ts',
    modals: 'src/modals/index.ts',
    compose: 'src/compose/index.ts',
    emoji: 'src/emoji/index.ts',
    explore: 'src/explore/index.ts',
    filters: 'src/filters/index.ts',
    announcements: 'src/announcements/index.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  // Message catalogues ship compiled (no message parser at run time).
  esbuildPlugins: [
    {
      name: 'message-catalogues',
      setup(build) {
        build.onLoad({ filter: CATALOGUE_FILE }, async ({ path }) => ({ contents: catalogueModule(await readFile(path, 'utf8'), path), loader: 'js' }));
      },
    },
  ],
});
