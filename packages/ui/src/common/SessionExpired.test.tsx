import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionExpired } from './SessionExpired';

describe('SessionExpired', () => {
  it('announces the expired session once, names the account, and signs in again', async () => {
    const onSignIn = jest.fn();
    render(<SessionExpired handle="@demo@trumpet.localhost" onSignIn={onSignIn} />);
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.textContent).toContain('The session for @demo@trumpet.localhost has expired');
    expect(alerts[0]?.textContent).toContain('Anything you were writing is kept');
    expect(screen.getByRole('region', { name: 'The session for @demo@trumpet.localhost has expired' })).toBeTruthy();
    // It does not take the focus from where the user was.
    expect(document.activeElement).toBe(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });

  it('offers the other signed-in accounts and switches by key', async () => {
    const onSwitch = jest.fn();
    render(
      <SessionExpired
        handle="@demo@trumpet.localhost"
        onSignIn={() => undefined}
        accounts={[
          { key: '2@https://a.example', handle: '@alice@a.example' },
          { key: '9@https://b.example', handle: '@bob@b.example' },
        ]}
        onSwitch={onSwitch}
      />,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Sign in again', 'Switch to @alice@a.example', 'Switch to @bob@b.example']);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Sign in again');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onSwitch).toHaveBeenCalledWith('2@https://a.example');
  });

  it('shows the sign-in on its way as a disabled button, and a failure to start it as a second alert', async () => {
    const onSignIn = jest.fn();
    const { rerender } = render(<SessionExpired handle="@demo@x.example" onSignIn={onSignIn} signingIn />);
    const button = screen.getByRole('button', { name: 'Redirecting…' });
    expect(button).toHaveProperty('disabled', true);
    await userEvent.click(button);
    expect(onSignIn).not.toHaveBeenCalled();
    rerender(<SessionExpired handle="@demo@x.example" onSignIn={onSignIn} error="Could not reach x.example" />);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Could not reach x.example');
    expect(screen.getByRole('button', { name: 'Sign in again' })).toHaveProperty('disabled', false);
  });
});
