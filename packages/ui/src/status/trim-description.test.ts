import { trimDescription } from './trim-description';

describe('trimDescription (SPEC §2: about 50 characters at a word boundary)', () => {
  it.each([
    ['empty', '', ''],
    ['short text kept whole', 'A short description.', 'A short description.'],
    ['exactly 50 characters kept', 'x'.repeat(50), 'x'.repeat(50)],
    [
      'cut at the first space after 50',
      'The quick brown fox jumps over the lazy dog and keeps on running far away',
      'The quick brown fox jumps over the lazy dog and keeps…',
    ],
    ['one long word is not cut', 'y'.repeat(80), 'y'.repeat(80)],
    ['whitespace runs collapsed', 'Hello\n\n   world', 'Hello world'],
    [
      'trailing punctuation before the ellipsis dropped',
      'Mastodon is a free, open-source social network, federated. And more text here',
      'Mastodon is a free, open-source social network, federated…',
    ],
  ])('%s', (_name, input, expected) => {
    expect(trimDescription(input)).toBe(expected);
  });

  it('never cuts inside a word', () => {
    const text = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor';
    const trimmed = trimDescription(text);
    const kept = trimmed.slice(0, -1);
    expect(text.startsWith(kept)).toBe(true);
    expect(text[kept.length] === ' ' || text[kept.length] === ',').toBe(true);
    expect(kept.length).toBeGreaterThanOrEqual(49);
  });
});
