/**
 * Small per-device values the client keeps between sessions (the tag history, the compose draft),
 * keyed by the caller (`tagHistory:{user id}`). Values are JSON-compatible; `undefined` when absent.
 */
export interface Preferences {
  get(key: string): Promise<unknown>;
  /** `null` removes the key. */
  set(key: string, value: unknown): Promise<void>;
}

/** Kept for the life of the store: the default, and what tests use. */
export function createMemoryPreferences(): Preferences {
  const values = new Map<string, string>();
  return {
    get: async (key) => {
      const json = values.get(key);
      return json === undefined ? undefined : (JSON.parse(json) as unknown);
    },
    set: async (key, value) => {
      if (value === null || value === undefined) values.delete(key);
      else values.set(key, JSON.stringify(value));
    },
  };
}

/** What of the Web Storage API (`localStorage`) the browser preferences use. */
export interface WebStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Preferences in `localStorage` under `{prefix}{key}`, as Mastodon keeps the tag history
 * (settings.js, `mastodon_tag_history`). A full or unavailable storage loses the value, never throws.
 */
export function createWebStoragePreferences(storage: WebStorageLike, prefix = 'trumpet:'): Preferences {
  return {
    get: async (key) => {
      try {
        const json = storage.getItem(prefix + key);
        return json === null ? undefined : (JSON.parse(json) as unknown);
      } catch {
        return undefined;
      }
    },
    set: async (key, value) => {
      try {
        if (value === null || value === undefined) storage.removeItem(prefix + key);
        else storage.setItem(prefix + key, JSON.stringify(value));
      } catch {
        // Quota exceeded or storage disabled: the value is simply not kept.
      }
    },
  };
}
