import type { Visibility } from '@trumpet/api-client';
import { boostRefusal, isOriginalAudienceBoost, pinRefusal } from './status-rules';

const ME = '1';
const by = (account: string, visibility: Visibility) => ({ account, visibility });

describe('status rules (SPEC §4, §5): one home for ui, web and the sagas', () => {
  it.each<[string, ReturnType<typeof by> | undefined, string | null, string | null, boolean]>([
    // name, status, me, boost refusal, boost to original audience
    ['someone’s public post', by('2', 'public'), ME, null, false],
    ['someone’s unlisted post', by('2', 'unlisted'), ME, null, false],
    ['someone’s followers-only post', by('2', 'private'), ME, 'This post cannot be boosted', false],
    ['my followers-only post', by(ME, 'private'), ME, null, true],
    ['a direct message, even mine', by(ME, 'direct'), ME, 'This post cannot be boosted', false],
    ['a followers-only post, signed out', by(ME, 'private'), null, 'This post cannot be boosted', false],
    ['a post not loaded', undefined, ME, 'This post is not loaded', false],
  ])('%s', (_name, status, me, refusal, originalAudience) => {
    expect(boostRefusal(status, me)).toBe(refusal);
    expect(status ? isOriginalAudienceBoost(status, me) : false).toBe(originalAudience);
  });

  it.each<[string, ReturnType<typeof by>, string | null]>([
    ['my public post', by(ME, 'public'), null],
    ['my unlisted post', by(ME, 'unlisted'), null],
    ['my followers-only post', by(ME, 'private'), 'Only public or unlisted posts can be pinned'],
    ['someone’s public post', by('2', 'public'), 'Only your own posts can be pinned'],
  ])('pin: %s', (_name, status, refusal) => {
    expect(pinRefusal(status, ME)).toBe(refusal);
  });
});
