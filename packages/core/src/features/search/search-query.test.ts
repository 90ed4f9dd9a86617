import { AccountSchema, StatusSchema, type Account, type SearchResults, type Status } from '@trumpet/api-client';
import { hashtagSlug, readSearchQuery, resolvedTarget } from './search-query';

const account = (id: string, acct: string, url: string): Account => AccountSchema.parse({ id, acct, username: acct.split('@')[0] ?? acct, url });
const status = (id: string): Status => StatusSchema.parse({ id, account: { id: 'a', acct: 'a', username: 'a' } });
const results = (partial: Partial<SearchResults>): SearchResults => ({ accounts: [], statuses: [], hashtags: [], ...partial });

describe('reading the search field (SPEC §5)', () => {
  it('reads blank text as empty', () => {
    expect(readSearchQuery('')).toEqual({ kind: 'empty' });
    expect(readSearchQuery('   \n ')).toEqual({ kind: 'empty' });
  });

  it('reads a link of any server as a URL, trimmed', () => {
    expect(readSearchQuery('  https://mastodon.social/@Gargron/1  ')).toEqual({ kind: 'url', url: 'https://mastodon.social/@Gargron/1' });
    expect(readSearchQuery('http://localhost:3000/@demo').kind).toBe('url');
    expect(readSearchQuery('https://exa mple.com').kind).toBe('text');
    expect(readSearchQuery('ftp://example.com/x').kind).toBe('text');
  });

  it('offers a hashtag for #word and a bare word, not for a sentence or digits alone', () => {
    expect(readSearchQuery('#Photography')).toMatchObject({ hashtag: 'Photography', handle: null });
    expect(readSearchQuery('jazz')).toMatchObject({ hashtag: 'jazz', handle: null });
    expect(readSearchQuery('日本語')).toMatchObject({ hashtag: '日本語' });
    expect(readSearchQuery('two words')).toMatchObject({ hashtag: null, handle: null, text: 'two words' });
    expect(readSearchQuery('#2024')).toMatchObject({ hashtag: null });
  });

  it('offers a profile for @name and name@host, without the leading @', () => {
    expect(readSearchQuery('@alice')).toMatchObject({ handle: 'alice', hashtag: null });
    expect(readSearchQuery('mira@photos.example')).toMatchObject({ handle: 'mira@photos.example', hashtag: null });
    expect(readSearchQuery('@demo@localhost:3000')).toMatchObject({ handle: 'demo@localhost:3000' });
    expect(readSearchQuery('@not a handle')).toMatchObject({ handle: null });
  });

  it('makes hashtag paths lowercase without the #', () => {
    expect(hashtagSlug('#Photography')).toBe('photography');
    expect(hashtagSlug('Jazz')).toBe('jazz');
  });
});

describe('what a query opens', () => {
  const alice = account('1', 'alice', 'https://local.example/@alice');
  const mira = account('2', 'mira@photos.example', 'https://photos.example/@mira');

  it('opens the status a URL resolved to, else the account', () => {
    expect(resolvedTarget('https://photos.example/@mira/9', false, results({ statuses: [status('9')], accounts: [mira] }))).toEqual({ kind: 'status', id: '9' });
    expect(resolvedTarget('https://photos.example/@mira', false, results({ accounts: [mira] }))).toEqual({ kind: 'account', id: '2' });
    expect(resolvedTarget('https://photos.example/nothing', false, results({}))).toBeNull();
  });

  it('opens a handle only when asked, and only the account it names exactly', () => {
    expect(resolvedTarget('@mira@photos.example', false, results({ accounts: [mira] }))).toBeNull();
    expect(resolvedTarget('@mira@photos.example', true, results({ accounts: [alice, mira] }))).toEqual({ kind: 'account', id: '2' });
    expect(resolvedTarget('alice@local.example', true, results({ accounts: [alice] }))).toEqual({ kind: 'account', id: '1' });
    expect(resolvedTarget('@alice', true, results({ accounts: [alice] }))).toEqual({ kind: 'account', id: '1' });
    expect(resolvedTarget('@alic', true, results({ accounts: [alice] }))).toBeNull();
    expect(resolvedTarget('jazz', true, results({ accounts: [alice] }))).toBeNull();
  });
});
