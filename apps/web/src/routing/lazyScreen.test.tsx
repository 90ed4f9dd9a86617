import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyChunk } from './lazyScreen';

function Hello() {
  return <p>Hello from the chunk</p>;
}

describe('lazyChunk (SPEC §2 load failure)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the load-failure modal, and Try again loads the chunk anew', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Hello }>, []>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: https://example.test/assets/Home-x1.js'))
      .mockResolvedValueOnce({ default: Hello });
    const Screen = lazyChunk('home', load);
    await act(async () => {
      render(<Screen />);
    });

    expect(await screen.findByText('Something went wrong while loading this component.')).toBeTruthy();
    // A human hint from the catalogue, never the chunk's URL.
    expect(screen.getByText('Check your internet connection, then try again.')).toBeTruthy();
    expect(screen.getByRole('dialog').textContent).not.toMatch(/https?:|\.js/);
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(await screen.findByText('Hello from the chunk')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('Close dismisses the modal', async () => {
    const Screen = lazyChunk<object>('lists', () => Promise.reject<{ default: typeof Hello }>(new Error('gone')));
    await act(async () => {
      render(<Screen />);
    });
    await screen.findByText('Something went wrong while loading this component.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Something went wrong while loading this component.')).toBeNull();
  });
});
