import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Payloads of the newer entities (quotes, v2 filters, markers, scheduled statuses, translations,
 * announcements), shaped as the Mastodon docs' and OpenAPI reference's examples, plus server
 * variants (Akkoma). Kept with the tests; the shared fixture folder is read-only.
 */
export const PAYLOADS_DIR = path.resolve(__dirname, 'payloads');

export function payload<T = unknown>(name: string): T {
  return JSON.parse(readFileSync(path.join(PAYLOADS_DIR, name), 'utf8')) as T;
}
