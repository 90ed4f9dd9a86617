import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { remoteAccount } from '../support/status-fixtures';
import { post, rawFetch } from '../support/user-data-fixtures';

describe('reports', () => {
  let t: TestInstance;
  let alice: TestUser;
  let bob: TestUser;

  beforeEach(async () => {
    t = await startTestInstance();
    alice = t.user('alice', { password: null });
    bob = t.user('bob', { password: null });
  });
  afterEach(() => t.close());

  const report = (body: Record<string, unknown>, token = alice.token) =>
    rawFetch(`${t.url}/api/v1/reports`, { method: 'POST', token, json: body });

  it('files a report about an account and its statuses and answers the Report entity', async () => {
    const bad = post(t.instance, bob, 'something bad');
    const worse = post(t.instance, bob, 'something worse');
    const created = await alice.api.reports.create({ account_id: bob.account.id, status_ids: [bad.id, worse.id], comment: 'Please look', category: 'spam' });
    const row = t.instance.db
      .prepare<[string], { account_id: string; target_account_id: string; status_ids: string; comment: string; category: string }>(
        'SELECT account_id, target_account_id, status_ids, comment, category FROM reports WHERE id = ?',
      )
      .get(created.id);
    expect(row).toEqual({
      account_id: alice.account.id,
      target_account_id: bob.account.id,
      status_ids: JSON.stringify([bad.id, worse.id]),
      comment: 'Please look',
      category: 'spam',
    });

    const raw = await report({ account_id: bob.account.id, status_ids: [bad.id], forward: true });
    expect(raw.status).toBe(200);
    expect(raw.body).toMatchObject({
      action_taken: false,
      category: 'other',
      comment: '',
      forwarded: false,
      status_ids: [bad.id],
      rule_ids: null,
      target_account: { id: bob.account.id, acct: 'bob' },
    });
  });

  it('forwards only reports about remote accounts', async () => {
    const remote = remoteAccount(t.instance, 'someone', 'remote.example');
    expect((await report({ account_id: remote, forward: true })).body).toMatchObject({ forwarded: true });
    expect((await report({ account_id: remote, forward: false })).body).toMatchObject({ forwarded: false });
  });

  it('refuses statuses of another account, a long comment and an unknown category with 422', async () => {
    const alices = post(t.instance, alice, 'mine');
    const bobs = post(t.instance, bob, 'theirs');
    const wrong = await report({ account_id: bob.account.id, status_ids: [bobs.id, alices.id] });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ error: 'Validation failed: Status ids must belong to the reported account' });
    expect((await report({ account_id: bob.account.id, status_ids: ['123'] })).status).toBe(422);
    expect((await report({ account_id: bob.account.id, comment: 'x'.repeat(1001) })).status).toBe(422);
    expect((await report({ account_id: bob.account.id, comment: 'x'.repeat(1000) })).status).toBe(200);
    expect((await report({ account_id: bob.account.id, category: 'boring' })).status).toBe(422);
    expect(t.instance.db.prepare('SELECT count(*) AS n FROM reports').get()).toEqual({ n: 1 });
  });

  it('answers 404 for an unknown account and 401 signed out', async () => {
    expect((await report({ account_id: '999' })).status).toBe(404);
    expect((await report({})).status).toBe(404);
    expect((await rawFetch(`${t.url}/api/v1/reports`, { method: 'POST', json: { account_id: bob.account.id } })).status).toBe(401);
  });
});
