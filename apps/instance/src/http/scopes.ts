// https://docs.joinmastodon.org/api/oauth-scopes/

/**
 * What a route asks of a token, as the scopes of Mastodon's `doorkeeper_authorize!`: one scope, or
 * any one of a list. The legacy `follow` scope is listed where Mastodon lists it (follows, blocks,
 * mutes, follow requests, domain blocks: `['follow', 'write:blocks']`), and `profile` only for
 * verify_credentials (`['profile', 'read:accounts']`).
 */
export type ScopeRequirement = string | readonly string[];

/** Whether one granted scope covers one required scope: itself or a parent (`read` ⊇ `read:statuses`, `admin:read` ⊇ `admin:read:accounts`). */
function covers(granted: string, required: string): boolean {
  return granted === required || required.startsWith(`${granted}:`);
}

/** Whether the token's `granted` scopes meet `required`; admin scopes cover no user scope. */
export function scopeCovers(granted: readonly string[], required: ScopeRequirement): boolean {
  const options = typeof required === 'string' ? [required] : required;
  return options.some((scope) => granted.some((have) => covers(have, scope)));
}
