import { insertSuggestion, suggestionCompletion } from './insert-suggestion';
import { tokenAtCaret } from './token-at-caret';

// `|` marks the caret.
const at = (marked: string) => tokenAtCaret(marked.replace('|', ''), marked.indexOf('|'));

describe('tokenAtCaret (SPEC §4 autosuggest: at least 3 characters starting with @, : or #)', () => {
  it.each([
    ['@al|', { start: 0, token: '@al' }],
    ['hello @alice|', { start: 6, token: '@alice' }],
    ['hello #cat|s and more', { start: 6, token: '#cats' }],
    ['hi :smi| there', { start: 3, token: ':smi' }],
    ['line one\n@bob|', { start: 9, token: '@bob' }],
    ['@alice@example.org|', { start: 0, token: '@alice@example.org' }],
    ['tab\t#ta|g', { start: 4, token: '#tag' }],
  ])('%s finds %o', (marked, expected) => {
    expect(at(marked)).toEqual(expected);
  });

  it.each([
    ['@a|', 'too short: two characters'],
    ['#|', 'the trigger alone'],
    ['hello|', 'no trigger'],
    ['mail@host|', 'the trigger is not the first character'],
    ['@alice |', 'the caret is after a space'],
    ['|@alice', 'the caret is before the token'],
    ['|', 'empty text'],
    ['!@alice|', 'another character before the trigger'],
  ])('%s gives null (%s)', (marked) => {
    expect(at(marked)).toBeNull();
  });

  it('clamps a caret outside the text', () => {
    expect(tokenAtCaret('@bob', 99)).toEqual({ start: 0, token: '@bob' });
    expect(tokenAtCaret('@bob', -1)).toBeNull();
  });
});

describe('suggestion completion and insertion', () => {
  it.each([
    ['an account', { kind: 'account', id: '1', acct: 'alice@x.test', displayNameHtml: 'Alice', avatar: null } as const, '@alice@x.test'],
    ['a hashtag', { kind: 'hashtag', name: 'Cats' } as const, '#Cats'],
    ['a unicode emoji', { kind: 'emoji', native: '😺', shortcode: 'smiley_cat' } as const, '😺'],
    ['a custom emoji', { kind: 'emoji', shortcode: 'blobcat', url: 'https://x.test/b.png' } as const, ':blobcat:'],
  ])('completes %s', (_label, suggestion, completion) => {
    expect(suggestionCompletion(suggestion)).toBe(completion);
  });

  it('replaces the token with the completion plus a space and puts the caret after it', () => {
    expect(insertSuggestion('hi @al there', 3, '@al', '@alice')).toEqual({ text: 'hi @alice  there', caret: 10 });
    expect(insertSuggestion('#ca', 0, '#ca', '#cats')).toEqual({ text: '#cats ', caret: 6 });
  });
});
