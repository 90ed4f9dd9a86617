import { readFileSync } from 'node:fs';
import path from 'node:path';

export const FIXTURES_DIR = path.resolve(__dirname, '../../../../../shared/fixtures/mastodon-api');

export function fixture<T = unknown>(name: string): T {
  return JSON.parse(readFileSync(path.join(FIXTURES_DIR, name), 'utf8')) as T;
}

/** Payloads of the reference's examples and the docs' shapes, kept with the package (see reference/README.md). */
export const REFERENCE_FIXTURES_DIR = path.resolve(__dirname, 'reference');

export function referenceFixture<T = unknown>(name: string): T {
  return JSON.parse(readFileSync(path.join(REFERENCE_FIXTURES_DIR, name), 'utf8')) as T;
}
