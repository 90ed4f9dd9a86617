import { inAppPath } from './contentLinks';

describe('links inside bios and posts', () => {
  it('routes hashtags to the lowercase hashtag timeline', () => {
    expect(inAppPath({ kind: 'hashtag', href: 'https://x.test/tags/Jazz', text: '#Jazz' }, 'x.test')).toBe('/timelines/tag/jazz');
  });

  it('routes mentions to the handle, with the domain for another server', () => {
    expect(inAppPath({ kind: 'mention', href: 'https://x.test/@alice', text: '@alice' }, 'x.test')).toBe('/@alice');
    expect(inAppPath({ kind: 'mention', href: 'https://other.test/@bob', text: '@bob' }, 'x.test')).toBe('/@bob@other.test');
  });

  it('leaves other links to the browser', () => {
    expect(inAppPath({ kind: 'link', href: 'https://example.org/', text: 'example.org' }, 'x.test')).toBeNull();
  });
});
