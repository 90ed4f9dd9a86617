import type { HubMessage } from '../../src/streaming/hub';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { rawFetch, testClock } from '../support/user-data-fixtures';

describe('filters (v1)', () => {
  let t: TestInstance;
  let clock: ReturnType<typeof testClock>;
  let alice: TestUser;
  let bob: TestUser;
  let aliceStream: HubMessage[];
  let bobStream: HubMessage[];

  beforeEach(async () => {
    clock = testClock();
    t = await startTestInstance({ now: clock.now });
    alice = t.user('alice', { password: null });
    bob = t.user('bob', { password: null });
    aliceStream = [];
    bobStream = [];
    t.instance.hub.subscribe(`timeline:${alice.account.id}`, (message) => aliceStream.push(message));
    t.instance.hub.subscribe(`timeline:${bob.account.id}`, (message) => bobStream.push(message));
  });
  afterEach(() => t.close());

  it('creates, lists, fetches, updates and deletes filters, announcing each change on the owner’s stream', async () => {
    const spoilers = await alice.api.filters.create({ phrase: 'spoiler', context: ['home', 'public'], whole_word: false });
    expect(spoilers).toMatchObject({ phrase: 'spoiler', context: ['home', 'public'], whole_word: false, irreversible: false, expires_at: null });
    const soon = await alice.api.filters.create({ phrase: 'election', context: ['notifications'], irreversible: true, expires_in: 3600 });
    expect(soon.irreversible).toBe(true);
    expect(soon.whole_word).toBe(true);
    expect(Date.parse(soon.expires_at ?? '')).toBe(clock.now().getTime() + 3600_000);
    expect(aliceStream).toEqual([{ kind: 'filters_changed' }, { kind: 'filters_changed' }]);

    expect((await alice.api.filters.list()).map((f) => f.phrase)).toEqual(['spoiler', 'election']);
    expect(await alice.api.filters.fetch(spoilers.id)).toEqual(spoilers);

    const updated = await alice.api.filters.update(soon.id, { phrase: 'elections', context: ['thread', 'account'], expires_in: null });
    expect(updated).toMatchObject({ id: soon.id, phrase: 'elections', context: ['thread', 'account'], expires_at: null, irreversible: true });
    // A PUT with only some fields keeps the rest.
    const partial = await rawFetch(`${t.url}/api/v1/filters/${spoilers.id}`, { method: 'PUT', token: alice.token, json: { phrase: 'spoilers' } });
    expect(partial.body).toMatchObject({ phrase: 'spoilers', context: ['home', 'public'], whole_word: false });

    await alice.api.filters.remove(spoilers.id);
    expect((await alice.api.filters.list()).map((f) => f.id)).toEqual([soon.id]);
    await expect(alice.api.filters.fetch(spoilers.id)).rejects.toMatchObject({ status: 404 });
    expect(aliceStream).toHaveLength(5);
    expect(bobStream).toEqual([]);
  });

  it('validates phrase and context with 422 and announces nothing', async () => {
    await expect(alice.api.filters.create({ phrase: '', context: ['home'] })).rejects.toMatchObject({
      status: 422,
      message: "Validation failed: Phrase can't be blank",
    });
    await expect(alice.api.filters.create({ phrase: 'x', context: [] })).rejects.toMatchObject({ status: 422 });
    const bad = await rawFetch(`${t.url}/api/v1/filters`, { method: 'POST', token: alice.token, json: { phrase: 'x', context: ['home', 'everywhere'] } });
    expect(bad.status).toBe(422);
    const nonNumeric = await rawFetch(`${t.url}/api/v1/filters`, {
      method: 'POST',
      token: alice.token,
      json: { phrase: 'x', context: ['home'], expires_in: 'soon' },
    });
    expect(nonNumeric.status).toBe(400);
    expect(await alice.api.filters.list()).toEqual([]);
    expect(aliceStream).toEqual([]);
  });

  it('accepts form-encoded context[] as Mastodon’s web client sends it', async () => {
    const response = await fetch(`${t.url}/api/v1/filters`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'phrase=cats&context[]=home&context[]=thread&irreversible=true',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ phrase: 'cats', context: ['home', 'thread'], irreversible: true });
  });

  it('keeps each user’s filters to themselves', async () => {
    const mine = await alice.api.filters.create({ phrase: 'mine', context: ['home'] });
    expect(await bob.api.filters.list()).toEqual([]);
    await expect(bob.api.filters.fetch(mine.id)).rejects.toMatchObject({ status: 404 });
    await expect(bob.api.filters.update(mine.id, { phrase: 'bob', context: ['home'] })).rejects.toMatchObject({ status: 404 });
    await expect(bob.api.filters.remove(mine.id)).rejects.toMatchObject({ status: 404 });
    expect((await alice.api.filters.fetch(mine.id)).phrase).toBe('mine');
    expect(bobStream).toEqual([]);
  });

  it('requires the filters scopes', async () => {
    expect((await rawFetch(`${t.url}/api/v1/filters`)).status).toBe(401);
    const reader = t.user('reader', { scopes: 'read:filters', password: null });
    expect((await rawFetch(`${t.url}/api/v1/filters`, { token: reader.token })).status).toBe(200);
    const write = await rawFetch(`${t.url}/api/v1/filters`, { method: 'POST', token: reader.token, json: { phrase: 'x', context: ['home'] } });
    expect(write.status).toBe(403);
  });
});
