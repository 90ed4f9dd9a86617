/** The relationship fields the account components read (Mastodon's Relationship entity, SPEC §3). */
export interface RelationshipState {
  following: boolean;
  requested: boolean;
  followed_by: boolean;
  blocking: boolean;
  blocked_by: boolean;
  muting: boolean;
  muting_notifications?: boolean;
  domain_blocking: boolean;
  showing_reblogs: boolean;
  endorsed: boolean;
}

/** What the account header and list rows dispatch; the app maps each to a core action (or a confirm modal). */
export type AccountActionKind =
  | 'follow'
  | 'unfollow'
  | 'cancel_request'
  | 'unblock'
  | 'block'
  | 'mute'
  | 'unmute'
  | 'mention'
  | 'direct'
  | 'report'
  | 'show_reblogs'
  | 'hide_reblogs'
  | 'endorse'
  | 'unendorse'
  | 'lists'
  | 'block_domain'
  | 'unblock_domain'
  | 'moderate'
  | 'share'
  | 'edit_profile'
  | 'preferences';

export type FollowButtonState = 'none' | 'edit_profile' | 'follow' | 'unfollow' | 'requested' | 'unblock';

/**
 * SPEC §4 Relationship UI, as Mastodon 3's account header (features/account/components/header.js): nothing
 * until the relationship is loaded; requested → 'Awaiting approval'; blocking → 'Unblock'; following →
 * 'Unfollow'; else 'Follow' (disabled when blocked_by); a moved account not followed shows no button;
 * one's own account shows 'Edit profile'.
 */
export function followButtonState(
  relationship: RelationshipState | null | undefined,
  options: { isSelf: boolean; moved: boolean },
): FollowButtonState {
  if (options.isSelf) return 'edit_profile';
  if (!relationship) return 'none';
  if (options.moved && !relationship.following) return 'none';
  if (relationship.requested) return 'requested';
  if (relationship.blocking) return 'unblock';
  return relationship.following ? 'unfollow' : 'follow';
}
