import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import type { SeedAccounts } from './accounts';
import { follow } from './actions';

// Who follows whom, and demo's lists, filter, mute and block. Runs on the seed's back-dated clock.

/** [follower, followed, bell]. Carol is locked; the follows listed here are ones she approved. */
const FOLLOWS: readonly [string, string, boolean?][] = [
  ['demo', 'alice'],
  ['demo', 'bob', true],
  ['demo', 'carol'],
  ['demo', 'dave'],
  ['demo', 'frank'],
  ['demo', 'grace'],
  ['demo', 'someone'],
  ['demo', 'mira'],
  ['demo', 'yosef'],
  ['demo', 'layla'],
  ['demo', 'chatty'],
  ['alice', 'demo'],
  ['bob', 'demo'],
  ['carol', 'demo'],
  ['frank', 'demo'],
  ['someone', 'demo'],
  ['yosef', 'demo'],
  ['alice', 'bob'],
  ['bob', 'alice'],
  ['alice', 'carol'],
  ['carol', 'alice'],
  ['carol', 'bob'],
  ['bob', 'carol'],
  ['alice', 'grace'],
  ['grace', 'alice'],
  ['bob', 'grace'],
  ['grace', 'bob'],
  ['grace', 'dave'],
  ['bob', 'dave'],
  ['alice', 'mira'],
  ['mira', 'alice'],
  ['alice', 'frank'],
  ['bob', 'frank'],
  ['frank', 'alice'],
  ['frank', 'bob'],
  ['grace', 'frank'],
  ['alice', 'erin'],
  ['lain', 'grace'],
  ['grace', 'lain'],
  ['someone', 'alice'],
  ['layla', 'yosef'],
  ['yosef', 'layla'],
  ['layla', 'alice'],
  ['alice', 'layla'],
];

/** Follows that happen later, so demo's notifications have recent ones: [follower, followed, hours ago]. */
export const LATE_FOLLOWS: readonly [string, string, number][] = [
  ['grace', 'demo', 72],
  ['mira', 'demo', 22],
  ['layla', 'demo', 3],
];

/** Follow requests still waiting for an answer: [from, to, hours ago]. */
export const PENDING_REQUESTS: readonly [string, string, number][] = [
  ['frank', 'carol', 50],
  ['lain', 'demo', 6],
];

const id = (accounts: SeedAccounts, username: string): string => {
  const row = accounts.get(username);
  if (!row) throw new Error(`no seeded account ${username}`);
  return row.id;
};

/** The first follows, at `at`; also erin's move to frank and demo's mute and block. */
export function seedGraph(instance: Instance, accounts: SeedAccounts): void {
  for (const [from, to, bell] of FOLLOWS) follow(instance, id(accounts, from), id(accounts, to), { bell: bell ?? false, force: true });
  const { db } = instance;
  const now = instance.now().toISOString();
  db.prepare('INSERT INTO mutes (id, account_id, target_account_id, hide_notifications, created_at) VALUES (?, ?, ?, 1, ?)').run(
    snowflake(instance.now()),
    id(accounts, 'demo'),
    id(accounts, 'chatty'),
    now,
  );
  db.prepare('INSERT INTO blocks (id, account_id, target_account_id, created_at) VALUES (?, ?, ?, ?)').run(
    snowflake(instance.now()),
    id(accounts, 'demo'),
    id(accounts, 'loud'),
    now,
  );
}

/** demo's lists and filter, created with the demo account's first days. */
export function seedListsAndFilters(instance: Instance, accounts: SeedAccounts): void {
  const { db } = instance;
  const demo = id(accounts, 'demo');
  const lists: [string, string[]][] = [
    ['Friends', ['alice', 'bob', 'carol', 'frank']],
    ['Photography', ['alice', 'mira', 'layla']],
  ];
  for (const [title, members] of lists) {
    const listId = snowflake(instance.now());
    const at = instance.now().toISOString();
    db.prepare('INSERT INTO lists (id, account_id, title, created_at) VALUES (?, ?, ?, ?)').run(listId, demo, title, at);
    const add = db.prepare('INSERT INTO list_accounts (list_id, account_id, created_at) VALUES (?, ?, ?)');
    for (const member of members) add.run(listId, id(accounts, member), at);
  }
  db.prepare('INSERT INTO filters (id, account_id, phrase, context, whole_word, irreversible, created_at) VALUES (?, ?, ?, ?, 1, 0, ?)').run(
    snowflake(instance.now()),
    demo,
    'spoiler',
    JSON.stringify(['home', 'public']),
    instance.now().toISOString(),
  );
}

/** Grace's identity proofs (the Keybase-era Mastodon feature the API still lists). */
export function seedIdentityProofs(instance: Instance, accounts: SeedAccounts): void {
  const insert = instance.db.prepare(
    'INSERT INTO identity_proofs (account_id, provider, provider_username, proof_url, profile_url, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const grace = id(accounts, 'grace');
  const at = instance.now().toISOString();
  insert.run(grace, 'keybase', 'grace_achebe', 'https://keybase.io/grace_achebe/sigs/9a3f0c2d1e', 'https://keybase.io/grace_achebe', at);
}

/** erin → frank, as Mastodon records an account migration. */
export function moveAccount(instance: Instance, accounts: SeedAccounts, from: string, to: string): void {
  instance.db.prepare('UPDATE accounts SET moved_to_account_id = ? WHERE id = ?').run(id(accounts, to), id(accounts, from));
  const row = accounts.get(from);
  if (row) row.moved_to_account_id = id(accounts, to);
}

export function seedAccountId(accounts: SeedAccounts, username: string): string {
  return id(accounts, username);
}
