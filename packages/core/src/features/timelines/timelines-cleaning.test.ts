import { AccountSchema, createRestClient, RelationshipSchema, StatusSchema } from '@trumpet/api-client';
import { sanitize } from '../../../test/support/sanitize';
import { entitiesImported } from '../../importer/importer-actions';
import { normalizeEntities } from '../../importer/normalize';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { muteAccount, unfollowAccount } from '../relationships/relationships-actions';
import { expandTimeline } from './timelines-actions';

const bob = AccountSchema.parse({ id: '2', acct: 'bob', username: 'bob' });
const carol = AccountSchema.parse({ id: '3', acct: 'carol', username: 'carol' });
const bobs = StatusSchema.parse({ id: '10', account: bob, content: '<p>bob</p>' });
const boostOfBob = StatusSchema.parse({ id: '11', account: carol, reblog: bobs });
const carols = StatusSchema.parse({ id: '12', account: carol });

function seeded(): TrumpetStore {
  const store = createTrumpetStore({ api: createRestClient({ url: 'http://127.0.0.1:9' }), sanitize });
  store.dispatch(entitiesImported(normalizeEntities({ statuses: [carols, boostOfBob, bobs] }, { sanitize, expandSpoilers: false })));
  for (const timeline of ['home', 'public', 'account:2'] as const) {
    store.dispatch(expandTimeline.success({ timeline, ids: ['12', '11', '10'], hasNext: true, partial: false, loadingRecent: false, skipped: false }));
  }
  return store;
}
const items = (store: TrumpetStore, name: string) => store.getState().timelines[name]?.items;

describe('cleaning timelines after a relationship change (SPEC §4)', () => {
  it('a mute with notifications removes the account’s statuses and their reblogs, but not from its own timeline', () => {
    const store = seeded();
    const relationship = RelationshipSchema.parse({ id: '2', muting: true, muting_notifications: true });
    store.dispatch(muteAccount.success({ relationship, statusIds: ['10'] }));
    expect([items(store, 'home'), items(store, 'public'), items(store, 'account:2')]).toEqual([['12'], ['12'], ['12', '11', '10']]);
    store.rootTask.cancel();
  });

  it('a mute without notifications leaves the timelines alone', () => {
    const store = seeded();
    const relationship = RelationshipSchema.parse({ id: '2', muting: true, muting_notifications: false });
    store.dispatch(muteAccount.success({ relationship, statusIds: ['10'] }));
    expect(items(store, 'home')).toEqual(['12', '11', '10']);
    store.rootTask.cancel();
  });

  it('an unfollow removes the account’s own statuses from home only', () => {
    const store = seeded();
    const relationship = RelationshipSchema.parse({ id: '2', following: false });
    store.dispatch(unfollowAccount.success({ relationship, statusIds: ['10'], wasFollowing: true }));
    expect([items(store, 'home'), items(store, 'public')]).toEqual([['12', '11'], ['12', '11', '10']]);
    store.rootTask.cancel();
  });
});
