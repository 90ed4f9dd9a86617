import { completionText, findSuggestionToken, insertCompletion } from './autosuggest';

describe('findSuggestionToken (Mastodon textAtCursorMatchesToken, SPEC §4 Autosuggest)', () => {
  it.each([
    ['@al', 3, { token: '@al', start: 0 }],
    ['hello @Alice', 12, { token: '@alice', start: 6 }],
    ['hello @Alice and more', 9, { token: '@alice', start: 6 }],
    ['so :blob', 8, { token: ':blob', start: 3 }],
    ['tag #Cats here', 9, { token: '#cats', start: 4 }],
    ['line\n#trumpet', 13, { token: '#trumpet', start: 5 }],
    ['@a', 2, null],
    ['#x', 2, null],
    ['hello world', 11, null],
    ['email a@b.example', 17, null],
    ['@alice ', 7, null],
    ['', 0, null],
    ['@alice', 0, null],
  ])('%j with the caret at %i gives %j', (text, caret, expected) => {
    expect(findSuggestionToken(text, caret)).toEqual(expected);
  });
});

describe('insertCompletion (SPEC §4 "Picking a suggestion replaces the token with the completion plus a space")', () => {
  it.each([
    ['@ali', 0, '@ali', '@alice', '@alice ', 7],
    ['hi @ali', 3, '@ali', '@alice@remote.example', 'hi @alice@remote.example ', 25],
    ['hi @ali there', 3, '@ali', '@alice', 'hi @alice  there', 10],
    ['love :blo', 5, ':blo', '🐈', 'love 🐈 ', 8],
    ['#cat and', 0, '#cat', '#Cats', '#Cats  and', 6],
  ])('%j: %j at %i becomes %j with the caret at %i', (text, start, token, completion, expected, caret) => {
    expect(insertCompletion(text, start as number, token as string, completion as string)).toEqual({ text: expected, caret });
  });
});

describe('completionText', () => {
  it.each([
    [{ kind: 'account', id: '1', acct: 'alice' } as const, '@alice'],
    [{ kind: 'hashtag', name: 'Cats' } as const, '#Cats'],
    [{ kind: 'emoji', shortcode: 'cat', custom: false, native: '🐱' } as const, '🐱'],
    [{ kind: 'emoji', shortcode: 'blobcat', custom: true, url: 'https://x/blobcat.png' } as const, ':blobcat:'],
    ['plain', 'plain'],
  ])('%j writes %j', (completion, expected) => {
    expect(completionText(completion)).toBe(expected);
  });
});
