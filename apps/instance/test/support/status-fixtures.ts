import type { Instance } from '../../src';
import { snowflake } from '../../src/db/ids';
import { insertFilter, insertKeyword } from '../../src/db/repositories/filters';
import type { TestUser } from './harness';

// Relations written straight to the database, so status and timeline tests do not depend on the
// follow, block, list and filter endpoints (tested in their own families).

const now = (instance: Instance): string => instance.now().toISOString();

export function follow(instance: Instance, from: TestUser, to: TestUser, options: { showReblogs?: boolean } = {}): void {
  instance.db
    .prepare('INSERT INTO follows (id, account_id, target_account_id, show_reblogs, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(snowflake(), from.account.id, to.account.id, options.showReblogs === false ? 0 : 1, now(instance));
}

export function block(instance: Instance, from: TestUser, to: TestUser): void {
  instance.db
    .prepare('INSERT INTO blocks (id, account_id, target_account_id, created_at) VALUES (?, ?, ?, ?)')
    .run(snowflake(), from.account.id, to.account.id, now(instance));
}

export function mute(instance: Instance, from: TestUser, to: TestUser, expiresAt: string | null = null): void {
  instance.db
    .prepare('INSERT INTO mutes (id, account_id, target_account_id, expires_at, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(snowflake(), from.account.id, to.account.id, expiresAt, now(instance));
}

export function domainBlock(instance: Instance, from: TestUser, domain: string): void {
  instance.db
    .prepare('INSERT INTO domain_blocks (id, account_id, domain, created_at) VALUES (?, ?, ?, ?)')
    .run(snowflake(), from.account.id, domain.toLowerCase(), now(instance));
}

export function createList(
  instance: Instance,
  owner: TestUser,
  members: TestUser[],
  options: { repliesPolicy?: 'list' | 'followed' | 'none'; exclusive?: boolean } = {},
): string {
  const id = snowflake();
  instance.db
    .prepare('INSERT INTO lists (id, account_id, title, replies_policy, exclusive, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(id, owner.account.id, 'A list', options.repliesPolicy ?? 'list', options.exclusive ? 1 : 0, now(instance));
  for (const member of members) {
    instance.db.prepare('INSERT INTO list_accounts (list_id, account_id, created_at) VALUES (?, ?, ?)').run(id, member.account.id, now(instance));
  }
  return id;
}

export function addFilter(
  instance: Instance,
  owner: TestUser,
  phrase: string,
  options: { context?: string[]; wholeWord?: boolean; irreversible?: boolean; expiresAt?: string | null } = {},
): void {
  // A filter with the phrase as its one keyword, `hide` unless irreversible is false (as a v1 filter).
  const id = snowflake();
  const context = JSON.stringify(options.context ?? ['home', 'public']);
  const action = options.irreversible === false ? 'warn' : 'hide';
  insertFilter(instance.db, { id, account_id: owner.account.id, title: phrase, context, action, expires_at: options.expiresAt ?? null, created_at: now(instance) });
  insertKeyword(instance.db, { id, filter_id: id, keyword: phrase, whole_word: options.wholeWord === false ? 0 : 1, created_at: now(instance) });
}

/** A media attachment owned by the user, ready to attach (no file: enough for posting). */
export function fakeMedia(instance: Instance, owner: TestUser, description: string | null = null): string {
  const id = snowflake();
  instance.db
    .prepare("INSERT INTO media_attachments (id, account_id, type, file_path, description, created_at) VALUES (?, ?, 'image', ?, ?, ?)")
    .run(id, owner.account.id, `media_attachments/files/${id}/original.png`, description, now(instance));
  return id;
}

/** A remote account (no token), e.g. `someone@remote.example`. */
export function remoteAccount(instance: Instance, username: string, domain: string): string {
  const id = snowflake();
  instance.db
    .prepare('INSERT INTO accounts (id, username, domain, display_name, url, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(id, username, domain, username, `https://${domain}/@${username}`, now(instance));
  return id;
}
