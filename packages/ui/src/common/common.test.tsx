import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BoostIcon } from '../icons';
import { AppLink } from './AppLink';
import { Avatar } from './Avatar';
import { IconButton } from './Button';
import { DisplayName } from './DisplayName';
import { LoadMore } from './LoadMore';

describe('Avatar', () => {
  it('loads lazily with its alt text', () => {
    render(<Avatar src="https://x.test/a.png" alt="Alice" size={36} />);
    const img = screen.getByRole('img', { name: 'Alice' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('36');
  });
});

describe('DisplayName', () => {
  it('renders the emojified name and the handle', () => {
    const { container } = render(
      <DisplayName
        account={{ acct: 'alice@x.test', username: 'alice', display_name_html: 'Alice <img class="emojione custom-emoji" alt=":cat:" src="https://x.test/c.png">' }}
      />,
    );
    expect(screen.getByText('@alice@x.test')).toBeTruthy();
    expect(container.querySelector('img.custom-emoji')!.getAttribute('alt')).toBe(':cat:');
  });

  it('isolates the name and writes the handle left to right, so a right-to-left name never reorders it', () => {
    const { container } = render(<DisplayName account={{ acct: 'layla@souk.example', username: 'layla', display_name_html: 'ليلى حداد' }} />);
    const [name, handle] = [...container.querySelectorAll('bdi')];
    expect(name?.textContent).toBe('ليلى حداد');
    expect(name?.getAttribute('dir')).toBe('auto');
    expect(handle?.textContent).toBe('@layla@souk.example');
    expect(handle?.getAttribute('dir')).toBe('ltr');
  });

  it('falls back to the username, escaped', () => {
    render(<DisplayName account={{ acct: 'bob', username: 'bob<b>', display_name_html: '' }} withHandle={false} />);
    expect(screen.getByText('bob<b>')).toBeTruthy();
  });
});

describe('IconButton', () => {
  it('has an accessible name, a pressed state and a count', async () => {
    const onPress = jest.fn();
    render(<IconButton icon={BoostIcon} label="Boost" active count="3" onPress={onPress} />);
    const button = screen.getByRole('button', { name: 'Boost' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.textContent).toBe('3');
    expect(button.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
    await userEvent.click(button);
    expect(onPress).toHaveBeenCalled();
  });
});

describe('AppLink', () => {
  it('navigates in the app on a plain click and leaves modified clicks to the browser', async () => {
    const onNavigate = jest.fn();
    render(
      <AppLink to="/accounts/1" onNavigate={onNavigate}>
        Alice
      </AppLink>,
    );
    const link = screen.getByRole('link', { name: 'Alice' });
    expect(link.getAttribute('href')).toBe('/accounts/1');
    await userEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/accounts/1');
    // jsdom cannot open a tab: stop its navigation at the link, before the app's handler sees the click.
    link.addEventListener('click', (event) => event.preventDefault());
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, metaKey: true }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});

describe('LoadMore', () => {
  it("reads 'Load more' and 'Loading…' while loading", async () => {
    const onLoadMore = jest.fn();
    const { rerender } = render(<LoadMore onLoadMore={onLoadMore} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalled();
    rerender(<LoadMore onLoadMore={onLoadMore} isLoading />);
    expect((screen.getByRole('button', { name: 'Loading…' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
