import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { findStatus, isBlocking } from '../db/queries';
import type { PollRow } from '../db/rows';
import { ApiError, badRequest, notFound, unprocessable } from '../http/api-error';
import { anyViewer, signedIn } from '../http/auth';
import { idParams, texts } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { canSeeStatus } from '../policies/visibility';
import { serializePoll } from '../serializers/poll';
import { startPollExpirySweeper } from '../services/poll-expiry';
import { choicesOf, findPoll, insertVotes } from '../db/repositories/polls';

/** A vote's `choices[]`: option indexes, checked as Mastodon's VoteValidator does. */
const voteFields = z.object({ choices: texts() });

/** https://docs.joinmastodon.org/methods/polls/ — and the sweeper that notifies when polls end, run while the app is up. */
export function pollRoutes(app: FastifyInstance, instance: Instance): void {
  const { db } = instance;

  let stopSweeper: (() => void) | null = null;
  app.addHook('onReady', async () => {
    stopSweeper = startPollExpirySweeper(instance, 15_000, (error) => app.log.error(error));
  });
  app.addHook('onClose', async () => {
    stopSweeper?.();
    stopSweeper = null;
  });

  /** The poll, if its status is one the viewer may see (else 404, as Mastodon's StatusPolicy#show?). */
  const visiblePoll = (id: string, viewerId: string | null): PollRow => {
    const poll = findPoll(db, id);
    const status = poll ? findStatus(db, poll.status_id) : undefined;
    if (!poll || !status || !canSeeStatus(instance, status, viewerId)) throw notFound();
    return poll;
  };

  const api = apiRoutes(app, instance);

  api.get('/api/v1/polls/:id', { auth: anyViewer('read:statuses'), params: idParams }, async ({ auth, params }) => {
    const viewerId = auth?.accountId ?? null;
    return serializePoll(instance, visiblePoll(params.id, viewerId), viewerId);
  });

  api.post('/api/v1/polls/:id/votes', { auth: signedIn('write:statuses'), params: idParams, body: voteFields }, async ({ auth: { accountId }, params, body }) => {
    const poll = visiblePoll(params.id, accountId);
    if (isBlocking(db, accountId, poll.account_id)) throw new ApiError(403, 'This action is not allowed');
    const { choices } = body;
    if (choices.length === 0) throw badRequest('param is missing or the value is empty: choices');
    validateVote(instance, poll, accountId, choices);
    const now = instance.now();
    insertVotes(
      db,
      choices.map((choice) => ({ id: snowflake(now), poll_id: poll.id, account_id: accountId, choice: Number(choice), created_at: now.toISOString() })),
    );
    return serializePoll(instance, poll, accountId);
  });
}

/**
 * Mastodon's VoteValidator, with its messages: an ended poll, an option that does not exist, the
 * author's own poll, and a second vote (any on a single-choice poll; the same option twice on a
 * multiple-choice one, which otherwise accepts later votes for other options).
 * https://github.com/mastodon/mastodon/blob/main/app/validators/vote_validator.rb
 */
function validateVote(instance: Instance, poll: PollRow, accountId: string, choices: readonly string[]): void {
  const options = (JSON.parse(poll.options) as unknown[]).length;
  const previous = choicesOf(instance.db, poll.id, accountId);
  const numbers = choices.map((choice) => (/^\d+$/.test(choice.trim()) ? Number(choice) : -1));
  const errors: string[] = [];
  if (poll.expires_at !== null && poll.expires_at <= instance.now().toISOString()) errors.push('The poll has already ended');
  if (numbers.some((n) => n < 0 || n >= options)) errors.push('The chosen vote option does not exist');
  if (poll.account_id === accountId) errors.push('You cannot vote in your own polls');
  const again =
    poll.multiple === 1
      ? numbers.some((n, index) => previous.includes(n) || numbers.indexOf(n) !== index)
      : previous.length > 0 || numbers.length > 1;
  if (again) errors.push('You have already voted on this poll');
  if (errors.length > 0) throw unprocessable(errors.join(', '));
}
