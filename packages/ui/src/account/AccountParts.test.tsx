import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountListItem, type ListAccount } from './AccountListItem';
import { AccountTabs } from './AccountTabs';
import { MediaGrid, type MediaGridItem } from './MediaGrid';
import type { RelationshipState } from './relationship';

const carol: ListAccount = { id: '4', acct: 'carol', username: 'carol', display_name_html: 'Carol', avatar: '/c.png', locked: true };
const rel: RelationshipState = {
  following: false,
  requested: false,
  followed_by: false,
  blocking: false,
  blocked_by: false,
  muting: false,
  domain_blocking: false,
  showing_reblogs: true,
  endorsed: false,
};

describe('AccountTabs', () => {
  it('links the five profile tabs, marks the current one and routes through onNavigate', async () => {
    const onNavigate = jest.fn();
    render(<AccountTabs accountId="4" active="media" onNavigate={onNavigate} />);
    const links = within(screen.getByRole('navigation', { name: 'Profile' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Toots', '/accounts/4'],
      ['Toots and replies', '/accounts/4/with_replies'],
      ['Media', '/accounts/4/media'],
      ['Following', '/accounts/4/following'],
      ['Followers', '/accounts/4/followers'],
    ]);
    expect(links[2]?.className).toContain('is-current');
    expect(links[0]?.className).not.toContain('is-current');
    await userEvent.click(links[4] as HTMLElement);
    expect(onNavigate).toHaveBeenCalledWith('/accounts/4/followers');
  });

  it('passes aria-current to an app link component', () => {
    render(
      <AccountTabs
        accountId="4"
        active="following"
        LinkComponent={({ to, children, ...rest }) => (
          <a href={to} {...rest}>
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Following' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Media' }).getAttribute('aria-current')).toBeNull();
  });
});

describe('AccountListItem', () => {
  it('links to the account and shows the follow button states', async () => {
    const onAction = jest.fn();
    const { rerender } = render(<AccountListItem account={carol} relationship={rel} onAction={onAction} />);
    expect(screen.getByRole('link', { name: /Carol/ }).getAttribute('href')).toBe('/accounts/4');
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(onAction).toHaveBeenCalledWith('follow');
    rerender(<AccountListItem account={carol} relationship={{ ...rel, requested: true }} onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: 'Awaiting approval' }));
    expect(onAction).toHaveBeenCalledWith('cancel_request');
  });

  it('offers Authorize and Reject for a follow request', async () => {
    const onAuthorize = jest.fn();
    const onReject = jest.fn();
    render(<AccountListItem account={carol} followRequest={{ onAuthorize, onReject }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Authorize' }));
    expect(onAuthorize).toHaveBeenCalledWith('4');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onReject).toHaveBeenCalledWith('4');
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
  });
});

describe('MediaGrid', () => {
  const item = (id: string, sensitive: boolean, type: MediaGridItem['attachment']['type'] = 'image'): MediaGridItem => ({
    statusId: `s${id}`,
    sensitive,
    attachment: { id, type, url: `/m/${id}.png`, preview_url: `/m/${id}-small.png`, remote_url: null, description: `Photo ${id}`, blurhash: null, meta: null },
  });

  it('hides sensitive media until clicked, then opens it', async () => {
    const onOpen = jest.fn();
    render(<MediaGrid items={[item('1', false), item('2', true)]} displayMedia="default" onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Photo 1' }));
    expect(onOpen).toHaveBeenCalledWith('s1', '1');
    const hidden = screen.getByRole('button', { name: 'Sensitive content. Show' });
    await userEvent.click(hidden);
    expect(onOpen).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Photo 2' }));
    expect(onOpen).toHaveBeenLastCalledWith('s2', '2');
  });

  it('follows the display setting: show_all reveals, hide_all hides everything', () => {
    const { rerender } = render(<MediaGrid items={[item('1', false), item('2', true)]} displayMedia="show_all" onOpen={jest.fn()} />);
    expect(screen.queryAllByRole('button', { name: 'Sensitive content. Show' })).toHaveLength(0);
    rerender(<MediaGrid items={[item('1', false), item('2', true)]} displayMedia="hide_all" onOpen={jest.fn()} />);
    expect(screen.queryAllByRole('button', { name: 'Sensitive content. Show' })).toHaveLength(2);
  });

  it('loads more and shows an empty message', async () => {
    const onLoadMore = jest.fn();
    const { rerender } = render(<MediaGrid items={[item('1', false)]} displayMedia="default" onOpen={jest.fn()} hasMore onLoadMore={onLoadMore} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalled();
    rerender(<MediaGrid items={[]} displayMedia="default" onOpen={jest.fn()} emptyMessage="No media here" />);
    expect(screen.getByText('No media here')).not.toBeNull();
  });
});
