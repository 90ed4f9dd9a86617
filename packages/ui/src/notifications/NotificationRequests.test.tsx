import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListAccount } from '../account/AccountListItem';
import { FilteredNotificationsRow } from './FilteredNotificationsRow';
import { NotificationPolicySettings, type NotificationPolicySettingsProps } from './NotificationPolicySettings';
import { NotificationRequestList, type NotificationRequestData } from './NotificationRequestList';

const account = (id: string, acct: string, name: string): ListAccount => ({ id, acct, username: acct, display_name_html: name, avatar: `/${acct}.png` });
const requests: NotificationRequestData[] = [
  { id: 'r1', account: account('1', 'lain@pleroma.example', 'Lain'), notificationsCount: 3, lastStatus: { spoiler_text: '', contentHtml: '<p>have you <b>heard</b> the record?</p>' } },
  { id: 'r2', account: account('2', 'erin', 'Erin'), notificationsCount: 1, lastStatus: { spoiler_text: 'Spoilers', contentHtml: '<p>secret</p>' } },
  { id: 'r3', account: account('3', 'kai', 'Kai'), notificationsCount: 1, lastStatus: null },
];

describe('FilteredNotificationsRow', () => {
  it('links to the requests with the pending count', () => {
    render(<FilteredNotificationsRow count={4} href="/notifications/requests" />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/notifications/requests');
    expect(link.textContent).toContain('Filtered notifications');
    expect(link.textContent).toContain('4 requests to review');
  });
});

describe('NotificationRequestList', () => {
  it('shows each request’s account, count and last status (its content warning when it has one), linking to it', () => {
    render(<NotificationRequestList requests={requests} onAccept={jest.fn()} onDismiss={jest.fn()} />);
    const [first, second, third] = screen.getAllByRole('listitem');
    if (!first || !second || !third) throw new Error('three rows expected');
    expect(first.textContent).toContain('Lain');
    expect(first.textContent).toContain('3 notifications');
    expect(first.textContent).toContain('have you heard the record?');
    expect(second.textContent).toContain('Spoilers');
    expect(second.textContent).not.toContain('secret');
    expect(third.textContent).toContain('1 notification');
    expect(within(first).getAllByRole('link')[0]?.getAttribute('href')).toBe('/notifications/requests/r1');
  });

  it('accepts or dismisses one request from its row', async () => {
    const onAccept = jest.fn();
    const onDismiss = jest.fn();
    render(<NotificationRequestList requests={requests} onAccept={onAccept} onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept notifications from @erin' }));
    expect(onAccept).toHaveBeenCalledWith(['r2']);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notifications from @lain@pleroma.example' }));
    expect(onDismiss).toHaveBeenCalledWith(['r1']);
  });

  it('accepts or dismisses the selected requests at once; select all and the count follow', async () => {
    const onAccept = jest.fn();
    const onDismiss = jest.fn();
    const { rerender } = render(<NotificationRequestList requests={requests} onAccept={onAccept} onDismiss={onDismiss} />);
    const bulkAccept = screen.getByRole('button', { name: 'Accept' });
    expect((bulkAccept as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select @lain@pleroma.example' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select @kai' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: '2 selected' }) as HTMLInputElement).indeterminate).toBe(true);
    await userEvent.click(bulkAccept);
    expect(onAccept).toHaveBeenCalledWith(['r1', 'r3']);
    expect(screen.getByText('Select all')).toBeTruthy();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('3 selected')).toBeTruthy();
    // A request that went elsewhere leaves the selection.
    rerender(<NotificationRequestList requests={requests.slice(1)} onAccept={onAccept} onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledWith(['r2', 'r3']);
  });
});

describe('NotificationPolicySettings', () => {
  const policy: NotificationPolicySettingsProps['policy'] = {
    for_not_following: 'accept',
    for_not_followers: 'accept',
    for_new_accounts: 'filter',
    for_private_mentions: 'filter',
    for_limited_accounts: 'unknown',
  };

  it('shows each kind of sender with its value and reports a change', async () => {
    const onChange = jest.fn();
    render(<NotificationPolicySettings policy={policy} onChange={onChange} />);
    const notFollowing = screen.getByRole('combobox', { name: /People you don't follow/ });
    expect((notFollowing as HTMLSelectElement).value).toBe('accept');
    expect((screen.getByRole('combobox', { name: /New accounts/ }) as HTMLSelectElement).value).toBe('filter');
    expect((screen.getByRole('combobox', { name: /Moderated accounts/ }) as HTMLSelectElement).value).toBe('');
    expect(screen.getByRole('combobox', { name: /Private mentions you didn't ask for/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /People who don't follow you/ })).toBeTruthy();
    await userEvent.selectOptions(notFollowing, 'Filter');
    expect(onChange).toHaveBeenCalledWith('for_not_following', 'filter');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /New accounts/ }), 'Ignore');
    expect(onChange).toHaveBeenCalledWith('for_new_accounts', 'drop');
  });
});
