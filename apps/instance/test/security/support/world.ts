import { createRestClient } from '@trumpet/api-client';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { AddressInfo } from 'node:net';
import { createInstance, createServer, type Instance } from '../../../src';
import { snowflake } from '../../../src/db/ids';
import { createAccount, issueToken } from '../../../src/services/accounts';
import { postStatus } from '../../../src/services/post-status';
import type { TestUser } from '../../support/harness';
import { addFilter, createList, fakeMedia, follow } from '../../support/status-fixtures';

export interface Route {
  method: string;
  url: string;
}

/** A user with a token of every user scope (`read write follow push`); `api` is never called here (requests are injected). */
export type Person = TestUser;

/** What alice owns and nobody else may read or change. */
export interface PrivateThings {
  publicStatus: string;
  privateStatus: string;
  directStatus: string;
  pollStatus: string;
  poll: string;
  /** A public poll, and a public status that the destructive calls of the matrix may delete. */
  publicPoll: string;
  spareStatus: string;
  list: string;
  filter: string;
  notification: string;
  media: string;
  conversation: string;
  pushSubscription: string;
}

export interface Answer {
  statusCode: number;
  headers: Headers;
  body: string;
  json: <T = unknown>() => T;
}

export interface World {
  instance: Instance;
  app: FastifyInstance;
  /** Every route the app registered (HEAD included), in the order they were added. */
  routes: Route[];
  alice: Person;
  bob: Person;
  carol: Person;
  things: PrivateThings;
  /** A token of alice's with exactly these scopes. */
  tokenOf: (scopes: string) => string;
  url: string;
  request: (options: { method: string; url: string; token?: string | null; body?: unknown }) => Promise<Answer>;
  close: () => Promise<void>;
}

const ALL_USER_SCOPES = 'read write follow push';

/**
 * An instance in memory on a free loopback port (jest cannot load `app.inject`'s ESM cookie
 * parser), with alice, bob and carol and alice's private resources. Routes are recorded as Fastify adds them, so a new route shows up in
 * the matrix without anyone listing it.
 */
export async function startWorld(options: { now?: () => Date } = {}): Promise<World> {
  const instance = createInstance({ dataDir: null, baseUrl: 'http://127.0.0.1:4000', rateLimits: false, now: options.now });
  const routes: Route[] = [];
  const app = await createServer(instance, {
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  instance.config.baseUrl = url;
  instance.config.domain = `127.0.0.1:${port}`;

  const person = (username: string): Person => {
    const account = createAccount(instance, { username, displayName: username, password: 'password' });
    const token = issueToken(instance, account.id, ALL_USER_SCOPES);
    return { account, token, api: createRestClient({ url: instance.config.baseUrl, accessToken: token }) };
  };
  const alice = person('alice');
  const bob = person('bob');
  const carol = person('carol');
  follow(instance, carol, alice);
  follow(instance, alice, bob);

  const post = (author: Person, text: string, visibility: 'public' | 'private' | 'direct' = 'public', poll = false) =>
    postStatus(instance, author.account.id, {
      text,
      visibility,
      poll: poll ? { options: ['yes', 'no'], expiresIn: 3600 } : null,
    }).id;

  const publicStatus = post(alice, 'Hello world #hello');
  const privateStatus = post(alice, 'followers only secret #hello', 'private');
  const directStatus = post(alice, '@carol direct secret', 'direct');
  const pollStatus = post(alice, 'private poll secret', 'private', true);
  post(bob, '@alice a mention for alice');
  // A shared link, so the link timeline (only for a trending link) has one to answer for.
  postStatus(instance, bob.account.id, {
    text: 'A good read https://example.com/page',
    card: { url: 'https://example.com/page', title: 'A page', type: 'link', description: '', html: '', width: 0, height: 0, image: null, embed_url: '' },
  });
  const one = <T>(sql: string, ...params: string[]): T => {
    const row = instance.db.prepare<string[], T>(sql).get(...params);
    if (!row) throw new Error(`fixture missing: ${sql}`);
    return row;
  };
  const poll = one<{ id: string }>('SELECT id FROM polls WHERE status_id = ?', pollStatus).id;
  const publicPoll = one<{ id: string }>('SELECT id FROM polls WHERE status_id = ?', post(alice, 'public poll', 'public', true)).id;
  const spareStatus = post(alice, 'to be deleted');
  addFilter(instance, alice, 'secret phrase');
  const filter = one<{ id: string }>('SELECT id FROM filters WHERE account_id = ?', alice.account.id).id;
  const list = createList(instance, alice, [bob]);
  const notification = one<{ id: string }>('SELECT id FROM notifications WHERE account_id = ?', alice.account.id).id;
  const media = fakeMedia(instance, alice, 'alice private picture');
  const conversation = one<{ id: string }>('SELECT id FROM account_conversations WHERE account_id = ?', alice.account.id).id;
  const pushSubscription = snowflake(instance.now());
  instance.db
    .prepare(
      `INSERT INTO push_subscriptions (id, access_token, account_id, endpoint, key_p256dh, key_auth, alerts, policy, created_at)
       VALUES (?, ?, ?, 'https://push.example/alice', 'p256dh', 'auth', '{}', 'all', ?)`,
    )
    .run(pushSubscription, alice.token, alice.account.id, instance.now().toISOString());

  return {
    instance,
    app,
    routes,
    alice,
    bob,
    carol,
    things: { publicStatus, privateStatus, directStatus, pollStatus, poll, publicPoll, spareStatus, list, filter, notification, media, conversation, pushSubscription },
    tokenOf: (scopes) => issueToken(instance, alice.account.id, scopes),
    url,
    request: async ({ method, url: path, token, body }) => {
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${url}${path}`, { method, headers, redirect: 'manual', body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await response.text();
      return { statusCode: response.status, headers: response.headers, body: text, json: <T>() => JSON.parse(text) as T };
    },
    close: async () => {
      await app.close();
      instance.db.close();
    },
  };
}
