import { escapeRegExp, filterMatcher, isFilterActive, phrasePattern, type KeywordFilter } from './filter-regex';

const NOW = new Date('2024-06-15T12:00:00Z');

const filter = (overrides: Partial<KeywordFilter> = {}): KeywordFilter => ({
  id: '1',
  phrase: 'cat',
  context: ['home'],
  whole_word: false,
  irreversible: false,
  expires_at: null,
  ...overrides,
});

const matches = (phrase: string, wholeWord: boolean, text: string) =>
  filterMatcher([filter({ phrase, whole_word: wholeWord })], 'home', NOW)?.test(text);

describe('phrase matching (SPEC §5)', () => {
  it.each([
    ['case-insensitive', 'Trump', false, 'TRUMPET news', true],
    ['substring without whole_word', 'cat', false, 'concatenate', true],
    ['whole_word rejects a word inside a word', 'cat', true, 'concatenate', false],
    ['whole_word rejects a longer word', 'cat', true, 'cats', false],
    ['whole_word matches a separate word', 'cat', true, 'A cat sat', true],
    ['whole_word matches before punctuation', 'cat', true, 'my cat!', true],
    ['whole_word is case-insensitive', 'cat', true, 'CAT', true],
    ['underscore is a word character', 'foo', true, 'foo_bar', false],
    ['digits are word characters', '42', true, '1420', false],
    ['digits: separate number', '42', true, 'answer: 42.', true],
    ['multi-word phrase', 'New York', true, 'I love new york!', true],
    ['not present', 'dog', false, 'A cat sat', false],
  ])('%s: %j whole_word=%s in %j → %s', (_label, phrase, wholeWord, text, expected) => {
    expect(matches(phrase, wholeWord, text)).toBe(expected);
  });
});

describe('special characters are literal', () => {
  it.each([
    ['c++ matches itself', 'c++', false, 'I like C++.', true],
    ['c++ is not c+ repeated', 'c++', false, 'ccc', false],
    ['c++ whole_word: boundary only before the c', 'c++', true, 'C++ and C++17', true],
    ['c++ whole_word: not after a letter', 'c++', true, 'abc++', false],
    ['(x) matches itself', '(x)', false, 'see (x) here', true],
    ['(x) is not a group', '(x)', false, 'x', false],
    ['$5 matches itself', '$5', false, 'costs $5 now', true],
    ['$5 whole_word: no boundary before $', '$5', true, 'US$5', true],
    ['$5 whole_word: boundary after 5', '$5', true, 'costs $50', false],
    ['a.b: dot is literal', 'a.b', false, 'axb', false],
    ['[x]: brackets are literal', '[x]', false, 'x', false],
    ['[x] matches itself', '[x]', false, 'tick [x] done', true],
    ['backslash is literal', '\\d', false, '5', false],
    ['backslash matches itself', '\\d', false, 'regex \\d digit', true],
    ['^ and | are literal', '^a|b', false, 'b', false],
    ['? and * are literal', 'why?*', false, 'wh', false],
    ['{} are literal', 'a{2}', false, 'aa', false],
    ['#tag whole_word: no boundary before #', '#tag', true, 'a#tag', true],
    ['#tag whole_word: boundary after g', '#tag', true, '#tags', false],
    ['slash and dash', 'a/b-c', true, 'path a/b-c here', true],
  ])('%s', (_label, phrase, wholeWord, text, expected) => {
    expect(matches(phrase, wholeWord, text)).toBe(expected);
  });

  it('escapeRegExp escapes every metacharacter', () => {
    const specials = '.*+?^${}()|[]\\';
    expect(new RegExp(`^${escapeRegExp(specials)}$`, 'u').test(specials)).toBe(true);
  });
});

describe('unicode', () => {
  it.each([
    ['accented letters are case-folded', 'café', false, 'CAFÉ CRÈME', true],
    ['a trailing accented letter gets a boundary', 'café', true, 'deux cafés', false],
    ['accented word, separate', 'café', true, 'Un café, svp', true],
    ['a leading accented letter gets a boundary', 'été', true, 'bonété', false],
    ['Cyrillic whole word inside a word', 'кот', true, 'котлета', false],
    ['Cyrillic whole word, separate and upper-case', 'кот', true, 'Кот спит', true],
    ['Cyrillic substring', 'кот', false, 'котлета', true],
    ['CJK substring', '猫', false, '子猫が好き', true],
    ['CJK whole word: CJK letters are word characters, as on the server', '猫', true, '子猫が好き', false],
    ['CJK whole word next to punctuation', '猫', true, '「猫」', true],
    ['Arabic whole word', 'سلام', true, 'سلام عليكم', true],
    ['emoji phrase gets no boundaries', '🍕', true, 'I ❤️ 🍕🍕', true],
    ['emoji phrase, absent', '🍕', false, 'I ❤️ 🍔', false],
  ])('%s: %j whole_word=%s in %j → %s', (_label, phrase, wholeWord, text, expected) => {
    expect(matches(phrase, wholeWord, text)).toBe(expected);
  });

  it('adds boundaries only on word-character sides', () => {
    expect(phrasePattern('cat', true)).toMatch(/^\(\?<!.+\)cat\(\?!.+\)$/u);
    expect(phrasePattern('#tag', true)).toMatch(/^#tag\(\?!/u);
    expect(phrasePattern('(x)', true)).toBe('\\(x\\)');
    expect(phrasePattern('cat', false)).toBe('cat');
  });
});

describe('which filters apply', () => {
  it.each([
    ['in context, no expiry', filter(), 'home', true],
    ['other context', filter({ context: ['notifications', 'public'] }), 'home', false],
    ['one of several contexts', filter({ context: ['notifications', 'thread'] }), 'thread', true],
    ['account context', filter({ context: ['account'] }), 'account', true],
    ['expires in the future', filter({ expires_at: '2024-06-15T12:00:01Z' }), 'home', true],
    ['expired', filter({ expires_at: '2024-06-15T11:59:59Z' }), 'home', false],
    ['expires exactly now', filter({ expires_at: NOW.toISOString() }), 'home', false],
    ['unparseable expiry', filter({ expires_at: 'soon' }), 'home', false],
  ] as const)('%s → %s', (_label, f, context, active) => {
    expect(isFilterActive(f, context, NOW)).toBe(active);
    expect(filterMatcher([f], context, NOW) !== null).toBe(active);
  });

  it('is null when there are no filters or only empty phrases', () => {
    expect(filterMatcher([], 'home', NOW)).toBeNull();
    expect(filterMatcher([filter({ phrase: '' })], 'home', NOW)).toBeNull();
  });

  it('ignores out-of-context and expired filters when matching', () => {
    const matcher = filterMatcher(
      [
        filter({ id: 'a', phrase: 'cat' }),
        filter({ id: 'b', phrase: 'dog', context: ['public'] }),
        filter({ id: 'c', phrase: 'bird', expires_at: '2024-01-01T00:00:00Z' }),
        filter({ id: 'd', phrase: 'fish', whole_word: true, irreversible: true }),
      ],
      'home',
      NOW,
    );
    expect(matcher).not.toBeNull();
    expect(matcher?.test('a dog and a bird')).toBe(false);
    expect(matcher?.test('goldfish')).toBe(false);
    expect(matcher?.test('a fish')).toBe(true);
    expect(matcher?.matching('cat, dog, bird, fish')).toEqual(['a', 'd']);
    expect(matcher?.matching('nothing here')).toEqual([]);
  });

  it('gives the same answer on repeated calls', () => {
    const matcher = filterMatcher([filter({ id: 'a' }), filter({ id: 'b', phrase: 'sat' })], 'home', NOW);
    expect([matcher?.test('cat sat'), matcher?.test('cat sat'), matcher?.test('cat sat')]).toEqual([true, true, true]);
    expect(matcher?.matching('cat sat')).toEqual(['a', 'b']);
    expect(matcher?.matching('cat sat')).toEqual(['a', 'b']);
  });
});
