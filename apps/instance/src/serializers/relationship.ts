import type { Instance } from '../context';
import { exists, findAccount } from '../db/queries';

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

interface FollowFlags {
  show_reblogs: number;
  notify: number;
}

/**
 * How `viewerId` relates to `targetId`. As Mastodon's RelationshipSerializer, showing_reblogs and
 * notifying come from the follow, else from the pending request.
 * https://github.com/mastodon/mastodon/blob/main/app/serializers/rest/relationship_serializer.rb
 */
export function serializeRelationship(instance: Instance, viewerId: string, targetId: string): RelationshipJson {
  const { db } = instance;
  const now = instance.now().toISOString();
  const pair = (sql: string, a: string, b: string): boolean => exists(db, sql, a, b);
  const follow = db
    .prepare<[string, string], FollowFlags>('SELECT show_reblogs, notify FROM follows WHERE account_id = ? AND target_account_id = ?')
    .get(viewerId, targetId);
  const request = db
    .prepare<[string, string], FollowFlags>('SELECT show_reblogs, notify FROM follow_requests WHERE account_id = ? AND target_account_id = ?')
    .get(viewerId, targetId);
  const mute = db
    .prepare<[string, string, string], { hide_notifications: number; expires_at: string | null }>(
      'SELECT hide_notifications, expires_at FROM mutes WHERE account_id = ? AND target_account_id = ? AND (expires_at IS NULL OR expires_at > ?)',
    )
    .get(viewerId, targetId, now);
  const note = db
    .prepare<[string, string], { comment: string }>('SELECT comment FROM account_notes WHERE account_id = ? AND target_account_id = ?')
    .get(viewerId, targetId);
  const domain = findAccount(db, targetId)?.domain ?? null;
  const flags = follow ?? request;
  return {
    id: targetId,
    following: follow !== undefined,
    showing_reblogs: flags?.show_reblogs === 1,
    notifying: flags?.notify === 1,
    languages: null,
    followed_by: pair('SELECT 1 FROM follows WHERE account_id = ? AND target_account_id = ?', targetId, viewerId),
    blocking: pair('SELECT 1 FROM blocks WHERE account_id = ? AND target_account_id = ?', viewerId, targetId),
    blocked_by: pair('SELECT 1 FROM blocks WHERE account_id = ? AND target_account_id = ?', targetId, viewerId),
    muting: mute !== undefined,
    muting_notifications: mute?.hide_notifications === 1,
    muting_expires_at: mute?.expires_at ?? null,
    requested: request !== undefined,
    requested_by: pair('SELECT 1 FROM follow_requests WHERE account_id = ? AND target_account_id = ?', targetId, viewerId),
    domain_blocking: domain !== null && pair('SELECT 1 FROM domain_blocks WHERE account_id = ? AND domain = lower(?)', viewerId, domain),
    endorsed: pair('SELECT 1 FROM endorsements WHERE account_id = ? AND target_account_id = ?', viewerId, targetId),
    note: note?.comment ?? '',
  };
}
