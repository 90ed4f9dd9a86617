import { render, screen } from '@testing-library/react';
import { composeWarningsFor, hasHashtag } from './compose-warnings';
import { ComposeWarnings } from './ComposeWarnings';

describe('composeWarningsFor (SPEC §5 compose warnings)', () => {
  it.each([
    ['public', false, 'hi #cats', []],
    ['public', false, 'hi', []],
    ['unlisted', true, 'hi #cats', ['hashtag-unlisted']],
    ['unlisted', false, 'hi', []],
    ['private', false, 'hi', ['unlocked-private']],
    ['private', true, 'hi', []],
    ['private', false, '#cats', ['unlocked-private', 'hashtag-unlisted']],
    ['direct', false, '@bob hi', ['direct']],
    ['direct', true, '@bob #cats', ['hashtag-unlisted', 'direct']],
  ] as const)('%s, locked %s, %j gives %j', (privacy, accountLocked, text, expected) => {
    expect(composeWarningsFor({ privacy, accountLocked, text })).toEqual(expected);
  });

  it.each([
    ['#cats', true],
    ['hello #Katzen!', true],
    ['(#café)', true],
    ['line\n#tag', true],
    ['#123', false],
    ['https://x.test/page#anchor', false],
    ['issue#12', false],
    ['a # b', false],
  ])('hasHashtag(%j) is %s', (text, expected) => {
    expect(hasHashtag(text)).toBe(expected);
  });
});

describe('ComposeWarnings', () => {
  it('shows the texts with their links', () => {
    render(<ComposeWarnings warnings={['unlocked-private', 'hashtag-unlisted', 'direct']} />);
    expect(screen.getByText(/Anyone can follow you to view your follower-only posts\./).textContent).toBe(
      'Your account is not locked. Anyone can follow you to view your follower-only posts.',
    );
    expect(screen.getByRole('link', { name: 'locked' }).getAttribute('href')).toBe('/settings/profile');
    expect(
      screen.getByText("This toot won't be listed under any hashtag as it is unlisted. Only public toots can be searched by hashtag."),
    ).toBeTruthy();
    expect(screen.getByText(/This toot will only be sent to all the mentioned users\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('/terms');
  });

  it("takes the server's addresses for the links", () => {
    render(<ComposeWarnings warnings={['unlocked-private', 'direct']} profileSettingsHref="https://x.test/settings/profile" termsHref="https://x.test/terms" />);
    expect(screen.getByRole('link', { name: 'locked' }).getAttribute('href')).toBe('https://x.test/settings/profile');
    expect(screen.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('https://x.test/terms');
  });

  it('is an empty polite live region without warnings', () => {
    const { container } = render(<ComposeWarnings warnings={[]} />);
    const region = container.firstElementChild!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.childElementCount).toBe(0);
  });
});
