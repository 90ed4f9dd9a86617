import { hashtagPath, searchPath, searchTabOf } from './search-paths';

describe('search paths', () => {
  it('puts the query in q and the tab in type, All without one', () => {
    expect(searchPath('jazz')).toBe('/search?q=jazz');
    expect(searchPath('#jazz & blues', 'statuses')).toBe('/search?q=%23jazz+%26+blues&type=statuses');
    expect(new URLSearchParams(searchPath('a b', 'accounts').split('?')[1]).get('q')).toBe('a b');
  });

  it('reads a type param as its tab, anything else as All', () => {
    expect(searchTabOf('hashtags')).toBe('hashtags');
    expect(searchTabOf('accounts')).toBe('accounts');
    expect(searchTabOf('statuses')).toBe('statuses');
    expect(searchTabOf('all')).toBe('all');
    expect(searchTabOf('nonsense')).toBe('all');
    expect(searchTabOf(null)).toBe('all');
  });

  it('links a hashtag to its timeline, lowercase and without #', () => {
    expect(hashtagPath('#Photography')).toBe('/timelines/tag/photography');
    expect(hashtagPath('日本語')).toBe(`/timelines/tag/${encodeURIComponent('日本語')}`);
  });
});
