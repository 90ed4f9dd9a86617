import { wordDiff } from './word-diff';

describe('wordDiff', () => {
  it('marks inserted and removed words, keeping the rest', () => {
    expect(wordDiff('Soup at noon today', 'Soup and bread at one today')).toEqual([
      { kind: 'same', text: 'Soup ' },
      { kind: 'added', text: 'and bread ' },
      { kind: 'same', text: 'at ' },
      { kind: 'removed', text: 'noon' },
      { kind: 'added', text: 'one' },
      { kind: 'same', text: ' today' },
    ]);
  });

  it('gives one unchanged part for the same text, and all added or all removed against nothing', () => {
    expect(wordDiff('same words', 'same words')).toEqual([{ kind: 'same', text: 'same words' }]);
    expect(wordDiff('', 'new words')).toEqual([{ kind: 'added', text: 'new words' }]);
    expect(wordDiff('old words', '')).toEqual([{ kind: 'removed', text: 'old words' }]);
    expect(wordDiff('', '')).toEqual([]);
  });

  it('tells a word from the punctuation after it', () => {
    expect(wordDiff('in the park', 'in the old park, bring a chair')).toEqual([
      { kind: 'same', text: 'in the ' },
      { kind: 'added', text: 'old ' },
      { kind: 'same', text: 'park' },
      { kind: 'added', text: ', bring a chair' },
    ]);
  });

  it('compares Japanese character by character', () => {
    expect(wordDiff('昼に練習', '夜に練習')).toEqual([
      { kind: 'removed', text: '昼' },
      { kind: 'added', text: '夜' },
      { kind: 'same', text: 'に練習' },
    ]);
  });

  it('puts the parts back together into either version', () => {
    const before = 'The quick brown fox jumps over the lazy dog';
    const after = 'A quick red fox walked over the dog, lazily';
    const parts = wordDiff(before, after);
    expect(parts.filter((part) => part.kind !== 'added').map((part) => part.text).join('')).toBe(before);
    expect(parts.filter((part) => part.kind !== 'removed').map((part) => part.text).join('')).toBe(after);
  });
});
