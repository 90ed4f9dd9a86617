import { lastReadId } from '../../src/db/repositories/markers';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { rawFetch, testClock } from '../support/user-data-fixtures';

describe('markers', () => {
  let t: TestInstance;
  let clock: ReturnType<typeof testClock>;
  let alice: TestUser;
  let bob: TestUser;

  beforeEach(async () => {
    clock = testClock();
    t = await startTestInstance({ now: clock.now });
    alice = t.user('alice', { password: null });
    bob = t.user('bob', { password: null });
  });
  afterEach(() => t.close());

  it('saves read positions per timeline, raising the version only when the position moves', async () => {
    expect((await rawFetch(`${t.url}/api/v1/markers?timeline[]=home&timeline[]=notifications`, { token: alice.token })).body).toEqual({});
    expect(lastReadId(t.instance.db, alice.account.id, 'home')).toBeNull();

    const first = await alice.api.markers.save({ home: { last_read_id: '100' } });
    expect(first.home).toEqual({ last_read_id: '100', version: 1, updated_at: clock.now().toISOString() });
    expect(first.notifications).toBeNull();

    clock.advance(5000);
    expect((await alice.api.markers.save({ home: { last_read_id: '100' } })).home?.version).toBe(1);
    const moved = await alice.api.markers.save({ home: { last_read_id: '105' }, notifications: { last_read_id: '7' } });
    expect(moved.home).toEqual({ last_read_id: '105', version: 2, updated_at: clock.now().toISOString() });
    expect(moved.notifications).toMatchObject({ last_read_id: '7', version: 1 });

    expect(await alice.api.markers.fetch()).toEqual(moved);
    const onlyHome = await rawFetch(`${t.url}/api/v1/markers?timeline[]=home`, { token: alice.token });
    expect(Object.keys(onlyHome.body as object)).toEqual(['home']);
    expect(lastReadId(t.instance.db, alice.account.id, 'home')).toBe('105');
    expect(lastReadId(t.instance.db, alice.account.id, 'notifications')).toBe('7');
    // Each user has their own.
    expect(await bob.api.markers.fetch()).toEqual({ home: null, notifications: null });
  });

  it('refuses a missing or malformed last_read_id, ignores unknown timelines, and needs the statuses scopes', async () => {
    const save = (token: string, json: unknown) => rawFetch(`${t.url}/api/v1/markers`, { method: 'POST', token, json });
    expect((await save(alice.token, { home: { last_read_id: '' } })).status).toBe(422);
    expect((await save(alice.token, { home: {} })).status).toBe(422);
    expect((await save(alice.token, { home: { last_read_id: 'abc' } })).status).toBe(422);
    expect(lastReadId(t.instance.db, alice.account.id, 'home')).toBeNull();
    const unknown = await save(alice.token, { public: { last_read_id: '5' } });
    expect([unknown.status, unknown.body]).toEqual([200, {}]);

    expect((await rawFetch(`${t.url}/api/v1/markers`)).status).toBe(401);
    const reader = t.user('reader', { scopes: 'read:statuses', password: null });
    expect((await rawFetch(`${t.url}/api/v1/markers?timeline[]=home`, { token: reader.token })).status).toBe(200);
    expect((await save(reader.token, { home: { last_read_id: '1' } })).status).toBe(403);
    const writer = t.user('writer', { scopes: 'write:statuses', password: null });
    expect((await save(writer.token, { home: { last_read_id: '1' } })).status).toBe(200);
    expect(lastReadId(t.instance.db, writer.account.id, 'home')).toBe('1');
  });
});
