import { createRestClient, parseLinkHeader, type Page, type Status } from '../../src';
import { fixture } from '../support/fixtures';
import { sendJson, TestServer } from '../support/test-server';

describe('parseLinkHeader', () => {
  it.each([
    ['<https://a.example/x?max_id=1>; rel="next", <https://a.example/x?min_id=9>; rel="prev"', 'https://a.example/x?max_id=1', 'https://a.example/x?min_id=9'],
    ['<https://a.example/n>;rel=next,<https://a.example/p>;rel=prev', 'https://a.example/n', 'https://a.example/p'],
    ["<https://a.example/n>; REL='Next'", 'https://a.example/n', null],
    ['<https://a.example/p>; rel="previous"', null, 'https://a.example/p'],
    ['<https://a.example/both>; rel="next prev"', 'https://a.example/both', 'https://a.example/both'],
    ['<https://a.example/x?a=1,2>; title="a, b"; rel="next"', 'https://a.example/x?a=1,2', null],
    ['<https://a.example/x>; rel="self"', null, null],
    ['garbage', null, null],
    ['', null, null],
  ])('%s', (header, next, prev) => {
    expect(parseLinkHeader(header)).toEqual({ next, prev });
  });

  it('treats a missing header as no cursors', () => {
    expect(parseLinkHeader(null)).toEqual({ next: null, prev: null });
  });
});

describe('pagination against a server', () => {
  const server = new TestServer();
  const status = fixture<Record<string, unknown>>('Status.json');
  const statusWithId = (id: string) => ({ ...status, id });

  beforeAll(async () => {
    await server.start();
    // Three pages of two, linked the way Mastodon links them.
    server.on('GET', '/api/v1/timelines/home', (req, res) => {
      const maxId = req.query.get('max_id');
      const pages: Record<string, string[]> = { '': ['6', '5'], '5': ['4', '3'], '3': ['2', '1'] };
      const ids = pages[maxId ?? ''] ?? [];
      const links = [];
      if (ids.length > 0 && ids.at(-1) !== '1') links.push(`<${server.url}/api/v1/timelines/home?max_id=${ids.at(-1)}>; rel="next"`);
      if (ids.length > 0) links.push(`<${server.url}/api/v1/timelines/home?min_id=${ids[0]}>; rel="prev"`);
      sendJson(res, 200, ids.map(statusWithId), links.length ? { Link: links.join(', ') } : {});
    });
    server.on('GET', '/api/v1/accounts/1/followers', (_req, res) =>
      sendJson(res, 200, [], { Link: '<https://evil.example/steal?max_id=1>; rel="next"' }),
    );
    server.on('GET', '/api/v1/timelines/public', (_req, res) => sendJson(res, 206, [statusWithId('1')]));
  });
  afterAll(() => server.stop());

  const client = () => createRestClient({ url: server.url, accessToken: 't' });

  it('awaits to the first page, with cursors as plain strings', async () => {
    const page = await client().timelines.home();
    expect(page.items.map((s) => s.id)).toEqual(['6', '5']);
    expect(page.next).toBe(`${server.url}/api/v1/timelines/home?max_id=5`);
    expect(page.prev).toBe(`${server.url}/api/v1/timelines/home?min_id=6`);
    expect(page.partial).toBe(false);
    expect(JSON.parse(JSON.stringify(page))).toEqual(page);
  });

  it('iterates page after page with for await until there is no next link', async () => {
    const seen: string[][] = [];
    for await (const page of client().timelines.home()) seen.push(page.items.map((s) => s.id));
    expect(seen).toEqual([['6', '5'], ['4', '3'], ['2', '1']]);
  });

  it('resumes from a stored cursor', async () => {
    const first: Page<Status> = await client().timelines.home();
    const second = await client().timelines.home({}, { cursor: first.next });
    expect(second.items.map((s) => s.id)).toEqual(['4', '3']);
    expect(server.last().query.get('max_id')).toBe('5');
  });

  it('sends max_id, since_id and limit as query parameters', async () => {
    await client().timelines.home({ since_id: '3', limit: 40 });
    expect(server.last().query.get('since_id')).toBe('3');
    expect(server.last().query.get('limit')).toBe('40');
  });

  it('drops a cursor that points at another server, and refuses one passed in', async () => {
    const page = await client().accounts.followers('1');
    expect(page.next).toBeNull();
    await expect(client().accounts.followers('1', {}, { cursor: 'https://evil.example/x' })).rejects.toThrow(TypeError);
  });

  it('marks a 206 Partial Content answer as partial', async () => {
    const page = await client().timelines.public({ local: true });
    expect(page.partial).toBe(true);
    expect(server.last().query.get('local')).toBe('true');
  });
});
