import type { StatusEditRecord } from '@trumpet/core';
import { render, screen, within } from '@testing-library/react';
import { StatusHistoryModal } from './StatusHistoryModal';

const version = (createdAt: string, contentHtml: string, overrides: Partial<StatusEditRecord> = {}): StatusEditRecord => ({
  createdAt,
  accountId: '1',
  contentHtml,
  spoilerText: '',
  spoilerHtml: '',
  sensitive: false,
  pollOptions: null,
  media: [],
  ...overrides,
});

describe('StatusHistoryModal', () => {
  const versions = [
    version('2026-03-06T09:15:00Z', '<p>Soup and bread at one</p>', { pollOptions: ['tea', 'cocoa'] }),
    version('2026-03-05T14:30:00Z', '<p>Soup at noon</p>', { pollOptions: ['tea', 'coffee'] }),
  ];

  it('lists the versions newest first, each with its time', () => {
    render(<StatusHistoryModal versions={versions} onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit history' });
    const items = within(dialog).getAllByRole('heading', { level: 3 });
    expect(items.map((item) => item.textContent)).toEqual([expect.stringMatching(/^Edited March 6, 2026.*Current$/), expect.stringMatching(/^Posted March 5, 2026/)]);
  });

  it('marks inserted and removed words, named for screen readers and not by colour alone', () => {
    render(<StatusHistoryModal versions={versions} onClose={jest.fn()} />);
    // The dialog is in a portal.
    const container = document.body;
    const newest = container.querySelectorAll('.t-history__version')[0];
    const inserted = [...(newest?.querySelectorAll('ins') ?? [])].map((element) => element.textContent);
    const removed = [...(newest?.querySelectorAll('del') ?? [])].map((element) => element.textContent);
    expect(inserted).toEqual(['Added: and bread ', 'Added: one', 'Added: cocoa']);
    expect(removed).toEqual(['Removed: noon', 'Removed: coffee']);
    // The oldest reads as it was, with nothing marked.
    const oldest = container.querySelectorAll('.t-history__version')[1];
    expect(oldest?.querySelector('ins, del')).toBeNull();
    expect(oldest?.textContent).toContain('Soup at noon');
  });

  it('says when the history could not be loaded', () => {
    render(<StatusHistoryModal versions={[]} failed onClose={jest.fn()} />);
    expect(screen.getByRole('alert').textContent).toBe('The edit history could not be loaded.');
  });
});
