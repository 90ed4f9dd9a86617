import type { AnnouncementRecord } from '@trumpet/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnnouncementsPanel } from './AnnouncementsPanel';

const announcement = (id: string, overrides: Partial<AnnouncementRecord> = {}): AnnouncementRecord => ({
  id,
  contentHtml: `<p>Announcement ${id}</p>`,
  starts_at: null,
  ends_at: null,
  all_day: false,
  published_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  read: true,
  mentions: [],
  statuses: [],
  tags: [],
  emojis: [],
  reactions: [],
  ...overrides,
});

describe('AnnouncementsPanel', () => {
  it('opens on the first unread one, pages with previous / next and n / m', async () => {
    render(<AnnouncementsPanel announcements={[announcement('1'), announcement('2', { read: false }), announcement('3')]} onDismiss={jest.fn()} onReact={jest.fn()} />);
    expect(screen.getByText('Announcement 2')).toBeTruthy();
    expect(screen.getByText('2 / 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next announcement' }));
    expect(screen.getByText('Announcement 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next announcement' }));
    expect(screen.getByText('1 / 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Previous announcement' }));
    expect(screen.getByText('Announcement 3')).toBeTruthy();
  });

  it('says when the event it announces runs, and nothing of the kind without both dates', () => {
    const year = new Date().getFullYear();
    const { rerender } = render(
      <AnnouncementsPanel
        announcements={[announcement('1', { starts_at: `${year}-06-10T00:00:00.000Z`, ends_at: `${year}-06-12T00:00:00.000Z`, all_day: true })]}
        onDismiss={jest.fn()}
        onReact={jest.fn()}
      />,
    );
    expect(document.querySelector('.t-announcements__range')?.textContent?.replace(/\s/gu, ' ')).toMatch(/^Jun 1[01] – 1[12]$/);
    rerender(<AnnouncementsPanel announcements={[announcement('1', { starts_at: `${year}-06-10T00:00:00.000Z` })]} onDismiss={jest.fn()} onReact={jest.fn()} />);
    expect(document.querySelector('.t-announcements__range')).toBeNull();
  });

  it('one announcement: no pager', () => {
    render(<AnnouncementsPanel announcements={[announcement('1')]} onDismiss={jest.fn()} onReact={jest.fn()} />);
    expect(screen.queryByRole('button', { name: 'Next announcement' })).toBeNull();
  });

  it("reactions toggle: the user's own is pressed and taken back, another is added", async () => {
    const onReact = jest.fn();
    const reactions = [
      { name: '🎉', count: 2, me: true, url: null, static_url: null },
      { name: 'blobcat', count: 1, me: false, url: 'https://example.test/blobcat.png', static_url: 'https://example.test/blobcat.png' },
    ];
    render(<AnnouncementsPanel announcements={[announcement('1', { reactions })]} onDismiss={jest.fn()} onReact={onReact} addReaction={() => <button type="button">pick</button>} />);
    const list = within(screen.getByRole('list', { name: 'Reactions' }));
    const [mine, other] = list.getAllByRole('button', { pressed: undefined }).filter((button) => button.classList.contains('t-reaction'));
    expect(mine?.getAttribute('aria-pressed')).toBe('true');
    expect(mine?.textContent).toBe('🎉2');
    expect(other?.getAttribute('aria-pressed')).toBe('false');
    expect(other?.querySelector('img')?.getAttribute('alt')).toBe(':blobcat:');
    await userEvent.click(mine!);
    expect(onReact).toHaveBeenLastCalledWith('1', '🎉', false);
    await userEvent.click(other!);
    expect(onReact).toHaveBeenLastCalledWith('1', 'blobcat', true);
    expect(list.getByRole('button', { name: 'pick' })).toBeTruthy();
  });

  it('an unread one can be dismissed; a read one has no Dismiss', async () => {
    const onDismiss = jest.fn();
    const { rerender } = render(<AnnouncementsPanel announcements={[announcement('5', { read: false })]} onDismiss={onDismiss} onReact={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledWith('5');
    rerender(<AnnouncementsPanel announcements={[announcement('5', { read: true })]} onDismiss={onDismiss} onReact={jest.fn()} />);
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  it('shows when it was edited', () => {
    render(<AnnouncementsPanel announcements={[announcement('1', { updated_at: '2026-01-02T00:00:00.000Z' })]} onDismiss={jest.fn()} onReact={jest.fn()} />);
    expect(screen.getByText('edited')).toBeTruthy();
  });
});
