import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { installableApp, SERVICE_WORKER_ENTRY, SERVICE_WORKER_FILE } from './scripts/installable-app';
import { messageCatalogues } from './scripts/message-catalogues';
import { precompress } from './scripts/precompress';

const reactRouterProduction = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));
const source = (file: string) => fileURLToPath(new URL(`../../${file}`, import.meta.url));

// The workspace packages resolve to their sources in dev and build alike: one bundler, one CSS pipeline.
export default defineConfig(({ mode }) => ({
  plugins: [messageCatalogues(), react(), installableApp(), precompress()],
  resolve: {
    dedupe: ['react', 'react-dom'],
    // Exact matches: @trumpet/ui/media, modals, compose, emoji and explore are entries of their own (loaded lazily).
    alias: [
      { find: /^@trumpet\/ui$/, replacement: source('packages/ui/src/index.ts') },
      { find: /^@trumpet\/ui\/media$/, replacement: source('packages/ui/src/media/index.ts') },
      { find: /^@trumpet\/ui\/modals$/, replacement: source('packages/ui/src/modals/index.ts') },
      { find: /^@trumpet\/ui\/compose$/, replacement: source('packages/ui/src/compose/index.ts') },
      { find: /^@trumpet\/ui\/emoji$/, replacement: source('packages/ui/src/emoji/index.ts') },
      { find: /^@trumpet\/ui\/explore$/, replacement: source('packages/ui/src/explore/index.ts') },
      { find: /^@trumpet\/ui\/filters$/, replacement: source('packages/ui/src/filters/index.ts') },
      { find: /^@trumpet\/ui\/announcements$/, replacement: source('packages/ui/src/announcements/index.ts') },
      { find: /^@trumpet\/core$/, replacement: source('packages/core/src/index.ts') },
      { find: /^@trumpet\/core\/text$/, replacement: source('packages/core/src/text/index.ts') },
      { find: /^@trumpet\/api-client$/, replacement: source('packages/api-client/src/index.ts') },
      // react-router 7 exports only its development build (dev warnings and invariant texts); it ships a
      // production one beside it, 2 KB smaller gzipped, which the build takes.
      ...(mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    // SPEC §2: chunks load from /packs/js/.
    assetsDir: 'packs',
    rollupOptions: {
      // The service worker is an entry of its own, at the root so that its scope is the whole app.
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), sw: fileURLToPath(new URL(`./${SERVICE_WORKER_ENTRY}`, import.meta.url)) },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'sw' ? SERVICE_WORKER_FILE : 'packs/js/[name]-[hash].js'),
        chunkFileNames: 'packs/js/[name]-[hash].js',
        assetFileNames: (asset) =>
          (asset.names[0] ?? '').endsWith('.css') ? 'packs/css/[name]-[hash][extname]' : 'packs/media/[name]-[hash][extname]',
      },
    },
  },
}));
