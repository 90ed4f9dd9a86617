import { withOwnReaction, withoutOwnReaction, withReactionCount } from './announcement-reactions';

const r = (name: string, count: number, me = false, url: string | null = null) => ({ name, count, me, url, static_url: url });

describe('announcement reactions, changed before the server answers and as it streams totals', () => {
  it.each([
    ['a new one goes last, as the user’s', [r('🎉', 2)], '👍', null, [r('🎉', 2), r('👍', 1, true)]],
    ['a custom one keeps its image', [], 'blobcat', 'https://x.test/b.png', [r('blobcat', 1, true, 'https://x.test/b.png')]],
    ['joining others adds one', [r('🎉', 2)], '🎉', null, [r('🎉', 3, true)]],
    ['already the user’s: unchanged', [r('🎉', 2, true)], '🎉', null, [r('🎉', 2, true)]],
  ])('withOwnReaction: %s', (_case, before, name, url, after) => {
    expect(withOwnReaction(before, name, url)).toEqual(after);
  });

  it.each([
    ['one fewer', [r('🎉', 3, true)], '🎉', [r('🎉', 2)]],
    ['gone at none', [r('🎉', 1, true), r('👍', 1)], '🎉', [r('👍', 1)]],
    ['not the user’s: unchanged', [r('🎉', 2)], '🎉', [r('🎉', 2)]],
  ])('withoutOwnReaction: %s', (_case, before, name, after) => {
    expect(withoutOwnReaction(before, name)).toEqual(after);
  });

  it.each([
    ['a total replaces the count, the user’s mark kept', [r('🎉', 2, true)], '🎉', 5, [r('🎉', 5, true)]],
    ['a new name is added, not the user’s', [r('🎉', 2)], '👀', 1, [r('🎉', 2), r('👀', 1)]],
    ['zero removes it', [r('🎉', 2), r('👀', 1)], '👀', 0, [r('🎉', 2)]],
    ['zero of an unknown one: nothing', [r('🎉', 2)], '👀', 0, [r('🎉', 2)]],
  ])('withReactionCount: %s', (_case, before, name, count, after) => {
    expect(withReactionCount(before, name, count, null)).toEqual(after);
  });
});
