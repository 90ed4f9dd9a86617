import { nestParams } from '../../src/http/nested-params';
import { record } from '../../src/http/param-readers';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';

const POISON_KEYS = ['spoiler_text', 'sensitive', 'limit', 'visibility', 'polluted'];

/** Object.prototype as the server's code sees it (the tests and the server share one realm). */
const pollution = (): string[] => POISON_KEYS.filter((key) => Object.hasOwn(Object.prototype, key));

describe('the nested-parameter parser', () => {
  it('makes objects without a prototype and drops prototype keys', () => {
    const params = nestParams([
      ['__proto__[polluted]', 'x'],
      ['constructor[prototype][polluted]', 'x'],
      ['a[__proto__][polluted]', 'x'],
      ['a[b][constructor]', 'x'],
      ['list[][prototype]', 'x'],
      ['poll[options][]', 'one'],
      ['a[b][c]', 'kept'],
    ]);
    expect(pollution()).toEqual([]);
    expect(Object.getPrototypeOf(params)).toBeNull();
    expect(JSON.parse(JSON.stringify(params))).toEqual({ a: { b: { c: 'kept' } }, poll: { options: ['one'] } });
    const a = params.a;
    expect(typeof a === 'object' && !Array.isArray(a) ? Object.getPrototypeOf(a) : 'not an object').toBeNull();
    // Nothing inherited can be read as a param.
    expect(params.toString).toBeUndefined();
    expect(params.constructor).toBeUndefined();
  });

  it('record() copies own keys only, without a prototype', () => {
    const parsed: unknown = JSON.parse('{"__proto__": {"polluted": 1}, "limit": "5"}');
    const copy = record(parsed);
    expect(Object.getPrototypeOf(copy)).toBeNull();
    expect(Object.keys(copy)).toEqual(['limit']);
    expect(copy.polluted).toBeUndefined();
    expect(copy.hasOwnProperty).toBeUndefined();
    expect(record(Object.create({ inherited: 1 }) as unknown).inherited).toBeUndefined();
  });
});

describe('prototype pollution through requests', () => {
  let t: TestInstance;
  let alice: TestUser;
  let bob: TestUser;
  beforeEach(async () => {
    t = await startTestInstance();
    alice = t.user('alice');
    bob = t.user('bob');
  });
  afterEach(async () => {
    for (const key of pollution()) delete (Object.prototype as Record<string, unknown>)[key];
    await t.close();
  });

  /** What every user sees afterwards: a new status has no content warning and is not sensitive, and paginated reads work. */
  const expectUnaffected = async () => {
    expect(pollution()).toEqual([]);
    for (const user of [alice, bob]) {
      const status = await user.api.statuses.create({ status: `hello from ${user.account.username}` });
      expect(status).toMatchObject({ spoiler_text: '', sensitive: false, visibility: 'public' });
      const stored = t.instance.db
        .prepare<[string], { spoiler_text: string; sensitive: number }>('SELECT spoiler_text, sensitive FROM statuses WHERE id = ?')
        .get(status.id);
      expect(stored).toEqual({ spoiler_text: '', sensitive: 0 });
      const home = await fetch(`${t.url}/api/v1/timelines/home`, { headers: { authorization: `Bearer ${user.token}` } });
      expect(home.status).toBe(200);
      const accounts = await fetch(`${t.url}/api/v1/accounts/${user.account.id}/statuses`);
      expect(accounts.status).toBe(200);
    }
  };

  it('GET /api/v1/instance?__proto__[spoiler_text]=X changes nothing', async () => {
    for (const query of ['__proto__[spoiler_text]=X&__proto__[sensitive]=1', 'constructor[prototype][spoiler_text]=X', '__proto__=X']) {
      const response = await fetch(`${t.url}/api/v1/instance?${query}`);
      expect(response.status).toBe(200);
    }
    await expectUnaffected();
  });

  it('POST /oauth/token with __proto__[limit]=abc changes nothing', async () => {
    const response = await fetch(`${t.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '__proto__[limit]=abc&constructor[prototype][limit]=abc&grant_type=client_credentials',
    });
    expect(response.status).toBeLessThan(500);
    await expectUnaffected();
  });

  it('a JSON body with __proto__ or constructor.prototype changes nothing', async () => {
    const bodies = [
      '{"status": "hi", "__proto__": {"spoiler_text": "X", "sensitive": true}}',
      '{"status": "hi", "poll": {"__proto__": {"limit": "abc"}}}',
      '{"status": "hi", "constructor": {"prototype": {"spoiler_text": "X"}}}',
      '{"data": {"__proto__": {"polluted": true}}}',
    ];
    for (const body of bodies) {
      for (const path of ['/api/v1/statuses', '/api/web/settings']) {
        const response = await fetch(`${t.url}${path}`, {
          method: path === '/api/web/settings' ? 'PUT' : 'POST',
          headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/json' },
          body,
        });
        expect(response.status).toBeLessThan(500);
      }
    }
    // The status posted with a `__proto__` key carries none of its values.
    const posted = t.instance.db
      .prepare<[string], { spoiler_text: string; sensitive: number }>("SELECT spoiler_text, sensitive FROM statuses WHERE account_id = ? AND text = 'hi'")
      .all(alice.account.id);
    expect(posted.length).toBeGreaterThan(0);
    for (const row of posted) expect(row).toEqual({ spoiler_text: '', sensitive: 0 });
    await expectUnaffected();
  });

  it('multipart fields named after the prototype change nothing', async () => {
    const form = new FormData();
    form.append('status', 'multipart hello');
    form.append('__proto__[spoiler_text]', 'X');
    form.append('constructor[prototype][sensitive]', '1');
    form.append('poll[__proto__][limit]', 'abc');
    const response = await fetch(`${t.url}/api/v1/statuses`, { method: 'POST', headers: { authorization: `Bearer ${alice.token}` }, body: form });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ content: expect.stringContaining('multipart hello'), spoiler_text: '', sensitive: false });

    const file = new FormData();
    file.append('__proto__', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'x.png');
    const refused = await fetch(`${t.url}/api/v1/media`, { method: 'POST', headers: { authorization: `Bearer ${alice.token}` }, body: file });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: expect.any(String) });
    await expectUnaffected();
  });
});
