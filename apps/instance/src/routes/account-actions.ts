import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { isFollowing } from '../db/queries';
import type { AccountRow } from '../db/rows';
import { unprocessable } from '../http/api-error';
import { signedIn } from '../http/auth';
import { bool } from '../http/param-readers';
import { idParams, seconds, text } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import type { ScopeRequirement } from '../http/scopes';
import { serializeRelationship } from '../serializers/relationship';
import { accountOr404 } from '../services/account-lookup';
import { blockAccount, unblockAccount } from '../services/block';
import { followAccount, removeFollow, unfollowAccount } from '../services/follow';
import { muteAccount, unmuteAccount } from '../services/mute';
import { deleteAccountNote, endorse, setAccountNote, unendorse } from '../db/repositories/account-relations';

const NOTE_LIMIT = 2000;

/** A flag param as Rails reads it: absent is undefined, anything unreadable counts as true. */
const railsFlag = () => z.unknown().transform((value) => (value === null ? undefined : (bool(value) ?? true))).optional();

const noFields = z.object({});
const followFields = z.object({ reblogs: railsFlag(), notify: railsFlag() });
const muteFields = z.object({ notifications: railsFlag(), duration: seconds() });
const noteFields = z.object({ comment: text() });

/**
 * What a user does to another account; each answers the new Relationship.
 * https://docs.joinmastodon.org/methods/accounts/#follow and the sections after it.
 */
export function accountActionsRoutes(app: FastifyInstance, instance: Instance): void {
  const { db } = instance;
  const api = apiRoutes(app, instance);
  const action = <B extends z.ZodType>(verb: string, scope: ScopeRequirement, fields: B, run: (viewerId: string, target: AccountRow, params: z.output<B>) => void): void => {
    api.post(`/api/v1/accounts/:id/${verb}`, { auth: signedIn(scope), params: idParams, body: fields }, async ({ auth, params, body }) => {
      const target = accountOr404(instance, params.id);
      run(auth.accountId, target, body);
      return serializeRelationship(instance, auth.accountId, target.id);
    });
  };

  action('follow', ['follow', 'write:follows'], followFields, (viewerId, target, params) => {
    followAccount(instance, viewerId, target, { reblogs: params.reblogs, notify: params.notify });
  });
  action('unfollow', ['follow', 'write:follows'], noFields, (viewerId, target) => unfollowAccount(instance, viewerId, target.id));
  action('remove_from_followers', ['follow', 'write:follows'], noFields, (viewerId, target) => {
    removeFollow(instance, target.id, viewerId);
  });

  action('block', ['follow', 'write:blocks'], noFields, (viewerId, target) => blockAccount(instance, viewerId, target.id));
  action('unblock', ['follow', 'write:blocks'], noFields, (viewerId, target) => unblockAccount(instance, viewerId, target.id));

  action('mute', ['follow', 'write:mutes'], muteFields, (viewerId, target, params) => {
    muteAccount(instance, viewerId, target.id, { notifications: params.notifications ?? true, duration: Math.max(params.duration ?? 0, 0) });
  });
  action('unmute', ['follow', 'write:mutes'], noFields, (viewerId, target) => unmuteAccount(instance, viewerId, target.id));

  // Endorsing ("featuring on profile"): only accounts one follows (AccountPin's validation). Mastodon
  // 4.4 named it endorse/unendorse; pin/unpin stay as the same actions.
  for (const verb of ['pin', 'endorse']) {
    action(verb, 'write:accounts', noFields, (viewerId, target) => {
      if (!isFollowing(db, viewerId, target.id)) throw unprocessable('You must be already following the person you want to endorse');
      endorse(db, { id: snowflake(instance.now()), account_id: viewerId, target_account_id: target.id, created_at: instance.now().toISOString() });
    });
  }
  for (const verb of ['unpin', 'unendorse']) {
    action(verb, 'write:accounts', noFields, (viewerId, target) => {
      unendorse(db, viewerId, target.id);
    });
  }

  // A private note about the account; an empty comment deletes it.
  action('note', 'write:accounts', noteFields, (viewerId, target, params) => {
    const comment = params.comment ?? '';
    if ([...comment].length > NOTE_LIMIT) throw unprocessable(`Comment is too long (maximum is ${NOTE_LIMIT} characters)`);
    if (comment.trim() === '') {
      deleteAccountNote(db, viewerId, target.id);
      return;
    }
    setAccountNote(db, viewerId, target.id, comment, instance.now().toISOString());
  });
}
