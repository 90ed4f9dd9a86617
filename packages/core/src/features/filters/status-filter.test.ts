import type { Filter, FilterResult, FilterV2 } from '@trumpet/api-client';
import type { FilterContext } from '../../text/filter-regex';
import { statusFilterVerdict, type FilterableStatus, type StatusFilterVerdict } from './status-filter';

const NOW = new Date('2026-06-01T12:00:00Z');
const PAST = '2026-05-01T00:00:00Z';
const FUTURE = '2026-07-01T00:00:00Z';

const v1 = (phrase: string, over: Partial<Filter> = {}): Filter => ({
  id: `v1-${phrase}`,
  phrase,
  context: ['home', 'notifications', 'public', 'thread', 'account'],
  whole_word: true,
  irreversible: false,
  expires_at: null,
  ...over,
});

const v2 = (title: string, keywords: string[], over: Partial<FilterV2> = {}): FilterV2 => ({
  id: `v2-${title}`,
  title,
  context: ['home', 'notifications', 'public', 'thread', 'account'],
  filter_action: 'warn',
  expires_at: null,
  keywords: keywords.map((keyword, index) => ({ id: `k${index}`, keyword, whole_word: true })),
  statuses: [],
  ...over,
});

const result = (filter: FilterV2): FilterResult => ({
  filter: { id: filter.id, title: filter.title, context: filter.context, filter_action: filter.filter_action, expires_at: filter.expires_at },
  keyword_matches: filter.keywords.map((keyword) => keyword.keyword),
  status_matches: [],
});

const status = (text: string, filtered: FilterResult[] = [], id = 's1'): FilterableStatus => ({ id, search_index: text, filtered });

const warn = (...titles: string[]): StatusFilterVerdict => ({ action: 'warn', titles, blurMedia: false });
const SHOWN: StatusFilterVerdict = { action: 'show' };
const HIDDEN: StatusFilterVerdict = { action: 'hide' };

const cats = v2('Cats', ['cat']);

describe('statusFilterVerdict: client-side v1 filters (SPEC §5), where the server reports nothing and has no v2 filters', () => {
  const cases: [string, FilterableStatus, Filter[], FilterContext, StatusFilterVerdict][] = [
    ['no filters: shown', status('anything'), [], 'home', SHOWN],
    ['case-insensitive phrase: warned with the phrase', status('I love MARMALADE'), [v1('marmalade')], 'home', warn('marmalade')],
    ['whole word does not match inside a word', status('marmalades everywhere'), [v1('marmalade')], 'home', SHOWN],
    ['without whole word it matches inside a word', status('marmalades everywhere'), [v1('marmalade', { whole_word: false })], 'home', warn('marmalade')],
    ['special characters are escaped', status('price is 5$ (really)'), [v1('5$ (really)', { whole_word: false })], 'home', warn('5$ (really)')],
    ['a regex-looking phrase matches only literally', status('aaa'), [v1('a.*', { whole_word: false })], 'home', SHOWN],
    ['not in the context: shown', status('marmalade'), [v1('marmalade', { context: ['notifications'] })], 'home', SHOWN],
    ['its context: warned', status('marmalade'), [v1('marmalade', { context: ['thread'] })], 'thread', warn('marmalade')],
    ['expired: shown', status('marmalade'), [v1('marmalade', { expires_at: PAST })], 'home', SHOWN],
    ['unexpired: warned', status('marmalade'), [v1('marmalade', { expires_at: FUTURE })], 'home', warn('marmalade')],
    ['irreversible: hidden', status('marmalade'), [v1('marmalade', { irreversible: true })], 'public', HIDDEN],
    ['two matches: both titles', status('marmalade and toast'), [v1('marmalade'), v1('toast')], 'home', warn('marmalade', 'toast')],
    ['whole word phrase matches in the spoiler text part', status('Spoiler: the end\n\nbody'), [v1('spoiler')], 'home', warn('spoiler')],
  ];
  it.each(cases)('%s', (_name, shown, filters, context, expected) => {
    expect(statusFilterVerdict(shown, { v1: filters, v2: null }, context, NOW)).toEqual(expected);
  });
});

describe('statusFilterVerdict: the server FilterResults where the v2 filters are not known', () => {
  const cases: [string, FilterableStatus, FilterContext, StatusFilterVerdict][] = [
    ['warn in its context', status('x', [result(cats)]), 'home', warn('Cats')],
    ['not in its context: shown', status('x', [result(v2('Cats', ['cat'], { context: ['public'] }))]), 'home', SHOWN],
    ['hide wins over warn', status('x', [result(cats), result(v2('Dogs', ['dog'], { filter_action: 'hide' }))]), 'home', HIDDEN],
    ['blur alone blurs the media', status('x', [result(v2('Gore', ['gore'], { filter_action: 'blur' }))]), 'home', { action: 'blur', titles: ['Gore'] }],
    ['warn with blur: collapsed and blurred', status('x', [result(cats), result(v2('Gore', ['gore'], { filter_action: 'blur' }))]), 'home', { action: 'warn', titles: ['Cats'], blurMedia: true }],
    ['an unknown action warns', status('x', [result(v2('New', ['new'], { filter_action: 'unknown' }))]), 'home', warn('New')],
    ['expired: shown', status('x', [result(v2('Old', ['old'], { expires_at: PAST }))]), 'home', SHOWN],
  ];
  it.each(cases)('%s', (_name, shown, context, expected) => {
    expect(statusFilterVerdict(shown, { v1: [v1('x')], v2: null }, context, NOW)).toEqual(expected);
  });
});

describe('statusFilterVerdict: with the v2 filters known (re-applied at once on filters_changed)', () => {
  const cases: [string, FilterableStatus, FilterV2[], FilterContext, StatusFilterVerdict][] = [
    ['reported by the server: warned', status('nothing matching here', [result(cats)]), [cats], 'home', warn('Cats')],
    ['a keyword of a filter created after the status loaded: warned', status('my cat sleeps'), [cats], 'home', warn('Cats')],
    ['a reported filter since deleted: shown', status('no match', [result(cats)]), [], 'home', SHOWN],
    ['a reported filter switched to hide: hidden', status('my cat', [result(cats)]), [{ ...cats, filter_action: 'hide' }], 'home', HIDDEN],
    ['a reported filter switched to blur', status('my cat', [result(cats)]), [{ ...cats, filter_action: 'blur' }], 'home', { action: 'blur', titles: ['Cats'] }],
    ['a reported filter moved to another context: shown', status('my cat', [result(cats)]), [{ ...cats, context: ['public'] }], 'home', SHOWN],
    ['expired since: shown', status('my cat', [result(cats)]), [{ ...cats, expires_at: PAST }], 'home', SHOWN],
    ['a filtered status by id', status('plain', [], 's9'), [v2('This one', [], { statuses: [{ id: 'fs1', status_id: 's9' }] })], 'thread', warn('This one')],
    ['whole-word keyword does not match inside a word', status('concatenate'), [cats], 'home', SHOWN],
    ['v1 filters are not matched again', status('marmalade'), [], 'home', SHOWN],
  ];
  it.each(cases)('%s', (_name, shown, filters, context, expected) => {
    expect(statusFilterVerdict(shown, { v1: [v1('marmalade')], v2: filters }, context, NOW)).toEqual(expected);
  });
});
