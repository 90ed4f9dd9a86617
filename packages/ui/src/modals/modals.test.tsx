import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BlockIcon, MuteIcon } from '../icons';
import { makeAccount, makeShown, makeStatus } from '../status/test-fixtures';
import { ActionsModal } from './ActionsModal';
import { BoostModal } from './BoostModal';
import { BlockModal, DeleteConfirm, DomainBlockConfirm, UnfollowConfirm } from './confirmations';
import { MuteModal } from './MuteModal';

const dialog = () => screen.getByRole('dialog');

describe('BoostModal', () => {
  it('shows the status, the Boost button and the Shift combo hint', () => {
    render(<BoostModal status={makeStatus({ id: '7', contentHtml: '<p>Boost me please</p>' })} onConfirm={jest.fn()} onClose={jest.fn()} />);
    expect(within(dialog()).getByText('Boost me please')).toBeTruthy();
    const hint = dialog().querySelector('.t-boost-modal__hint');
    expect(hint?.textContent?.replace(/\s+/g, ' ')).toBe('You can press Shift + Boost to skip this next time');
    expect(hint?.querySelector('kbd')?.textContent).toBe('Shift');
    expect(hint?.querySelector('svg[aria-label="Boost"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Boost' })).toBeTruthy();
  });

  it('boosts the shown status (the boosted one for a boost) and closes', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    const boost = makeStatus({ id: '50', account: makeAccount({ id: '2', username: 'bob' }) }, makeShown({ id: '40' }));
    render(<BoostModal status={boost} onConfirm={onConfirm} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Boost' }));
    expect(onConfirm).toHaveBeenCalledWith('40');
    expect(onClose).toHaveBeenCalled();
  });

  it("says 'Unboost' for a status already boosted", () => {
    render(<BoostModal status={makeStatus({ reblogged: true })} onConfirm={jest.fn()} onClose={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Unboost' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Boost' })).toBeNull();
  });

  it('links the author to /accounts/{id} through onNavigate, closing first', async () => {
    const user = userEvent.setup();
    const onNavigate = jest.fn();
    const onClose = jest.fn();
    render(<BoostModal status={makeStatus({ account: makeAccount({ id: '12', username: 'carol' }) })} onConfirm={jest.fn()} onClose={onClose} onNavigate={onNavigate} />);
    const author = dialog().querySelector('a.t-status-preview__author') as HTMLAnchorElement;
    expect(author.getAttribute('href')).toBe('/accounts/12');
    await user.click(author);
    expect(onClose).toHaveBeenCalled();
    expect(onNavigate).toHaveBeenCalledWith('/accounts/12');
  });

  it('focuses the Boost button so Enter confirms, and Escape closes', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    const { rerender } = render(<BoostModal status={makeStatus({ id: '3' })} onConfirm={onConfirm} onClose={onClose} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Boost' }));
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledWith('3');
    rerender(<BoostModal status={makeStatus({ id: '4' })} onConfirm={onConfirm} onClose={onClose} isOpen={false} />);
    rerender(<BoostModal status={makeStatus({ id: '4' })} onConfirm={onConfirm} onClose={onClose} />);
    onClose.mockClear();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});

describe('MuteModal', () => {
  it('asks to mute the account with notifications hidden by default', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<MuteModal account={{ acct: 'dave@remote.test' }} onConfirm={onConfirm} onClose={jest.fn()} />);
    expect(dialog().textContent).toContain('Are you sure you want to mute @dave@remote.test?');
    const toggle = screen.getByRole('switch', { name: 'Hide notifications from this user?' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(onConfirm).toHaveBeenCalledWith({ notifications: true });
  });

  it('passes the toggle through when turned off', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<MuteModal account={{ acct: 'dave' }} onConfirm={onConfirm} onClose={jest.fn()} />);
    await user.click(screen.getByRole('switch', { name: 'Hide notifications from this user?' }));
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(onConfirm).toHaveBeenCalledWith({ notifications: false });
  });

  it('Cancel closes without muting', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    render(<MuteModal account={{ acct: 'dave' }} onConfirm={onConfirm} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe('confirmations', () => {
  it("block: Mastodon's text, Block, and 'Block & Report' when offered", async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onBlockAndReport = jest.fn();
    render(<BlockModal account={{ acct: 'erin' }} onConfirm={onConfirm} onBlockAndReport={onBlockAndReport} onClose={jest.fn()} />);
    expect(dialog().textContent).toContain('Are you sure you want to block @erin?');
    await user.click(screen.getByRole('button', { name: 'Block & Report' }));
    expect(onBlockAndReport).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('delete and delete & redraft', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const { unmount } = render(<DeleteConfirm onConfirm={onConfirm} onClose={jest.fn()} />);
    expect(dialog().textContent).toContain('Are you sure you want to delete this status?');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    unmount();
    render(<DeleteConfirm redraft onConfirm={onConfirm} onClose={jest.fn()} />);
    expect(dialog().textContent).toContain(
      'Are you sure you want to delete this status and re-draft it? Favourites and boosts will be lost, and replies to the original post will be orphaned.',
    );
    await user.click(screen.getByRole('button', { name: 'Delete & redraft' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('domain block and unfollow texts', () => {
    const { unmount } = render(<DomainBlockConfirm domain="spam.example" onConfirm={jest.fn()} onClose={jest.fn()} />);
    expect(dialog().textContent?.replace(/\s+/g, ' ')).toBe(
      'Are you really, really sure you want to block the entire spam.example? In most cases a few targeted blocks or mutes are sufficient and preferable. You will not see content from that domain in any public timelines or your notifications. Your followers from that domain will be removed.CancelHide entire domain',
    );
    unmount();
    render(<UnfollowConfirm account={{ acct: 'frank' }} onConfirm={jest.fn()} onClose={jest.fn()} />);
    expect(dialog().textContent).toContain('Are you sure you want to unfollow @frank?');
    expect(screen.getByRole('button', { name: 'Unfollow' })).toBeTruthy();
  });
});

describe('ActionsModal', () => {
  const items = [{ id: 'mute', label: 'Mute @bob', icon: MuteIcon }, null, { id: 'block', label: 'Block @bob', icon: BlockIcon, danger: true }];

  it('lists the menu items as big buttons and fires the chosen one after closing', async () => {
    const user = userEvent.setup();
    const onAction = jest.fn();
    const onClose = jest.fn();
    render(<ActionsModal label="More" items={items} onAction={onAction} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'More' })).toBeTruthy();
    expect(screen.getAllByRole('separator')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Block @bob' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onAction).toHaveBeenCalledWith('block');
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('shows the status preview on top when given, and Cancel closes', async () => {
    const user = userEvent.setup();
    const onAction = jest.fn();
    const onClose = jest.fn();
    render(<ActionsModal label="More" items={items} onAction={onAction} onClose={onClose} status={makeStatus({ contentHtml: '<p>The status</p>' })} />);
    expect(within(dialog()).getByText('The status')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onAction).not.toHaveBeenCalled();
  });

  it('hides a content-warned status behind its warning in the preview', () => {
    render(<ActionsModal label="More" items={items} onAction={jest.fn()} onClose={jest.fn()} status={makeStatus({ spoiler_text: 'Spoilers', contentHtml: '<p>Secret</p>' })} />);
    expect(within(dialog()).getByText('Spoilers')).toBeTruthy();
    expect(within(dialog()).queryByText('Secret')).toBeNull();
  });
});
