import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { addBlock, insertIdentityProof } from '../db/repositories/account-relations';
import { setMovedTo } from '../db/repositories/accounts';
import { insertWholeWordFilter } from '../db/repositories/filters';
import { insertListAccounts, insertTitledList } from '../db/repositories/lists';
import { insertNotificationMute } from '../db/repositories/mutes';
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
  insertNotificationMute(db, { id: snowflake(instance.now()), account_id: id(accounts, 'demo'), target_account_id: id(accounts, 'chatty'), created_at: now });
  addBlock(db, { id: snowflake(instance.now()), account_id: id(accounts, 'demo'), target_account_id: id(accounts, 'loud'), created_at: now });
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
    insertTitledList(db, { id: listId, account_id: demo, title, created_at: at });
    insertListAccounts(
      db,
      listId,
      members.map((member) => id(accounts, member)),
      at,
    );
  }
  insertWholeWordFilter(db, {
    id: snowflake(instance.now()),
    account_id: demo,
    phrase: 'spoiler',
    context: JSON.stringify(['home', 'public']),
    created_at: instance.now().toISOString(),
  });
}

/** Grace's identity proofs (the Keybase-era Mastodon feature the API still lists). */
export function seedIdentityProofs(instance: Instance, accounts: SeedAccounts): void {
  const grace = id(accounts, 'grace');
  const at = instance.now().toISOString();
  insertIdentityProof(instance.db, grace, {
    provider: 'keybase',
    provider_username: 'grace_achebe',
    proof_url: 'https://keybase.io/grace_achebe/sigs/9a3f0c2d1e',
    profile_url: 'https://keybase.io/grace_achebe',
    updated_at: at,
  });
}

/** erin → frank, as Mastodon records an account migration. */
export function moveAccount(instance: Instance, accounts: SeedAccounts, from: string, to: string): void {
  setMovedTo(instance.db, id(accounts, from), id(accounts, to));
  const row = accounts.get(from);
  if (row) row.moved_to_account_id = id(accounts, to);
}

export function seedAccountId(accounts: SeedAccounts, username: string): string {
  return id(accounts, username);
}
