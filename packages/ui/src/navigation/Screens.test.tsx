import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadFailure } from './LoadFailure';
import { ModalPlaceholder } from './ModalPlaceholder';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  it('says Not found / This resource could not be found', () => {
    render(<NotFound />);
    expect(screen.getByRole('heading', { name: 'Not found' })).not.toBeNull();
    expect(screen.getByText('This resource could not be found')).not.toBeNull();
  });
});

describe('LoadFailure', () => {
  it('explains the failure and offers Try again and Close', async () => {
    const onRetry = jest.fn();
    const onClose = jest.fn();
    render(<LoadFailure detail="Loading chunk 7 failed" onRetry={onRetry} onClose={onClose} />);
    expect(screen.getByText('Something went wrong while loading this component.')).not.toBeNull();
    expect(screen.getByText('Loading chunk 7 failed')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('ModalPlaceholder', () => {
  it('appears only after 200 ms', () => {
    jest.useFakeTimers();
    try {
      render(<ModalPlaceholder />);
      act(() => jest.advanceTimersByTime(199));
      expect(screen.queryByRole('status')).toBeNull();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('status', { name: 'Loading…' })).not.toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
