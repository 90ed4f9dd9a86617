import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocaleProvider } from '../i18n/locale-context';
import { messagesFor, PSEUDO_LOCALE } from '../i18n';
import { Alerts } from './Alerts';
import { LoadingBar } from './LoadingBar';

describe('Alerts', () => {
  it('shows title and message with values filled in, and dismisses by key', async () => {
    const onDismiss = jest.fn();
    render(
      <Alerts
        alerts={[
          { key: 3, title: { id: 'alert.unexpected.title' }, message: { id: 'alert.unexpected.message' } },
          { key: 4, title: { text: '{code}' }, message: { text: 'Record not found' }, values: { code: 404 } },
        ]}
        onDismiss={onDismiss}
      />,
    );
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Oops!An unexpected error occurred', '404Record not found']);
    await userEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[1]!);
    expect(onDismiss).toHaveBeenCalledWith(4);
  });

  it("words the app's own alerts in the locale and a server's words as they are", () => {
    render(
      <LocaleProvider locale={PSEUDO_LOCALE} messages={messagesFor(PSEUDO_LOCALE)}>
        <Alerts
          alerts={[
            { key: 1, title: { id: 'alert.unexpected.title' }, message: { id: 'alert.upload_limit' } },
            { key: 2, title: { text: '422' }, message: { text: 'Validation failed' } },
          ]}
          onDismiss={() => undefined}
        />
      </LocaleProvider>,
    );
    const [ours, theirs] = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(ours).not.toContain('Oops!');
    expect(ours).toMatch(/Ö/);
    expect(theirs).toBe('422Validation failed');
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
