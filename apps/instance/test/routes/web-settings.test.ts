import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { rawFetch } from '../support/user-data-fixtures';

describe('web settings', () => {
  let t: TestInstance;
  let alice: TestUser;
  let bob: TestUser;

  beforeEach(async () => {
    t = await startTestInstance();
    alice = t.user('alice', { password: null });
    bob = t.user('bob', { password: null });
  });
  afterEach(() => t.close());

  const stored = (user: TestUser): unknown =>
    JSON.parse(
      t.instance.db.prepare<[string], { web_settings: string }>('SELECT web_settings FROM accounts WHERE id = ?').get(user.account.id)?.web_settings ?? '',
    );

  it('deep-merges what the web client saves into the account’s settings', async () => {
    await alice.api.webSettings.save({ onboarded: true, home: { shows: { reblog: true, reply: true } }, columns: [{ id: 'HOME' }] });
    await alice.api.webSettings.save({ home: { shows: { reblog: false } }, columns: [{ id: 'NOTIFICATIONS' }], notifications: { alerts: { follow: true } } });
    expect(stored(alice)).toEqual({
      onboarded: true,
      home: { shows: { reblog: false, reply: true } },
      columns: [{ id: 'NOTIFICATIONS' }],
      notifications: { alerts: { follow: true } },
    });
    expect(stored(bob)).toEqual({});

    const raw = await rawFetch(`${t.url}/api/web/settings`, { method: 'PUT', token: alice.token, json: { data: { onboarded: false } } });
    expect(raw).toMatchObject({ status: 200, body: {} });
    expect(stored(alice)).toMatchObject({ onboarded: false, home: { shows: { reply: true } } });
  });

  it('accepts the data as a JSON string; a __proto__ key stays plain data there and is dropped from a JSON body', async () => {
    await rawFetch(`${t.url}/api/web/settings`, { method: 'PUT', token: alice.token, json: { data: '{"a":{"b":1}}' } });
    await rawFetch(`${t.url}/api/web/settings`, { method: 'PUT', token: alice.token, json: { data: JSON.parse('{"__proto__":{"polluted":true},"c":2}') as unknown } });
    expect(stored(alice)).toEqual({ a: { b: 1 }, c: 2 });
    await rawFetch(`${t.url}/api/web/settings`, { method: 'PUT', token: alice.token, json: { data: '{"__proto__":{"polluted":true}}' } });
    expect(stored(alice)).toEqual(JSON.parse('{"a":{"b":1},"c":2,"__proto__":{"polluted":true}}'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses data nested deeper than any settings go', async () => {
    const deep = JSON.parse(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`) as unknown;
    const answer = await rawFetch(`${t.url}/api/web/settings`, { method: 'PUT', token: alice.token, json: { data: deep } });
    expect(answer).toMatchObject({ status: 422, body: { error: 'Validation failed: data is nested too deeply' } });
    expect(stored(alice)).toEqual({});
  });

  it('answers 400 without data and 401 signed out', async () => {
    expect((await rawFetch(`${t.url}/api/web/settings`, { method: 'PUT', token: alice.token, json: {} })).status).toBe(400);
    expect((await rawFetch(`${t.url}/api/web/settings`, { method: 'PUT', token: alice.token, json: { data: [1] } })).status).toBe(400);
    expect((await rawFetch(`${t.url}/api/web/settings`, { method: 'PUT', token: alice.token, json: { data: '{nope' } })).status).toBe(400);
    expect((await rawFetch(`${t.url}/api/web/settings`, { method: 'PUT', json: { data: {} } })).status).toBe(401);
    expect(stored(alice)).toEqual({});
  });
});
