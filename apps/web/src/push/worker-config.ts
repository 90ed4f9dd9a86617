/**
 * What the page tells an account's service worker about push, kept in Cache Storage (which both can
 * read and which outlives the worker between events), one entry per account: the server whose API
 * the notifications' actions call, and the actions' labels in the reader's language (the worker has
 * no message catalogue).
 */
export interface PushWorkerConfig {
  origin: string;
  labels: { reply: string; favourite: string; boost: string };
}

/** What is used of Cache Storage (the page's and the worker's `caches`). */
export interface ConfigStorage {
  open(name: string): Promise<Pick<Cache, 'match' | 'put' | 'delete'>>;
}

const CACHE = 'trumpet-config';
const keyOf = (accountKey: string): string => `/__trumpet/push-config/${encodeURIComponent(accountKey)}`;
/** Where the config of the single subscription of earlier versions was kept (removed when met). */
const LEGACY_CONFIG_KEY = '/__trumpet/push-config';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function parseWorkerConfig(value: unknown): PushWorkerConfig | null {
  if (!isRecord(value) || typeof value.origin !== 'string' || !isRecord(value.labels)) return null;
  const { reply, favourite, boost } = value.labels;
  if (typeof reply !== 'string' || typeof favourite !== 'string' || typeof boost !== 'string') return null;
  return { origin: value.origin, labels: { reply, favourite, boost } };
}

export async function readWorkerConfig(storage: ConfigStorage, accountKey: string): Promise<PushWorkerConfig | null> {
  const response = await (await storage.open(CACHE)).match(keyOf(accountKey));
  return response ? parseWorkerConfig(await response.json().catch(() => null)) : null;
}

export async function writeWorkerConfig(storage: ConfigStorage, accountKey: string, config: PushWorkerConfig): Promise<void> {
  await (await storage.open(CACHE)).put(keyOf(accountKey), new Response(JSON.stringify(config), { headers: { 'content-type': 'application/json' } }));
}

/** Forgets one account's config; the other accounts' stay. */
export async function clearWorkerConfig(storage: ConfigStorage, accountKey: string): Promise<void> {
  await (await storage.open(CACHE)).delete(keyOf(accountKey));
}

export async function clearLegacyWorkerConfig(storage: ConfigStorage): Promise<void> {
  await (await storage.open(CACHE)).delete(LEGACY_CONFIG_KEY);
}
