import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sourceTranslate } from '../i18n/locale-context';
import { Poll, timeRemaining } from './Poll';
import { makePoll } from './test-fixtures';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const now = () => NOW;
const future = new Date(NOW + 2 * 86_400_000 + 1000).toISOString();

describe('Poll (SPEC §2 Poll view)', () => {
  it('single choice: radios, Vote disabled until a choice, onVote with the index', async () => {
    const onVote = jest.fn();
    render(<Poll poll={makePoll({ expires_at: future })} onVote={onVote} now={now} />);
    const vote = screen.getByRole('button', { name: 'Vote' }) as HTMLButtonElement;
    expect(vote.disabled).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Cats' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Dogs' }));
    expect((screen.getByRole('radio', { name: 'Cats' }) as HTMLInputElement).checked).toBe(false);
    await userEvent.click(vote);
    expect(onVote).toHaveBeenCalledWith([1]);
    expect(screen.getByText(/10 votes · 2 days left/)).toBeTruthy();
  });

  it('multiple choice: checkboxes, several choices, people counted', async () => {
    const onVote = jest.fn();
    render(<Poll poll={makePoll({ multiple: true, voters_count: 1, expires_at: future })} onVote={onVote} now={now} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Dogs' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cats' }));
    await userEvent.click(screen.getByRole('button', { name: 'Vote' }));
    expect(onVote).toHaveBeenCalledWith([0, 1]);
    expect(screen.getByText(/1 person/)).toBeTruthy();
  });

  it('shows percentages with the own vote marked once voted', () => {
    render(<Poll poll={makePoll({ voted: true, own_votes: [1], expires_at: future })} now={now} />);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Vote' })).toBeNull();
    expect(screen.getByText('70%')).toBeTruthy();
    expect(screen.getByText('30%')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Your choice' }).closest('li')!.textContent).toContain('Dogs');
  });

  it("shows results and 'Closed' once expired, without Refresh", () => {
    render(<Poll poll={makePoll({ expired: true })} onRefresh={() => undefined} now={now} />);
    expect(screen.getByText('70%')).toBeTruthy();
    expect(screen.getByText(/Closed/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
  });

  it('treats a poll past its expiry time as closed', () => {
    render(<Poll poll={makePoll({ expires_at: new Date(NOW - 1000).toISOString() })} now={now} />);
    expect(screen.getByText(/Closed/)).toBeTruthy();
    expect(screen.getByText('70%')).toBeTruthy();
  });

  it('says the totals are hidden until the poll ends instead of showing 0 % (hide_totals)', () => {
    const hidden = makePoll({
      voted: true,
      own_votes: [0],
      expires_at: future,
      options: [
        { title: 'Cats', votes_count: null, title_emojified: 'Cats' },
        { title: 'Dogs', votes_count: null, title_emojified: 'Dogs' },
      ],
    });
    render(<Poll poll={hidden} now={now} />);
    expect(screen.queryByText(/%/)).toBeNull();
    expect(screen.getByText('Results are hidden until the poll ends')).toBeTruthy();
    expect(screen.getByText('Cats')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Your choice' }).closest('li')!.textContent).toContain('Cats');
  });

  it('shows results to the author and to signed-out visitors', () => {
    const { unmount } = render(<Poll poll={makePoll({ expires_at: future })} isOwn now={now} />);
    expect(screen.getByText('70%')).toBeTruthy();
    unmount();
    render(<Poll poll={makePoll({ expires_at: future })} isAnonymous now={now} />);
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('Refresh calls onRefresh', async () => {
    const onRefresh = jest.fn();
    render(<Poll poll={makePoll({ expires_at: future })} onRefresh={onRefresh} now={now} />);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalled();
  });

  it("counts '1 vote' and large totals with formatCount", () => {
    const { unmount } = render(<Poll poll={makePoll({ expired: true, votes_count: 1 })} now={now} />);
    expect(screen.getByText(/^1 vote/)).toBeTruthy();
    unmount();
    render(<Poll poll={makePoll({ expired: true, votes_count: 1234 })} now={now} />);
    expect(screen.getByText(/^1.2K votes/)).toBeTruthy();
  });
});

describe('timeRemaining', () => {
  it.each([
    [2 * 86_400_000 + 5, false, '2 days left'],
    [86_400_000, false, '1 day left'],
    [3 * 3_600_000, false, '3 hours left'],
    [60_000, false, '1 minute left'],
    [30_000, false, '30 seconds left'],
    [1_500, false, '1 second left'],
    [200, false, '1 second left'],
    [-5, false, 'Closed'],
    [86_400_000, true, 'Closed'],
  ])('%i ms, expired %s → %s', (left, expired, text) => {
    expect(timeRemaining(new Date(NOW + left).toISOString(), expired, NOW, sourceTranslate)).toBe(text);
  });
});
