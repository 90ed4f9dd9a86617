import {
  MAX_CHARS,
  URL_PLACEHOLDER_LENGTH,
  characterCount,
  countableText,
  statusLength,
} from './character-counter';

const X = 'x'.repeat(23);
const LONG_URL = `https://example.com/${'a'.repeat(300)}?page=2#top`;

describe('countableText: links count 23 (SPEC §5)', () => {
  it.each([
    ['plain text', 'Hello world', 'Hello world'],
    ['https link with path, query and fragment', 'see https://example.com/a/very/long/path?and=on#forever', `see ${X}`],
    ['http link', 'http://example.com', X],
    ['upper-case scheme and host', 'HTTPS://EXAMPLE.COM/Path', X],
    ['port', 'https://example.com:8080/x', X],
    ['multi-label domain', 'https://www.bbc.co.uk/news', X],
    ['internationalised domain and path', 'https://例え.jp/パス', X],
    ['two links', 'https://a.example/1 and https://b.example/2', `${X} and ${X}`],
    ['trailing full stop is not part of the link', 'https://example.com.', `${X}.`],
    ['trailing comma is not part of the link', 'https://example.com/path, then', `${X}, then`],
    ['trailing query punctuation is not part of the link', 'https://example.com/s?q=a+b&l=en.', `${X}.`],
    ['surrounding parentheses', '(https://example.com/page)', `(${X})`],
    ['balanced parentheses inside the path', 'https://en.wikipedia.org/wiki/Foo_(bar)', X],
    ['no scheme', 'example.com/path', 'example.com/path'],
    ['other scheme', 'ftp://example.com/file', 'ftp://example.com/file'],
    ['no top-level domain', 'https://localhost/x', 'https://localhost/x'],
    ['glued to a preceding letter', 'xhttps://example.com', 'xhttps://example.com'],
    ['a mention inside a link stays part of the link', 'https://example.com/@alice@example.com', X],
  ])('%s', (_label, text, countable) => {
    expect(countableText(text)).toBe(countable);
  });

  it('uses a 23-character placeholder', () => {
    expect(URL_PLACEHOLDER_LENGTH).toBe(23);
    expect(countableText(LONG_URL)).toHaveLength(URL_PLACEHOLDER_LENGTH);
  });
});

describe('countableText: remote mentions count their local part (SPEC §5)', () => {
  it.each([
    ['remote mention', '@alice@example.com hi', '@alice hi'],
    ['after text, before punctuation', 'hi @alice@mastodon.social!', 'hi @alice!'],
    ['trailing full stop stays', 'cc @alice@example.com.', 'cc @alice.'],
    ['mixed case', '@Alice_B@Example.COM', '@Alice_B'],
    ['username with a dot', '@first.last@example.org', '@first.last'],
    ['two mentions', '@a@one.example @b@two.example', '@a @b'],
    ['local mention unchanged', '@alice', '@alice'],
    ['e-mail address unchanged', 'mail bob@example.com', 'mail bob@example.com'],
  ])('%s', (_label, text, countable) => {
    expect(countableText(text)).toBe(countable);
  });
});

describe('characterCount: grapheme clusters, as Mastodon (stringz / each_grapheme_cluster)', () => {
  it.each([
    ['empty', '', 0],
    ['ASCII', 'abc', 3],
    ['precomposed é', '\u00E9', 1],
    ['e + combining acute', 'e\u0301', 1],
    ['CJK', '日本語', 3],
    ['astral letter', '\u{1D49C}', 1],
    ['emoji', '👍', 1],
    ['emoji with skin tone', '👍🏽', 1],
    ['emoji with variation selector', '❤️', 1],
    ['ZWJ family sequence', '👨‍👩‍👧‍👦', 1],
    ['flag', '🇫🇷', 1],
    ['mixed', 'hi 👨‍👩‍👧!', 5],
  ])('%s', (_label, text, count) => {
    expect(characterCount(text)).toBe(count);
  });

  it('agrees with whole-string segmentation on mixed text', () => {
    const alphabet = [
      'a', 'Z', ' ', '.', '\u00E9', 'e', '\u0301', '\u200D', '\uFE0F', '👨', '👩', '🏽', '❤', '🇫', '🇷', '\r', '\n',
      '\u0600', '\u0628', '\u05D0', '\u0915', '\u094D', '\u093F', '\u1100', '\u1161', '\u11A8', '\uAC00', '\uAC01',
      '猫', 'ー', '\u3099', '\uFF9E', '\u00AD', '\u00A9', 'Ж', '\u0483',
    ];
    const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
    let seed = 42;
    const random = (n: number) => {
      seed = (Math.imul(seed, 1_664_525) + 1_013_904_223) >>> 0;
      return Math.floor((seed / 2 ** 32) * n);
    };
    for (let i = 0; i < 3000; i += 1) {
      let text = '';
      for (let length = random(40); length > 0; length -= 1) text += alphabet[random(alphabet.length)] ?? '';
      expect([text, characterCount(text)]).toEqual([text, [...segmenter.segment(text)].length]);
    }
  });

  it('counts a long text in linear time', () => {
    const text = 'Hello world, 日本語のテキスト 👨‍👩‍👧 e\u0301 🇫🇷 한국어 '.repeat(4000);
    const start = Date.now();
    expect(characterCount(text)).toBe(32 * 4000);
    expect(Date.now() - start).toBeLessThan(1000);
  });
});

describe('statusLength: warning plus main text (SPEC §5)', () => {
  it.each([
    ['main text only', 'hello', '', 5],
    ['warning adds to the main text', 'hello', 'cw', 7],
    ['a link in the main text counts 23', `read ${LONG_URL}`, '', 5 + 23],
    ['a link in the warning counts in full', '', 'https://example.com/abcdefghij', 30],
    ['remote mention', '@alice@example.com', '', 6],
    ['ZWJ emoji', '👨‍👩‍👧‍👦'.repeat(500), '', 500],
  ])('%s', (_label, text, spoiler, length) => {
    expect(statusLength(text, spoiler)).toBe(length);
  });

  it('defaults the warning to empty', () => {
    expect(statusLength('hello')).toBe(5);
  });
});

describe('the 500 limit with a long link', () => {
  it.each([
    ['476 letters + space + link', `${'a'.repeat(476)} ${LONG_URL}`, '', 500],
    ['477 letters + space + link', `${'a'.repeat(477)} ${LONG_URL}`, '', 501],
    ['warning 250 + 226 letters + space + link', `${'b'.repeat(226)} ${LONG_URL}`, 'c'.repeat(250), 500],
    ['warning 251 + 226 letters + space + link', `${'b'.repeat(226)} ${LONG_URL}`, 'c'.repeat(251), 501],
    ['500 letters', 'a'.repeat(500), '', 500],
    ['501 letters', 'a'.repeat(501), '', 501],
  ])('%s', (_label, text, spoiler, length) => {
    expect(statusLength(text, spoiler)).toBe(length);
    expect(statusLength(text, spoiler) > MAX_CHARS).toBe(length > 500);
  });
});
