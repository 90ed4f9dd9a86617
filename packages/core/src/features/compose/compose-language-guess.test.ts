import { guessableText, languageGuess, languageHint, languagePickerLeads } from './compose-language-guess';

describe('guessing the post language: the rules', () => {
  it.each([
    ['short text is not guessed', 'Bonjour à tous !', null],
    ['21 characters are', 'abcdefghij klmnopqrst', 'abcdefghij klmnopqrst'],
    ['exactly 20 are not', 'abcdefghij klmnopqrs', null],
    ['links do not count', 'Salut https://example.com/a/very/long/path/to/something', null],
    ['full @user@host mentions do not count', '@someone@mastodon.example.org merci !', null],
    ['a local @mention stays in the text', '@someone_with_a_long_name merci', '@someone_with_a_long_name merci'],
    [
      'the rest of a long text is kept, without its links and remote mentions',
      'Je pense que @alice@example.com a raison https://example.com/x',
      'Je pense que  a raison ',
    ],
  ])('%s', (_name, text, expected) => {
    expect(guessableText(text)).toBe(expected);
  });

  it.each([
    ['the first language over 0.8', [{ language: 'fr', confidence: 0.95 }, { language: 'en', confidence: 0.03 }], 'fr'],
    ['its primary subtag', [{ language: 'pt-BR', confidence: 0.9 }], 'pt'],
    ['nothing at 0.8 or under', [{ language: 'fr', confidence: 0.8 }], null],
    ['only the first one counts', [{ language: 'fr', confidence: 0.5 }, { language: 'en', confidence: 0.9 }], null],
    ['nothing from no answer', [], null],
    ['nothing from an unreadable tag', [{ language: 'not a tag', confidence: 0.99 }], null],
  ])('a guess is %s', (_name, detected, expected) => {
    expect(languageGuess(detected)).toBe(expected);
  });

  it.each([
    ['shown where the guess differs from the post language', 'fr', 'en', false, 'fr'],
    ['not shown where they agree', 'fr', 'fr', false, null],
    ['not shown without a guess', null, 'en', false, null],
    ['shown where the post has no language yet', 'fr', null, false, 'fr'],
    ['never shown once dismissed', 'fr', 'en', true, null],
  ])('the hint is %s', (_name, guess, post, dismissed, expected) => {
    expect(languageHint(guess, post, dismissed)).toBe(expected);
  });

  it.each([
    ['guess, post language, then recent ones', 'fr', 'en', ['de', 'ja'], ['fr', 'en', 'de', 'ja']],
    ['each once', 'de', 'en', ['en', 'de', 'ja'], ['de', 'en', 'ja']],
    ['the post language and recent ones without a guess', null, 'en', ['de'], ['en', 'de']],
    ['only recent ones without either', null, null, ['de'], ['de']],
  ])('the picker lists first: %s', (_name, guess, post, recent, expected) => {
    expect(languagePickerLeads(guess, post, recent)).toEqual(expected);
  });
});
