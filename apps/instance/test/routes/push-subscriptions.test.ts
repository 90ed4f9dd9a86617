import { notify } from '../../src/services/notify';
import { pushDispatcher } from '../../src/services/web-push';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { startPushEndpoint, verifyVapid, type PushEndpoint } from '../support/push-endpoint';
import { follow } from '../support/status-fixtures';
import { post, rawFetch } from '../support/user-data-fixtures';

describe('push subscriptions', () => {
  let t: TestInstance;
  let endpoint: PushEndpoint;
  let alice: TestUser;
  let bob: TestUser;

  beforeEach(async () => {
    t = await startTestInstance({ allowLoopbackOutgoing: true });
    endpoint = await startPushEndpoint();
    alice = t.user('alice', { password: null });
    bob = t.user('bob', { password: null });
  });
  afterEach(async () => {
    await t.close();
    await endpoint.close();
  });

  const browser = () => ({ endpoint: endpoint.url, keys: endpoint.keys });
  const serverKey = (): string | undefined =>
    t.instance.db.prepare<[], { value: string }>("SELECT value FROM instance_keys WHERE name = 'vapid_public_key'").get()?.value;

  describe('the API', () => {
    it('creates, fetches, updates and deletes the token’s subscription', async () => {
      await expect(alice.api.pushSubscriptions.fetch()).rejects.toMatchObject({ status: 404 });
      const created = await alice.api.pushSubscriptions.create(browser(), { alerts: { mention: true, follow: false }, policy: 'followed' });
      expect(created).toMatchObject({ endpoint: endpoint.url, alerts: { mention: true, follow: false }, policy: 'followed' });
      expect(created.server_key).toBe(serverKey());
      expect(Buffer.from(created.server_key, 'base64url')).toHaveLength(65);
      expect(await alice.api.pushSubscriptions.fetch()).toEqual(created);

      // As Mastodon, an update replaces the data: what is left out is off, and the policy is all again.
      const updated = await alice.api.pushSubscriptions.update({ alerts: { favourite: true, reblog: 'true' as unknown as boolean } });
      expect(updated).toMatchObject({ id: created.id, alerts: { favourite: true, reblog: true }, policy: 'all' });
      expect(updated.alerts.mention).toBeUndefined();

      // masto.js sends the policy beside data rather than in it.
      const masto = await rawFetch(`${t.url}/api/v1/push/subscription`, {
        method: 'PUT',
        token: alice.token,
        json: { policy: 'none', data: { alerts: { mention: true } } },
      });
      expect(masto.body).toMatchObject({ policy: 'none', alerts: { mention: true } });

      await alice.api.pushSubscriptions.remove();
      await expect(alice.api.pushSubscriptions.fetch()).rejects.toMatchObject({ status: 404 });
      await expect(alice.api.pushSubscriptions.update({ alerts: {} })).rejects.toMatchObject({ status: 404 });
    });

    it('keeps one subscription per access token', async () => {
      const first = await alice.api.pushSubscriptions.create(browser());
      const second = await alice.api.pushSubscriptions.create({ ...browser(), endpoint: `${endpoint.url}/2` });
      expect(second.id).not.toBe(first.id);
      const other = t.user('alice2', { password: null });
      await other.api.pushSubscriptions.create(browser());
      const rows = t.instance.db.prepare<[], { endpoint: string }>('SELECT endpoint FROM push_subscriptions ORDER BY id').all();
      expect(rows.map((r) => r.endpoint)).toEqual([`${endpoint.url}/2`, endpoint.url]);
      expect((await alice.api.pushSubscriptions.fetch()).id).toBe(second.id);
      // The server key is generated once and kept.
      expect(second.server_key).toBe(first.server_key);
    });

    it('validates the endpoint, the keys, the alerts and the policy', async () => {
      const create = (body: unknown) => rawFetch(`${t.url}/api/v1/push/subscription`, { method: 'POST', token: alice.token, json: body });
      expect((await create({})).status).toBe(400);
      expect((await create({ subscription: { ...browser(), endpoint: 'ftp://example.com/x' } })).status).toBe(422);
      expect((await create({ subscription: { ...browser(), endpoint: 'not a url' } })).status).toBe(422);
      expect((await create({ subscription: { endpoint: endpoint.url } })).body).toEqual({
        error: "Validation failed: Key p256dh can't be blank, Key auth can't be blank",
      });
      expect((await create({ subscription: { endpoint: endpoint.url, keys: { p256dh: 'bm9wZQ', auth: 'bm9wZQ' } } })).status).toBe(422);
      expect((await create({ subscription: browser(), data: { policy: 'friends' } })).status).toBe(422);
      const unknownAlert = await create({ subscription: browser(), data: { alerts: { mention: true, nonsense: true } } });
      expect((unknownAlert.body as { alerts: unknown }).alerts).toEqual({ mention: true });
    });

    it('requires the push scope', async () => {
      const reader = t.user('reader', { scopes: 'read write', password: null });
      expect((await rawFetch(`${t.url}/api/v1/push/subscription`, { token: reader.token })).status).toBe(403);
      expect((await rawFetch(`${t.url}/api/v1/push/subscription`)).status).toBe(401);
    });

    it('serves the web client’s session-style calls, every alert off unless it says otherwise', async () => {
      const created = await alice.api.pushSubscriptions.createForWeb(browser(), { alerts: { mention: true } });
      expect(created.alerts).toEqual({
        mention: true,
        status: false,
        reblog: false,
        follow: false,
        follow_request: false,
        favourite: false,
        poll: false,
        update: false,
        quote: false,
        quoted_update: false,
        'admin.sign_up': false,
        'admin.report': false,
      });
      const updated = await alice.api.pushSubscriptions.updateForWeb(created.id, { alerts: { follow: true, favourite: true } });
      expect(updated).toMatchObject({ id: created.id, alerts: { follow: true, favourite: true }, policy: 'all' });
      expect(updated.alerts.mention).toBeUndefined();
      // The token's v1 subscription is the same one.
      expect((await alice.api.pushSubscriptions.fetch()).id).toBe(created.id);

      await expect(bob.api.pushSubscriptions.updateForWeb(created.id, { alerts: { mention: true } })).rejects.toMatchObject({ status: 404 });
      const noData = await rawFetch(`${t.url}/api/web/push_subscriptions/${created.id}`, { method: 'PUT', token: alice.token, json: {} });
      expect(noData.status).toBe(400);
      const signedOut = await rawFetch(`${t.url}/api/web/push_subscriptions`, { method: 'POST', json: { subscription: browser() } });
      expect(signedOut.status).toBe(401);
    });
  });

  describe('delivery', () => {
    it('sends a notification to the endpoint, encrypted, with TTL and a VAPID signature', async () => {
      const subscription = await alice.api.pushSubscriptions.create(browser(), { alerts: { favourite: true } });
      const mine = post(t.instance, alice, 'Hello <world> & friends');
      const id = notify(t.instance, alice.account.id, bob.account.id, 'favourite', mine.id);

      const push = await endpoint.next();
      expect(push.headers.ttl).toBe(String(48 * 3600));
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(push.headers.urgency).toBe('normal');
      const vapid = verifyVapid(push.headers.authorization, new URL(endpoint.url).origin);
      expect(vapid.key).toBe(subscription.server_key);
      expect(vapid.claims.sub).toBe('mailto:admin@localhost');
      expect(Number(vapid.claims.exp)).toBeGreaterThan(Date.now() / 1000);

      expect(push.body.includes(Buffer.from('Hello'))).toBe(false);
      expect(endpoint.decrypt(push)).toEqual({
        access_token: alice.token,
        preferred_locale: 'en',
        notification_id: id,
        notification_type: 'favourite',
        icon: expect.stringContaining('/avatars/') as unknown,
        title: 'Bob favorited your post',
        body: 'Hello <world> & friends',
      });
    });

    it('sends only what the alerts and the policy let through', async () => {
      await alice.api.pushSubscriptions.create(browser(), { alerts: { mention: true, follow: true }, policy: 'followed' });
      const carol = t.user('carol', { password: null });
      follow(t.instance, alice, carol);
      notify(t.instance, alice.account.id, bob.account.id, 'follow', null); // bob is not followed
      const mine = post(t.instance, alice, 'x');
      notify(t.instance, alice.account.id, carol.account.id, 'favourite', mine.id); // favourite alert is off
      post(t.instance, carol, `@alice ${'long '.repeat(40)}`);
      await pushDispatcher(t.instance).idle();

      expect(endpoint.received).toHaveLength(1);
      const only = endpoint.decrypt(endpoint.received[0] ?? { headers: {}, body: Buffer.alloc(0) }) as Record<string, string>;
      expect(only).toMatchObject({ notification_type: 'mention', title: 'You were mentioned by Carol' });
      expect([...(only.body ?? '')]).toHaveLength(140);
      expect(only.body?.endsWith('...')).toBe(true);
    });

    it('sends nothing to other accounts’ subscriptions, and nothing once the subscription is removed', async () => {
      await bob.api.pushSubscriptions.create(browser(), { alerts: { follow: true } });
      notify(t.instance, alice.account.id, bob.account.id, 'follow', null);
      await bob.api.pushSubscriptions.remove();
      notify(t.instance, bob.account.id, alice.account.id, 'follow', null);
      await pushDispatcher(t.instance).idle();
      expect(endpoint.received).toEqual([]);
    });

    it('forgets a subscription whose endpoint answers 410 Gone', async () => {
      await alice.api.pushSubscriptions.create(browser(), { alerts: { follow: true } });
      endpoint.answer(410);
      notify(t.instance, alice.account.id, bob.account.id, 'follow', null);
      await endpoint.next();
      await pushDispatcher(t.instance).idle();
      await expect(alice.api.pushSubscriptions.fetch()).rejects.toMatchObject({ status: 404 });
    });

    it('never fails the request that caused the notification when the endpoint is unreachable', async () => {
      const closed = await startPushEndpoint();
      await closed.close();
      await alice.api.pushSubscriptions.create({ endpoint: closed.url, keys: closed.keys }, { alerts: { favourite: true } });
      const mine = post(t.instance, alice, 'favourite me');
      const favourited = await bob.api.statuses.favourite(mine.id);
      expect(favourited.favourited).toBe(true);
      await pushDispatcher(t.instance).idle();
      expect((await alice.api.notifications.list()).items.map((n) => n.type)).toEqual(['favourite']);
      expect((await alice.api.pushSubscriptions.fetch()).endpoint).toBe(closed.url);
    });

    it('delivers for subscriptions that existed before the app started', async () => {
      await alice.api.pushSubscriptions.create(browser(), { alerts: { follow: true } });
      await pushDispatcher(t.instance).stop();
      notify(t.instance, alice.account.id, bob.account.id, 'follow', null);
      await pushDispatcher(t.instance).idle();
      expect(endpoint.received).toEqual([]);
      pushDispatcher(t.instance).start();
      notify(t.instance, alice.account.id, bob.account.id, 'follow', null);
      expect(endpoint.decrypt(await endpoint.next())).toMatchObject({ notification_type: 'follow', title: 'Bob is now following you' });
    });
  });
});
