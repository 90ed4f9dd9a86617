import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListAccount } from '../account/AccountListItem';
import { useState } from 'react';
import { NotificationFilterBar, type NotificationFilter } from './NotificationFilterBar';
import { NotificationItem, type NotificationItemData } from './NotificationItem';

const bob: ListAccount = { id: '3', acct: 'bob', username: 'bob', display_name_html: 'Bob', avatar: '/b.png' };
const note = (type: string, status: NotificationItemData['status'] = { id: '77', account: '1' }): NotificationItemData => ({
  id: `n-${type}`,
  type,
  created_at: new Date().toISOString(),
  account: bob,
  status,
});
const renderStatus = jest.fn((id: string, options: { muted: boolean }) => (
  <div data-testid="status">
    status {id} {options.muted ? 'muted' : 'full'}
  </div>
));

beforeEach(() => renderStatus.mockClear());

describe('NotificationItem', () => {
  it.each([
    ['favourite', 'Bob favourited your post'],
    ['reblog', 'Bob boosted your post'],
    ['status', 'Bob just posted'],
    ['update', 'Bob edited a post'],
  ])('%s: a line naming who, and the status', (type, line) => {
    const { container } = render(<NotificationItem notification={note(type)} renderStatus={renderStatus} me="1" />);
    expect(container.querySelector('.t-notification__text')?.textContent).toBe(line);
    expect(screen.getByRole('link', { name: 'Bob' }).getAttribute('href')).toBe('/accounts/3');
    expect(screen.getByTestId('status').textContent).toContain('status 77');
  });

  it('dims the post under a favourite or boost but not a new post', () => {
    const { rerender } = render(<NotificationItem notification={note('favourite')} renderStatus={renderStatus} />);
    expect(renderStatus).toHaveBeenLastCalledWith('77', { muted: true });
    rerender(<NotificationItem notification={note('status')} renderStatus={renderStatus} />);
    expect(renderStatus).toHaveBeenLastCalledWith('77', { muted: false });
  });

  it('renders a mention as the status alone', () => {
    const { container } = render(<NotificationItem notification={note('mention')} renderStatus={renderStatus} />);
    expect(container.querySelector('.t-notification__line')).toBeNull();
    expect(renderStatus).toHaveBeenCalledWith('77', { muted: false });
  });

  it('tells an own poll from one voted in', () => {
    const { container, rerender } = render(<NotificationItem notification={note('poll', { id: '5', account: '1' })} renderStatus={renderStatus} me="1" />);
    expect(container.querySelector('.t-notification__text')?.textContent).toBe('Your poll has ended');
    rerender(<NotificationItem notification={note('poll', { id: '5', account: '3' })} renderStatus={renderStatus} me="1" />);
    expect(container.querySelector('.t-notification__text')?.textContent).toBe('A poll you have voted in has ended');
  });

  it('shows the follower for a follow, and Authorize / Reject for a follow request', async () => {
    const onAuthorize = jest.fn();
    const onReject = jest.fn();
    const { container, rerender } = render(<NotificationItem notification={note('follow', null)} renderStatus={renderStatus} />);
    expect(container.querySelector('.t-notification__text')?.textContent).toBe('Bob followed you');
    expect(screen.getByText('@bob')).not.toBeNull();
    rerender(<NotificationItem notification={note('follow_request', null)} renderStatus={renderStatus} onAuthorize={onAuthorize} onReject={onReject} />);
    expect(container.querySelector('.t-notification__text')?.textContent).toBe('Bob has requested to follow you');
    await userEvent.click(screen.getByRole('button', { name: 'Authorize' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onAuthorize).toHaveBeenCalledWith('3');
    expect(onReject).toHaveBeenCalledWith('3');
    expect(renderStatus).not.toHaveBeenCalled();
  });

  it('says who signed up for admin.sign_up, and renders nothing for an unknown type', () => {
    const { container, rerender } = render(<NotificationItem notification={note('admin.sign_up', null)} renderStatus={renderStatus} />);
    expect(container.querySelector('.t-notification__text')?.textContent).toBe('Bob signed up');
    rerender(<NotificationItem notification={note('unknown')} renderStatus={renderStatus} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('NotificationFilterBar', () => {
  it('has the six quick filters as tabs and reports a choice', async () => {
    const onChange = jest.fn();
    render(<NotificationFilterBar active="all" onChange={onChange} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All', 'Mentions', 'Favourites', 'Boosts', 'Polls', 'Follows']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('tab', { name: 'Boosts' }));
    expect(onChange).toHaveBeenCalledWith('reblog');
  });

  it('moves with the arrow keys, Home and End', async () => {
    const onChange = jest.fn();
    function Stateful() {
      const [active, setActive] = useState<NotificationFilter>('mention');
      return (
        <NotificationFilterBar
          active={active}
          onChange={(filter) => {
            onChange(filter);
            setActive(filter);
          }}
        />
      );
    }
    render(<Stateful />);
    screen.getByRole('tab', { name: 'Mentions' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('favourite');
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith('follow');
    await userEvent.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith('all');
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('follow');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Follows' }));
    expect(screen.getByRole('tab', { name: 'Follows' }).getAttribute('aria-selected')).toBe('true');
  });

  it('takes the left arrow as next in a right-to-left layout', async () => {
    const onChange = jest.fn();
    render(
      <div dir="rtl">
        <NotificationFilterBar active="mention" onChange={onChange} />
      </div>,
    );
    screen.getByRole('tab', { name: 'Mentions' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('favourite');
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('all');
  });

  it('shows only All and Mentions unless advanced', () => {
    render(<NotificationFilterBar active="all" onChange={jest.fn()} advanced={false} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Mentions']);
  });
});
