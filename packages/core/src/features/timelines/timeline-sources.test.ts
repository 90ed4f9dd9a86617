import { createRestClient } from '@trumpet/api-client';
import {
  accountTaggedTimeline,
  accountTimeline,
  fetchTimelinePage,
  hashtagTimeline,
  isWholeTimeline,
  listTimeline,
  TIMELINE_RELOADS,
  timelineFilterContext,
  timelineName,
  timelineSource,
  timelineStream,
} from './timeline-sources';
import { favouriteStatus, pinStatus, unbookmarkStatus } from '../statuses/status-actions';

/** The URL each page request asks for; every answer is an empty page. */
function recordingApi() {
  const urls: string[] = [];
  const api = createRestClient({
    url: 'https://example.test',
    fetch: async (input) => {
      urls.push(input.replace('https://example.test', ''));
      return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { api, urls };
}

// name, the request its first page makes, the request an older page makes, filter context, stream, whole list
const TABLE: [string, string, string | null, string, string | null, boolean][] = [
  ['home', '/api/v1/timelines/home?limit=40', '/api/v1/timelines/home?max_id=9&limit=40', 'home', 'user', false],
  ['public', '/api/v1/timelines/public?limit=40', '/api/v1/timelines/public?max_id=9&limit=40', 'public', 'public', false],
  ['public:media', '/api/v1/timelines/public?limit=40&only_media=true', null, 'public', 'public:media', false],
  ['community', '/api/v1/timelines/public?limit=40&local=true', null, 'public', 'public:local', false],
  ['community:media', '/api/v1/timelines/public?limit=40&local=true&only_media=true', null, 'public', 'public:local:media', false],
  ['hashtag:cats', '/api/v1/timelines/tag/cats?limit=40', null, 'public', 'hashtag', false],
  ['hashtag:cats?any=dogs+owls&none=mice', '/api/v1/timelines/tag/cats?limit=40&any[]=dogs&any[]=owls&none[]=mice', '/api/v1/timelines/tag/cats?max_id=9&limit=40&any[]=dogs&any[]=owls&none[]=mice', 'public', 'hashtag', false],
  ['list:12', '/api/v1/timelines/list/12?limit=40', '/api/v1/timelines/list/12?max_id=9&limit=40', 'home', 'list', false],
  ['direct', '/api/v1/conversations', '/api/v1/conversations?max_id=9', 'public', 'direct', false],
  ['favourites', '/api/v1/favourites', null, 'public', null, true],
  ['bookmarks', '/api/v1/bookmarks', null, 'public', null, true],
  ['pinned', '/api/v1/accounts/me1/statuses?pinned=true', null, 'account', null, true],
  ['account:7', '/api/v1/accounts/7/statuses?exclude_replies=true&limit=40', '/api/v1/accounts/7/statuses?max_id=9&exclude_replies=true&limit=40', 'account', null, false],
  ['account:7:with_replies', '/api/v1/accounts/7/statuses?exclude_replies=false&limit=40', null, 'account', null, false],
  ['account:7:media', '/api/v1/accounts/7/statuses?only_media=true&limit=40', null, 'account', null, false],
  ['account:7:pinned', '/api/v1/accounts/7/statuses?pinned=true', null, 'account', null, true],
  ['account:7:tagged:cats', '/api/v1/accounts/7/statuses?exclude_replies=true&tagged=cats&limit=40', '/api/v1/accounts/7/statuses?max_id=9&exclude_replies=true&tagged=cats&limit=40', 'account', null, false],
];

describe('timeline sources: one row per kind of timeline', () => {
  it.each(TABLE)('%s', async (name, first, older, context, stream, whole) => {
    const source = timelineSource(name);
    expect(source).not.toBeNull();
    if (source === null) return;
    expect(timelineName(source)).toBe(name);
    expect(timelineFilterContext(name)).toBe(context);
    expect(timelineStream(name)?.stream ?? null).toBe(stream);
    expect(isWholeTimeline(name)).toBe(whole);

    const { api, urls } = recordingApi();
    await fetchTimelinePage(api, name, {}, { me: 'me1', next: null, tags: {} });
    if (older !== null) await fetchTimelinePage(api, name, { max_id: '9' }, { me: 'me1', next: null, tags: {} });
    const decode = (url: string) => decodeURIComponent(url);
    expect(urls.map(decode)).toEqual(older === null ? [first] : [first, older]);
  });

  it('knows no other names, and no account variant it does not have', () => {
    for (const name of ['', 'home:x', 'list:', 'hashtag:', 'account:', 'account:7:likes', 'account:7:tagged:', 'account::tagged:cats', 'public:local', 'timeline', 'constructor', '__proto__']) {
      expect(timelineSource(name)).toBeNull();
      expect(timelineFilterContext(name)).toBeUndefined();
      expect(isWholeTimeline(name)).toBe(false);
    }
    expect(fetchTimelinePage(recordingApi().api, 'nothing', {})).toBeNull();
  });

  it('names timelines as Mastodon does', () => {
    expect(hashtagTimeline('Cats')).toBe('hashtag:cats');
    expect(hashtagTimeline('cats', {})).toBe('hashtag:cats');
    expect(hashtagTimeline('cats', { all: ['dogs'], any: ['owls'] })).toBe('hashtag:cats?any=owls&all=dogs');
    expect(listTimeline('3')).toBe('list:3');
    expect(accountTimeline('5')).toBe('account:5');
    expect(accountTimeline('5', 'media')).toBe('account:5:media');
    expect(accountTaggedTimeline('5', '#Cats')).toBe('account:5:tagged:cats');
  });

  it('pins need the signed-in account', () => {
    expect(fetchTimelinePage(recordingApi().api, 'pinned', {}, { me: null, next: null, tags: {} })).toBeNull();
  });

  it('a hashtag column sends its extra tags, and favourites follow their Link next', async () => {
    const { api, urls } = recordingApi();
    await fetchTimelinePage(api, 'hashtag:cats', {}, { me: null, next: null, tags: { any: ['dogs'], none: ['mice'] } });
    await fetchTimelinePage(api, 'favourites', {}, { me: null, next: 'https://example.test/api/v1/favourites?max_id=77', tags: {} });
    expect(urls.map((url) => decodeURIComponent(url))).toEqual([
      '/api/v1/timelines/tag/cats?limit=40&any[]=dogs&none[]=mice',
      '/api/v1/favourites?max_id=77',
    ]);
  });

  it('favourites reload after a favourite, pins after a pin', () => {
    expect(TIMELINE_RELOADS.find((reload) => reload.timeline === 'favourites')?.on).toContain(favouriteStatus.success.type);
    expect(TIMELINE_RELOADS.find((reload) => reload.timeline === 'pinned')?.on).toContain(pinStatus.success.type);
    expect(TIMELINE_RELOADS.find((reload) => reload.timeline === 'bookmarks')?.on).toContain(unbookmarkStatus.success.type);
    expect(TIMELINE_RELOADS.map((reload) => reload.timeline).sort()).toEqual(['bookmarks', 'favourites', 'pinned']);
  });
});
