import { scopeCovers } from '../http/scopes';

/** The scopes Mastodon's Doorkeeper is configured with (config/initializers/doorkeeper.rb). */
export const SUPPORTED_SCOPES: readonly string[] = [
  'read',
  'read:accounts',
  'read:blocks',
  'read:bookmarks',
  'read:favourites',
  'read:filters',
  'read:follows',
  'read:lists',
  'read:mutes',
  'read:notifications',
  'read:search',
  'read:statuses',
  'write',
  'write:accounts',
  'write:blocks',
  'write:bookmarks',
  'write:conversations',
  'write:favourites',
  'write:filters',
  'write:follows',
  'write:lists',
  'write:media',
  'write:mutes',
  'write:notifications',
  'write:reports',
  'write:statuses',
  'follow',
  'push',
  'profile',
  'admin:read',
  'admin:read:accounts',
  'admin:read:reports',
  'admin:write',
  'admin:write:accounts',
  'admin:write:reports',
];

const SUPPORTED = new Set(SUPPORTED_SCOPES);

/** Space- (or `+`-) separated scopes, de-duplicated in order; empty input gives `fallback`. */
export function splitScopes(value: string | undefined, fallback = 'read'): string[] {
  const list = (value ?? '').split(/[\s+]+/).filter(Boolean);
  return [...new Set(list.length > 0 ? list : fallback.split(' '))];
}

export const unknownScopes = (scopes: readonly string[]): string[] => scopes.filter((scope) => !SUPPORTED.has(scope));

/** Whether every requested scope is known and covered by what the app registered (`read` covers `read:statuses`). */
export function scopesAllowed(requested: readonly string[], registered: readonly string[]): boolean {
  return unknownScopes(requested).length === 0 && requested.every((scope) => scopeCovers(registered, scope));
}

const DESCRIPTIONS: Record<string, string> = {
  read: 'Read all your account’s data',
  write: 'Modify all your account’s data',
  follow: 'Modify account relationships',
  push: 'Receive your push notifications',
  profile: 'Read only your account’s profile information',
  'read:accounts': 'See account information',
  'read:blocks': 'See your blocks',
  'read:bookmarks': 'See your bookmarks',
  'read:favourites': 'See your favourites',
  'read:filters': 'See your filters',
  'read:follows': 'See your follows',
  'read:lists': 'See your lists',
  'read:mutes': 'See your mutes',
  'read:notifications': 'See your notifications',
  'read:search': 'Search on your behalf',
  'read:statuses': 'See all posts',
  'write:accounts': 'Modify your profile',
  'write:blocks': 'Block accounts and domains',
  'write:bookmarks': 'Bookmark posts',
  'write:conversations': 'Mute and delete conversations',
  'write:favourites': 'Favourite posts',
  'write:filters': 'Create filters',
  'write:follows': 'Follow people',
  'write:lists': 'Create lists',
  'write:media': 'Upload media files',
  'write:mutes': 'Mute people and conversations',
  'write:notifications': 'Clear your notifications',
  'write:reports': 'Report other people',
  'write:statuses': 'Publish posts',
};

export const describeScope = (scope: string): string => DESCRIPTIONS[scope] ?? scope;
