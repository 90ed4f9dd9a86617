import { stricterPrivacy } from './compose-state';
import { composeWarnings, COMPOSE_WARNING_TEXTS } from './compose-warnings';

describe('composeWarnings (SPEC §5 Compose warnings)', () => {
  it.each([
    ['public', 'hello #tag', false, []],
    ['unlisted', 'hello', false, []],
    ['unlisted', 'hello #tag', false, ['hashtag']],
    ['unlisted', 'see https://x.example/#anchor', false, []],
    ['unlisted', 'issue #123', false, []],
    ['private', 'hello', false, ['lock']],
    ['private', 'hello', true, []],
    ['private', '#tag', false, ['lock', 'hashtag']],
    ['direct', '@alice hi', false, ['direct']],
    ['direct', '@alice #tag', true, ['hashtag', 'direct']],
  ] as const)('%s with %j (locked %s) warns %j', (privacy, text, locked, expected) => {
    expect(composeWarnings(privacy, text, locked)).toEqual(expected);
  });

  it('has the texts of SPEC §5', () => {
    expect(COMPOSE_WARNING_TEXTS.lock).toBe('Your account is not locked. Anyone can follow you to view your follower-only posts.');
    expect(COMPOSE_WARNING_TEXTS.direct).toBe('This toot will only be sent to all the mentioned users.');
  });
});

describe('stricterPrivacy (Mastodon privacyPreference; order public, unlisted, private, direct)', () => {
  it.each([
    ['public', 'public', 'public'],
    ['public', 'unlisted', 'unlisted'],
    ['private', 'unlisted', 'private'],
    ['direct', 'public', 'direct'],
    ['unlisted', 'private', 'private'],
    ['unknown', 'unlisted', 'unlisted'],
  ] as const)('%s and default %s give %s', (status, fallback, expected) => {
    expect(stricterPrivacy(status, fallback)).toBe(expected);
  });
});
