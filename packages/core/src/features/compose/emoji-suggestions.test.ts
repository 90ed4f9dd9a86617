import type { CustomEmoji } from '@trumpet/api-client';
import { emojiSuggestions } from './emoji-suggestions';

const custom = (shortcode: string, visible = true): CustomEmoji => ({
  shortcode,
  url: `https://x.example/${shortcode}.png`,
  static_url: `https://x.example/${shortcode}-static.png`,
  visible_in_picker: visible,
  category: null,
});

describe('emojiSuggestions (SPEC §5 ":" emoji, at most 5)', () => {
  const server = [custom('blobcat'), custom('catjam'), custom('hidden_cat', false), custom('coffee')];
  const unicode = [
    { native: '🐱', shortcode: 'cat' },
    { native: '😺', shortcode: 'smiley_cat' },
    { native: '🐈', shortcode: 'cat2' },
  ];

  it.each([
    { query: 'cat', expected: ['catjam', 'cat', 'cat2', 'blobcat', 'smiley_cat'] },
    { query: 'CAT', expected: ['catjam', 'cat', 'cat2', 'blobcat', 'smiley_cat'] },
    { query: 'coff', expected: ['coffee'] },
    { query: 'zzz', expected: [] },
  ])('$query gives $expected', ({ query, expected }) => {
    const found = query === 'cat' || query === 'CAT' ? unicode : [];
    expect(emojiSuggestions(query, server, found, 5).map((emoji) => emoji.shortcode)).toEqual(expected);
  });

  it('tells custom from unicode, and leaves out emoji hidden from the picker', () => {
    const found = emojiSuggestions('cat', server, unicode, 10);
    expect(found.find((emoji) => emoji.shortcode === 'catjam')).toEqual({
      kind: 'emoji',
      shortcode: 'catjam',
      custom: true,
      url: 'https://x.example/catjam.png',
      staticUrl: 'https://x.example/catjam-static.png',
    });
    expect(found.find((emoji) => emoji.shortcode === 'cat')).toEqual({ kind: 'emoji', shortcode: 'cat', custom: false, native: '🐱' });
    expect(found.some((emoji) => emoji.shortcode === 'hidden_cat')).toBe(false);
  });

  it('keeps a shortcode once, the server’s first', () => {
    const found = emojiSuggestions('coffee', server, [{ native: '☕', shortcode: 'coffee' }], 5);
    expect(found).toEqual([expect.objectContaining({ shortcode: 'coffee', custom: true })]);
  });
});
