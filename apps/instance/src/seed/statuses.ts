import { pollOfStatus } from '../db/repositories/polls';
import type { StatusRow } from '../db/rows';
import { bookmark, notifyPollEnded, pin, post, vote } from './actions';
import { scheduleReactions } from './chatter';
import type { PostSpec, ReplySpec } from './content/types';
import { cardJson, storePhotos } from './media';
import { account, DAY, HOUR, MINUTE, type SeedContext } from './seed-context';

/** When a spec is posted: fixed, within its window, or anywhere in the seeded weeks (leaving room for its thread). */
function timeOf(ctx: SeedContext, spec: PostSpec): number {
  const { realNow, schedule, random } = ctx;
  if (spec.hoursAgo !== undefined) return realNow - spec.hoursAgo * HOUR;
  if (spec.daysAgo) {
    const [earliest, latest] = spec.daysAgo;
    return realNow - (latest + random.next() * (earliest - latest)) * DAY;
  }
  const latest = spec.thread ? realNow - 12 * HOUR : schedule.end - HOUR;
  return schedule.start + random.next() * (latest - schedule.start);
}

/** Puts every spec on the schedule, times drawn in spec order so the world is the same every time. */
export function schedulePosts(ctx: SeedContext, specs: readonly PostSpec[]): void {
  for (const spec of specs) {
    const at = timeOf(ctx, spec);
    ctx.schedule.add(at, () => publish(ctx, spec));
  }
}

function publish(ctx: SeedContext, spec: PostSpec): void {
  const { instance } = ctx;
  const author = account(ctx, spec.author);
  const mediaIds = spec.photos ? storePhotos(instance, ctx.media, author.id, spec.photos) : [];
  const status = post(instance, author.id, {
    text: spec.text,
    spoilerText: spec.spoiler ?? '',
    sensitive: spec.sensitive ?? false,
    visibility: spec.visibility ?? 'public',
    language: spec.language ?? 'en',
    mediaIds,
    poll: spec.poll
      ? { options: spec.poll.options, expiresIn: spec.poll.expiresInHours * 3600, multiple: spec.poll.multiple ?? false, hideTotals: spec.poll.hideTotals ?? false }
      : null,
    card: spec.card ? cardJson(instance, ctx.media, spec.card) : null,
    createdAt: instance.now(),
  });
  if (spec.pinned) pin(instance, author.id, status.id);
  if (spec.bookmarkedByDemo) bookmark(instance, account(ctx, 'demo').id, status.id);
  if (spec.poll) schedulePoll(ctx, status, spec.poll);
  if (spec.thread) scheduleThread(ctx, status, spec.thread);
  else if (status.visibility !== 'direct') scheduleReactions(ctx, status, { replies: true });
}

function schedulePoll(ctx: SeedContext, status: StatusRow, poll: NonNullable<PostSpec['poll']>): void {
  const { instance, schedule, random } = ctx;
  const row = pollOfStatus(instance.db, status.id);
  if (!row) return;
  const posted = schedule.time;
  const expires = Date.parse(row.expires_at);
  const lastVote = Math.min(expires, schedule.end) - MINUTE;
  for (const voter of poll.voters) {
    const at = posted + random.next() * Math.max(0, lastVote - posted);
    schedule.add(at, () => vote(instance, account(ctx, voter.username).id, row.id, voter.choices));
  }
  schedule.add(expires, () => notifyPollEnded(instance, row.id));
}

/** A scripted conversation under a post: each reply minutes to an hour or so after the last. */
function scheduleThread(ctx: SeedContext, root: StatusRow, thread: readonly ReplySpec[]): void {
  const posted: StatusRow[] = [];
  let at = ctx.schedule.time;
  thread.forEach((reply, index) => {
    at += (4 + ctx.random.next() * 70) * MINUTE;
    ctx.schedule.add(at, () => {
      const target = reply.replyTo === undefined ? (posted[index - 1] ?? root) : reply.replyTo < 0 ? root : (posted[reply.replyTo] ?? root);
      const status = post(ctx.instance, account(ctx, reply.author).id, {
        text: reply.text,
        visibility: reply.visibility ?? (root.visibility === 'direct' ? 'direct' : 'public'),
        language: reply.language ?? 'en',
        inReplyToId: target.id,
        createdAt: ctx.instance.now(),
      });
      posted[index] = status;
      if (status.visibility !== 'direct') scheduleReactions(ctx, status, { replies: false });
    });
  });
  if (root.visibility !== 'direct') scheduleReactions(ctx, root, { replies: false });
}
