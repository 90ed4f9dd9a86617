import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { findAccount } from '../db/queries';
import type { PollRow } from '../db/rows';
import { notify } from './notify';
import { insertNotification } from '../db/repositories/notifications';

/**
 * Notifies, once per poll, everyone who voted in a poll that has ended and its (local) author, as
 * Mastodon's PollExpirationNotifyWorker. The voters' notifications go through notify() (blocks and
 * mutes apply); the author's comes from the author, which notify() would skip as self-notification,
 * so it is written here as NotifyService does for polls. Returns how many polls it closed.
 * https://github.com/mastodon/mastodon/blob/main/app/workers/poll_expiration_notify_worker.rb
 */
export function sweepExpiredPolls(instance: Instance): number {
  const { db } = instance;
  const now = instance.now().toISOString();
  const due = db
    .prepare<[string], PollRow>('SELECT * FROM polls WHERE ended_notified = 0 AND expires_at IS NOT NULL AND expires_at <= ? ORDER BY expires_at')
    .all(now);
  let closed = 0;
  for (const poll of due) {
    const claimed = db.prepare('UPDATE polls SET ended_notified = 1 WHERE id = ? AND ended_notified = 0').run(poll.id).changes > 0;
    if (!claimed) continue;
    closed += 1;
    const voters = db.prepare<[string], { account_id: string }>('SELECT DISTINCT account_id FROM poll_votes WHERE poll_id = ?').all(poll.id);
    for (const { account_id } of voters) notify(instance, account_id, poll.account_id, 'poll', poll.status_id);
    if (findAccount(db, poll.account_id)?.domain === null) {
      const id = snowflake(instance.now());
      insertNotification(db, { id, account_id: poll.account_id, from_account_id: poll.account_id, type: 'poll', status_id: poll.status_id, created_at: now });
      instance.hub.publish(`timeline:${poll.account_id}`, { kind: 'notification', notificationId: id });
    }
  }
  return closed;
}

/** Runs the sweep now and then every `intervalMs`; the returned function stops it. */
export function startPollExpirySweeper(instance: Instance, intervalMs = 15_000, onError: (error: unknown) => void = () => {}): () => void {
  const run = (): void => {
    try {
      sweepExpiredPolls(instance);
    } catch (error) {
      onError(error);
    }
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
