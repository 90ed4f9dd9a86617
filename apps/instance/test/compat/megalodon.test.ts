import generator, { detector, type Entity, type MegalodonInterface, type WebSocketInterface } from 'megalodon';
import { Browser, formFields } from '../support/browser';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { follow } from '../support/status-fixtures';
import { waitFor } from '../support/streaming-socket';

const REDIRECT = 'https://client.example/callback';

// A second Mastodon library nobody here wrote (megalodon 10.0.5, the last to run on Node 20),
// driven through a person's day: it detects the server from nodeinfo, signs in with the
// authorization-code flow, reads timelines, posts, edits, favourites and bookmarks, reads
// notifications, saves markers and filters, and listens to the user stream.
describe('compatibility with megalodon', () => {
  let t: TestInstance;
  let alice: TestUser;
  let bob: TestUser;
  let client: MegalodonInterface;
  let stream: WebSocketInterface;
  const events: { event: string; id: string }[] = [];

  beforeAll(async () => {
    t = await startTestInstance();
    alice = t.user('alice');
    bob = t.user('bob');
    follow(t.instance, alice, bob);
    follow(t.instance, bob, alice);
  });
  afterAll(async () => {
    stream?.stop();
    await t.close();
  });

  it('detects a Mastodon-compatible server from its nodeinfo', async () => {
    expect(await detector(t.url)).toBe('mastodon');
  });

  it('registers an app and signs in with the authorization-code flow', async () => {
    const app = await generator('mastodon', t.url).registerApp('megalodon compat', {
      scopes: ['read', 'write', 'follow'],
      redirect_uris: REDIRECT,
    });
    const browser = new Browser(t.url);
    await browser.signIn('alice');
    const approval = await browser.page((app.url ?? '').replace(t.url, ''));
    const approved = await browser.post('/oauth/authorize', { ...formFields(approval.html, '/oauth/authorize'), decision: 'approve' });
    const code = new URL(approved.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const token = await generator('mastodon', t.url).fetchAccessToken(app.client_id, app.client_secret, code, REDIRECT);
    client = generator('mastodon', t.url, token.access_token);
    expect((await client.verifyAccountCredentials()).data.acct).toBe('alice');
  });

  it('listens to the user stream', async () => {
    stream = await client.userStreaming();
    const connected = new Promise<void>((resolve) => stream.once('connect', () => resolve()));
    stream.on('update', (status: Entity.Status) => events.push({ event: 'update', id: status.id }));
    stream.on('status_update', (status: Entity.Status) => events.push({ event: 'status_update', id: status.id }));
    stream.on('notification', (notification: Entity.Notification) => events.push({ event: `notification:${notification.type}`, id: notification.status?.id ?? '' }));
    await connected;
  });

  it('posts, finds it on home, edits it and reads its history, with both events on the stream', async () => {
    const posted = await client.postStatus('Hello from megalodon #compat', { visibility: 'public' });
    if (!('content' in posted.data)) throw new Error('expected a status, not a scheduled one');
    const id = posted.data.id;
    expect((await client.getHomeTimeline()).data.map((s) => s.id)).toContain(id);
    await waitFor(events, (e) => e.event === 'update' && e.id === id);

    const edited = await client.editStatus(id, { status: 'Hello again from megalodon #compat' });
    expect(edited.data.content).toContain('Hello again');
    expect(edited.data.edited_at).not.toBeNull();
    await waitFor(events, (e) => e.event === 'status_update' && e.id === id);
    const history = await alice.api.statuses.history(id);
    expect(history.map((version) => version.content)).toEqual([expect.stringContaining('Hello from'), expect.stringContaining('Hello again')]);
  });

  it('favourites and bookmarks a friend’s status; the server keeps both', async () => {
    const status = await bob.api.statuses.create({ status: 'Bob was here' });
    expect((await client.favouriteStatus(status.id)).data.favourited).toBe(true);
    expect((await client.bookmarkStatus(status.id)).data.bookmarked).toBe(true);
    expect((await client.getBookmarks()).data.map((s) => s.id)).toEqual([status.id]);
    expect((await bob.api.statuses.fetch(status.id)).favourites_count).toBe(1);
  });

  it('reads notifications, also as they arrive on the stream', async () => {
    const mine = (await client.getHomeTimeline()).data.find((s) => s.account.acct === 'alice');
    if (!mine) throw new Error('alice has no status on home');
    await bob.api.statuses.favourite(mine.id);
    await waitFor(events, (e) => e.event === 'notification:favourite' && e.id === mine.id);
    const notifications = (await client.getNotifications()).data;
    expect(notifications.map((n) => [n.type, n.account?.acct, n.status?.id])).toContainEqual(['favourite', 'bob', mine.id]);
  });

  it('saves and reads the reading positions', async () => {
    const home = (await client.getHomeTimeline()).data;
    const last = home[0]?.id ?? '';
    await client.saveMarkers({ home: { last_read_id: last } });
    const markers = (await client.getMarkers(['home'])).data;
    expect(markers).toMatchObject({ home: { last_read_id: last } });
  });

  it('creates a filter and finds it again', async () => {
    const created = await client.createFilter('sourdough', ['home'], { whole_word: true });
    expect((await client.getFilters()).data.map((f) => [f.id, f.phrase])).toContainEqual([created.data.id, 'sourdough']);
  });
});
