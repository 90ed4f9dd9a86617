import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { isFollowing } from '../db/queries';
import type { AccountRow } from '../db/rows';
import { unprocessable } from '../http/api-error';
import { requireUser } from '../http/auth';
import { bool, DURATION_RANGE, int, str } from '../http/param-readers';
import { idParam, paramsOf } from '../http/params';
import type { ScopeRequirement } from '../http/scopes';
import { serializeRelationship } from '../serializers/relationship';
import { accountOr404 } from '../services/account-lookup';
import { blockAccount, unblockAccount } from '../services/block';
import { followAccount, removeFollow, unfollowAccount } from '../services/follow';
import { muteAccount, unmuteAccount } from '../services/mute';
import { deleteAccountNote, endorse, setAccountNote, unendorse } from '../db/repositories/account-relations';

const NOTE_LIMIT = 2000;

type Action = (viewerId: string, target: AccountRow, params: Record<string, unknown>) => void;

/** A flag param as Rails reads it: absent is undefined, anything unreadable counts as true. */
const flag = (value: unknown): boolean | undefined => (value === undefined || value === null ? undefined : (bool(value) ?? true));

/**
 * What a user does to another account; each answers the new Relationship.
 * https://docs.joinmastodon.org/methods/accounts/#follow and the sections after it.
 */
export function accountActionsRoutes(app: FastifyInstance, instance: Instance): void {
  const { db } = instance;
  const action = (verb: string, scope: ScopeRequirement, run: Action): void => {
    app.post(`/api/v1/accounts/:id/${verb}`, async (request) => {
      const auth = requireUser(instance, request, scope);
      const target = accountOr404(instance, idParam(request));
      run(auth.accountId, target, paramsOf(request));
      return serializeRelationship(instance, auth.accountId, target.id);
    });
  };

  action('follow', ['follow', 'write:follows'], (viewerId, target, params) => {
    followAccount(instance, viewerId, target, { reblogs: flag(params.reblogs), notify: flag(params.notify) });
  });
  action('unfollow', ['follow', 'write:follows'], (viewerId, target) => unfollowAccount(instance, viewerId, target.id));
  action('remove_from_followers', ['follow', 'write:follows'], (viewerId, target) => {
    removeFollow(instance, target.id, viewerId);
  });

  action('block', ['follow', 'write:blocks'], (viewerId, target) => blockAccount(instance, viewerId, target.id));
  action('unblock', ['follow', 'write:blocks'], (viewerId, target) => unblockAccount(instance, viewerId, target.id));

  action('mute', ['follow', 'write:mutes'], (viewerId, target, params) => {
    const duration = int(params.duration, 'duration', DURATION_RANGE) ?? 0;
    muteAccount(instance, viewerId, target.id, { notifications: flag(params.notifications) ?? true, duration: Math.max(duration, 0) });
  });
  action('unmute', ['follow', 'write:mutes'], (viewerId, target) => unmuteAccount(instance, viewerId, target.id));

  // Endorsing ("featuring on profile"): only accounts one follows (AccountPin's validation).
  action('pin', 'write:accounts', (viewerId, target) => {
    if (!isFollowing(db, viewerId, target.id)) throw unprocessable('You must be already following the person you want to endorse');
    endorse(db, { id: snowflake(instance.now()), account_id: viewerId, target_account_id: target.id, created_at: instance.now().toISOString() });
  });
  action('unpin', 'write:accounts', (viewerId, target) => {
    unendorse(db, viewerId, target.id);
  });

  // A private note about the account; an empty comment deletes it.
  action('note', 'write:accounts', (viewerId, target, params) => {
    const comment = str(params.comment) ?? '';
    if ([...comment].length > NOTE_LIMIT) throw unprocessable(`Comment is too long (maximum is ${NOTE_LIMIT} characters)`);
    if (comment.trim() === '') {
      deleteAccountNote(db, viewerId, target.id);
      return;
    }
    setAccountNote(db, viewerId, target.id, comment, instance.now().toISOString());
  });
}
