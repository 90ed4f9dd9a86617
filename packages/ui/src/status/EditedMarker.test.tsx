import { fireEvent, render, screen } from '@testing-library/react';
import { Status } from './Status';
import { StatusDetail } from './StatusDetail';
import { makeStatus } from './test-fixtures';

beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = jest.fn(() => null);
});

describe('the edited marker (edited_at)', () => {
  const edited = makeStatus({ id: '42', created_at: '2026-03-05T14:30:00Z', edited_at: '2026-03-06T09:15:00Z' });
  const unedited = makeStatus({ id: '43', created_at: '2026-03-05T14:30:00Z' });

  it('marks an edited status beside its time in a feed, with the date as its name and tooltip', () => {
    render(<Status status={edited} me={null} />);
    const marker = screen.getByRole('img', { name: /^Edited March 6, 2026/ });
    expect(marker.getAttribute('title')).toBe(marker.getAttribute('aria-label'));
    expect(marker.closest('.t-status__meta')).not.toBeNull();
  });

  it('leaves an unedited status unmarked', () => {
    render(<Status status={unedited} me={null} />);
    expect(screen.queryByRole('img', { name: /^Edited/ })).toBeNull();
    render(<StatusDetail status={unedited} me={null} />);
    expect(screen.queryByRole('button', { name: /^Edited/ })).toBeNull();
  });

  it("says 'Edited {time}' in the detailed view and opens the history from it", () => {
    const onAction = jest.fn();
    render(<StatusDetail status={edited} me={null} onAction={onAction} />);
    fireEvent.click(screen.getByRole('button', { name: /^Edited March 6, 2026/ }));
    expect(onAction).toHaveBeenCalledWith('history', '42');
  });
});
