import type { Instance } from '../../src';
import { snowflake } from '../../src/db/ids';
import type { StatusRow } from '../../src/db/rows';
import { postStatus, type PostStatusInput } from '../../src/services/post-status';
import type { TestUser } from './harness';

/** A clock the test moves: the instance's `now`, starting at the real time. */
export function testClock(): { now: () => Date; advance: (ms: number) => void } {
  let at = Date.now();
  return {
    now: () => new Date(at),
    advance: (ms) => {
      at += ms;
    },
  };
}

export function post(instance: Instance, author: TestUser, text: string, input: Partial<PostStatusInput> = {}): StatusRow {
  return postStatus(instance, author.account.id, { text, ...input });
}

/** A favourite or bookmark row written directly (as the status actions would); returns its id. */
export function mark(instance: Instance, table: 'favourites' | 'bookmarks', user: TestUser, statusId: string): string {
  const id = snowflake(instance.now());
  instance.db
    .prepare(`INSERT INTO ${table} (id, account_id, status_id, created_at) VALUES (?, ?, ?, ?)`)
    .run(id, user.account.id, statusId, instance.now().toISOString());
  return id;
}

export async function rawFetch(
  url: string,
  options: { method?: string; token?: string; json?: unknown } = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    body = text;
  }
  return { status: response.status, body, headers: response.headers };
}
