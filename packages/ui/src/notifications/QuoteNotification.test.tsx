import { render, screen } from '@testing-library/react';
import type { ListAccount } from '../account/AccountListItem';
import { NotificationItem, type NotificationItemData } from './NotificationItem';

const bob: ListAccount = { id: '3', acct: 'bob', username: 'bob', display_name_html: 'Bob', avatar: '/b.png' };
const note = (type: string): NotificationItemData => ({ id: `n-${type}`, type, created_at: new Date().toISOString(), account: bob, status: { id: '77', account: '3' } });
const renderStatus = jest.fn((id: string, options: { muted: boolean }) => (
  <div data-testid="status">
    status {id} {options.muted ? 'muted' : 'full'}
  </div>
));

describe('quote notifications (Mastodon 4.5)', () => {
  it.each([
    ['quote', 'Bob quoted your post', 'full'],
    ['quoted_update', 'Bob edited a post you quoted', 'muted'],
  ])('%s: a line naming who, and the post', (type, line, shown) => {
    const { container } = render(<NotificationItem notification={note(type)} renderStatus={renderStatus} me="1" />);
    expect(container.querySelector('.t-notification__text')?.textContent).toBe(line);
    expect(screen.getByRole('link', { name: 'Bob' }).getAttribute('href')).toBe('/accounts/3');
    expect(screen.getByTestId('status').textContent).toBe(`status 77 ${shown}`);
  });
});
