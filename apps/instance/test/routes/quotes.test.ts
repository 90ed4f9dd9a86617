import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { block, follow, remoteAccount } from '../support/status-fixtures';

interface QuoteRecord {
  status_id: string;
  quoted_status_id: string | null;
  state: string;
}

const quoteRow = (t: TestInstance, statusId: string): QuoteRecord | undefined =>
  t.instance.db.prepare<[string], QuoteRecord>('SELECT status_id, quoted_status_id, state FROM quotes WHERE status_id = ?').get(statusId);

const notifications = (t: TestInstance, user: TestUser, type: string): { from_account_id: string; status_id: string | null }[] =>
  t.instance.db
    .prepare<[string, string], { from_account_id: string; status_id: string | null }>(
      'SELECT from_account_id, status_id FROM notifications WHERE account_id = ? AND type = ? ORDER BY id',
    )
    .all(user.account.id, type);

const raw = async (t: TestInstance, user: TestUser | null, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> => {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (user) headers.authorization = `Bearer ${user.token}`;
  const response = await fetch(`${t.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, json: await response.json() };
};

describe('quote posts', () => {
  let t: TestInstance;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let dave: TestUser;
  beforeAll(async () => {
    t = await startTestInstance();
    alice = t.user('alice');
    bob = t.user('bob');
    carol = t.user('carol');
    dave = t.user('dave');
    follow(t.instance, bob, alice);
  });
  afterAll(() => t.close());

  it('quotes a public status: accepted at once, nested one level deep, counted, and the quoted author notified', async () => {
    const original = await alice.api.statuses.create({ status: 'quote me' });
    expect(original).toMatchObject({ quotes_count: 0, quote: null, quote_approval: { automatic: ['public'], manual: [], current_user: 'automatic' } });
    const quoting = await bob.api.statuses.create({ status: 'well said', quoted_status_id: original.id });
    expect(quoting.quote).toMatchObject({ state: 'accepted', quoted_status_id: original.id });
    expect(quoting.quote?.quoted_status).toMatchObject({ id: original.id, content: '<p>quote me</p>', quote: null });
    expect(quoteRow(t, quoting.id)).toEqual({ status_id: quoting.id, quoted_status_id: original.id, state: 'accepted' });

    // A quote of the quote shows the middle status in full and its own quote by id only.
    const second = await carol.api.statuses.create({ status: 'and again', quoted_status_id: quoting.id });
    const seen = await dave.api.statuses.fetch(second.id);
    expect(seen.quote?.state).toBe('accepted');
    expect(seen.quote?.quoted_status?.id).toBe(quoting.id);
    expect(seen.quote?.quoted_status?.quote).toEqual({ state: 'accepted', quoted_status: null, quoted_status_id: original.id });

    const byOthers = await t.anonymous().statuses.fetch(quoting.id);
    expect(byOthers.quote?.quoted_status?.account.id).toBe(alice.account.id);
    expect((await dave.api.statuses.fetch(original.id)).quotes_count).toBe(1);
    expect(notifications(t, alice, 'quote')).toEqual([{ from_account_id: bob.account.id, status_id: quoting.id }]);
    const listed = await alice.api.notifications.list({ types: ['quote'] });
    expect(listed.items.map((n) => [n.type, n.status?.id])).toEqual([['quote', quoting.id]]);
  });

  it('boosted quotes and quotes of a boost point at the original', async () => {
    const original = await alice.api.statuses.create({ status: 'boost then quote' });
    const boost = await carol.api.statuses.reblog(original.id);
    const quoting = await dave.api.statuses.create({ status: 'via the boost', quoted_status_id: boost.id });
    expect(quoting.quote?.quoted_status?.id).toBe(original.id);
    const boostOfQuote = await carol.api.statuses.reblog(quoting.id);
    expect(boostOfQuote.quote).toBeNull();
    expect(boostOfQuote.reblog?.quote?.quoted_status?.id).toBe(original.id);
  });

  it('tells each viewer what the quote approval policy means for them', async () => {
    const followersOnly = await alice.api.statuses.create({ status: 'followers may quote', quote_approval_policy: 'followers' });
    expect((await bob.api.statuses.fetch(followersOnly.id)).quote_approval).toEqual({ automatic: ['followers'], manual: [], current_user: 'automatic' });
    expect((await carol.api.statuses.fetch(followersOnly.id)).quote_approval?.current_user).toBe('denied');
    expect((await t.anonymous().statuses.fetch(followersOnly.id)).quote_approval?.current_user).toBe('denied');
    const nobody = await alice.api.statuses.create({ status: 'mine alone', quote_approval_policy: 'nobody' });
    expect((await alice.api.statuses.fetch(nobody.id)).quote_approval).toEqual({ automatic: [], manual: [], current_user: 'automatic' });
  });

  it('refuses quotes the policy denies with 404, as Mastodon, and lets the author quote anyway', async () => {
    const nobody = await alice.api.statuses.create({ status: 'no quotes', quote_approval_policy: 'nobody' });
    const denied = await raw(t, bob, 'POST', '/api/v1/statuses', { status: 'try', quoted_status_id: nobody.id });
    expect(denied).toEqual({ status: 404, json: { error: 'The post you are trying to quote does not appear to exist.' } });

    const followersOnly = await alice.api.statuses.create({ status: 'followers only', quote_approval_policy: 'followers' });
    expect((await raw(t, carol, 'POST', '/api/v1/statuses', { status: 'try', quoted_status_id: followersOnly.id })).status).toBe(404);
    const allowed = await bob.api.statuses.create({ status: 'a follower may', quoted_status_id: followersOnly.id });
    expect(allowed.quote?.state).toBe('accepted');

    const own = await alice.api.statuses.create({ status: 'self quote', quoted_status_id: nobody.id });
    expect(own.quote?.state).toBe('accepted');
    const before = t.instance.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM quotes').get()?.n;
    expect((await raw(t, bob, 'POST', '/api/v1/statuses', { status: 'x', quoted_status_id: '999999' })).status).toBe(404);
    expect((await raw(t, bob, 'POST', '/api/v1/statuses', { status: 'x', quote_approval_policy: 'everyone' })).status).toBe(422);
    expect(t.instance.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM quotes').get()?.n).toBe(before);
  });

  it('lets nobody but the author quote a private status, and makes the author’s quote private', async () => {
    const secret = await alice.api.statuses.create({ status: 'followers see this', visibility: 'private' });
    expect(secret.quote_approval).toEqual({ automatic: [], manual: [], current_user: 'automatic' });
    expect((await raw(t, bob, 'POST', '/api/v1/statuses', { status: 'a follower tries', quoted_status_id: secret.id })).status).toBe(404);
    const own = await alice.api.statuses.create({ status: 'quoting myself', visibility: 'public', quoted_status_id: secret.id });
    expect(own.visibility).toBe('private');
    expect(own.quote?.state).toBe('accepted');
    // Someone who may not see the quoted status is told so, without it.
    const seenByCarol = await raw(t, carol, 'GET', `/api/v1/statuses/${own.id}`);
    expect(seenByCarol.status).toBe(404);
    const seenByBob = await bob.api.statuses.fetch(own.id);
    expect(seenByBob.quote).toMatchObject({ state: 'accepted', quoted_status: { id: secret.id } });

    const direct = await alice.api.statuses.create({ status: '@bob psst', visibility: 'direct' });
    expect((await raw(t, bob, 'POST', '/api/v1/statuses', { status: 'x', quoted_status_id: direct.id })).status).toBe(404);
    const unmentioned = await raw(t, alice, 'POST', '/api/v1/statuses', { status: 'dm quote', visibility: 'direct', quoted_status_id: (await bob.api.statuses.create({ status: 'b' })).id });
    expect(unmentioned.status).toBe(422);
  });

  it('a quote of a remote status stays pending, without its status', async () => {
    const remoteId = remoteAccount(t.instance, 'faraway', 'remote.example');
    const id = '110000000000000001';
    t.instance.db
      .prepare("INSERT INTO statuses (id, account_id, uri, content, visibility, conversation_id, created_at) VALUES (?, ?, ?, '<p>far</p>', 'public', ?, ?)")
      .run(id, remoteId, `https://remote.example/statuses/${id}`, id, new Date().toISOString());
    const quoting = await bob.api.statuses.create({ status: 'from afar', quoted_status_id: id });
    expect(quoting.quote).toEqual({ state: 'pending', quoted_status: null, quoted_status_id: null });
    expect((await bob.api.statuses.fetch(id)).quotes_count).toBe(0);
  });

  it('revokes a quote: only the quoted author, the quote becomes revoked and stops counting', async () => {
    const original = await alice.api.statuses.create({ status: 'revocable' });
    const quoting = await carol.api.statuses.create({ status: 'quoting', quoted_status_id: original.id });
    const path = `/api/v1/statuses/${original.id}/quotes/${quoting.id}/revoke`;
    expect((await raw(t, carol, 'POST', path)).status).toBe(403);
    expect((await raw(t, alice, 'POST', `/api/v1/statuses/${original.id}/quotes/${original.id}/revoke`)).status).toBe(404);
    const revoked = await alice.api.statuses.revokeQuote(original.id, quoting.id);
    expect(revoked.id).toBe(quoting.id);
    expect(revoked.quote).toEqual({ state: 'revoked', quoted_status: null, quoted_status_id: null });
    expect(quoteRow(t, quoting.id)?.state).toBe('revoked');
    expect((await dave.api.statuses.fetch(quoting.id)).quote?.state).toBe('revoked');
    expect((await alice.api.statuses.fetch(original.id)).quotes_count).toBe(0);
    expect((await alice.api.statuses.quotes(original.id)).items).toEqual([]);
  });

  it('shows a quote of a deleted status as deleted', async () => {
    const original = await alice.api.statuses.create({ status: 'soon gone' });
    const quoting = await dave.api.statuses.create({ status: 'quoting it', quoted_status_id: original.id });
    await alice.api.statuses.remove(original.id);
    expect(quoteRow(t, quoting.id)).toEqual({ status_id: quoting.id, quoted_status_id: null, state: 'accepted' });
    expect((await carol.api.statuses.fetch(quoting.id)).quote).toEqual({ state: 'deleted', quoted_status: null, quoted_status_id: null });
    // Deleting the quoting status takes its quote and notification with it.
    const other = await alice.api.statuses.create({ status: 'stays' });
    const gone = await dave.api.statuses.create({ status: 'will go', quoted_status_id: other.id });
    await dave.api.statuses.remove(gone.id);
    expect(quoteRow(t, gone.id)).toBeUndefined();
    expect(notifications(t, alice, 'quote').some((n) => n.status_id === gone.id)).toBe(false);
    expect((await alice.api.statuses.fetch(other.id)).quotes_count).toBe(0);
  });

  it('lists the quotes of one’s own status, newest first, paginated, to the author only', async () => {
    const original = await alice.api.statuses.create({ status: 'much quoted' });
    const quoters = ['q1', 'q2', 'q3'].map((name) => t.user(name));
    const quotes = [];
    for (const user of quoters) quotes.push(await user.api.statuses.create({ status: `by ${user.account.username}`, quoted_status_id: original.id }));
    const first = await alice.api.statuses.quotes(original.id, { limit: 2 });
    expect(first.items.map((s) => s.id)).toEqual([quotes[2]?.id, quotes[1]?.id]);
    expect(first.next).toContain('max_id=');
    const second = await alice.api.statuses.quotes(original.id, {}, { cursor: first.next });
    expect(second.items.map((s) => s.id)).toEqual([quotes[0]?.id]);
    expect(second.items[0]?.quote?.quoted_status?.id).toBe(original.id);

    expect((await raw(t, bob, 'GET', `/api/v1/statuses/${original.id}/quotes`)).status).toBe(403);
    expect((await raw(t, null, 'GET', `/api/v1/statuses/${original.id}/quotes`)).status).toBe(401);
    const q1 = quoters[0];
    if (!q1) throw new Error('no quoter');
    block(t.instance, alice, q1);
    expect((await alice.api.statuses.quotes(original.id)).items.map((s) => s.id)).toEqual([quotes[2]?.id, quotes[1]?.id]);
  });

  it('changes a status’ quote policy, only the author’s, and nobody for a private one', async () => {
    const status = await alice.api.statuses.create({ status: 'policy' });
    const changed = await alice.api.statuses.updateInteractionPolicy(status.id, { quote_approval_policy: 'followers' });
    expect(changed.quote_approval).toEqual({ automatic: ['followers'], manual: [], current_user: 'automatic' });
    expect((await carol.api.statuses.fetch(status.id)).quote_approval?.current_user).toBe('denied');
    expect((await raw(t, carol, 'POST', '/api/v1/statuses', { status: 'x', quoted_status_id: status.id })).status).toBe(404);

    expect((await raw(t, bob, 'PUT', `/api/v1/statuses/${status.id}/interaction_policy`, { quote_approval_policy: 'public' })).status).toBe(403);
    expect((await raw(t, alice, 'PUT', `/api/v1/statuses/${status.id}/interaction_policy`, { quote_approval_policy: 'anyone' })).status).toBe(422);
    expect((await alice.api.statuses.fetch(status.id)).quote_approval?.automatic).toEqual(['followers']);

    const secret = await alice.api.statuses.create({ status: 'private', visibility: 'private' });
    const still = await alice.api.statuses.updateInteractionPolicy(secret.id, { quote_approval_policy: 'public' });
    expect(still.quote_approval?.automatic).toEqual([]);
  });

  it('hides a quoted status from a viewer its author blocks, and flags one whose author the viewer blocks', async () => {
    const eve = t.user('eve');
    const frank = t.user('frank');
    const original = await eve.api.statuses.create({ status: 'by eve' });
    const quoting = await bob.api.statuses.create({ status: 'quoting eve', quoted_status_id: original.id });
    block(t.instance, eve, frank);
    const seenByFrank = await frank.api.statuses.fetch(quoting.id);
    expect(seenByFrank.quote).toEqual({ state: 'unauthorized', quoted_status: null, quoted_status_id: null });
    expect(seenByFrank.quote_approval?.current_user).toBe('automatic');

    // Mastodon keeps the status for blocked_account (and muted_account), for the client to hide.
    block(t.instance, carol, eve);
    const seenByCarol = await carol.api.statuses.fetch(quoting.id);
    expect(seenByCarol.quote?.state).toBe('blocked_account');
    expect(seenByCarol.quote?.quoted_status?.id).toBe(original.id);
    expect((await raw(t, carol, 'POST', '/api/v1/statuses', { status: 'x', quoted_status_id: original.id })).status).toBe(404);
    expect((await dave.api.statuses.fetch(quoting.id)).quote?.state).toBe('accepted');
  });

  it('sends quoted_update through notifyQuotedUpdate to those who quoted an edited status', async () => {
    const { notifyQuotedUpdate } = await import('../../src/services/quotes');
    const { findStatus } = await import('../../src/db/queries');
    const original = await dave.api.statuses.create({ status: 'will be edited' });
    await carol.api.statuses.create({ status: 'quote 1', quoted_status_id: original.id });
    await dave.api.statuses.create({ status: 'own quote', quoted_status_id: original.id });
    const row = findStatus(t.instance.db, original.id);
    if (!row) throw new Error('status missing');
    notifyQuotedUpdate(t.instance, row);
    expect(notifications(t, carol, 'quoted_update')).toEqual([{ from_account_id: dave.account.id, status_id: original.id }]);
    expect(notifications(t, dave, 'quoted_update')).toEqual([]);
    const listed = await carol.api.notifications.list({ types: ['quoted_update'] });
    expect(listed.items[0]?.status?.id).toBe(original.id);
  });
});
