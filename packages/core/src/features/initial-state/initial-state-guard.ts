import type { Account } from '@trumpet/api-client';
import { initialMeta, type MetaState } from '../meta/meta-slice';

/** SPEC §3 Initial-state meta plus what else the page embeds (Mastodon's initial_state_serializer.rb). */
export interface InitialState {
  meta: Partial<MetaState>;
  accounts: Account[];
  settings: Record<string, unknown>;
  compose: { me: string | null; default_privacy: string | null; default_sensitive: boolean };
  accepted_media_types: string[];
  push_subscription: Record<string, unknown> | null;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';

/** What the importer reads from an account: anything less is left out rather than breaking the import. */
function isAccount(value: unknown): value is Account {
  if (!isObject(value)) return false;
  const { id, username, acct, display_name, note, emojis, fields, moved } = value;
  return (
    [id, username, acct, display_name, note].every(isString) &&
    Array.isArray(emojis) &&
    Array.isArray(fields) &&
    fields.every((field) => isObject(field) && isString(field.name) && isString(field.value)) &&
    (moved === undefined || moved === null || isAccount(moved))
  );
}

const DISPLAY_MEDIA: readonly string[] = ['default', 'show_all', 'hide_all'];

/** The meta keys the store knows, each kept only when of the type the store keeps. */
function parseMeta(value: unknown): Partial<MetaState> {
  if (!isObject(value)) return {};
  const meta: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(initialMeta)) {
    if (!Object.hasOwn(value, key)) continue;
    const given = value[key];
    const fits =
      key === 'display_media'
        ? isString(given) && DISPLAY_MEDIA.includes(given)
        : fallback === null
          ? given === null || isString(given)
          : typeof given === typeof fallback;
    if (fits) meta[key] = given;
  }
  return meta as Partial<MetaState>;
}

/** Lenient: every part that is malformed is left empty, so a page with a broken part still starts. */
export function parseInitialState(value: unknown): InitialState {
  const root = isObject(value) ? value : {};
  const compose = isObject(root.compose) ? root.compose : {};
  const media = isObject(root.media_attachments) ? root.media_attachments : {};
  return {
    meta: parseMeta(root.meta),
    accounts: isObject(root.accounts) ? Object.values(root.accounts).filter(isAccount) : [],
    settings: isObject(root.settings) ? root.settings : {},
    compose: {
      me: isString(compose.me) ? compose.me : null,
      default_privacy: isString(compose.default_privacy) ? compose.default_privacy : null,
      default_sensitive: compose.default_sensitive === true,
    },
    accepted_media_types: Array.isArray(media.accepted_types) ? media.accepted_types.filter(isString) : [],
    push_subscription: isObject(root.push_subscription) ? root.push_subscription : null,
  };
}
