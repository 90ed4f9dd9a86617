import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListAccount } from '../account/AccountListItem';
import { GROUP_AVATARS, NotificationGroupItem, type NotificationGroupData } from './NotificationGroupItem';

const account = (id: number, name: string): ListAccount => ({ id: String(id), acct: name.toLowerCase(), username: name.toLowerCase(), display_name_html: name, avatar: `/${id}.png` });
const NAMES = ['Alice', 'Bob', 'Carol', 'Dave', 'Frank', 'Grace', 'Erin', 'Mira'];
const group = (type: string, count: number, status: NotificationGroupData['status'] = { id: '77', account: '1' }): NotificationGroupData => ({
  type,
  count,
  accounts: NAMES.slice(0, Math.min(count, NAMES.length)).map((name, index) => account(index + 10, name)),
  status,
  created_at: new Date().toISOString(),
});
const renderStatus = jest.fn((id: string, options: { muted: boolean }) => (
  <div data-testid="status">
    status {id} {options.muted ? 'muted' : 'full'}
  </div>
));

describe('NotificationGroupItem', () => {
  it.each([
    ['favourite', 5, 'Alice and 4 others favourited your post'],
    ['reblog', 2, 'Alice and 1 other boosted your post'],
    ['follow', 3, 'Alice and 2 others followed you'],
    ['admin.sign_up', 12, 'Alice and 11 others signed up'],
  ])('%s ×%i: "%s", naming the newest account', (type, count, text) => {
    const { container } = render(<NotificationGroupItem group={group(type, count, type === 'follow' || type === 'admin.sign_up' ? null : undefined)} renderStatus={renderStatus} />);
    expect(container.querySelector('.t-notification__text')?.textContent).toBe(text);
    expect(screen.getByRole('link', { name: 'Alice' }).getAttribute('href')).toBe('/accounts/10');
  });

  it('shows the post, dimmed, and at most a few avatars, each a link named by its account', () => {
    render(<NotificationGroupItem group={group('favourite', 8)} renderStatus={renderStatus} />);
    expect(renderStatus).toHaveBeenLastCalledWith('77', { muted: true });
    const avatars = screen.getAllByRole('link').filter((link) => link.className.includes('t-notification__avatar'));
    expect(avatars).toHaveLength(GROUP_AVATARS);
    expect(avatars[0]?.getAttribute('aria-label')).toBe('@alice');
  });

  it('the button expands to the list of every account and collapses it again', async () => {
    const user = userEvent.setup();
    render(<NotificationGroupItem group={group('favourite', 5)} renderStatus={renderStatus} />);
    const button = screen.getByRole('button', { name: 'Show all' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list')).toBeNull();
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('list');
    expect(button.getAttribute('aria-controls')).toBe(list.id);
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      NAMES.slice(0, 5).map((name) => expect.stringContaining(name)),
    );
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('asks for the rest of the accounts when opened on a group larger than the ones it has, and only then', async () => {
    const user = userEvent.setup();
    const onExpand = jest.fn();
    const { rerender } = render(<NotificationGroupItem group={group('favourite', 12)} renderStatus={renderStatus} onExpand={onExpand} />);
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(onExpand).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(onExpand).toHaveBeenCalledTimes(1);
    rerender(<NotificationGroupItem group={group('favourite', 5)} renderStatus={renderStatus} onExpand={onExpand} />);
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(onExpand).toHaveBeenCalledTimes(1);
  });

  it('a connected account row stands in for the plain one when given', async () => {
    const user = userEvent.setup();
    render(<NotificationGroupItem group={group('follow', 2, null)} renderStatus={renderStatus} renderAccount={(id) => <span data-testid="row">row {id}</span>} />);
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(screen.getAllByTestId('row').map((row) => row.textContent)).toEqual(['row 10', 'row 11']);
  });
});
