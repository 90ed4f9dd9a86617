import { accountKey, type RememberedAccount } from '../../src/session/accounts';

/** An account signed in on this device, as the account switcher remembers it. */
export const rememberedAccount = (id: string, origin: string, acct: string): RememberedAccount => ({
  key: accountKey(id, origin),
  origin,
  accountId: id,
  acct,
  displayName: acct,
  avatar: '',
  accessToken: `token-${id}`,
  client: { client_id: 'c', client_secret: 's' },
});
