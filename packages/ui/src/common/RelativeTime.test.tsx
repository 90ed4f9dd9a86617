import { act, render, screen } from '@testing-library/react';
import { catalogueFor } from '../i18n/available-locales';
import { LocaleProvider } from '../i18n/locale-context';
import { RelativeTime } from './RelativeTime';

describe('RelativeTime', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-11-22T12:00:00Z'));
  });
  afterEach(() => jest.useRealTimers());

  it('renders a <time> with the ISO date and the full date as title', () => {
    render(<RelativeTime date="2026-11-22T11:55:00Z" />);
    const time = screen.getByText('5m');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2026-11-22T11:55:00Z');
    expect(time.getAttribute('title')).toMatch(/November 22, 2026/);
  });

  it('updates itself when its text next changes', () => {
    render(<RelativeTime date="2026-11-22T11:59:55Z" />);
    expect(screen.getByText('now')).toBeTruthy();
    act(() => {
      jest.advanceTimersByTime(10_000);
    });
    expect(screen.getByText('15s')).toBeTruthy();
    act(() => {
      jest.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('1m')).toBeTruthy();
  });

  it('moves from minutes to hours', () => {
    render(<RelativeTime date="2026-11-22T11:01:00Z" />);
    expect(screen.getByText('59m')).toBeTruthy();
    act(() => {
      jest.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('1h')).toBeTruthy();
  });

  it.each([
    ['ja', '2026-11-22T11:55:00Z', '5分'],
    ['de', '2026-11-22T09:00:00Z', '3 Std.'],
    ['ar', '2026-11-20T12:00:00Z', '2 ي'],
    ['fr', '2026-11-22T11:59:30Z', '30 s'],
  ])("words ages in %s's own short words", async (locale, date, text) => {
    const messages = await catalogueFor(locale).load();
    render(
      <LocaleProvider locale={locale} messages={messages}>
        <RelativeTime date={date} />
      </LocaleProvider>,
    );
    expect(screen.getByText(text).tagName).toBe('TIME');
  });
});
