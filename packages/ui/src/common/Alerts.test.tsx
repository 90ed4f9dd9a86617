import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Alerts } from './Alerts';
import { LoadingBar } from './LoadingBar';

describe('Alerts', () => {
  it('shows title and message with values filled in, and dismisses by key', async () => {
    const onDismiss = jest.fn();
    render(
      <Alerts
        alerts={[
          { key: 3, title: 'Oops!', message: 'An unexpected error occurred' },
          { key: 4, title: '{code}', message: 'Record not found', values: { code: 404 } },
        ]}
        onDismiss={onDismiss}
      />,
    );
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Oops!An unexpected error occurred', '404Record not found']);
    await userEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[1]!);
    expect(onDismiss).toHaveBeenCalledWith(4);
  });
});

describe('LoadingBar', () => {
  it('draws the progress and hides at 0', () => {
    const { rerender, container } = render(<LoadingBar progress={40} />);
    const bar = container.querySelector<HTMLElement>('.t-loading-bar')!;
    expect(bar.className).toContain('is-visible');
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(container.querySelector<HTMLElement>('.t-loading-bar__fill')!.style.transform).toBe('scaleX(0.4)');
    rerender(<LoadingBar progress={0} />);
    expect(bar.className).not.toContain('is-visible');
  });
});
