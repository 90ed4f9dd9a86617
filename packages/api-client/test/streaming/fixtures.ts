import { readFileSync } from 'node:fs';
import path from 'node:path';

export const FIXTURES_DIR = path.resolve(__dirname, '../../../../../shared/fixtures/mastodon-api');

export function readFixture(name: string): unknown {
  return JSON.parse(readFileSync(path.join(FIXTURES_DIR, name), 'utf8'));
}

/** A frame as the server sends it: `payload` is the entity JSON-encoded a second time. */
export function frameOf(stream: string[], event: string, entity: unknown): { stream: string[]; event: string; payload: string } {
  return { stream, event, payload: JSON.stringify(entity) };
}
