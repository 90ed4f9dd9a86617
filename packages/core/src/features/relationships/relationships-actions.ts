import type { Relationship } from '@trumpet/api-client';
import { createAction, createAsyncActions } from '../../store/actions';

type ById = { id: string };
type RelationshipResult = { relationship: Relationship };
/** Unfollow, block and mute pass the account's statuses in the store so stale ones can be cleaned (SPEC §4). */
type WithStatuses = RelationshipResult & { statusIds: string[] };

/** GET /api/v1/accounts/relationships, only for ids not yet loaded (SPEC §7). */
export const fetchRelationships = createAsyncActions<{ ids: string[] }, { relationships: Relationship[] }>('relationships/FETCH');

/** `reblogs` defaults to true (SPEC §7). The count rises only when this made the user a follower. */
export const followAccount = createAsyncActions<
  ById & { reblogs?: boolean },
  RelationshipResult & { alreadyFollowing: boolean }
>('accounts/FOLLOW');
/** `wasFollowing`: false only when the relationship was loaded and not following (a cancelled request). */
export const unfollowAccount = createAsyncActions<ById, WithStatuses & { wasFollowing: boolean }>('accounts/UNFOLLOW');
export const blockAccount = createAsyncActions<ById, WithStatuses>('accounts/BLOCK');
export const unblockAccount = createAsyncActions<ById, RelationshipResult>('accounts/UNBLOCK');
/** `notifications` defaults to true: the mute dialog defaults to muting notifications (SPEC §4). */
export const muteAccount = createAsyncActions<ById & { notifications?: boolean }, WithStatuses>('accounts/MUTE');
export const unmuteAccount = createAsyncActions<ById, RelationshipResult>('accounts/UNMUTE');
/** Endorse: feature the account on the user's profile (POST /api/v1/accounts/:id/pin). */
export const endorseAccount = createAsyncActions<ById, RelationshipResult>('accounts/PIN');
export const unendorseAccount = createAsyncActions<ById, RelationshipResult>('accounts/UNPIN');
/** POST /api/v1/accounts/:id/note: the user's private note on the account, kept in the relationship. */
export const saveAccountNote = createAsyncActions<ById & { comment: string }, RelationshipResult>('accounts/NOTE');
/** Toggles showing boosts: a follow with `reblogs` the opposite of `showing_reblogs`. */
export const showingReblogsToggled = createAction<ById>('accounts/SHOWING_REBLOGS_TOGGLED');

/** Blocks the domain of an account's handle; does nothing for a local handle (no domain part). */
export const accountDomainBlockToggled = createAction<ById & { block: boolean }>('accounts/DOMAIN_BLOCK_TOGGLED');
/** `accountIds`: the loaded accounts on that domain, whose relationships get domain_blocking. */
export const blockDomain = createAsyncActions<{ domain: string }, { domain: string; accountIds: string[] }>('domain_blocks/BLOCK');
export const unblockDomain = createAsyncActions<{ domain: string }, { domain: string; accountIds: string[] }>(
  'domain_blocks/UNBLOCK',
);

export const authorizeFollowRequest = createAsyncActions<ById, RelationshipResult>('follow_requests/AUTHORIZE');
export const rejectFollowRequest = createAsyncActions<ById, RelationshipResult>('follow_requests/REJECT');
