import { build } from 'esbuild';
import path from 'node:path';

const SOURCE = path.resolve(__dirname, '../../src/index.ts');

/** A consumer's code bundled for the browser as an app ships it (minified, tree-shaken), with its dependencies. */
async function bundle(consumer: string): Promise<string> {
  const result = await build({
    stdin: { contents: consumer, resolveDir: __dirname, loader: 'ts' },
    alias: { '@trumpet/api-client': SOURCE },
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

  it('carries every resource with createRestClient', async () => {
    const code = await bundle(`
      import { createRestClient } from '@trumpet/api-client';
      export const home = () => createRestClient({ url: 'https://mastodon.example' }).timelines.home({ limit: 20 });
    `);
    expect(code).toContain('/api/v1/timelines/home');
    for (const unused of UNUSED) expect(code).toContain(unused);
  }, 30_000);
});
