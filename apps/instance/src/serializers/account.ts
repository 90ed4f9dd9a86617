import type { Instance } from '../context';
import { findAccount, findAccountByHandle } from '../db/queries';
import type { AccountRow } from '../db/rows';
import { renderPlainHtml, type RenderOptions } from '../text/render';
import { emojisIn, type EmojiJson } from './emojis';
import { accountUri, accountUrl, acctOf, mediaUrl } from './urls';

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
  group: boolean;
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
}

export interface CredentialAccountJson extends AccountJson {
  source: {
    privacy: string;
    sensitive: boolean;
    language: string | null;
    note: string;
    fields: FieldJson[];
    follow_requests_count: number;
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

export function renderOptions(instance: Instance): RenderOptions {
  return {
    baseUrl: instance.config.baseUrl,
    resolveMention: (username, domain) => {
      const local = domain === null || domain === instance.config.domain ? null : domain;
      const account = findAccountByHandle(instance.db, username, local);
      return account ? { username: account.username, url: accountUrl(instance, account) } : null;
    },
  };
}

const count = (instance: Instance, sql: string, id: string): number =>
  instance.db.prepare<[string], { n: number }>(sql).get(id)?.n ?? 0;

export function serializeAccount(instance: Instance, account: AccountRow, depth = 0): AccountJson {
  const base = instance.config.baseUrl;
  const avatar = account.avatar_path ? mediaUrl(instance, account.avatar_path) : (account.remote_avatar_url ?? `${base}/avatars/original/missing.png`);
  const header = account.header_path ? mediaUrl(instance, account.header_path) : (account.remote_header_url ?? `${base}/headers/original/missing.png`);
  const options = renderOptions(instance);
  const fields = storedFields(account);
  const lastStatus = instance.db
    .prepare<[string], { created_at: string }>('SELECT created_at FROM statuses WHERE account_id = ? ORDER BY id DESC LIMIT 1')
    .get(account.id);
  const json: AccountJson = {
    id: account.id,
    username: account.username,
    acct: acctOf(account),
    display_name: account.display_name,
    locked: account.locked === 1,
    bot: account.bot === 1,
    discoverable: account.discoverable === 1,
    group: false,
    created_at: account.created_at,
    note: renderPlainHtml(account.note, options),
    url: accountUrl(instance, account),
    uri: accountUri(instance, account),
    avatar,
    avatar_static: avatar,
    header,
    header_static: header,
    followers_count: count(instance, 'SELECT count(*) AS n FROM follows WHERE target_account_id = ?', account.id),
    following_count: count(instance, 'SELECT count(*) AS n FROM follows WHERE account_id = ?', account.id),
    statuses_count: count(instance, 'SELECT count(*) AS n FROM statuses WHERE account_id = ? AND reblog_of_id IS NULL', account.id),
    last_status_at: lastStatus ? lastStatus.created_at.slice(0, 10) : null,
    emojis: emojisIn(instance, account.display_name, account.note, ...fields.flatMap((f) => [f.name, f.value])),
    fields: fields.map((field) => ({
      name: field.name,
      value: renderPlainHtml(field.value, options).replace(/^<p>|<\/p>$/g, ''),
      verified_at: field.verified_at ?? null,
    })),
  };
  if (account.moved_to_account_id && depth === 0) {
    const moved = findAccount(instance.db, account.moved_to_account_id);
    if (moved) json.moved = serializeAccount(instance, moved, depth + 1);
  }
  return json;
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
      follow_requests_count: count(instance, 'SELECT count(*) AS n FROM follow_requests WHERE target_account_id = ?', account.id),
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
