import { readFileSync } from 'node:fs';
import path from 'node:path';

export const FIXTURES_DIR = path.resolve(__dirname, '../../../../../shared/fixtures/mastodon-api');

export function fixture<T = unknown>(name: string): T {
  return JSON.parse(readFileSync(path.join(FIXTURES_DIR, name), 'utf8')) as T;
}
