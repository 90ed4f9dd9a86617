import { currentHref } from './current-href';

const hrefs = ['/timelines/home', '/notifications', '/timelines/public/local', '/timelines/public', '/getting-started'];

describe('currentHref', () => {
  it.each([
    ['/timelines/public/local', '/timelines/public/local'],
    ['/timelines/public', '/timelines/public'],
    ['/timelines/public/media', '/timelines/public'],
    ['/timelines/home', '/timelines/home'],
    ['/notifications/', '/notifications'],
    ['/timelines/homework', null],
    ['/statuses/1', null],
  ])('%s belongs to %s', (path, expected) => {
    expect(currentHref(hrefs, path)).toBe(expected);
  });

  it('is nothing without a path', () => {
    expect(currentHref(hrefs, undefined)).toBeNull();
  });
});
