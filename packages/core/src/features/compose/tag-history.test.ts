import { mergeTagHistory, tagSuggestions, isTagHistory } from './tag-history';

describe('mergeTagHistory (SPEC §4 "After a successful post")', () => {
  it.each([
    { history: [], tags: ['cats'], text: 'I love #Cats', expected: ['Cats'] },
    { history: ['dogs', 'Cats'], tags: ['cats'], text: 'more #cats', expected: ['cats', 'dogs'] },
    { history: ['a', 'b'], tags: ['c', 'd'], text: '#C #D', expected: ['C', 'D', 'a', 'b'] },
    { history: ['x'], tags: [], text: 'no tags', expected: ['x'] },
    // The server's name when the text does not hold it as written (normalised by the server).
    { history: [], tags: ['cafe'], text: '#café', expected: ['cafe'] },
    // A name with characters that mean something in a pattern is matched literally.
    { history: [], tags: ['a_b'], text: '#A_B', expected: ['A_B'] },
    { history: [], tags: ['tea', 'TEA'], text: '#Tea #TEA', expected: ['Tea'] },
  ])('$history + $tags from $text gives $expected', ({ history, tags, text, expected }) => {
    expect(mergeTagHistory(history, tags, text)).toEqual(expected);
  });

  it('keeps at most 1000', () => {
    const history = Array.from({ length: 1000 }, (_, i) => `tag${i}`);
    const merged = mergeTagHistory(history, ['new'], '#new');
    expect(merged).toHaveLength(1000);
    expect(merged[0]).toBe('new');
    expect(merged[999]).toBe('tag998');
  });
});

describe('tagSuggestions (SPEC §4 "case-insensitive prefix, at most 4")', () => {
  const history = ['Cats', 'catalog', 'dogs', 'CatFacts', 'cattle', 'caterpillar', 'scat'];
  it.each([
    ['#cat', ['Cats', 'catalog', 'CatFacts', 'cattle']],
    ['#CATF', ['CatFacts']],
    ['#dog', ['dogs']],
    ['#zzz', []],
  ])('%s suggests %j', (token, names) => {
    expect(tagSuggestions(history, token)).toEqual(names.map((name) => ({ kind: 'hashtag', name })));
  });
});

describe('isTagHistory', () => {
  it.each([
    [['a', 'b'], true],
    [[], true],
    [['a', 1], false],
    ['a', false],
    [undefined, false],
    [{ 0: 'a' }, false],
  ])('%j is a tag history: %s', (value, expected) => {
    expect(isTagHistory(value)).toBe(expected);
  });
});
