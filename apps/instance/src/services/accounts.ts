import { randomBytes } from 'node:crypto';
import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { findAccount } from '../db/queries';
import type { AccountRow } from '../db/rows';
import { hashPassword } from './passwords';

export interface NewAccount {
  username: string;
  domain?: string | null;
  displayName?: string;
  note?: string;
  password?: string | null;
  email?: string | null;
  locked?: boolean;
  bot?: boolean;
  role?: 'user' | 'moderator' | 'admin';
  fields?: { name: string; value: string; verified_at?: string | null }[];
  url?: string | null;
  createdAt?: Date;
}

export function createAccount(instance: Instance, input: NewAccount): AccountRow {
  const createdAt = input.createdAt ?? instance.now();
  const id = snowflake(createdAt);
  instance.db
    .prepare(
      `INSERT INTO accounts (id, username, domain, display_name, note, url, locked, bot, fields, created_at, email, password_hash, role)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      input.username,
      input.domain ?? null,
      input.displayName ?? '',
      input.note ?? '',
      input.url ?? null,
      input.locked ? 1 : 0,
      input.bot ? 1 : 0,
      JSON.stringify(input.fields ?? []),
      createdAt.toISOString(),
      input.email ?? null,
      input.password ? hashPassword(input.password) : null,
      input.role ?? 'user',
    );
  const row = findAccount(instance.db, id);
  if (!row) throw new Error('account was not created');
  return row;
}

/** Issues an access token for an account (or an app alone, when accountId is null). */
export function issueToken(instance: Instance, accountId: string | null, scopes: string, applicationId: string | null = null): string {
  const token = randomBytes(32).toString('base64url');
  instance.db
    .prepare('INSERT INTO oauth_access_tokens (token, application_id, account_id, scopes, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(token, applicationId, accountId, scopes, instance.now().toISOString());
  return token;
}
