import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { badRequest, unprocessable } from '../http/api-error';
import { signedIn } from '../http/auth';
import { apiRoutes } from '../http/route';
import { saveWebSettings, webSettingsOf } from '../db/repositories/accounts';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Objects merge key by key, recursively; anything else (arrays too) replaces what was there, as Rails' Hash#deep_merge. */
export function deepMerge(base: Json, patch: Json): Json {
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    const current = Object.hasOwn(out, key) ? out[key] : undefined;
    // defineProperty, so a key named `__proto__` stays data and never becomes the object's prototype.
    Object.defineProperty(out, key, {
      value: isObject(current) && isObject(value) ? deepMerge(current, value) : value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/** Far deeper than the web client's settings go (about four levels); deeper data is refused before any merging. */
const MAX_SETTINGS_DEPTH = 16;

/** Whether objects or arrays nest deeper than `limit` levels; stops looking at the limit. */
function nestedDeeperThan(value: unknown, limit: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (limit === 0) return true;
  return Object.values(value).some((entry) => nestedDeeperThan(entry, limit - 1));
}

function parseStored(text: string): Json {
  try {
    const parsed: unknown = JSON.parse(text);
    return isObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** The settings to merge, as an object or as its JSON text (a form's field): read by settingsOf, whose 400s are Rails' own. */
const settingsFields = z.object({ data: z.unknown().optional() });

/** The settings sent: an object, or JSON text of one; else a 400 as Rails answers. */
function settingsOf(data: unknown): Json {
  let value: unknown = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw badRequest('Error occurred while parsing request parameters');
    }
  }
  if (!isObject(value)) throw badRequest('param is missing or the value is empty: data');
  return value;
}

/**
 * The web client's settings (Mastodon's `PUT /api/web/settings`), merged into what is stored on the
 * account; the page's initial state carries them back, so there is no GET.
 */
export function webSettingsRoutes(app: FastifyInstance, instance: Instance): void {
  const { db } = instance;

  apiRoutes(app, instance).put('/api/web/settings', { auth: signedIn('write:accounts'), body: settingsFields }, async ({ auth: { accountId }, body }) => {
    const data = settingsOf(body.data);
    if (nestedDeeperThan(data, MAX_SETTINGS_DEPTH)) throw unprocessable('data is nested too deeply');
    db.transaction(() => {
      const merged = deepMerge(parseStored(webSettingsOf(db, accountId)), data);
      saveWebSettings(db, accountId, JSON.stringify(merged));
    })();
    return {};
  });
}
