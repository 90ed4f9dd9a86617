import { RTL_THRESHOLD, isRtl } from './rtl';

describe('isRtl (SPEC §5: over 30 % after stripping mentions, hashtags and whitespace)', () => {
  it('uses a 30 % threshold', () => {
    expect(RTL_THRESHOLD).toBe(0.3);
  });

  it.each([
    ['empty', '', false],
    ['only whitespace', '  \n\t ', false],
    ['only mentions and hashtags', '@alice @bob@example.social #tag', false],
    ['English', 'Hello world', false],
    ['Hebrew', 'שלום עולם', true],
    ['Arabic', 'مرحبا بالعالم', true],
    ['Persian', 'سلام دنیا', true],
    ['Arabic presentation forms B', '\uFEE3\uFEAE\uFEA3\uFE92\uFE8E', true],
    ['Hebrew presentation forms', '\uFB2A\uFB31\uFB4B', true],
    ['Syriac (in Mastodon’s range)', '\u072B\u0720\u0721\u0710', true],
    ['exactly 30 %: 3 of 10', 'אבג abcdefg', false],
    ['just over 30 %: 3 of 9', 'אבג abcdef', true],
    ['Latin text quoting one Hebrew word', 'The word שלום means peace and hello', false],
  ])('%s: %j → %s', (_label, text, rtl) => {
    expect(isRtl(text)).toBe(rtl);
  });

  it.each([
    ['a remote mention is not counted', '@alice@example.social שלום', true],
    ['a local mention is not counted', '@someone_long_name مرحبا', true],
    ['a mention with an RTL name is not counted', '@שלום hello', false],
    ['Latin hashtags are not counted', 'مرحبا #hashtag #anotherlongtag', true],
    ['RTL hashtags are not counted', 'Hello #שלום #مرحبا', false],
    ['whitespace is not counted', 'אבג       abcdef', true],
    ['links are not counted', 'שלום https://example.com/some/long/path', true],
    ['characters are code points, not UTF-16 units', 'אב 😀😀😀', true],
  ])('%s: %j → %s', (_label, text, rtl) => {
    expect(isRtl(text)).toBe(rtl);
  });
});
