import { createOAuthAPIClient, createRestAPIClient, createStreamingAPIClient, type mastodon } from 'masto';
import WebSocket from 'ws';
import { startTestInstance, type TestInstance } from '../support/harness';

// The instance driven by masto.js, a Mastodon SDK nobody here wrote: proof that third-party
// clients work against it unchanged.
describe('compatibility with masto.js 7', () => {
  let t: TestInstance;
  let demo: mastodon.rest.Client;
  let carolId: string;

  beforeAll(async () => {
    t = await startTestInstance();
    t.user('demo');
    t.user('carol', { locked: true });
    t.user('alice');
    const oauth = createOAuthAPIClient({ url: t.url, log: 'error' });
    const rest = createRestAPIClient({ url: t.url, log: 'error' });
    const app = await rest.v1.apps.create({ clientName: 'masto compat', redirectUris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write follow push' });
    const token = await oauth.token.create({
      grantType: 'password',
      clientId: app.clientId ?? '',
      clientSecret: app.clientSecret ?? '',
      redirectUri: 'urn:ietf:wg:oauth:2.0:oob',
      username: 'demo',
      password: 'password',
      scope: 'read write follow push',
    });
    demo = createRestAPIClient({ url: t.url, accessToken: token.accessToken, log: 'error' });
    carolId = (await demo.v1.accounts.lookup({ acct: 'carol' })).id;
  });
  afterAll(() => t.close());

  it('signs in with an app and a token, and reads the signed-in account', async () => {
    const me = await demo.v1.accounts.verifyCredentials();
    expect(me.acct).toBe('demo');
    expect(me.source.privacy).toBe('public');
  });

  it('posts, reads back, favourites, and finds the status on the home timeline', async () => {
    const posted = await demo.v1.statuses.create({ status: 'Hello from #masto', visibility: 'public' });
    expect(posted.content).toContain('#<span>masto</span>');
    const fetched = await demo.v1.statuses.$select(posted.id).fetch();
    expect(fetched.id).toBe(posted.id);
    const favourited = await demo.v1.statuses.$select(posted.id).favourite();
    expect(favourited.favourited).toBe(true);
    expect(favourited.favouritesCount).toBe(1);
    const home = await demo.v1.timelines.home.list({ limit: 5 });
    expect(home.map((s) => s.id)).toContain(posted.id);
  });

  it('walks the public timeline page by page along the Link header', async () => {
    for (let i = 0; i < 5; i += 1) await demo.v1.statuses.create({ status: `page test ${i}` });
    const seen: string[] = [];
    for await (const page of demo.v1.timelines.public.list({ limit: 2 })) {
      seen.push(...page.map((s) => s.id));
      if (seen.length >= 6) break;
    }
    expect(seen.length).toBeGreaterThanOrEqual(6);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort().reverse()).toEqual(seen);
  });

  it('follows a locked account as a request that its owner authorizes', async () => {
    const relationship = await demo.v1.accounts.$select(carolId).follow();
    expect(relationship.requested).toBe(true);
    expect(relationship.following).toBe(false);
    const carol = createRestAPIClient({ url: t.url, accessToken: tokenFor(t, 'carol'), log: 'error' });
    const requests = await carol.v1.followRequests.list();
    expect(requests.map((a) => a.acct)).toContain('demo');
    const demoId = requests.find((a) => a.acct === 'demo')?.id ?? '';
    await carol.v1.followRequests.$select(demoId).authorize();
    const [after] = await demo.v1.accounts.relationships.fetch({ id: [carolId] });
    expect(after?.following).toBe(true);
  });

  it('lists notifications, searches, and manages lists', async () => {
    const alice = createRestAPIClient({ url: t.url, accessToken: tokenFor(t, 'alice'), log: 'error' });
    await alice.v1.statuses.create({ status: '@demo are you around?' });
    const notifications = await demo.v1.notifications.list();
    expect(notifications.some((n) => n.type === 'mention' && n.account.acct === 'alice')).toBe(true);
    const results = await demo.v2.search.list({ q: 'alice', type: 'accounts' });
    expect(results.accounts.map((a) => a.acct)).toContain('alice');
    const list = await demo.v1.lists.create({ title: 'Friends' });
    await demo.v1.lists.$select(list.id).accounts.create({ accountIds: [carolId] });
    const members = await demo.v1.lists.$select(list.id).accounts.list();
    expect(members.map((a) => a.id)).toEqual([carolId]);
  });

  it('receives a new status on the user stream', async () => {
    const me = await demo.v1.accounts.verifyCredentials();
    const streaming = createStreamingAPIClient({
      streamingApiUrl: t.url.replace('http', 'ws'),
      accessToken: tokenFor(t, 'demo'),
      implementation: WebSocket,
      log: 'error',
    });
    const subscription = streaming.user.subscribe();
    const received = (async () => {
      for await (const event of subscription) {
        if (event.event === 'update') return event.payload;
      }
      return null;
    })();
    // masto connects lazily (after about a second): post once the server holds the subscription.
    const deadline = Date.now() + 10_000;
    while (t.instance.hub.listenerCount(`timeline:${me.id}`) === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const posted = await demo.v1.statuses.create({ status: 'streamed to masto' });
    const update = await Promise.race([received, new Promise<null>((resolve) => setTimeout(() => resolve(null), 8000))]);
    subscription.unsubscribe();
    streaming.close();
    expect(update?.id).toBe(posted.id);
    expect(update?.account.id).toBe(me.id);
  }, 20_000);
});

function tokenFor(t: TestInstance, username: string): string {
  const row = t.instance.db
    .prepare<[string], { token: string }>(
      "SELECT t.token FROM oauth_access_tokens t JOIN accounts a ON a.id = t.account_id WHERE a.username = ? AND t.revoked_at IS NULL ORDER BY t.created_at LIMIT 1",
    )
    .get(username);
  if (!row) throw new Error(`no token for ${username}`);
  return row.token;
}
