import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { SearchMenuItem } from './search-menu';
import { SearchField } from './SearchField';

const alice = { id: '1', acct: 'alice', username: 'alice', display_name_html: 'Alice <b>Moreau</b>', avatar: 'https://social.example/a.png' };
const items: SearchMenuItem[] = [
  { kind: 'hashtag', tag: 'ali' },
  { kind: 'account', account: alice },
  { kind: 'statuses', q: 'ali' },
];

function Harness({ onSubmit = jest.fn(), onPick = jest.fn(), onClear = jest.fn(), menu = items }: { onSubmit?: () => void; onPick?: (item: SearchMenuItem) => void; onClear?: () => void; menu?: SearchMenuItem[] }) {
  const [value, setValue] = useState('');
  return (
    <SearchField
      value={value}
      onChange={setValue}
      onSubmit={onSubmit}
      onPick={onPick}
      onClear={() => {
        setValue('');
        onClear();
      }}
      items={value === '' ? [] : menu}
    />
  );
}

const field = () => screen.getByRole('combobox', { name: 'Search' });

describe('SearchField', () => {
  it('is a labelled combobox in a search landmark, its menu closed while empty', async () => {
    render(<Harness />);
    expect(screen.getByRole('search', { name: 'Search' })).toBeTruthy();
    expect(field().getAttribute('placeholder')).toBe('Search or paste URL');
    await userEvent.click(field());
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('opens the menu as you type, with the go-to, account and posts entries', async () => {
    render(<Harness />);
    await userEvent.type(field(), 'ali');
    expect(field().getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Go to hashtag #ali', 'Alice Moreau@alice', 'Posts with “ali”']);
    expect(field().getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(field().getAttribute('aria-activedescendant')).toBeNull();
  });

  it('moves with the arrow keys and picks with Enter; Enter with nothing highlighted submits', async () => {
    const onPick = jest.fn();
    const onSubmit = jest.fn();
    render(<Harness onPick={onPick} onSubmit={onSubmit} />);
    await userEvent.type(field(), 'ali');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(field().getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(items[1]);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).toBeNull();

    await userEvent.type(field(), 'c');
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onPick).toHaveBeenCalledTimes(1);
  });

  it('closes the menu with Escape, keeping the text, and opens it again with an arrow key', async () => {
    render(<Harness />);
    await userEvent.type(field(), 'ali');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field()).toHaveProperty('value', 'ali');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeTruthy();
  });

  it('picks an entry with a click, keeping the focus in the field', async () => {
    const onPick = jest.fn();
    render(<Harness onPick={onPick} />);
    await userEvent.type(field(), 'ali');
    await userEvent.click(screen.getByRole('option', { name: 'Posts with “ali”' }));
    expect(onPick).toHaveBeenCalledWith(items[2]);
    expect(document.activeElement).toBe(field());
  });

  it('clears with the clear button and keeps the focus', async () => {
    const onClear = jest.fn();
    render(<Harness onClear={onClear} />);
    await userEvent.type(field(), 'ali');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(field()).toHaveProperty('value', '');
    expect(document.activeElement).toBe(field());
  });
});
