import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountHeader, type AccountHeaderProps, type HeaderAccount } from './AccountHeader';
import type { RelationshipState } from './relationship';
import { preloadDropdownMenu } from '../common/DropdownMenu';

// The open menu is a lazily loaded module: have it at hand before the first click.
beforeAll(() => preloadDropdownMenu());

const alice: HeaderAccount = {
  id: '2',
  acct: 'alice',
  username: 'alice',
  display_name_html: 'Alice <img class="emojione" alt=":wave:" src="/emoji/wave.png">',
  avatar: '/avatars/alice.png',
  header: '/headers/alice.png',
  note_emojified: '<p>Hello <a href="/tags/cats" class="mention hashtag">#<span>cats</span></a></p>',
  fields: [
    { name_emojified: 'Site', value_emojified: '<a href="https://alice.example">alice.example</a>', verified_at: '2026-11-01T10:00:00.000Z' },
    { name_emojified: 'Pronouns', value_emojified: 'she/her', verified_at: null },
  ],
  statuses_count: 1234,
  following_count: 12,
  followers_count: 999,
  locked: false,
  bot: false,
  movedAccount: null,
};

const rel = (overrides: Partial<RelationshipState> = {}): RelationshipState => ({
  following: false,
  requested: false,
  followed_by: false,
  blocking: false,
  blocked_by: false,
  muting: false,
  domain_blocking: false,
  showing_reblogs: true,
  endorsed: false,
  ...overrides,
});

function renderHeader(props: Partial<AccountHeaderProps> = {}) {
  const onAction = jest.fn();
  const view = render(<AccountHeader account={alice} relationship={rel()} isSelf={false} onAction={onAction} canShare={false} {...props} />);
  return { ...view, onAction };
}

async function menuLabels(): Promise<string[]> {
  await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
  const labels = within(screen.getByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  return labels;
}

describe('AccountHeader content', () => {
  it('shows name, handle, bio, fields with verified marks and counts linking to the tabs', () => {
    const { container } = renderHeader();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Alice');
    expect(screen.getByText('@alice')).not.toBeNull();
    expect(container.querySelector('.t-account-header__bio')?.textContent).toBe('Hello #cats');
    const site = screen.getByText('Site').closest('.t-account-header__field') as HTMLElement;
    expect(site.classList.contains('is-verified')).toBe(true);
    expect(within(site).getByRole('img').getAttribute('aria-label')).toMatch(/^Ownership of this link was checked on Nov 1, 2026$/);
    const pronouns = screen.getByText('Pronouns').closest('.t-account-header__field') as HTMLElement;
    expect(pronouns.classList.contains('is-verified')).toBe(false);
    expect(screen.getByRole('link', { name: '1.2K Toots' }).getAttribute('href')).toBe('/accounts/2');
    expect(screen.getByRole('link', { name: '12 Follows' }).getAttribute('href')).toBe('/accounts/2/following');
    expect(screen.getByRole('link', { name: '999 Followers' }).getAttribute('href')).toBe('/accounts/2/followers');
    expect(screen.getByRole('link', { name: '1.2K Toots' }).getAttribute('title')).toBe('1,234 Toots');
  });

  it('hides an empty bio and an empty paragraph', () => {
    const { container, rerender } = renderHeader({ account: { ...alice, note_emojified: '' } });
    expect(container.querySelector('.t-account-header__bio')).toBeNull();
    rerender(<AccountHeader account={{ ...alice, note_emojified: '<p></p>' }} relationship={null} isSelf={false} onAction={jest.fn()} />);
    expect(container.querySelector('.t-account-header__bio')).toBeNull();
  });

  it.each([
    ['<p>Hello, world.</p>', 'ltr'],
    ['<p>مرحبا بالعالم</p>', 'rtl'],
  ])('writes the bio %s in its own direction (%s), as a post (SPEC §5)', (note, dir) => {
    const { container } = renderHeader({ account: { ...alice, note_emojified: note } });
    expect(container.querySelector('.t-account-header__bio')?.getAttribute('dir')).toBe(dir);
  });

  it('shows the bot badge, the lock icon, Follows you and identity proofs', () => {
    renderHeader({
      account: { ...alice, bot: true, locked: true },
      relationship: rel({ followed_by: true }),
      identityProofs: [{ provider: 'keybase', provider_username: 'alice_kb', proof_url: 'https://keybase.io/alice_kb/proof', profile_url: 'https://keybase.io/alice_kb' }],
    });
    expect(screen.getByText('Bot')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'Locked' })).not.toBeNull();
    expect(screen.getByText('Follows you')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'alice_kb' }).getAttribute('href')).toBe('https://keybase.io/alice_kb');
    expect(screen.getByRole('img', { name: 'Identity confirmed with keybase' })).not.toBeNull();
  });

  it('points a moved account to the new account and shows no follow button unless followed', () => {
    const frank = { id: '9', acct: 'frank@bakery.example', username: 'frank', display_name_html: 'Frank', avatar: '/f.png' };
    const { rerender, onAction } = renderHeader({ account: { ...alice, movedAccount: frank } });
    expect(screen.getByText(/has moved to:/)).not.toBeNull();
    const card = screen.getByRole('link', { name: /Frank/ });
    expect(card.getAttribute('href')).toBe('/accounts/9');
    // The new account's name and its whole handle.
    expect(card.textContent).toContain('@frank@bakery.example');
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
    rerender(<AccountHeader account={{ ...alice, movedAccount: frank }} relationship={rel({ following: true })} isSelf={false} onAction={onAction} canShare={false} />);
    expect(screen.getByRole('button', { name: 'Unfollow' })).not.toBeNull();
  });
});

describe('AccountHeader follow button (SPEC §4 Relationship UI)', () => {
  it('follows, unfollows, and shows nothing before the relationship loads', async () => {
    const { rerender, onAction } = renderHeader({ relationship: null });
    expect(screen.queryByRole('button', { name: /Follow|Unfollow|Awaiting/ })).toBeNull();
    rerender(<AccountHeader account={alice} relationship={rel()} isSelf={false} onAction={onAction} canShare={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(onAction).toHaveBeenLastCalledWith('follow');
    rerender(<AccountHeader account={alice} relationship={rel({ following: true })} isSelf={false} onAction={onAction} canShare={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(onAction).toHaveBeenLastCalledWith('unfollow');
  });

  it("shows 'Awaiting approval' for a request, and a click cancels it", async () => {
    const { onAction } = renderHeader({ relationship: rel({ requested: true }) });
    await userEvent.click(screen.getByRole('button', { name: 'Awaiting approval' }));
    expect(onAction).toHaveBeenCalledWith('cancel_request');
  });

  it('disables the follow button when blocked_by, and offers Unblock when blocking', async () => {
    const { rerender, onAction } = renderHeader({ relationship: rel({ blocked_by: true }) });
    const follow = screen.getByRole('button', { name: 'Follow' }) as HTMLButtonElement;
    expect(follow.disabled).toBe(true);
    await userEvent.click(follow);
    expect(onAction).not.toHaveBeenCalled();
    rerender(<AccountHeader account={alice} relationship={rel({ blocking: true })} isSelf={false} onAction={onAction} canShare={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(onAction).toHaveBeenCalledWith('unblock');
  });

  it("shows 'Edit profile' (a server page) on one's own account", () => {
    renderHeader({ isSelf: true, relationship: null });
    expect(screen.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe('/settings/profile');
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
  });
});

describe('AccountHeader menu (SPEC §6)', () => {
  it('offers mention, direct message, mute, block and report for another account', async () => {
    const { onAction } = renderHeader();
    expect(await menuLabels()).toEqual(['Mention @alice', 'Direct message @alice', 'Mute @alice', 'Block @alice', 'Report @alice']);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Block @alice' }));
    expect(onAction).toHaveBeenCalledWith('block');
  });

  it('adds boosts, featuring and lists for a followed account, and reflects their state', async () => {
    renderHeader({ relationship: rel({ following: true, showing_reblogs: false, endorsed: true, muting: true }) });
    expect(await menuLabels()).toEqual([
      'Mention @alice',
      'Direct message @alice',
      'Show boosts from @alice',
      'Unfeature on profile',
      'Add or Remove from lists',
      'Unmute @alice',
      'Block @alice',
      'Report @alice',
    ]);
  });

  it('offers the domain for a remote account, moderation to staff, and sharing where supported', async () => {
    const remote = { ...alice, acct: 'alice@remote.example' };
    const { rerender, onAction } = renderHeader({ account: remote, isStaff: true, canShare: true });
    const labels = await menuLabels();
    expect(labels[0]).toBe("Share @alice's profile");
    expect(labels).toContain('Hide everything from remote.example');
    expect(labels[labels.length - 1]).toBe('Open moderation interface for @alice');
    rerender(<AccountHeader account={remote} relationship={rel({ domain_blocking: true })} isSelf={false} onAction={onAction} canShare={false} />);
    const unhide = await menuLabels();
    expect(unhide).toContain('Unhide remote.example');
    expect(unhide).not.toContain("Share @alice's profile");
    expect(unhide.some((label) => label.startsWith('Open moderation'))).toBe(false);
  });

  it('offers edit profile and preferences on the own account instead of follow, block or mute', async () => {
    const { onAction } = renderHeader({ isSelf: true });
    expect(await menuLabels()).toEqual(['Edit profile', 'Preferences']);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Preferences' }));
    expect(onAction).toHaveBeenCalledWith('preferences');
  });
});
