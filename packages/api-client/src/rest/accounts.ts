import * as z from 'zod/mini';
import {
  AccountSchema,
  CredentialAccountSchema,
  FamiliarFollowersSchema,
  FeaturedTagSchema,
  IdentityProofSchema,
  ListSchema,
  RelationshipSchema,
  StatusSchema,
  TokenSchema,
} from '../entities';
import type { HttpClient } from '../http/http-client';
import type { PageOptions, RequestOptions } from '../http/types';
import { seg, type RangeParams } from './params';

export interface AccountStatusesParams extends RangeParams {
  exclude_replies?: boolean;
  exclude_reblogs?: boolean;
  pinned?: boolean;
  only_media?: boolean;
  tagged?: string;
}

export interface AccountSearchParams {
  /** Without a leading @ (it is stripped). */
  q: string;
  resolve?: boolean;
  limit?: number;
  /** Only accounts the user follows: the list editor's suggestions. */
  following?: boolean;
}

export interface UpdateCredentialsParams {
  display_name?: string;
  note?: string;
  avatar?: Blob;
  header?: Blob;
  locked?: boolean;
  bot?: boolean;
  discoverable?: boolean;
  fields_attributes?: ReadonlyArray<{ name: string; value: string }>;
  source?: { privacy?: string; sensitive?: boolean; language?: string };
}

/** POST /api/v1/accounts: sign-up through the API, with an app token. */
export interface RegisterAccountParams {
  username: string;
  email: string;
  password: string;
  /** That the user agreed to the server's rules and terms. */
  agreement: boolean;
  /** The language of the confirmation email. */
  locale: string;
  /** Read by moderators when sign-ups need approval. */
  reason?: string;
  /** YYYY-MM-DD, where the server has a minimum age (Mastodon 4.4+). */
  date_of_birth?: string;
}

/** https://docs.joinmastodon.org/methods/accounts/ */
export function createAccountsResource(http: HttpClient) {
  const relationship = (id: string, verb: string, json?: unknown, options?: RequestOptions) =>
    http.json(RelationshipSchema, { method: 'POST', path: `/api/v1/accounts/${seg(id)}/${verb}`, json }, options);
  const accountList = (id: string, list: 'followers' | 'following', params: RangeParams, options?: PageOptions) =>
    http.paginate(AccountSchema, { method: 'GET', path: `/api/v1/accounts/${seg(id)}/${list}`, query: { ...params } }, options);

  return {
    fetch: (id: string, options?: RequestOptions) =>
      http.json(AccountSchema, { method: 'GET', path: `/api/v1/accounts/${seg(id)}` }, options),
    /** Several accounts at once (Mastodon 4.3+). https://docs.joinmastodon.org/methods/accounts/#index */
    fetchMany: (ids: readonly string[], options?: RequestOptions) =>
      http.json(z.array(AccountSchema), { method: 'GET', path: '/api/v1/accounts', query: { id: ids } }, options),
    /**
     * Creates an account; the answer is a token for it, usable once the email is confirmed.
     * https://docs.joinmastodon.org/methods/accounts/#create
     */
    register: (params: RegisterAccountParams, options?: RequestOptions) =>
      http.json(TokenSchema, { method: 'POST', path: '/api/v1/accounts', json: params }, options),
    lookup: (acct: string, options?: RequestOptions) =>
      http.json(AccountSchema, { method: 'GET', path: '/api/v1/accounts/lookup', query: { acct } }, options),
    verifyCredentials: (options?: RequestOptions) =>
      http.json(CredentialAccountSchema, { method: 'GET', path: '/api/v1/accounts/verify_credentials' }, options),
    updateCredentials: (params: UpdateCredentialsParams, options?: RequestOptions) =>
      http.json(
        CredentialAccountSchema,
        { method: 'PATCH', path: '/api/v1/accounts/update_credentials', form: credentialsForm(params) },
        options,
      ),
    /** Leaving `reblogs` or `notify` out keeps what an existing follow has (new follows show boosts). */
    follow: (id: string, params: { reblogs?: boolean; notify?: boolean } = {}, options?: RequestOptions) =>
      relationship(id, 'follow', params, options),
    unfollow: (id: string, options?: RequestOptions) => relationship(id, 'unfollow', undefined, options),
    block: (id: string, options?: RequestOptions) => relationship(id, 'block', undefined, options),
    unblock: (id: string, options?: RequestOptions) => relationship(id, 'unblock', undefined, options),
    mute: (id: string, params: { notifications?: boolean; duration?: number } = {}, options?: RequestOptions) =>
      relationship(id, 'mute', { notifications: true, ...params }, options),
    unmute: (id: string, options?: RequestOptions) => relationship(id, 'unmute', undefined, options),
    /** Feature the account on the user's profile (endorse). */
    pin: (id: string, options?: RequestOptions) => relationship(id, 'pin', undefined, options),
    unpin: (id: string, options?: RequestOptions) => relationship(id, 'unpin', undefined, options),
    /** Feature the account on the user's profile: `pin`'s name since Mastodon 4.4. https://docs.joinmastodon.org/methods/accounts/#endorse */
    endorse: (id: string, options?: RequestOptions) => relationship(id, 'endorse', undefined, options),
    unendorse: (id: string, options?: RequestOptions) => relationship(id, 'unendorse', undefined, options),
    /** The accounts this account features (Mastodon 4.4+). https://docs.joinmastodon.org/methods/accounts/#endorsements */
    endorsements: (id: string, params: Omit<RangeParams, 'min_id'> = {}, options?: PageOptions) =>
      http.paginate(AccountSchema, { method: 'GET', path: `/api/v1/accounts/${seg(id)}/endorsements`, query: { ...params } }, options),
    /** Makes the account stop following the user. https://docs.joinmastodon.org/methods/accounts/#remove_from_followers */
    removeFromFollowers: (id: string, options?: RequestOptions) => relationship(id, 'remove_from_followers', undefined, options),
    note: (id: string, comment: string, options?: RequestOptions) => relationship(id, 'note', { comment }, options),
    followers: (id: string, params: RangeParams = {}, options?: PageOptions) => accountList(id, 'followers', params, options),
    following: (id: string, params: RangeParams = {}, options?: PageOptions) => accountList(id, 'following', params, options),
    statuses: (id: string, params: AccountStatusesParams = {}, options?: PageOptions) =>
      http.paginate(StatusSchema, { method: 'GET', path: `/api/v1/accounts/${seg(id)}/statuses`, query: { ...params } }, options),
    relationships: (ids: readonly string[], options?: RequestOptions) =>
      http.json(z.array(RelationshipSchema), { method: 'GET', path: '/api/v1/accounts/relationships', query: { id: ids } }, options),
    /** Abort the previous call's signal to cancel an in-flight search. */
    search: (params: AccountSearchParams, options?: RequestOptions) =>
      http.json(
        z.array(AccountSchema),
        { method: 'GET', path: '/api/v1/accounts/search', query: { ...params, q: params.q.replace(/^@/, '') } },
        options,
      ),
    lists: (id: string, options?: RequestOptions) =>
      http.json(z.array(ListSchema), { method: 'GET', path: `/api/v1/accounts/${seg(id)}/lists` }, options),
    identityProofs: (id: string, options?: RequestOptions) =>
      http.json(z.array(IdentityProofSchema), { method: 'GET', path: `/api/v1/accounts/${seg(id)}/identity_proofs` }, options),
    /** The hashtags the account features on its profile. https://docs.joinmastodon.org/methods/accounts/#featured_tags */
    featuredTags: (id: string, options?: RequestOptions) =>
      http.json(z.array(FeaturedTagSchema), { method: 'GET', path: `/api/v1/accounts/${seg(id)}/featured_tags` }, options),
    /**
     * For each account, the accounts the user follows that follow it.
     * https://docs.joinmastodon.org/methods/accounts/#familiar_followers
     */
    familiarFollowers: (ids: readonly string[], options?: RequestOptions) =>
      http.json(z.array(FamiliarFollowersSchema), { method: 'GET', path: '/api/v1/accounts/familiar_followers', query: { id: ids } }, options),
  };
}

export type AccountsResource = ReturnType<typeof createAccountsResource>;

function credentialsForm(params: UpdateCredentialsParams): FormData {
  const form = new FormData();
  const { fields_attributes: fields, source, avatar, header, ...plain } = params;
  for (const [key, value] of Object.entries(plain)) if (value !== undefined) form.append(key, String(value));
  if (avatar) form.append('avatar', avatar);
  if (header) form.append('header', header);
  fields?.forEach((field, index) => {
    form.append(`fields_attributes[${index}][name]`, field.name);
    form.append(`fields_attributes[${index}][value]`, field.value);
  });
  for (const [key, value] of Object.entries(source ?? {})) if (value !== undefined) form.append(`source[${key}]`, String(value));
  return form;
}
