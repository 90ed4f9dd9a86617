import { defineConfig } from 'tsup';

export default defineConfig({
  // media, modals, compose and emoji are entries of their own so apps can load them lazily.
  entry: {
    index: 'src/index.ts',
    media: 'src/media/index.ts',
    modals: 'src/modals/index.ts',
    compose: 'src/compose/index.ts',
    emoji: 'src/emoji/index.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
});
