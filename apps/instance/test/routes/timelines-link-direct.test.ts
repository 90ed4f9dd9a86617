import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { follow } from '../support/status-fixtures';
import { post, rawFetch, testClock } from '../support/user-data-fixtures';

const card = (url: string) => ({ url, title: 'A page', description: '', type: 'link', html: '', width: 0, height: 0, image: null, embed_url: '' });

describe('GET /api/v1/timelines/link (Mastodon 4.3)', () => {
  const clock = testClock();
  let t: TestInstance;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await startTestInstance({ now: clock.now });
    alice = t.user('alice');
    bob = t.user('bob');
  });
  afterAll(() => t.close());

  it('lists the public statuses sharing a trending link, newest first, and 404s for any other link', async () => {
    const first = post(t.instance, alice, 'Read this', { card: card('https://example.com/a') });
    clock.advance(1000);
    const second = post(t.instance, bob, 'And this', { card: card('https://example.com/a') });
    post(t.instance, bob, 'Followers only', { card: card('https://example.com/a'), visibility: 'private' });
    post(t.instance, bob, 'Another page', { card: card('https://example.com/b') });
    const page = await alice.api.timelines.link('https://example.com/a');
    expect(page.items.map((s) => s.id)).toEqual([second.id, first.id]);
    expect((await rawFetch(`${t.url}/api/v1/timelines/link?url=${encodeURIComponent('https://example.com/none')}`)).status).toBe(404);
  });

  it('has no timeline for a link once it stopped trending (nothing shared it in the last week)', async () => {
    clock.advance(8 * 86_400_000);
    expect((await rawFetch(`${t.url}/api/v1/timelines/link?url=${encodeURIComponent('https://example.com/a')}`)).status).toBe(404);
  });
});

describe('GET /api/v1/timelines/direct (deprecated, still served)', () => {
  let t: TestInstance;
  beforeAll(async () => {
    t = await startTestInstance();
  });
  afterAll(() => t.close());

  it('lists the direct statuses the viewer wrote or is mentioned in, and no others', async () => {
    const alice = t.user('alice');
    const bob = t.user('bob');
    const carol = t.user('carol');
    follow(t.instance, alice, bob);
    const toAlice = await bob.api.statuses.create({ status: '@alice psst', visibility: 'direct' });
    const fromAlice = await alice.api.statuses.create({ status: '@bob hi', visibility: 'direct' });
    await bob.api.statuses.create({ status: '@carol not for alice', visibility: 'direct' });
    await bob.api.statuses.create({ status: 'Public', visibility: 'public' });
    const answer = await rawFetch(`${t.url}/api/v1/timelines/direct`, { token: alice.token });
    expect(answer.status).toBe(200);
    expect((answer.body as { id: string }[]).map((s) => s.id)).toEqual([fromAlice.id, toAlice.id]);
    const carols = await rawFetch(`${t.url}/api/v1/timelines/direct`, { token: carol.token });
    expect((carols.body as { content: string }[]).map((s) => s.content)).toEqual([expect.stringContaining('not for alice')]);
  });
});
