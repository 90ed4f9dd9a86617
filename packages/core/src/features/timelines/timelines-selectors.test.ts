import { AccountSchema, createRestClient, StatusSchema, type Status } from '@trumpet/api-client';
import { sanitize } from '../../../test/support/sanitize';
import { entitiesImported } from '../../importer/importer-actions';
import { normalizeEntities } from '../../importer/normalize';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { settingChanged } from '../settings/settings-actions';
import { expandTimeline } from './timelines-actions';
import { selectReblogIdsOf, selectTimelineVisibleIds } from './timelines-selectors';

const me = AccountSchema.parse({ id: '1', acct: 'me', username: 'me' });
const bob = AccountSchema.parse({ id: '2', acct: 'bob', username: 'bob' });
const status = (id: string, overrides: Record<string, unknown> = {}): Status =>
  StatusSchema.parse({ id, account: bob, content: '<p>hi</p>', ...overrides });

const plain = status('10');
const boost = status('11', { reblog: status('5', { account: me }) });
const replyToOther = status('12', { in_reply_to_id: '3', in_reply_to_account_id: '9' });
const replyToMe = status('13', { in_reply_to_id: '4', in_reply_to_account_id: me.id });
const selfReply = status('14', { in_reply_to_id: '10', in_reply_to_account_id: bob.id });
const all = [selfReply, replyToMe, replyToOther, boost, plain];

function storeWithHome(timeline: 'home' | 'public' = 'home'): TrumpetStore {
  const store = createTrumpetStore({ api: createRestClient({ url: 'http://127.0.0.1:9' }), sanitize, meta: { me: me.id } });
  store.rootTask.cancel();
  store.dispatch(entitiesImported(normalizeEntities({ statuses: all }, { sanitize, expandSpoilers: false })));
  const ids = all.map((s) => s.id);
  store.dispatch(expandTimeline.success({ timeline, ids, hasNext: true, partial: false, loadingRecent: false, skipped: false }));
  return store;
}

describe('selectTimelineVisibleIds (SPEC §5 home shows.reblog / shows.reply)', () => {
  it.each([
    [true, true, ['14', '13', '12', '11', '10']],
    [false, true, ['14', '13', '12', '10']],
    [true, false, ['14', '13', '11', '10']],
    [false, false, ['14', '13', '10']],
  ])('with shows.reblog %s and shows.reply %s', (reblog, reply, expected) => {
    const store = storeWithHome();
    store.dispatch(settingChanged({ path: ['home', 'shows', 'reblog'], value: reblog }));
    store.dispatch(settingChanged({ path: ['home', 'shows', 'reply'], value: reply }));
    expect(selectTimelineVisibleIds(store.getState(), 'home')).toEqual(expected);
  });

  it('does not filter other timelines and is memoised', () => {
    const store = storeWithHome('public');
    store.dispatch(settingChanged({ path: ['home', 'shows', 'reblog'], value: false }));
    const state = store.getState();
    expect(selectTimelineVisibleIds(state, 'public')).toHaveLength(5);
    const home = createTrumpetStore({ api: createRestClient({ url: 'http://127.0.0.1:9' }), sanitize });
    home.rootTask.cancel();
    expect(selectTimelineVisibleIds(home.getState(), 'home')).toEqual([]);
    const again = storeWithHome();
    again.dispatch(settingChanged({ path: ['home', 'shows', 'reply'], value: false }));
    const first = selectTimelineVisibleIds(again.getState(), 'home');
    expect(selectTimelineVisibleIds(again.getState(), 'home')).toBe(first);
  });

  it('finds the reblogs of statuses', () => {
    expect(selectReblogIdsOf(storeWithHome().getState(), ['5'])).toEqual(['11']);
  });
});
