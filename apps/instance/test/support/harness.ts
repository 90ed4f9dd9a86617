import { createRestClient, type RestClient } from '@trumpet/api-client';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { createInstance, createServer, type Instance } from '../../src';
import type { AccountRow } from '../../src/db/rows';
import type { RateLimits } from '../../src/http/rate-limit';
import { createAccount, issueToken, type NewAccount } from '../../src/services/accounts';
import type { Translator } from '../../src/translation/translator';

export interface TestUser {
  account: AccountRow;
  token: string;
  /** @trumpet/api-client signed in as this user. */
  api: RestClient;
}

export interface TestInstance {
  instance: Instance;
  app: FastifyInstance;
  url: string;
  /** A local account with a token of the given scopes (default all). */
  user: (username: string, options?: Partial<NewAccount> & { scopes?: string }) => TestUser;
  /** @trumpet/api-client with no token. */
  anonymous: () => RestClient;
  close: () => Promise<void>;
}

/**
 * An instance in memory, listening on 127.0.0.1 at a free port, for contract tests. Rate limits are
 * off unless a test turns them on with `rateLimits` (the suites send many requests with one token).
 * Outgoing requests (Web Push) may reach 127.0.0.1 over http only with `allowLoopbackOutgoing`.
 */
export async function startTestInstance(
  options: { now?: () => Date; rateLimits?: Partial<RateLimits> | false; allowLoopbackOutgoing?: boolean; translator?: Translator } = {},
): Promise<TestInstance> {
  const instance = createInstance({
    dataDir: null,
    baseUrl: 'http://127.0.0.1',
    now: options.now,
    rateLimits: options.rateLimits ?? false,
    allowLoopbackOutgoing: options.allowLoopbackOutgoing,
    translator: options.translator,
  });
  const app = await createServer(instance);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  instance.config.baseUrl = url;
  instance.config.domain = `127.0.0.1:${port}`;
  return {
    instance,
    app,
    url,
    user: (username, { scopes = 'read write follow push', ...account } = {}) => {
      const row = createAccount(instance, { username, displayName: username[0]?.toUpperCase() + username.slice(1), password: 'password', ...account });
      const token = issueToken(instance, row.id, scopes);
      return { account: row, token, api: createRestClient({ url, accessToken: token }) };
    },
    anonymous: () => createRestClient({ url }),
    close: async () => {
      await app.close();
      instance.db.close();
    },
  };
}
