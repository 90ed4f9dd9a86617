import { createHash } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';
import { appIconPng } from './app-icon';

/** The service worker's entry: built as `/sw.js` (its scope is the whole app), kept out of the page's chunks. */
export const SERVICE_WORKER_ENTRY = 'src/service-worker/sw.ts';
export const SERVICE_WORKER_FILE = 'sw.js';
/** Replaced in the built worker by what it precaches (see service-worker/precache.ts). */
const PRECACHE_PLACEHOLDER = '__TRUMPET_PRECACHE__';

/** The screens the first screen starts loading from the entry (routing/first-screen.ts). */
const FIRST_SCREENS = [/\/src\/screens\/HomeTimeline\.tsx$/, /\/src\/screens\/Notifications\.tsx$/];

// The accent of the light theme (tokens.css), under white: the icon reads on light and dark launchers alike.
const ICON_BACKGROUND = [0x4b, 0x4d, 0xd8] as const;
const ICONS = [
  { size: 192, maskable: false },
  { size: 512, maskable: false },
  { size: 192, maskable: true },
  { size: 512, maskable: true },
] as const;
// At the root: the instance's own /icons/ are Mastodon's server icons.
const iconFile = ({ size, maskable }: { size: number; maskable: boolean }) => `icon-${maskable ? 'maskable-' : ''}${size}.png`;

/** https://developer.mozilla.org/docs/Web/Manifest; theme colours per scheme are index.html's theme-color metas. */
export function webManifest(): Record<string, unknown> {
  return {
    id: '/',
    name: 'Trumpet',
    short_name: 'Trumpet',
    description: 'A fast, accessible web client for Mastodon.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // The dark theme's background (the default theme, tokens.css --t-bg).
    background_color: '#0f1117',
    theme_color: '#0f1117',
    icons: ICONS.map((icon) => ({ src: `/${iconFile(icon)}`, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.maskable ? 'maskable' : 'any' })),
    // https://w3c.github.io/web-share-target/: a shared page opens the composer with it (screens/Share.tsx).
    share_target: { action: '/share', method: 'GET', enctype: 'application/x-www-form-urlencoded', params: { title: 'title', text: 'text', url: 'url' } },
  };
}

/** The chunk and every chunk it imports statically, with their stylesheets. */
function withStaticImports(bundle: Rollup.OutputBundle, start: Rollup.OutputChunk, files: Set<string>): void {
  if (files.has(start.fileName)) return;
  files.add(start.fileName);
  for (const css of start.viteMetadata?.importedCss ?? []) files.add(css);
  for (const imported of start.imports) {
    const next = bundle[imported];
    if (next?.type === 'chunk') withStaticImports(bundle, next, files);
  }
}

/** What the worker precaches: the entry, the first screen's chunks and their stylesheets; never every chunk. */
export function appShellFiles(bundle: Rollup.OutputBundle): string[] {
  const files = new Set<string>();
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    const entry = output.isEntry && (output.facadeModuleId ?? '').endsWith('/index.html');
    // A screen's module may share its chunk with others: the chunk that holds it.
    if (entry || output.moduleIds.some((id) => FIRST_SCREENS.some((screen) => screen.test(id)))) withStaticImports(bundle, output, files);
  }
  return [...files].sort().map((file) => `/${file}`);
}

/**
 * The installable app: the web manifest, its PNG icons drawn from the app's mark at build time, and
 * the service worker's precache list (with a version that changes whenever the shell does).
 */
export function installableApp(): Plugin {
  return {
    name: 'trumpet:installable-app',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const icon of ICONS) {
        this.emitFile({ type: 'asset', fileName: iconFile(icon), source: appIconPng({ size: icon.size, maskable: icon.maskable, background: ICON_BACKGROUND }) });
      }
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: `${JSON.stringify(webManifest(), null, 2)}\n` });
      const worker = bundle[SERVICE_WORKER_FILE];
      if (worker?.type !== 'chunk' || !worker.code.includes(PRECACHE_PLACEHOLDER)) this.error(`${SERVICE_WORKER_FILE} was not built from ${SERVICE_WORKER_ENTRY}`);
      const files = appShellFiles(bundle);
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      worker.code = worker.code.replaceAll(PRECACHE_PLACEHOLDER, JSON.stringify({ version, files }));
    },
  };
}
