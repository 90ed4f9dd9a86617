import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { exists, findAccount, findStatus } from '../db/queries';
import type { StatusRow } from '../db/rows';
import { canSeeStatus } from '../policies/visibility';
import { notify } from '../services/notify';
import { postStatus, type PostStatusInput } from '../services/post-status';
import { reblog as boost } from '../services/reblog';

// What the seeded accounts do, written straight to the schema with the notifications and streaming
// the API would cause. Shared by the seed (on a back-dated clock) and the --simulate loop (real time).

/** Posts through postStatus, then tells followers who rang the bell (Mastodon's `status` notification). */
export function post(instance: Instance, authorId: string, input: PostStatusInput): StatusRow {
  const status = postStatus(instance, authorId, input);
  const author = findAccount(instance.db, authorId);
  if (author?.domain) {
    // A remote account's status has its home server's URLs, as if it had been fetched from there.
    const uri = `https://${author.domain}/users/${author.username}/statuses/${status.id}`;
    const url = `https://${author.domain}/@${author.username}/${status.id}`;
    instance.db.prepare('UPDATE statuses SET uri = ?, url = ? WHERE id = ?').run(uri, url, status.id);
    status.uri = uri;
    status.url = url;
  }
  if (status.visibility !== 'direct' && status.in_reply_to_id === null) {
    const bells = instance.db.prepare<[string], { account_id: string }>('SELECT account_id FROM follows WHERE target_account_id = ? AND notify = 1').all(authorId);
    for (const { account_id } of bells) {
      const already = exists(instance.db, "SELECT 1 FROM notifications WHERE account_id = ? AND status_id = ? AND type = 'status'", account_id, status.id);
      if (!already) notify(instance, account_id, authorId, 'status', status.id);
    }
  }
  return status;
}

export function favourite(instance: Instance, accountId: string, statusId: string): boolean {
  const status = findStatus(instance.db, statusId);
  if (!status || status.reblog_of_id || !canSeeStatus(instance, status, accountId)) return false;
  const now = instance.now();
  const inserted = instance.db
    .prepare('INSERT OR IGNORE INTO favourites (id, account_id, status_id, created_at) VALUES (?, ?, ?, ?)')
    .run(snowflake(now), accountId, statusId, now.toISOString());
  if (inserted.changes === 0) return false;
  notify(instance, status.account_id, accountId, 'favourite', statusId);
  return true;
}

/**
 * A boost through the API's own service, skipped (null) where the API would refuse it or the seed
 * has no use for it: a boost of a boost, of one's own status, of a non-public status, or a second one.
 */
export function reblog(instance: Instance, accountId: string, statusId: string): StatusRow | null {
  const { db } = instance;
  const original = findStatus(db, statusId);
  const account = findAccount(db, accountId);
  if (!original || !account || original.reblog_of_id || original.account_id === accountId) return null;
  if (original.visibility !== 'public' && original.visibility !== 'unlisted') return null;
  if (exists(db, 'SELECT 1 FROM statuses WHERE account_id = ? AND reblog_of_id = ?', accountId, statusId)) return null;
  const row = boost(instance, accountId, original, original.visibility);
  if (account.domain) {
    // A remote account's boost has its home server's activity URL, as if fetched from there.
    const activity = `https://${account.domain}/users/${account.username}/statuses/${row.id}/activity`;
    db.prepare('UPDATE statuses SET uri = ?, url = ? WHERE id = ?').run(activity, activity, row.id);
    row.uri = activity;
    row.url = activity;
  }
  return row;
}

/**
 * Follows `targetId`, or asks to when the target is locked (`force` follows anyway, as if approved;
 * `request` asks even when it is not, as a remote server may). Returns what happened.
 */
export function follow(
  instance: Instance,
  accountId: string,
  targetId: string,
  options: { bell?: boolean; force?: boolean; request?: boolean } = {},
): 'following' | 'requested' | 'unchanged' {
  const { db } = instance;
  const target = findAccount(db, targetId);
  if (!target || accountId === targetId) return 'unchanged';
  if (exists(db, 'SELECT 1 FROM follows WHERE account_id = ? AND target_account_id = ?', accountId, targetId)) return 'unchanged';
  const now = instance.now();
  if ((target.locked === 1 && !options.force) || options.request) {
    const inserted = db
      .prepare('INSERT OR IGNORE INTO follow_requests (id, account_id, target_account_id, notify, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(snowflake(now), accountId, targetId, options.bell ? 1 : 0, now.toISOString());
    if (inserted.changes > 0) notify(instance, targetId, accountId, 'follow_request', null);
    return inserted.changes > 0 ? 'requested' : 'unchanged';
  }
  db.prepare('INSERT INTO follows (id, account_id, target_account_id, notify, created_at) VALUES (?, ?, ?, ?, ?)').run(
    snowflake(now),
    accountId,
    targetId,
    options.bell ? 1 : 0,
    now.toISOString(),
  );
  db.prepare('DELETE FROM follow_requests WHERE account_id = ? AND target_account_id = ?').run(accountId, targetId);
  notify(instance, targetId, accountId, 'follow', null);
  return 'following';
}

/** Votes in a poll (choices are option indexes); ignores a second vote by the same account. */
export function vote(instance: Instance, accountId: string, pollId: string, choices: readonly number[]): void {
  const { db } = instance;
  if (exists(db, 'SELECT 1 FROM poll_votes WHERE poll_id = ? AND account_id = ?', pollId, accountId)) return;
  const now = instance.now();
  const insert = db.prepare('INSERT OR IGNORE INTO poll_votes (id, poll_id, account_id, choice, created_at) VALUES (?, ?, ?, ?, ?)');
  for (const choice of choices) insert.run(snowflake(now), pollId, accountId, choice, now.toISOString());
}

/**
 * Tells the voters and the (local) author that a poll ended, as Mastodon's PollExpirationNotifyWorker,
 * and marks it so the server's own sweep does not tell them again. notify() skips notifications
 * from oneself, so the author's is written here.
 */
export function notifyPollEnded(instance: Instance, pollId: string): void {
  const { db } = instance;
  const poll = db.prepare<[string], { status_id: string; account_id: string }>('SELECT status_id, account_id FROM polls WHERE id = ?').get(pollId);
  if (!poll) return;
  const voters = db.prepare<[string], { account_id: string }>('SELECT DISTINCT account_id FROM poll_votes WHERE poll_id = ? ORDER BY account_id').all(pollId);
  for (const { account_id } of voters) notify(instance, account_id, poll.account_id, 'poll', poll.status_id);
  if (findAccount(db, poll.account_id)?.domain === null) {
    const now = instance.now();
    db.prepare('INSERT INTO notifications (id, account_id, from_account_id, type, status_id, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      snowflake(now),
      poll.account_id,
      poll.account_id,
      'poll',
      poll.status_id,
      now.toISOString(),
    );
  }
  db.prepare('UPDATE polls SET ended_notified = 1 WHERE id = ?').run(pollId);
}

export function bookmark(instance: Instance, accountId: string, statusId: string): void {
  const now = instance.now();
  instance.db
    .prepare('INSERT OR IGNORE INTO bookmarks (id, account_id, status_id, created_at) VALUES (?, ?, ?, ?)')
    .run(snowflake(now), accountId, statusId, now.toISOString());
}

export function pin(instance: Instance, accountId: string, statusId: string): void {
  const now = instance.now();
  instance.db
    .prepare('INSERT OR IGNORE INTO status_pins (id, account_id, status_id, created_at) VALUES (?, ?, ?, ?)')
    .run(snowflake(now), accountId, statusId, now.toISOString());
}
