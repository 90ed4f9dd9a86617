import { safeEmbedUrl, safeLinkUrl, safeUrl } from './safe-url';

describe('safeUrl', () => {
  it.each([
    ['https://files.example/avatars/1.png', 'https://files.example/avatars/1.png'],
    ['http://example.org/page?q=1#top', 'http://example.org/page?q=1#top'],
    ['HTTPS://Example.ORG/a', 'https://example.org/a'],
    [' \t https://example.org/a', 'https://example.org/a'],
    ['https://bücher.example/', 'https://xn--bcher-kva.example/'],
  ])('keeps the absolute http(s) URL %j as the browser reads it', (input, expected) => {
    expect(safeUrl(input)).toBe(expected);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    [' javascript:alert(1)'],
    ['\u0000javascript:alert(1)'],
    ['\u0001\u001fjavascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['java\rscript:alert(1)'],
    ['javascript&colon;alert(1)'],
    ['&#106;avascript:alert(1)'],
    ['\uff4aavascript:alert(1)'],
    ['javascript\u200b:alert(1)'],
    ['vbscript:msgbox(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['data:image/svg+xml,<svg onload=alert(1)>'],
    ['data:image/png;base64,iVBORw0KGgo='],
    ['blob:https://example.org/1234'],
    ['file:///etc/passwd'],
    ['ftp://example.org/file'],
    ['mailto:someone@example.org'],
    ['//evil.example/x.png'],
    ['\\\\evil.example\\x.png'],
    ['/avatars/original/missing.png'],
    ['avatar.png'],
    ['#top'],
    ['https://'],
    [''],
    [null],
    [undefined],
  ])('refuses %j', (input) => {
    expect(safeUrl(input)).toBeUndefined();
  });
});

describe('safeLinkUrl', () => {
  it.each([
    ['https://example.org/', 'https://example.org/'],
    ['gemini://example.org/page', 'gemini://example.org/page'],
    ['xmpp:someone@example.org', 'xmpp:someone@example.org'],
    ['magnet:?xt=urn:btih:abc', 'magnet:?xt=urn:btih:abc'],
  ])('keeps the link %j that Mastodon keeps', (input, expected) => {
    expect(safeLinkUrl(input)).toBe(expected);
  });

  it.each([['javascript:alert(1)'], ['JAVASCRIPT:alert(1)'], ['data:text/html,x'], ['vbscript:x'], ['/relative'], ['//evil.example/'], ['mailto:a@b.c'], ['file:///x']])(
    'refuses %j',
    (input) => {
      expect(safeLinkUrl(input)).toBeUndefined();
    },
  );
});

describe('safeEmbedUrl', () => {
  const app = 'https://app.example';
  it.each([
    ['https://www.youtube.com/embed/x?autoplay=1', 'https://www.youtube.com/embed/x?autoplay=1'],
    ['https://app.example:8443/embed', 'https://app.example:8443/embed'],
    ['https://app.example/embed', undefined],
    ['HTTPS://APP.EXAMPLE:443/embed', undefined],
    ['javascript:alert(1)', undefined],
    ['data:text/html,<script>parent.x()</script>', undefined],
    ['/embed', undefined],
  ])('%j from the app at https://app.example → %j', (input, expected) => {
    expect(safeEmbedUrl(input, app)).toBe(expected);
  });
});
