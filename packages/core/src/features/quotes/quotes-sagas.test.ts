import type { RestClient, Status } from '@trumpet/api-client';
import { localStoreHarness } from '../../../test/support/local-store';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { sanitize } from '../../../test/support/sanitize';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { computeEviction } from '../eviction/compute-eviction';
import { composeChanged, composeMounted, composeReset, postCompose, submitCompose } from '../compose/compose-actions';
import { fetchStatus } from '../statuses/statuses-actions';
import { statusesRemoved } from '../statuses/status-actions';
import { selectStatus, selectStatusRecord } from '../statuses/statuses-selectors';
import { composeQuoteDefaultLoaded, composeQuotePolicyChanged, composeQuoteRemoved, quoteCompose, revokeQuote } from './quote-actions';

describe('quote posts against the local instance (Mastodon 4.5 quotes)', () => {
  const harness = localStoreHarness('demo');
  let alice: RestClient;
  let demoId: string;
  let store: TrumpetStore | null = null;
  let recorder = createActionRecorder();

  beforeAll(async () => {
    alice = await harness.local.signIn('alice');
    demoId = (await harness.api.accounts.verifyCredentials()).id;
  }, 60_000);
  afterEach(() => store?.rootTask.cancel());

  function newStore(client: RestClient, me: string): TrumpetStore {
    store?.rootTask.cancel();
    recorder = createActionRecorder();
    store = createTrumpetStore({ api: client, sanitize, meta: { me }, middleware: [recorder.middleware] });
    return store;
  }
  async function load(s: TrumpetStore, id: string): Promise<void> {
    const done = recorder.next([fetchStatus.success.type, fetchStatus.fail.type]);
    s.dispatch(fetchStatus.request({ id }));
    expect((await done).type).toBe(fetchStatus.success.type);
  }

  it('stores a quoted status as a status of its own, joined to the quoting one, and kept from eviction', async () => {
    const quoted = await alice.statuses.create({ status: 'the <b>original</b> words', spoiler_text: 'a warning' });
    const quoting = await harness.api.statuses.create({ status: 'look at this', quoted_status_id: quoted.id });
    expect(quoting.quote).toMatchObject({ state: 'accepted', quoted_status_id: quoted.id });
    const s = newStore(harness.api, demoId);
    await load(s, quoting.id);
    const record = selectStatusRecord(s.getState(), quoting.id);
    expect(record?.quote).toEqual({ state: 'accepted', quoted_status_id: quoted.id });
    // The quoted status is its own record, sanitised and with its own content warning closed.
    const quotedRecord = selectStatusRecord(s.getState(), quoted.id);
    expect(quotedRecord).toMatchObject({ spoiler_text: 'a warning', hidden: true });
    expect(quotedRecord?.contentHtml).toContain('original');
    const joined = selectStatus(s.getState(), quoting.id);
    expect(joined?.quoted).toMatchObject({ id: quoted.id, account: { username: 'alice' } });
    // A boost of the quote joins the quote of the boosted status.
    const boost = await alice.statuses.reblog(quoting.id);
    await load(s, boost.id);
    expect(selectStatus(s.getState(), boost.id)?.quoted?.id).toBe(quoted.id);
    expect(computeEviction(s.getState(), new Set([boost.id])).statusIds).not.toContain(quoted.id);
  });

  it('keeps one level: the quote of a quoted status is by id only', async () => {
    const first = await alice.statuses.create({ status: 'first of a chain' });
    const second = await alice.statuses.create({ status: 'second of a chain', quoted_status_id: first.id });
    const third = await harness.api.statuses.create({ status: 'third of a chain', quoted_status_id: second.id });
    const s = newStore(harness.api, demoId);
    await load(s, third.id);
    expect(selectStatusRecord(s.getState(), second.id)?.quote).toEqual({ state: 'accepted', quoted_status_id: first.id });
    expect(selectStatus(s.getState(), third.id)?.quoted?.id).toBe(second.id);
  });

  it('posts a quote from the composer with the chosen quote policy, and clears it after', async () => {
    const quoted = await alice.statuses.create({ status: 'quote me if you like' });
    const s = newStore(harness.api, demoId);
    s.dispatch(quoteCompose({ statusId: quoted.id }));
    expect(s.getState().compose).toMatchObject({ quotedStatusId: quoted.id, quotePolicy: null });
    s.dispatch(composeChanged({ text: 'a quote from the composer' }));
    s.dispatch(composeQuotePolicyChanged({ policy: 'followers' }));
    const done = recorder.next([postCompose.success.type, postCompose.fail.type]);
    s.dispatch(submitCompose());
    const result = await done;
    expect(result.type).toBe(postCompose.success.type);
    const { statusId } = result.payload as { statusId: string };
    const onServer: Status = await harness.api.statuses.fetch(statusId);
    expect(onServer.quote).toMatchObject({ state: 'accepted', quoted_status_id: quoted.id });
    expect(onServer.quote_approval).toMatchObject({ automatic: ['followers'], current_user: 'automatic' });
    expect(s.getState().compose).toMatchObject({ quotedStatusId: null, quotePolicy: null });
  });

  it('drops the quote when removed, reset, or when the quoted status is deleted', () => {
    const s = newStore(harness.api, demoId);
    s.dispatch(quoteCompose({ statusId: '1' }));
    s.dispatch(composeQuoteRemoved());
    expect(s.getState().compose.quotedStatusId).toBeNull();
    s.dispatch(quoteCompose({ statusId: '2' }));
    s.dispatch(statusesRemoved({ ids: ['2'] }));
    expect(s.getState().compose.quotedStatusId).toBeNull();
    s.dispatch(quoteCompose({ statusId: '3' }));
    s.dispatch(composeReset());
    expect(s.getState().compose.quotedStatusId).toBeNull();
  });

  it("reads the user's default quote policy once a composer shows", async () => {
    const real = await harness.api.preferences.fetch();
    expect(real['posting:default:quote_policy']).toBe('public');
    const spy = jest.spyOn(harness.api.preferences, 'fetch').mockResolvedValue({ ...real, 'posting:default:quote_policy': 'followers' });
    const s = newStore(harness.api, demoId);
    expect(s.getState().compose.defaultQuotePolicy).toBe('public');
    expect(spy).not.toHaveBeenCalled();
    const loaded = recorder.next([composeQuoteDefaultLoaded.type]);
    s.dispatch(composeMounted());
    await loaded;
    expect(s.getState().compose.defaultQuotePolicy).toBe('followers');
    spy.mockRestore();
  });

  it("revokes a quote of one's own post: the quoting status comes back revoked", async () => {
    const mine = await harness.api.statuses.create({ status: 'demo says something quotable' });
    const quoting = await alice.statuses.create({ status: 'alice quotes demo', quoted_status_id: mine.id });
    const s = newStore(harness.api, demoId);
    await load(s, quoting.id);
    expect(selectStatus(s.getState(), quoting.id)?.quote?.state).toBe('accepted');
    const done = recorder.next([revokeQuote.success.type, revokeQuote.fail.type]);
    s.dispatch(revokeQuote.request({ quotedId: mine.id, quotingId: quoting.id }));
    expect((await done).type).toBe(revokeQuote.success.type);
    expect(selectStatusRecord(s.getState(), quoting.id)?.quote).toMatchObject({ state: 'revoked' });
    expect((await alice.statuses.fetch(quoting.id)).quote?.state).toBe('revoked');
    // Someone else's quote cannot be revoked: the failure is kept for an alert.
    const other = await alice.statuses.create({ status: 'alice, on her own' });
    const aliceQuote = await harness.api.statuses.create({ status: 'demo quotes alice', quoted_status_id: other.id });
    const refused = recorder.next([revokeQuote.success.type, revokeQuote.fail.type]);
    s.dispatch(revokeQuote.request({ quotedId: other.id, quotingId: aliceQuote.id }));
    expect((await refused).type).toBe(revokeQuote.fail.type);
  });
});
