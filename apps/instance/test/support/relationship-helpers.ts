import type { TestInstance, TestUser } from './harness';

// Small helpers for the account and relationship contract tests.

export const count = (t: TestInstance, sql: string, ...params: string[]): number =>
  t.instance.db.prepare<string[], { n: number }>(sql).get(...params)?.n ?? 0;

/** How many notifications of `type` the recipient has from `from` (an account or its id). */
export const notificationCount = (t: TestInstance, recipient: TestUser, from: TestUser | string, type: string): number =>
  count(
    t,
    'SELECT count(*) AS n FROM notifications WHERE account_id = ? AND from_account_id = ? AND type = ?',
    recipient.account.id,
    typeof from === 'string' ? from : from.account.id,
    type,
  );

/** A plain fetch, for status codes and bodies the api-client would not show. */
export async function rawRequest(t: TestInstance, method: string, path: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${t.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, link: response.headers.get('link'), body: (await response.json()) as unknown };
}
