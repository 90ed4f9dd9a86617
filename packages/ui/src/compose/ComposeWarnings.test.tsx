import { render, screen } from '@testing-library/react';
import { ComposeWarnings } from './ComposeWarnings';

describe('ComposeWarnings', () => {
  it('shows the texts with their links', () => {
    render(<ComposeWarnings warnings={['lock', 'hashtag', 'direct']} />);
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
    render(<ComposeWarnings warnings={['lock', 'direct']} profileSettingsHref="https://x.test/settings/profile" termsHref="https://x.test/terms" />);
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
