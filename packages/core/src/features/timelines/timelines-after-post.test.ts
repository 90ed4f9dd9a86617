import { createRestClient, type Visibility } from '@trumpet/api-client';
import { sanitize } from '../../../test/support/sanitize';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { postCompose } from '../compose/compose-actions';
import { expandTimeline, timelineConnected, timelineScrolledTop } from './timelines-actions';

// No server: the timelines are filled by hand, then a successful post arrives.
const api = createRestClient({ url: 'http://127.0.0.1:9' });
let store: TrumpetStore;
beforeEach(() => {
  store = createTrumpetStore({ api, sanitize });
});
afterEach(() => store.rootTask.cancel());

type Setup = 'online' | 'offline' | 'empty' | 'gap on top' | 'not loaded';

function arrange(name: 'home' | 'community' | 'public', setup: Setup): void {
  if (setup === 'not loaded') return;
  const ids = setup === 'empty' ? [] : ['10', '9'];
  store.dispatch(expandTimeline.success({ timeline: name, ids, hasNext: true, partial: setup === 'gap on top', loadingRecent: false, skipped: false }));
  if (setup !== 'offline') store.dispatch(timelineConnected({ timeline: name }));
}

const items = (name: string) => store.getState().timelines[name]?.items;

describe('after a successful post (SPEC §4; Mastodon submitCompose insertIfOnline)', () => {
  it.each<{ visibility: Visibility; inReplyToId: string | null; home: boolean; local: boolean }>([
    { visibility: 'public', inReplyToId: null, home: true, local: true },
    { visibility: 'public', inReplyToId: '5', home: true, local: false },
    { visibility: 'unlisted', inReplyToId: null, home: true, local: false },
    { visibility: 'private', inReplyToId: null, home: true, local: false },
    { visibility: 'direct', inReplyToId: null, home: false, local: false },
  ])('a $visibility post replying to $inReplyToId: home $home, community and public $local', ({ visibility, inReplyToId, home, local }) => {
    for (const name of ['home', 'community', 'public'] as const) arrange(name, 'online');
    store.dispatch(postCompose.success({ statusId: '11', visibility, inReplyToId }));
    expect(items('home')?.[0] === '11').toBe(home);
    expect(items('community')?.[0] === '11').toBe(local);
    expect(items('public')?.[0] === '11').toBe(local);
  });

  it.each<[Setup, (string | null)[] | undefined]>([
    ['online', ['11', '10', '9']],
    ['offline', ['10', '9']],
    ['empty', []],
    ['gap on top', [null, '10', '9']],
    ['not loaded', undefined],
  ])('home %s becomes %j', (setup, expected) => {
    arrange('home', setup);
    if (setup === 'gap on top') store.dispatch(timelineConnected({ timeline: 'home' }));
    store.dispatch(postCompose.success({ statusId: '11', visibility: 'public', inReplyToId: null }));
    expect(items('home')).toEqual(expected);
  });

  it('counts as unread when home is not at the top, and is not added twice', () => {
    arrange('home', 'online');
    store.dispatch(timelineScrolledTop({ timeline: 'home', top: false }));
    store.dispatch(postCompose.success({ statusId: '11', visibility: 'public', inReplyToId: null }));
    store.dispatch(postCompose.success({ statusId: '11', visibility: 'public', inReplyToId: null }));
    expect(store.getState().timelines.home).toMatchObject({ unread: 1, items: ['11', '10', '9'] });
  });
});
