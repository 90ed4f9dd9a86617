import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';

describe('odd input never produces a 500', () => {
  let t: TestInstance;
  let alice: TestUser;
  beforeAll(async () => {
    t = await startTestInstance();
    alice = t.user('alice');
  });
  afterAll(() => t.close());

  it('answers 4xx or 2xx for malformed params on every status and timeline route', async () => {
    const { id } = await alice.api.statuses.create({ status: 'target' });
    const json = 'application/json';
    const requests: [string, string, string?, string?][] = [
      ['POST', '/api/v1/statuses', '[1, 2]', json],
      ['POST', '/api/v1/statuses', 'null', json],
      ['POST', '/api/v1/statuses', '{"status": {"a": 1}, "media_ids": {"x": [1]}, "poll": "yes"}', json],
      ['POST', '/api/v1/statuses', '{"status": "x", "poll": {"options": [[1], {"a": 2}], "expires_in": "soon"}}', json],
      ['POST', '/api/v1/statuses', '{"status": "x", "in_reply_to_id": ["1"], "visibility": ["public"]}', json],
      ['POST', '/api/v1/statuses', 'status=x&poll[options]=a&poll[expires_in][]=1', 'application/x-www-form-urlencoded'],
      ['POST', '/api/v1/statuses', 'status=x&media_ids[][]=1&sensitive[a]=1', 'application/x-www-form-urlencoded'],
      ['POST', '/api/v1/statuses', '\u0000\u0001', 'text/plain'],
      ['GET', '/api/v1/statuses/%00'],
      ['GET', `/api/v1/statuses/${'9'.repeat(400)}/context`],
      ['POST', `/api/v1/statuses/${id}/reblog`, '{"visibility": {"a": 1}}', json],
      ['POST', `/api/v1/statuses/nope/favourite`],
      ['GET', `/api/v1/statuses/${id}/reblogged_by?limit=abc`],
      ['GET', `/api/v1/statuses/${id}/favourited_by?limit=-5&max_id[]=1&since_id[a]=2`],
      ['GET', '/api/v1/timelines/home?limit=1e400&max_id=zzz'],
      ['GET', '/api/v1/timelines/public?local[]=1&only_media=maybe&min_id=%27%20OR%201=1'],
      ['GET', '/api/v1/timelines/tag/%23?any=1&all[a]=b&none[][]=c'],
      ['GET', `/api/v1/timelines/tag/${'x'.repeat(300)}?any[]=${'y'.repeat(300)}`],
      ['GET', '/api/v1/timelines/list/%27%3B%20DROP%20TABLE%20lists'],
    ];
    for (const [method, path, body, type] of requests) {
      const headers: Record<string, string> = { authorization: `Bearer ${alice.token}` };
      if (type) headers['content-type'] = type;
      const response = await fetch(`${t.url}${path}`, { method, headers, body });
      expect({ path, body, status: response.status < 500 ? 'ok' : response.status }).toEqual({ path, body, status: 'ok' });
      const answer: unknown = await response.json();
      if (response.status >= 400) expect(answer).toEqual(expect.objectContaining({ error: expect.any(String) }));
    }
    expect(t.instance.db.prepare('SELECT count(*) AS n FROM lists').get()).toEqual({ n: 0 });
  });
});
