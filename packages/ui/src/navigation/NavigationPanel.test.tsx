import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LinkComponentProps } from './links';
import { NavigationPanel, type NavigationAccount } from './NavigationPanel';
import { TabBar } from './TabBar';

const me: NavigationAccount = { id: '1', acct: 'demo', username: 'demo', display_name_html: 'Demo <b>User</b>', avatar: 'https://social.example/avatar.png' };

/** A router link stand-in that records it was used (server pages must not go through it). */
function RouterLink({ to, children, ...rest }: LinkComponentProps) {
  return (
    <a href={to} data-routed="true" {...rest}>
      {children}
    </a>
  );
}

const hrefOf = (name: string): string | null => screen.getByRole('link', { name }).getAttribute('href');
const routed = (name: string): boolean => screen.getByRole('link', { name }).getAttribute('data-routed') === 'true';

describe('NavigationPanel', () => {
  it('shows the own avatar, name, handle and an edit-profile link, and closes', async () => {
    const onClose = jest.fn();
    render(<NavigationPanel account={me} LinkComponent={RouterLink} onClose={onClose} />);
    expect(screen.getByText('@demo')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Your profile' }).getAttribute('href')).toBe('/accounts/1');
    expect(document.querySelector('img.t-avatar')?.getAttribute('src')).toBe('https://social.example/avatar.png');
    expect(screen.getByText('User').tagName).toBe('B');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has every menu entry of SPEC §2, with server-rendered pages as normal links', () => {
    render(<NavigationPanel account={me} LinkComponent={RouterLink} />);
    const routedEntries: [string, string][] = [
      ['Home', '/timelines/home'],
      ['Notifications', '/notifications'],
      ['Local timeline', '/timelines/public/local'],
      ['Federated timeline', '/timelines/public'],
      ['Direct messages', '/timelines/direct'],
      ['Pinned toots', '/pinned'],
      ['Follow requests', '/follow_requests'],
      ['Favourites', '/favourites'],
      ['Bookmarks', '/bookmarks'],
      ['Lists', '/lists'],
      ['Muted users', '/mutes'],
      ['Filters', '/muted_words'],
      ['Blocked users', '/blocks'],
      ['Hidden domains', '/domain_blocks'],
    ];
    for (const [name, href] of routedEntries) {
      expect(hrefOf(name)).toBe(href);
      expect(routed(name)).toBe(true);
    }
    const nav = screen.getByRole('navigation', { name: 'Navigation' });
    const serverEntries: [string, string][] = [
      ['Preferences', '/settings/preferences'],
      ['Muted words', '/filters'],
    ];
    for (const [name, href] of serverEntries) {
      expect(hrefOf(name)).toBe(href);
      expect(routed(name)).toBe(false);
    }
    const editLinks = within(nav).getAllByRole('link', { name: 'Edit profile' });
    expect(editLinks.length).toBeGreaterThanOrEqual(1);
    for (const link of editLinks) {
      expect(link.getAttribute('href')).toBe('/settings/profile');
      expect(link.getAttribute('data-routed')).toBeNull();
    }
  });

  it('shows moderation only to staff', () => {
    const { rerender } = render(<NavigationPanel account={me} />);
    expect(screen.queryByRole('link', { name: 'Moderation' })).toBeNull();
    rerender(<NavigationPanel account={me} isStaff />);
    expect(hrefOf('Moderation')).toBe('/admin/accounts');
  });

  it('marks the current entry and shows unread badges', () => {
    render(<NavigationPanel account={me} LinkComponent={RouterLink} currentPath="/notifications" unreadNotifications={4} followRequests={2} />);
    const notifications = screen.getByRole('link', { name: /^Notifications/ });
    expect(notifications.getAttribute('aria-current')).toBe('page');
    expect(within(notifications).getByLabelText('4 unread')).not.toBeNull();
    expect(within(screen.getByRole('link', { name: /^Follow requests/ })).getByLabelText('2 unread')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('routes in-app entries through onNavigate and leaves server pages to the browser', async () => {
    const onNavigate = jest.fn();
    render(<NavigationPanel account={me} onNavigate={onNavigate} currentPath="/lists" />);
    await userEvent.click(screen.getByRole('link', { name: 'Federated timeline' }));
    expect(onNavigate).toHaveBeenCalledWith('/timelines/public');
    expect(screen.getByRole('link', { name: 'Lists' }).className).toContain('is-current');
    const preferences = screen.getByRole('link', { name: 'Preferences' });
    preferences.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(preferences);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('offers only the public timelines to a signed-out visitor', () => {
    render(<NavigationPanel account={null} />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Local timeline', 'Federated timeline']);
  });
});

describe('TabBar', () => {
  it('has Home, Notifications, Search, Local, Federated and Menu with unread badges', () => {
    render(<TabBar LinkComponent={RouterLink} currentPath="/timelines/public/local" badges={{ notifications: 3 }} />);
    const links = within(screen.getByRole('navigation', { name: 'Tabs' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(['Home', 'Notifications, 3 unread', 'Search', 'Local', 'Federated', 'Menu']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/timelines/home',
      '/notifications',
      '/search',
      '/timelines/public/local',
      '/timelines/public',
      '/getting-started',
    ]);
    expect(links[3]?.getAttribute('aria-current')).toBe('page');
    expect(links[4]?.getAttribute('aria-current')).toBeNull();
    expect(links[1]?.textContent).toContain('3');
  });
});

describe('NavigationPanel discovery entries', () => {
  it('links Explore and Followed hashtags, and the Profile directory when the server has one', () => {
    const { rerender } = render(<NavigationPanel account={me} LinkComponent={RouterLink} />);
    expect(hrefOf('Explore')).toBe('/explore');
    expect(routed('Explore')).toBe(true);
    expect(hrefOf('Followed hashtags')).toBe('/followed_tags');
    expect(screen.queryByRole('link', { name: 'Profile directory' })).toBeNull();
    rerender(<NavigationPanel account={me} LinkComponent={RouterLink} profileDirectory />);
    expect(hrefOf('Profile directory')).toBe('/directory');
  });
});
