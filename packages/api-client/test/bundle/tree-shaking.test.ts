import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PACKAGE = path.resolve(__dirname, '../..');
const SOURCE = path.join(PACKAGE, 'src/index.ts');

/** A consumer's code bundled for the browser as an app ships it (minified, tree-shaken), with its dependencies. */
async function bundle(consumer: string, entry = SOURCE): Promise<string> {
  const result = await build({
    stdin: { contents: consumer, resolveDir: __dirname, loader: 'ts' },
    alias: { '@trumpet/api-client': entry },
    // The published build imports these by name; they are not what is measured.
    external: ['zod', 'eventemitter3'],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    treeShaking: true,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

// Paths and schema keys that only the lists, announcements and reports resources (and their entities) hold.
const UNUSED = ['/api/v1/lists', '/api/v1/announcements', '/api/v1/reports', 'replies_policy', 'all_day'];

describe('tree shaking (README "Smaller bundles")', () => {
  it('keeps the resources a consumer does not use, and their schemas, out of its bundle', async () => {
    const code = await bundle(`
      import { HttpClient, createTimelinesResource, resourceOf } from '@trumpet/api-client';
      const http = new HttpClient({ url: 'https://mastodon.example' });
      export const home = () => resourceOf(http, createTimelinesResource).home({ limit: 20 });
    `);
    expect(code).toContain('/api/v1/timelines/home');
    for (const unused of UNUSED) expect(code).not.toContain(unused);
  }, 30_000);

  it('keeps them out of a bundle of the published build too (tsup.config.ts: a chunk per module)', async () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'api-client-dist-'));
    try {
      const tsup = path.join(path.dirname(require.resolve('tsup/package.json')), 'dist/cli-default.js');
      execFileSync(process.execPath, [tsup, '--out-dir', out, '--no-dts', '--no-sourcemap'], { cwd: PACKAGE, stdio: 'pipe' });
      // The package's own "sideEffects" as a consumer's bundler reads it beside the files.
      const { sideEffects } = JSON.parse(readFileSync(path.join(PACKAGE, 'package.json'), 'utf8')) as { sideEffects: unknown };
      writeFileSync(path.join(out, 'package.json'), JSON.stringify({ type: 'module', sideEffects }));
      const code = await bundle(
        `
        import { HttpClient, createTimelinesResource, resourceOf } from '@trumpet/api-client';
        export const home = () => resourceOf(new HttpClient({ url: 'https://mastodon.example' }), createTimelinesResource).home({ limit: 20 });
      `,
        path.join(out, 'index.js'),
      );
      expect(code).toContain('/api/v1/timelines/home');
      for (const unused of UNUSED) expect(code).not.toContain(unused);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);

  it('carries every resource with createRestClient', async () => {
    const code = await bundle(`
      import { createRestClient } from '@trumpet/api-client';
      export const home = () => createRestClient({ url: 'https://mastodon.example' }).timelines.home({ limit: 20 });
    `);
    expect(code).toContain('/api/v1/timelines/home');
    for (const unused of UNUSED) expect(code).toContain(unused);
  }, 30_000);
});
