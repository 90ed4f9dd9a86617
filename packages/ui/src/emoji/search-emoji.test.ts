import { buildEmojiIndex, type CompactEntry } from './build-emoji-index';
import { matchScore, normalizeQuery, searchEmoji, searchIndex } from './search-emoji';

const entry = (hexcode: string, label: string, order: number, tags: string[] = []): CompactEntry => ({ hexcode, label, unicode: label.slice(0, 2), group: 0, order, tags });

// Deliberately out of ranking order: the result order must come from the ranking, not the data.
const small = buildEmojiIndex(
  [
    entry('A', 'grin cat', 1, ['happy']),
    entry('B', 'big smile', 2, ['smile']),
    entry('C', 'smile', 3),
    entry('D', 'smiley face', 4),
    entry('E', 'sweat smile', 5),
    entry('F', 'party', 6, ['smiling']),
  ],
  { A: 'smile_cat', B: 'smiley_extra_long', C: 'smile', D: 'smiley', E: 'sweat_smile', F: ['tada', 'party_popper'] },
);

describe('search ranking', () => {
  it('puts the exact shortcode first, then prefixes (shorter first), then contains, then tags and names', () => {
    expect(searchIndex(small, 'smile', 10).map((emoji) => emoji.shortcode)).toEqual(['smile', 'smiley', 'smile_cat', 'smiley_extra_long', 'sweat_smile']);
    expect(searchIndex(small, 'smil', 10).map((emoji) => emoji.shortcode)).toEqual(['smile', 'smiley', 'smile_cat', 'smiley_extra_long', 'sweat_smile', 'tada']);
  });

  it('stops at the limit and ignores an empty query or the colons around it', () => {
    expect(searchIndex(small, 'smil', 2).map((emoji) => emoji.shortcode)).toEqual(['smile', 'smiley']);
    expect(searchIndex(small, ':smile:', 1).map((emoji) => emoji.shortcode)).toEqual(['smile']);
    expect(searchIndex(small, '', 5)).toEqual([]);
    expect(searchIndex(small, '::', 5)).toEqual([]);
    expect(searchIndex(small, 'smile', 0)).toEqual([]);
  });

  it('matches any of the shortcodes and answers with the id', () => {
    expect(searchIndex(small, 'party_p', 5).map((emoji) => emoji.shortcode)).toEqual(['tada']);
    expect(normalizeQuery('  :Party: ')).toBe('party');
    expect(matchScore('party', ['tada', 'party_popper'])).toBeLessThan(2);
    expect(matchScore('popper', ['tada', 'party_popper'])).toBe(2);
    expect(matchScore('cele', ['tada'], 'party popper', ['celebration'])).toBe(3);
    expect(matchScore('nothing', ['tada'], 'party popper', ['celebration'])).toBeNull();
  });
});

describe('searchEmoji (the composer autosuggest, on the lazily loaded emojibase data)', () => {
  it('finds :thumbsup: and friends by prefix, at most the limit', async () => {
    const results = await searchEmoji('thumbs', 5);
    expect(results.slice(0, 2)).toEqual([
      { native: '\u{1F44D}', shortcode: '+1' },
      { native: '\u{1F44E}', shortcode: '-1' },
    ]);
    expect(results.length).toBeLessThanOrEqual(5);
    expect(await searchEmoji('smi', 5)).toHaveLength(5);
  });

  it('ranks the exact shortcode first and falls back to contains matches', async () => {
    expect((await searchEmoji('joy', 5))[0]).toEqual({ native: '😂', shortcode: 'joy' });
    const contains = await searchEmoji('popper', 5);
    expect(contains.map((result) => result.shortcode)).toContain('tada');
    expect(await searchEmoji('qqqzzz', 5)).toEqual([]);
  });
});
