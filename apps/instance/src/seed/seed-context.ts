import type { Instance } from '../context';
import type { AccountRow } from '../db/rows';
import { acctOf } from '../serializers/urls';
import type { SeedAccounts } from './accounts';
import type { SeedMedia } from './media';
import type { Random } from './random';
import type { Schedule } from './schedule';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export interface SeedContext {
  /** The instance on the seed's clock. */
  instance: Instance;
  random: Random;
  accounts: SeedAccounts;
  schedule: Schedule;
  media: SeedMedia;
  /** The real time the seeded past is relative to. */
  realNow: number;
}

export function account(ctx: SeedContext, username: string): AccountRow {
  const row = ctx.accounts.get(username);
  if (!row) throw new Error(`no seeded account ${username}`);
  return row;
}

/** How another post addresses an account: `@alice` here, `@mira@photos.example` for a remote one. */
export const handleOf = (row: Pick<AccountRow, 'username' | 'domain'>): string => `@${acctOf(row)}`;
