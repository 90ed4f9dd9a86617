import { CredentialAccountSchema, ProfileSchema } from '../entities';
import type { HttpClient } from '../http/http-client';
import type { RequestOptions } from '../http/types';

export interface UpdateProfileParams {
  display_name?: string;
  /** Plain text. */
  note?: string;
  avatar?: Blob;
  avatar_description?: string;
  header?: Blob;
  header_description?: string;
  locked?: boolean;
  bot?: boolean;
  discoverable?: boolean;
  indexable?: boolean;
  hide_collections?: boolean;
  show_media?: boolean;
  show_media_replies?: boolean;
  show_featured?: boolean;
  /** At most ten. */
  attribution_domains?: readonly string[];
  fields_attributes?: ReadonlyArray<{ name: string; value: string }>;
}

/**
 * The signed-in user's profile in its editable form (Mastodon 4.6+; removing the avatar or
 * header since 4.2). Older servers: `accounts.updateCredentials`. https://docs.joinmastodon.org/methods/profile/
 */
export function createProfileResource(http: HttpClient) {
  return {
    fetch: (options?: RequestOptions) => http.json(ProfileSchema, { method: 'GET', path: '/api/v1/profile' }, options),
    /** Sent as multipart form data, so images travel with the rest. */
    update: (params: UpdateProfileParams, options?: RequestOptions) =>
      http.json(ProfileSchema, { method: 'PATCH', path: '/api/v1/profile', form: profileForm(params) }, options),
    removeAvatar: (options?: RequestOptions) =>
      http.json(CredentialAccountSchema, { method: 'DELETE', path: '/api/v1/profile/avatar' }, options),
    removeHeader: (options?: RequestOptions) =>
      http.json(CredentialAccountSchema, { method: 'DELETE', path: '/api/v1/profile/header' }, options),
  };
}

export type ProfileResource = ReturnType<typeof createProfileResource>;

function profileForm(params: UpdateProfileParams): FormData {
  const form = new FormData();
  const { avatar, header, attribution_domains: domains, fields_attributes: fields, ...plain } = params;
  for (const [key, value] of Object.entries(plain)) if (value !== undefined) form.append(key, String(value));
  if (avatar) form.append('avatar', avatar);
  if (header) form.append('header', header);
  // An empty list clears the domains: Rails reads `attribution_domains[]=` as [''] and drops the blank.
  if (domains) for (const domain of domains.length > 0 ? domains : ['']) form.append('attribution_domains[]', domain);
  fields?.forEach((field, index) => {
    form.append(`fields_attributes[${index}][name]`, field.name);
    form.append(`fields_attributes[${index}][value]`, field.value);
  });
  return form;
}
