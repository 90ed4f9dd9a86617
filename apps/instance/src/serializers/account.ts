import type { Instance } from '../context';
import { accountsByIds, accountStats } from '../db/repositories/accounts';
import { followRequestCount } from '../db/repositories/follows';
import { distinct } from '../db/repositories/in-list';
import type { AccountRow } from '../db/rows';
import { readDefaultQuotePolicy } from '../services/web-preferences';
import { renderPlainHtml } from '../text/render';
import { loadEmojis, type EmojiJson } from './emojis';
import { preloadedRenderOptions } from './mention-links';
import { deepFreeze, SnapshotCache } from '../db/snapshot-cache';
import { accountUri, accountUrl, acctOf, mediaUrl } from './urls';
import { isLimited, isSuspended } from '../policies/moderation';

export interface FieldJson {
  name: string;
  value: string;
  verified_at: string | null;
}

export interface AccountJson {
  id: string;
  username: string;
  acct: string;
  display_name: string;
  locked: boolean;
  bot: boolean;
  discoverable: boolean;
  indexable: boolean;
  group: boolean;
  hide_collections: boolean;
  /** Local accounts only (Mastodon sends it `if: :local?`). */
  noindex?: boolean;
  /** Local accounts' highlighted roles; null for remote ones. */
  roles: { id: string; name: string; color: string }[] | null;
  avatar_description: string;
  header_description: string;
  created_at: string;
  note: string;
  url: string;
  uri: string;
  avatar: string;
  avatar_static: string;
  header: string;
  header_static: string;
  followers_count: number;
  following_count: number;
  statuses_count: number;
  last_status_at: string | null;
  emojis: EmojiJson[];
  fields: FieldJson[];
  moved?: AccountJson;
  /** Only when staff suspended the account (its other fields are then emptied). */
  suspended?: true;
  /** Only when staff limited (silenced) the account. */
  limited?: true;
}

export interface CredentialAccountJson extends AccountJson {
  source: {
    privacy: string;
    sensitive: boolean;
    language: string | null;
    note: string;
    fields: FieldJson[];
    follow_requests_count: number;
    discoverable: boolean;
    indexable: boolean;
    hide_collections: boolean;
    quote_policy: string;
    attribution_domains: string[];
  };
  role: { id: string; name: string; permissions: string; color: string; highlighted: boolean };
}

interface StoredField {
  name: string;
  value: string;
  verified_at?: string | null;
}

export function storedFields(account: AccountRow): StoredField[] {
  try {
    const parsed: unknown = JSON.parse(account.fields);
    return Array.isArray(parsed) ? (parsed as StoredField[]) : [];
  } catch {
    return [];
  }
}

const serialized = new SnapshotCache<AccountJson>();

/**
 * Accounts as Mastodon's REST::AccountSerializer shows them (the same to every viewer); the page's
 * lookups are made once for all of them, and only for accounts not serialized since the database
 * last changed.
 */
export function serializeAccounts(instance: Instance, accounts: readonly AccountRow[]): AccountJson[] {
  const cached = serialized.entries(instance.db);
  const missing = cached ? accounts.filter((account) => !cached.has(account.id)) : accounts;
  const fresh = new Map<string, AccountJson>();
  if (missing.length > 0) {
    const moved = accountsByIds(instance.db, distinct(missing.map((account) => account.moved_to_account_id)));
    const movedJson = new Map(accountJsons(instance, [...moved.values()]).map((json) => [json.id, json]));
    for (const json of accountJsons(instance, missing, movedJson)) {
      fresh.set(json.id, json);
      cached?.set(json.id, deepFreeze(json));
    }
  }
  return accounts.map((account) => {
    const json = cached?.get(account.id) ?? fresh.get(account.id);
    if (!json) throw new Error(`account ${account.id} was not serialized`);
    return json;
  });
}

export function serializeAccount(instance: Instance, account: AccountRow): AccountJson {
  const [json] = serializeAccounts(instance, [account]);
  if (!json) throw new Error(`account ${account.id} was not serialized`);
  return json;
}

function accountJsons(instance: Instance, accounts: readonly AccountRow[], moved?: Map<string, AccountJson>): AccountJson[] {
  if (accounts.length === 0) return [];
  const base = instance.config.baseUrl;
  const stats = accountStats(instance.db, distinct(accounts.map((account) => account.id)));
  const fieldsOf = new Map(accounts.map((account) => [account.id, storedFields(account)]));
  const textsOf = (account: AccountRow): string[] => [
    account.display_name,
    account.note,
    ...(fieldsOf.get(account.id) ?? []).flatMap((f) => [f.name, f.value]),
  ];
  const emojis = loadEmojis(instance, accounts.flatMap(textsOf));
  const options = preloadedRenderOptions(
    instance,
    accounts.flatMap((account) => [account.note, ...(fieldsOf.get(account.id) ?? []).map((f) => f.value)]),
  );
  const done = new Map<string, AccountJson>();
  return accounts.map((account) => {
    const earlier = done.get(account.id);
    if (earlier) return earlier;
    const avatar = account.avatar_path ? mediaUrl(instance, account.avatar_path) : (account.remote_avatar_url ?? `${base}/avatars/original/missing.png`);
    const header = account.header_path ? mediaUrl(instance, account.header_path) : (account.remote_header_url ?? `${base}/headers/original/missing.png`);
    const stat = stats.get(account.id);
    const json: AccountJson = {
      id: account.id,
      username: account.username,
      acct: acctOf(account),
      display_name: account.display_name,
      locked: account.locked === 1,
      bot: account.bot === 1,
      discoverable: account.discoverable === 1,
      // Every local post can be found by search here, which is what opting into indexing means.
      indexable: account.discoverable === 1,
      group: false,
      hide_collections: false,
      ...(account.domain === null ? { noindex: false } : {}),
      roles: account.domain === null ? highlightedRoles(account) : null,
      avatar_description: '',
      header_description: '',
      created_at: account.created_at,
      note: renderPlainHtml(account.note, options),
      url: accountUrl(instance, account),
      uri: accountUri(instance, account),
      avatar,
      avatar_static: avatar,
      header,
      header_static: header,
      followers_count: stat?.followers_count ?? 0,
      following_count: stat?.following_count ?? 0,
      statuses_count: stat?.statuses_count ?? 0,
      last_status_at: stat?.last_status_created_at ? stat.last_status_created_at.slice(0, 10) : null,
      emojis: emojis(...textsOf(account)),
      fields: (fieldsOf.get(account.id) ?? []).map((field) => ({
        name: field.name,
        value: renderPlainHtml(field.value, options).replace(/^<p>|<\/p>$/g, ''),
        verified_at: field.verified_at ?? null,
      })),
    };
    const movedTo = account.moved_to_account_id ? moved?.get(account.moved_to_account_id) : undefined;
    if (movedTo) json.moved = movedTo;
    const shown = isSuspended(account) ? suspendedAccountJson(instance, json) : json;
    if (isLimited(account)) shown.limited = true;
    done.set(account.id, shown);
    return shown;
  });
}

/**
 * A suspended account as Mastodon's REST::AccountSerializer shows it: no name, bio, pictures, fields,
 * emojis, roles or move; not locked, bot or discoverable; its counts kept; `suspended: true`.
 * https://github.com/mastodon/mastodon/blob/main/app/serializers/rest/account_serializer.rb
 */
function suspendedAccountJson(instance: Instance, json: AccountJson): AccountJson {
  const base = instance.config.baseUrl;
  const { moved: _moved, ...rest } = json;
  return {
    ...rest,
    display_name: '',
    note: '',
    locked: false,
    bot: false,
    discoverable: false,
    indexable: false,
    roles: json.roles === null ? null : [],
    avatar: `${base}/avatars/original/missing.png`,
    avatar_static: `${base}/avatars/original/missing.png`,
    header: `${base}/headers/original/missing.png`,
    header_static: `${base}/headers/original/missing.png`,
    emojis: [],
    fields: [],
    suspended: true,
  };
}

/** The role an account shows publicly (Mastodon's highlighted roles): Admin or Moderator. */
function highlightedRoles(account: AccountRow): { id: string; name: string; color: string }[] {
  if (account.role === 'admin') return [{ id: '3', name: 'Admin', color: '' }];
  if (account.role === 'moderator') return [{ id: '2', name: 'Moderator', color: '' }];
  return [];
}

export function serializeCredentialAccount(instance: Instance, account: AccountRow): CredentialAccountJson {
  const fields = storedFields(account).map((f) => ({ name: f.name, value: f.value, verified_at: f.verified_at ?? null }));
  const isStaff = account.role === 'admin' || account.role === 'moderator';
  return {
    ...serializeAccount(instance, account),
    source: {
      privacy: account.source_privacy,
      sensitive: account.source_sensitive === 1,
      language: account.source_language,
      note: account.note,
      fields,
      follow_requests_count: followRequestCount(instance.db, account.id),
      // As the account answer: search indexing follows discoverability, collections are never hidden,
      // and no website may credit the account (the instance keeps no attribution domains).
      discoverable: account.discoverable === 1,
      indexable: account.discoverable === 1,
      hide_collections: false,
      quote_policy: readDefaultQuotePolicy(instance.db, account.id),
      attribution_domains: [],
    },
    role: {
      id: isStaff ? (account.role === 'admin' ? '3' : '2') : '-99',
      name: isStaff ? account.role[0]?.toUpperCase() + account.role.slice(1) : '',
      permissions: account.role === 'admin' ? '1' : account.role === 'moderator' ? '1020' : '0',
      color: '',
      highlighted: isStaff,
    },
  };
}
