import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { findAccount } from '../db/queries';
import { insertNotification } from '../db/repositories/notifications';
import { claimPollEnd, endedPollsToAnnounce, voterIds } from '../db/repositories/polls';
import { notify } from './notify';

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
  const due = endedPollsToAnnounce(db, now);
  let closed = 0;
  for (const poll of due) {
    if (!claimPollEnd(db, poll.id)) continue;
    closed += 1;
    for (const voterId of voterIds(db, poll.id)) notify(instance, voterId, poll.account_id, 'poll', poll.status_id);
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
