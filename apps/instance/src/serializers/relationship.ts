import type { Instance } from '../context';
import { findAccount, isBlocking, isDomainBlocking, isFollowing } from '../db/queries';
import { accountNoteOf, isEndorsing } from '../db/repositories/account-relations';
import { followFlags, hasRequestedFollow } from '../db/repositories/follows';
import { activeMute } from '../db/repositories/mutes';

/** https://docs.joinmastodon.org/entities/Relationship/ */
export interface RelationshipJson {
  id: string;
  following: boolean;
  showing_reblogs: boolean;
  notifying: boolean;
  languages: string[] | null;
  followed_by: boolean;
  blocking: boolean;
  blocked_by: boolean;
  muting: boolean;
  muting_notifications: boolean;
  muting_expires_at: string | null;
  requested: boolean;
  requested_by: boolean;
  domain_blocking: boolean;
  endorsed: boolean;
  note: string;
}

/**
 * How `viewerId` relates to `targetId`. As Mastodon's RelationshipSerializer, showing_reblogs and
 * notifying come from the follow, else from the pending request.
 * https://github.com/mastodon/mastodon/blob/main/app/serializers/rest/relationship_serializer.rb
 */
export function serializeRelationship(instance: Instance, viewerId: string, targetId: string): RelationshipJson {
  const { db } = instance;
  const now = instance.now().toISOString();
  const follow = followFlags(db, 'follows', viewerId, targetId);
  const request = followFlags(db, 'follow_requests', viewerId, targetId);
  const mute = activeMute(db, viewerId, targetId, now);
  const note = accountNoteOf(db, viewerId, targetId);
  const domain = findAccount(db, targetId)?.domain ?? null;
  const flags = follow ?? request;
  return {
    id: targetId,
    following: follow !== undefined,
    showing_reblogs: flags?.show_reblogs === 1,
    notifying: flags?.notify === 1,
    languages: null,
    followed_by: isFollowing(db, targetId, viewerId),
    blocking: isBlocking(db, viewerId, targetId),
    blocked_by: isBlocking(db, targetId, viewerId),
    muting: mute !== undefined,
    muting_notifications: mute?.hide_notifications === 1,
    muting_expires_at: mute?.expires_at ?? null,
    requested: request !== undefined,
    requested_by: hasRequestedFollow(db, targetId, viewerId),
    domain_blocking: domain !== null && isDomainBlocking(db, viewerId, domain),
    endorsed: isEndorsing(db, viewerId, targetId),
    note: note ?? '',
  };
}
