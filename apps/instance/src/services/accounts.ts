import { randomBytes } from 'node:crypto';
import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { findAccount } from '../db/queries';
import type { AccountRow } from '../db/rows';
import { hashPassword } from './passwords';
import { insertAccessToken } from '../db/repositories/access-tokens';
import { insertAccount } from '../db/repositories/accounts';

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
  insertAccount(instance.db, {
    id,
    username: input.username,
    domain: input.domain ?? null,
    display_name: input.displayName ?? '',
    note: input.note ?? '',
    url: input.url ?? null,
    locked: input.locked ? 1 : 0,
    bot: input.bot ? 1 : 0,
    fields: JSON.stringify(input.fields ?? []),
    created_at: createdAt.toISOString(),
    email: input.email ?? null,
    password_hash: input.password ? hashPassword(input.password) : null,
    role: input.role ?? 'user',
  });
  const row = findAccount(instance.db, id);
  if (!row) throw new Error('account was not created');
  return row;
}

/** Issues an access token for an account (or an app alone, when accountId is null). */
export function issueToken(instance: Instance, accountId: string | null, scopes: string, applicationId: string | null = null): string {
  const token = randomBytes(32).toString('base64url');
  insertAccessToken(instance.db, { token, application_id: applicationId, account_id: accountId, scopes, created_at: instance.now().toISOString() });
  return token;
}
