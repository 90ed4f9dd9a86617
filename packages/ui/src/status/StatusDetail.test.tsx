import { fireEvent, render, screen } from '@testing-library/react';
import { StatusDetail } from './StatusDetail';
import { makeStatus } from './test-fixtures';

beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = jest.fn(() => null);
});

describe('StatusDetail (thread view)', () => {
  const status = makeStatus({
    id: '42',
    created_at: '2026-03-05T14:30:00Z',
    reblogs_count: 1234,
    favourites_count: 1,
    replies_count: 9,
    application: { id: null, name: 'Trumpet', website: 'https://trumpet.test', scopes: [], redirect_uri: null, redirect_uris: [], vapid_key: null },
    media_attachments: [
      { id: 'm', type: 'image', url: 'https://x.test/a.png', preview_url: 'https://x.test/a.png', remote_url: null, description: 'A', blurhash: null, meta: null },
    ],
  });

  it('shows the full date, the application and counts linking to who boosted and favourited', () => {
    const onNavigate = jest.fn();
    render(<StatusDetail status={status} me={null} onNavigate={onNavigate} />);
    expect(screen.getByText(/March 5, 2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Trumpet' }).getAttribute('href')).toBe('https://trumpet.test/');
    const boosts = screen.getByRole('link', { name: '1.2K boosts' });
    expect(boosts.getAttribute('href')).toBe('/statuses/42/reblogs');
    const favourites = screen.getByRole('link', { name: '1 favourite' });
    expect(favourites.getAttribute('href')).toBe('/statuses/42/favourites');
    fireEvent.click(favourites);
    expect(onNavigate).toHaveBeenCalledWith('/statuses/42/favourites');
  });

  it('sizes media by its column (the aspect ratio, no minimum height) and never collapses', () => {
    render(<StatusDetail status={status} me={null} />);
    expect(screen.getByTestId('media-gallery').style.minHeight).toBe('');
    expect(Number(screen.getByTestId('media-gallery').style.aspectRatio)).toBeCloseTo(16 / 9);
    expect(screen.queryByRole('button', { name: 'Read more' })).toBeNull();
  });

  it('keeps the action bar without inline counts', () => {
    const { container } = render(<StatusDetail status={status} me="1" />);
    expect(screen.getByRole('button', { name: 'Reply' })).toBeTruthy();
    expect(container.querySelector('.t-status-actions .t-icon-button__count')).toBeNull();
  });
});
