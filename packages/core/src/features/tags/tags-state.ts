import type { Tag } from '@trumpet/api-client';

export interface TagsState {
  /** Hashtags as the server last described them (with `following`), by lowercased name. */
  byName: Record<string, Tag>;
  /** The hashtags the user follows (GET /api/v1/followed_tags), as keys into byName, and the next page's link. */
  followed: { names: string[]; next: string | null; isLoading: boolean; /** Answered once, with a page or an error. */ loaded: boolean };
}

export const initialTags: TagsState = { byName: {}, followed: { names: [], next: null, isLoading: false, loaded: false } };

/** The one key of a hashtag: its name without '#', lowercased (hashtags are case-insensitive). */
export const tagKey = (name: string): string => name.replace(/^#/, '').toLowerCase();
