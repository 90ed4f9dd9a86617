import { detector } from 'megalodon';
import { startTestInstance, type TestInstance } from '../support/harness';

const DAY = 86_400_000;
const NOW = new Date('2026-03-18T15:30:00.000Z');
const SCHEMA = 'http://nodeinfo.diaspora.software/ns/schema';

interface NodeInfo {
  version: string;
  software: { name: string; version: string; repository?: string };
  protocols: string[];
  services: { inbound: string[]; outbound: string[] };
  usage: { users: { total: number; activeMonth: number; activeHalfyear: number }; localPosts: number };
  openRegistrations: boolean;
  metadata: { nodeName: string; upstream: { name: string } };
}

async function getJson<T>(url: string): Promise<{ type: string | null; body: T }> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return { type: response.headers.get('content-type'), body: (await response.json()) as T };
}

describe('NodeInfo', () => {
  let t: TestInstance;
  let clock = NOW;
  beforeAll(async () => {
    t = await startTestInstance({ now: () => clock });
    clock = new Date(NOW.getTime() - 300 * DAY);
    t.user('dormant');
    clock = new Date(NOW.getTime() - 60 * DAY);
    const spring = t.user('spring');
    await spring.api.statuses.create({ status: 'two months ago' });
    clock = NOW;
    const alice = t.user('alice');
    await alice.api.statuses.create({ status: 'now' });
    await alice.api.statuses.create({ status: 'and again' });
  });
  afterAll(() => t.close());

  it('links the 2.0 and 2.1 documents from /.well-known/nodeinfo', async () => {
    const { body } = await getJson<{ links: { rel: string; href: string }[] }>(`${t.url}/.well-known/nodeinfo`);
    expect(body.links).toEqual([
      { rel: `${SCHEMA}/2.0`, href: `${t.url}/nodeinfo/2.0` },
      { rel: `${SCHEMA}/2.1`, href: `${t.url}/nodeinfo/2.1` },
    ]);
  });

  it.each(['2.0', '2.1'])('describes the server in schema %s, with usage from the database', async (version) => {
    const { type, body } = await getJson<NodeInfo>(`${t.url}/nodeinfo/${version}`);
    expect(type).toMatch(`application/json; profile="${SCHEMA}/${version}#"`);
    expect(body).toMatchObject({
      version,
      software: { name: 'trumpet' },
      protocols: [],
      services: { inbound: [], outbound: [] },
      // dormant signed up 300 days ago and did nothing since; spring posted 60 days ago.
      usage: { users: { total: 3, activeMonth: 1, activeHalfyear: 2 }, localPosts: 3 },
      openRegistrations: true,
      metadata: { nodeName: t.instance.config.title, upstream: { name: 'mastodon' } },
    });
    expect(body.software.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.software.name).toMatch(/^[a-z0-9-]+$/);
    if (version === '2.1') expect(body.software.repository).toMatch(/^https:\/\//);
  });

  it('is recognised as Mastodon-compatible by megalodon’s detector', async () => {
    expect(await detector(t.url)).toBe('mastodon');
  });
});
