import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CommunitySettings, HomeSettings, NotificationSettings } from './ColumnSettings';
import { SettingToggle } from './SettingToggle';

const every = (value: boolean) => ({ follow: value, favourite: value, reblog: value, mention: value, poll: value });

describe('SettingToggle', () => {
  it('is a switch reporting the opposite of its state, by click and by keyboard', async () => {
    const onChange = jest.fn();
    const { rerender } = render(<SettingToggle label="Media Only" checked={false} onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Media Only' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    await userEvent.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith(true);
    rerender(<SettingToggle label="Media Only" checked onChange={onChange} />);
    expect(toggle.checked).toBe(true);
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });
});

describe('column settings', () => {
  it("has the community column's single 'Media Only' toggle", async () => {
    const onChange = jest.fn();
    render(<CommunitySettings onlyMedia={false} onChange={onChange} />);
    expect(screen.getAllByRole('switch')).toHaveLength(1);
    await userEvent.click(screen.getByRole('switch', { name: 'Media Only' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it("has home's Show boosts and Show replies", async () => {
    const onChange = jest.fn();
    render(<HomeSettings showReblogs showReplies={false} onChange={onChange} />);
    expect((screen.getByRole('switch', { name: 'Show boosts' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Show replies' }) as HTMLInputElement).checked).toBe(false);
    await userEvent.click(screen.getByRole('switch', { name: 'Show boosts' }));
    expect(onChange).toHaveBeenCalledWith('reblog', false);
    await userEvent.click(screen.getByRole('switch', { name: 'Show replies' }));
    expect(onChange).toHaveBeenCalledWith('reply', true);
  });

  it('has desktop, column and sound toggles per notification type', async () => {
    const onChange = jest.fn();
    const onClear = jest.fn();
    render(<NotificationSettings alerts={every(true)} shows={{ ...every(true), poll: false }} sounds={every(true)} onChange={onChange} onClear={onClear} />);
    for (const title of ['New followers:', 'Favourites:', 'Mentions:', 'Boosts:', 'Poll results:']) {
      const group = screen.getByRole('group', { name: title });
      expect(within(group).getAllByRole('switch').map((element) => element.getAttribute('aria-label') ?? element.closest('label')?.textContent)).toEqual([
        'Desktop notifications',
        'Show in column',
        'Play sound',
      ]);
    }
    const polls = screen.getByRole('group', { name: 'Poll results:' });
    expect((within(polls).getByRole('switch', { name: 'Show in column' }) as HTMLInputElement).checked).toBe(false);
    await userEvent.click(within(screen.getByRole('group', { name: 'Boosts:' })).getByRole('switch', { name: 'Play sound' }));
    expect(onChange).toHaveBeenCalledWith('sounds', 'reblog', false);
    await userEvent.click(within(polls).getByRole('switch', { name: 'Show in column' }));
    expect(onChange).toHaveBeenCalledWith('shows', 'poll', true);
    await userEvent.click(screen.getByRole('button', { name: 'Clear notifications' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('leaves desktop toggles out where the browser cannot notify', () => {
    render(<NotificationSettings alerts={every(true)} shows={every(true)} sounds={every(true)} onChange={jest.fn()} desktopPermission="unsupported" />);
    expect(screen.queryAllByRole('switch', { name: 'Desktop notifications' })).toHaveLength(0);
    expect(screen.getAllByRole('switch', { name: 'Play sound' })).toHaveLength(5);
  });

  it('shows the desktop switches off until the browser allows notifications, and asks from a button', async () => {
    const onRequestDesktop = jest.fn();
    const { rerender } = render(
      <NotificationSettings alerts={every(true)} shows={every(true)} sounds={every(true)} onChange={jest.fn()} desktopPermission="default" onRequestDesktop={onRequestDesktop} />,
    );
    const desktop = screen.getAllByRole('switch', { name: 'Desktop notifications' }) as HTMLInputElement[];
    expect(desktop.map((toggle) => [toggle.checked, toggle.disabled])).toEqual(Array.from({ length: 5 }, () => [false, true]));
    expect(onRequestDesktop).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on desktop notifications' }));
    expect(onRequestDesktop).toHaveBeenCalledTimes(1);

    rerender(<NotificationSettings alerts={every(true)} shows={every(true)} sounds={every(true)} onChange={jest.fn()} desktopPermission="denied" onRequestDesktop={onRequestDesktop} />);
    expect(screen.queryByRole('button', { name: 'Turn on desktop notifications' })).toBeNull();
    expect(screen.getByRole('note').textContent).toMatch(/blocks notifications/);

    rerender(<NotificationSettings alerts={{ ...every(true), poll: false }} shows={every(true)} sounds={every(true)} onChange={jest.fn()} desktopPermission="granted" />);
    expect((screen.getAllByRole('switch', { name: 'Desktop notifications' }) as HTMLInputElement[]).map((toggle) => toggle.checked)).toEqual([true, true, true, true, false]);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
