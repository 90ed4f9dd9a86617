import { AccountSchema, createRestClient } from '@trumpet/api-client';
import type { UnknownAction } from 'redux';
import { sanitize } from '../../../test/support/sanitize';
import { entitiesImported } from '../../importer/importer-actions';
import { normalizeEntities } from '../../importer/normalize';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { expandTimeline } from '../timelines/timelines-actions';
import {
  postReport,
  reportCancelled,
  reportCommentChanged,
  reportForwardToggled,
  reportOpened,
  reportStatusToggled,
} from './reports-actions';
import { selectReport, selectReportCanSubmit, selectReportDomain, selectReportStatusIds } from './reports-selectors';

// No server is reached: the open saga's timeline load fails quietly against a closed port.
const api = createRestClient({ url: 'http://127.0.0.1:9' });
let store: TrumpetStore;
const report = () => selectReport(store.getState());
const dispatchAll = (...actions: UnknownAction[]): void => actions.forEach((action) => store.dispatch(action));
const request = { account_id: '1', status_ids: [], comment: '', forward: false };

beforeEach(() => {
  store = createTrumpetStore({ api, sanitize });
});
afterEach(() => store.rootTask.cancel());

describe('the report draft (SPEC §4 Reports; Mastodon reducers/reports.js)', () => {
  it.each<{ name: string; actions: UnknownAction[]; expected: Partial<ReturnType<typeof report>> }>([
    { name: 'opening with a status selects it', actions: [reportOpened({ accountId: '1', statusId: 's1' })], expected: { accountId: '1', statusIds: ['s1'] } },
    { name: 'opening without one selects nothing', actions: [reportOpened({ accountId: '1' })], expected: { accountId: '1', statusIds: [] } },
    {
      name: 'opening again for the same account keeps the selection and the comment, adding the status',
      actions: [reportOpened({ accountId: '1', statusId: 's1' }), reportCommentChanged({ comment: 'spam' }), reportOpened({ accountId: '1', statusId: 's2' }), reportOpened({ accountId: '1', statusId: 's1' })],
      expected: { statusIds: ['s1', 's2'], comment: 'spam' },
    },
    {
      name: 'opening for another account resets',
      actions: [reportOpened({ accountId: '1', statusId: 's1' }), reportCommentChanged({ comment: 'spam' }), reportOpened({ accountId: '2' })],
      expected: { accountId: '2', statusIds: [], comment: '' },
    },
    {
      name: 'toggling adds and removes',
      actions: [reportOpened({ accountId: '1', statusId: 's1' }), reportStatusToggled({ statusId: 's2' }), reportStatusToggled({ statusId: 's1' })],
      expected: { statusIds: ['s2'] },
    },
    {
      name: 'an explicit check is idempotent',
      actions: [reportOpened({ accountId: '1' }), reportStatusToggled({ statusId: 's1', checked: true }), reportStatusToggled({ statusId: 's1', checked: true }), reportStatusToggled({ statusId: 's2', checked: false })],
      expected: { statusIds: ['s1'] },
    },
    { name: 'forward toggles', actions: [reportForwardToggled({}), reportForwardToggled({}), reportForwardToggled({})], expected: { forward: true } },
    { name: 'forward set', actions: [reportForwardToggled({ forward: true }), reportForwardToggled({ forward: true })], expected: { forward: true } },
    { name: 'sending', actions: [reportOpened({ accountId: '1' }), postReport.request(request)], expected: { isSubmitting: true } },
    {
      name: 'a failure keeps the draft',
      actions: [
        reportOpened({ accountId: '1', statusId: 's1' }),
        reportCommentChanged({ comment: 'c' }),
        postReport.request(request),
        postReport.fail({ request, error: { kind: 'unexpected', message: 'x', status: null }, skipAlert: true }),
      ],
      expected: { accountId: '1', statusIds: ['s1'], comment: 'c', isSubmitting: false },
    },
    {
      name: 'success clears it',
      actions: [reportOpened({ accountId: '1', statusId: 's1' }), reportCommentChanged({ comment: 'c' }), postReport.request(request), postReport.success({ accountId: '1', reportId: 'r' })],
      expected: { accountId: null, statusIds: [], comment: '', isSubmitting: false },
    },
    {
      name: 'cancelling clears it',
      actions: [reportOpened({ accountId: '1', statusId: 's1' }), reportCommentChanged({ comment: 'c' }), reportCancelled()],
      expected: { accountId: null, statusIds: [], comment: '' },
    },
  ])('$name', ({ actions, expected }) => {
    dispatchAll(...actions);
    expect(report()).toMatchObject(expected);
  });
});

describe('report selectors', () => {
  const importAccount = (id: string, acct: string): void => {
    const account = AccountSchema.parse({ id, acct, username: acct.split('@')[0] });
    store.dispatch(entitiesImported(normalizeEntities({ accounts: [account] }, { sanitize, expandSpoilers: false })));
  };

  it.each([
    ['someone@remote.example', 'remote.example'],
    ['alice', null],
  ])('the domain of %s is %s', (acct, domain) => {
    importAccount('1', acct);
    store.dispatch(reportOpened({ accountId: '1' }));
    expect(selectReportDomain(store.getState())).toBe(domain);
  });

  it('may be sent with an account and while not sending', () => {
    expect(selectReportCanSubmit(store.getState())).toBe(false);
    store.dispatch(reportOpened({ accountId: '1' }));
    expect(selectReportCanSubmit(store.getState())).toBe(true);
    store.dispatch(postReport.request(request));
    expect(selectReportCanSubmit(store.getState())).toBe(false);
  });

  it('lists the account’s statuses with replies, selected ones not among them first', () => {
    store.dispatch(reportOpened({ accountId: '1', statusId: 'old' }));
    store.dispatch(
      expandTimeline.success({ timeline: 'account:1:with_replies', ids: ['s3', 's2'], hasNext: true, partial: false, loadingRecent: false, skipped: false }),
    );
    store.dispatch(reportStatusToggled({ statusId: 's2' }));
    expect(selectReportStatusIds(store.getState())).toEqual(['old', 's3', 's2']);
  });
});
