/** A v2 filter as the muted-words screen lists it (the api-client's FilterV2 fits). */
export interface MutedWordsFilter {
  id: string;
  title: string;
  context: readonly string[];
  filter_action: string;
  expires_at: string | null;
  keywords: readonly { id: string; keyword: string; whole_word: boolean }[];
}

export const FILTER_CONTEXTS = ['home', 'notifications', 'public', 'thread', 'account'] as const;
export type FilterContextChoice = (typeof FILTER_CONTEXTS)[number];

export const FILTER_ACTIONS = ['warn', 'hide', 'blur'] as const;
export type FilterActionChoice = (typeof FILTER_ACTIONS)[number];

/** Mastodon's expiry choices, in seconds. */
export const FILTER_EXPIRIES = [1800, 3600, 21600, 43200, 86400, 604800] as const;
