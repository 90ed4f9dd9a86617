import { decodeEntities, escapeHtml, htmlToPlainText, statusSearchIndex } from './plain-text';

const LONG_LINK =
  '<a href="https://example.com/articles/2024/06/a-very-long-article-title" rel="nofollow noopener noreferrer" ' +
  'translate="no" target="_blank"><span class="invisible">https://</span><span class="ellipsis">' +
  'example.com/articles/2024/06/a</span><span class="invisible">-very-long-article-title</span></a>';

const MENTION =
  '<span class="h-card" translate="no"><a href="https://mastodon.social/@Gargron" class="u-url mention">' +
  '@<span>Gargron</span></a></span>';

const HASHTAG = '<a href="https://mastodon.social/tags/FediTips" class="mention hashtag" rel="tag">#<span>FediTips</span></a>';

const FIELD_LINK =
  '<a href="https://example.com" target="_blank" rel="nofollow noopener noreferrer me" translate="no">' +
  '<span class="invisible">https://</span><span class="">example.com</span><span class="invisible"></span></a>';

describe('htmlToPlainText: Mastodon status and field HTML', () => {
  it.each([
    ['empty', '', ''],
    ['link shortened with invisible and ellipsis spans', `<p>Check this out: ${LONG_LINK}</p>`,
      'Check this out: https://example.com/articles/2024/06/a-very-long-article-title'],
    ['mention and hashtag', `<p>${MENTION} hello ${HASHTAG}</p>`, '@Gargron hello #FediTips'],
    ['profile field value with a verified link', FIELD_LINK, 'https://example.com'],
    ['<br /> inside a paragraph, then a second paragraph', '<p>First line<br />second line</p><p>Second paragraph</p>',
      'First line\nsecond line\n\nSecond paragraph'],
    ['<br>, <br/>, <BR> and <br class>', 'a<br>b<br/>c<BR>d<br class="x">e', 'a\nb\nc\nd\ne'],
    ['three paragraphs', '<p>a</p><p>b</p><p>c</p>', 'a\n\nb\n\nc'],
    ['whitespace between paragraphs', '<p>a</p>\n<p class="x">b</p>', 'a\n\nb'],
    ['inline formatting from other servers', '<p>Code: <code>a &lt; b</code> <strong>bold</strong> <em>it</em></p>',
      'Code: a < b bold it'],
    ['a > inside a quoted attribute', '<a title="a > b" href=\'x>y\'>link</a>', 'link'],
    ['comments', 'a<!-- hidden -->b', 'ab'],
    ['a lone < in text stays', 'a < b and 1 <2', 'a < b and 1 <2'],
    ['escaped markup stays text', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>', '<script>alert(1)</script>'],
  ])('%s', (_label, html, text) => {
    expect(htmlToPlainText(html)).toBe(text);
  });
});

describe('decodeEntities', () => {
  it.each([
    ['&amp;', '&'],
    ['&lt;&gt;', '<>'],
    ['&quot;hi&quot;', '"hi"'],
    ['it&#39;s', "it's"],
    ['it&#x27;s', "it's"],
    ['it&apos;s', "it's"],
    ['a&nbsp;b', 'a\u00A0b'],
    ['&#8212;', '—'],
    ['&#x1F600;', '😀'],
    ['&#X1f600;', '😀'],
    ['&hellip;', '…'],
    ['&amp;lt;', '&lt;'],
    ['&#0;', '\uFFFD'],
    ['&#xD800;', '\uFFFD'],
    ['&#1114112;', '\uFFFD'],
    ['&bogus;', '&bogus;'],
    ['&constructor;', '&constructor;'],
    ['AT&T', 'AT&T'],
    ['a & b', 'a & b'],
    ['&amp', '&amp'],
  ])('%j → %j', (html, text) => {
    expect(decodeEntities(html)).toBe(text);
  });
});

describe('statusSearchIndex', () => {
  it.each([
    ['no content warning', '', `<p>${MENTION} hi</p><p>there</p>`, '@Gargron hi\n\nthere'],
    ['content warning first, then a blank line', 'Spoilers', '<p>body</p>', 'Spoilers\n\nbody'],
    ['content warning is plain text, kept as written', 'Tom &amp; Jerry <3', '<p>x &amp; y</p>',
      'Tom &amp; Jerry <3\n\nx & y'],
  ])('%s', (_label, spoiler, content, index) => {
    expect(statusSearchIndex(spoiler, content)).toBe(index);
  });
});

describe('escapeHtml', () => {
  it.each([
    ['hello', 'hello'],
    ['<a href="x">Tom & Jerry\'s</a>', '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;'],
    ['&amp;', '&amp;amp;'],
    ['日本語 😀', '日本語 😀'],
  ])('%j → %j', (text, html) => {
    expect(escapeHtml(text)).toBe(html);
  });

  it.each([['Tom & Jerry <3'], ['literal <br> and </p><p>'], ['&amp; already'], ['"quotes" and \'apostrophes\'']])(
    'htmlToPlainText undoes it: %j',
    (text) => {
      expect(htmlToPlainText(escapeHtml(text))).toBe(text);
    },
  );
});
