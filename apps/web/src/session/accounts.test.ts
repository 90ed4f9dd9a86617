import { handleOf, isExpired, markAccountExpired, rememberAccount, rememberedAccounts, rememberedFrom } from './accounts';
import { rememberedAccount } from '../../test/support/remembered';

const entry = rememberedAccount;

describe('remembered accounts and expired sessions (issue #10)', () => {
  beforeEach(() => localStorage.clear());

  it('marks only the account whose token was refused, and keeps the mark across reads', () => {
    const demo = entry('1', 'https://a.test', 'demo');
    const alice = entry('2', 'https://b.test', 'alice');
    rememberAccount(demo);
    rememberAccount(alice);
    markAccountExpired(demo.key);
    markAccountExpired('unknown@https://c.test');
    const stored = rememberedAccounts();
    expect(stored.map((account) => [account.key, isExpired(account)])).toEqual([
      [demo.key, true],
      [alice.key, false],
    ]);
    // The tokens stay as they were: the expired one is only flagged.
    expect(stored.map((account) => account.accessToken)).toEqual(['token-1', 'token-2']);
  });

  it('clears the mark when the same account signs in again with a new token', () => {
    const demo = entry('1', 'https://a.test', 'demo');
    rememberAccount(demo);
    markAccountExpired(demo.key);
    const verified = { id: '1', username: 'demo', acct: 'demo', display_name: 'Demo', avatar: 'a.png', avatar_static: 'a.png' };
    rememberAccount(rememberedFrom('https://a.test', verified as Parameters<typeof rememberedFrom>[1], 'new-token', demo.client));
    expect(rememberedAccounts()).toEqual([expect.objectContaining({ key: demo.key, accessToken: 'new-token' })]);
    expect(rememberedAccounts().some(isExpired)).toBe(false);
  });

  it('writes a handle with the server for a local acct', () => {
    expect(handleOf('demo', 'https://trumpet.localhost:4000')).toBe('@demo@trumpet.localhost:4000');
    expect(handleOf('alice@b.test', 'https://a.test')).toBe('@alice@b.test');
  });
});
