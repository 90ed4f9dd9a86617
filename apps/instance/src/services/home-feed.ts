import type { Instance } from '../context';
import { clearFeedRegenerating } from '../db/repositories/accounts';
import type { AccountRow } from '../db/rows';

// The home and list timeline queries are in db/repositories/home-feed.ts.

const regeneratingSince = new WeakMap<Instance, Map<string, number>>();
const REGENERATION_MS = 1000;

/**
 * Whether the viewer's home feed is still regenerating (answered with 206 and nothing in it). The
 * first request that sees the flag starts a short regeneration; a request a second later clears
 * the flag and gets the feed, so a polling client ends up with 200 and content, as on Mastodon.
 */
export function feedRegenerating(instance: Instance, account: AccountRow): boolean {
  if (account.feed_regenerating !== 1) return false;
  let started = regeneratingSince.get(instance);
  if (!started) {
    started = new Map();
    regeneratingSince.set(instance, started);
  }
  const now = instance.now().getTime();
  const since = started.get(account.id);
  if (since === undefined) {
    started.set(account.id, now);
    return true;
  }
  if (now - since < REGENERATION_MS) return true;
  clearFeedRegenerating(instance.db, account.id);
  started.delete(account.id);
  return false;
}
