import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  guardedLookup,
  OutgoingRefused,
  postOutgoing,
  refusedAddress,
  refusedUrl,
  STRICT_OUTGOING,
  type OutgoingPolicy,
} from '../../src/http/outgoing-guard';
import { snowflake } from '../../src/db/ids';
import { notify } from '../../src/services/notify';
import { deliverNotification, pushDispatcher } from '../../src/services/web-push';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { startPushEndpoint, type PushEndpoint } from '../support/push-endpoint';
import { rawFetch } from '../support/user-data-fixtures';

const LOOPBACK_ALLOWED: OutgoingPolicy = { allowLoopback: true };

describe('the outgoing request guard', () => {
  it.each([
    // [address, refused strictly, refused with loopback allowed]
    ['127.0.0.1', true, false],
    ['127.255.0.9', true, false],
    ['::1', true, false],
    ['::ffff:127.0.0.1', true, false],
    ['::ffff:7f00:1', true, false],
    ['10.1.2.3', true, true],
    ['172.16.0.1', true, true],
    ['172.31.255.255', true, true],
    ['192.168.1.1', true, true],
    ['100.64.0.1', true, true],
    ['169.254.169.254', true, true],
    ['0.0.0.0', true, true],
    ['224.0.0.1', true, true],
    ['255.255.255.255', true, true],
    ['::', true, true],
    ['fc00::1', true, true],
    ['fd12:3456::1', true, true],
    ['fe80::1', true, true],
    ['fe80::1%eth0', true, true],
    ['ff02::1', true, true],
    ['::ffff:10.0.0.1', true, true],
    ['::ffff:192.168.0.1', true, true],
    ['64:ff9b::7f00:1', true, true],
    ['2002:7f00:1::', true, true],
    ['not an address', true, true],
    ['93.184.216.34', false, false],
    ['172.32.0.1', false, false],
    ['8.8.8.8', false, false],
    ['2606:4700:4700::1111', false, false],
    ['::ffff:8.8.8.8', false, false],
  ])('%s: refused %s, with loopback allowed %s', (address, strict, loose) => {
    expect(refusedAddress(address, STRICT_OUTGOING) !== null).toBe(strict);
    expect(refusedAddress(address, LOOPBACK_ALLOWED) !== null).toBe(loose);
  });

  it.each([
    ['https://push.example.net/send/abc', false, false],
    ['https://[2606:4700:4700::1111]/x', false, false],
    ['http://push.example.net/send/abc', true, false],
    ['https://127.0.0.1/x', true, false],
    ['http://127.0.0.1:9000/anything', true, false],
    ['https://127.1/x', true, false],
    ['https://0x7f.0.0.1/x', true, false],
    ['https://2130706433/x', true, false],
    ['https://[::1]/x', true, false],
    ['https://[::ffff:127.0.0.1]/x', true, false],
    ['https://localhost/x', true, false],
    ['https://LOCALHOST./x', true, false],
    ['https://api.localhost/x', true, false],
    ['https://10.0.0.1/x', true, true],
    ['https://192.168.0.10/x', true, true],
    ['https://169.254.169.254/latest/meta-data', true, true],
    ['https://[fe80::1]/x', true, true],
    ['https://[fd00::1]/x', true, true],
    ['https://0.0.0.0/x', true, true],
    ['https://user:secret@push.example.net/x', true, true],
    ['ftp://push.example.net/x', true, true],
    ['file:///etc/passwd', true, true],
    ['javascript:alert(1)', true, true],
    ['not a url', true, true],
  ])('%s: refused %s, with loopback allowed %s', (url, strict, loose) => {
    expect(refusedUrl(url, STRICT_OUTGOING) !== null).toBe(strict);
    expect(refusedUrl(url, LOOPBACK_ALLOWED) !== null).toBe(loose);
  });

  /** A resolver answering from a table, as a DNS server under someone else's control might. */
  const fakeDns =
    (answers: Record<string, string[]>) =>
    (hostname: string, _options: unknown, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void): void => {
      const found = answers[hostname];
      if (!found) return callback(Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
      return callback(
        null,
        found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      );
    };

  const lookupWith = (policy: OutgoingPolicy, answers: Record<string, string[]>, hostname: string, all: boolean) =>
    new Promise<{ error: Error | null; address: string | LookupAddress[] }>((resolve) => {
      guardedLookup(policy, fakeDns(answers))(hostname, { all }, (error, address) => resolve({ error, address }));
    });

  it('refuses a host name when any address it resolves to is refused', async () => {
    const answers = {
      'rebind.example': ['127.0.0.1'],
      'mixed.example': ['93.184.216.34', '10.0.0.7'],
      'inside.example': ['fd00::5'],
      'public.example': ['93.184.216.34', '2606:4700:4700::1111'],
    };
    for (const host of ['rebind.example', 'mixed.example', 'inside.example']) {
      const { error } = await lookupWith(STRICT_OUTGOING, answers, host, false);
      expect(error).toBeInstanceOf(OutgoingRefused);
    }
    expect(await lookupWith(STRICT_OUTGOING, answers, 'public.example', false)).toEqual({ error: null, address: '93.184.216.34' });
    expect(await lookupWith(STRICT_OUTGOING, answers, 'public.example', true)).toEqual({
      error: null,
      address: [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:4700:4700::1111', family: 6 },
      ],
    });
    expect((await lookupWith(LOOPBACK_ALLOWED, answers, 'rebind.example', false)).address).toBe('127.0.0.1');
    expect((await lookupWith(STRICT_OUTGOING, answers, 'missing.example', false)).error).toMatchObject({ code: 'ENOTFOUND' });
  });

  it('never connects to a refused address a host name resolves to', async () => {
    let hits = 0;
    const server = http.createServer((_request, response) => {
      hits += 1;
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const send = (policy: OutgoingPolicy) =>
        new Promise<number>((resolve, reject) => {
          const request = http.request(
            { host: 'rebind.example', port, method: 'POST', lookup: guardedLookup(policy, fakeDns({ 'rebind.example': ['127.0.0.1'] })) },
            (response) => {
              response.resume();
              response.on('end', () => resolve(response.statusCode ?? 0));
            },
          );
          request.on('error', reject);
          request.end();
        });
      await expect(send(STRICT_OUTGOING)).rejects.toBeInstanceOf(OutgoingRefused);
      expect(hits).toBe(0);
      // The same request reaches the server when loopback is allowed: the refusal above was the guard's.
      await expect(send(LOOPBACK_ALLOWED)).resolves.toBe(200);
      expect(hits).toBe(1);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('postOutgoing refuses loopback and plain http before connecting, and follows no redirect', async () => {
    const seen: string[] = [];
    const server = http.createServer((request, response) => {
      seen.push(request.url ?? '');
      response.statusCode = request.url === '/redirect' ? 307 : 201;
      if (request.url === '/redirect') response.setHeader('location', '/followed');
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const post = (url: string, policy: OutgoingPolicy) => postOutgoing(url, { headers: {}, body: new Uint8Array([1, 2]), timeoutMs: 5000, policy });
    try {
      await expect(post(`http://127.0.0.1:${port}/x`, STRICT_OUTGOING)).rejects.toBeInstanceOf(OutgoingRefused);
      await expect(post(`http://localhost:${port}/x`, STRICT_OUTGOING)).rejects.toBeInstanceOf(OutgoingRefused);
      await expect(post(`https://127.0.0.1:${port}/x`, STRICT_OUTGOING)).rejects.toBeInstanceOf(OutgoingRefused);
      expect(seen).toEqual([]);
      await expect(post(`http://127.0.0.1:${port}/x`, LOOPBACK_ALLOWED)).resolves.toEqual({ status: 201 });
      await expect(post(`http://127.0.0.1:${port}/redirect`, LOOPBACK_ALLOWED)).resolves.toEqual({ status: 307 });
      expect(seen).toEqual(['/x', '/redirect']);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('Web Push endpoints without the loopback flag', () => {
  let t: TestInstance;
  let endpoint: PushEndpoint;
  let alice: TestUser;
  let bob: TestUser;

  beforeEach(async () => {
    t = await startTestInstance();
    endpoint = await startPushEndpoint();
    alice = t.user('alice', { password: null });
    bob = t.user('bob', { password: null });
  });
  afterEach(async () => {
    await t.close();
    await endpoint.close();
  });

  const subscriptionCount = (): number =>
    t.instance.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM push_subscriptions').get()?.n ?? -1;

  it('refuses loopback, private, link-local and plain-http endpoints when subscribing', async () => {
    const { port } = new URL(endpoint.url);
    const refused = [
      endpoint.url,
      `http://127.0.0.1:${port}/anything`,
      `https://127.0.0.1:${port}/anything`,
      `https://localhost:${port}/anything`,
      `https://[::1]:${port}/anything`,
      `https://[::ffff:127.0.0.1]:${port}/anything`,
      'https://10.0.0.8/push',
      'https://192.168.1.20/push',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00::1]/push',
      'https://[fe80::1]/push',
      'http://push.example.net/send',
    ];
    for (const url of refused) {
      for (const path of ['/api/v1/push/subscription', '/api/web/push_subscriptions']) {
        const response = await rawFetch(`${t.url}${path}`, { method: 'POST', token: alice.token, json: { subscription: { endpoint: url, keys: endpoint.keys } } });
        expect({ url, path, status: response.status, body: response.body }).toEqual({
          url,
          path,
          status: 422,
          body: { error: 'Validation failed: Endpoint is not a valid URL' },
        });
      }
    }
    expect(subscriptionCount()).toBe(0);
    const accepted = await rawFetch(`${t.url}/api/v1/push/subscription`, {
      method: 'POST',
      token: alice.token,
      json: { subscription: { endpoint: 'https://push.example.net/send/abc', keys: endpoint.keys } },
    });
    expect(accepted.status).toBe(200);
    expect(subscriptionCount()).toBe(1);
  });

  it('refuses at delivery an endpoint stored before the rule (or by anything else)', async () => {
    // Stored straight into the database, as a subscription from before this check would be.
    t.instance.db
      .prepare(
        `INSERT INTO push_subscriptions (id, access_token, account_id, endpoint, key_p256dh, key_auth, alerts, policy, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'all', ?)`,
      )
      .run(snowflake(t.instance.now()), alice.token, alice.account.id, endpoint.url, endpoint.keys.p256dh, endpoint.keys.auth, '{"follow":true}', t.instance.now().toISOString());
    await pushDispatcher(t.instance).stop();
    const id = notify(t.instance, alice.account.id, bob.account.id, 'follow', null);
    expect(id).not.toBeNull();
    const errors: unknown[] = [];
    await deliverNotification(t.instance, id ?? '', { onError: (error) => errors.push(error), timeoutMs: 5000 });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(OutgoingRefused);
    expect(endpoint.received).toEqual([]);
    // A refusal is not the endpoint saying it is gone: the subscription stays.
    expect(subscriptionCount()).toBe(1);
  });
});
