import { render, screen, within } from '@testing-library/react';
import { KeyboardShortcutsTable } from './KeyboardShortcutsTable';
import { HOTKEYS } from './keymap';

describe('KeyboardShortcutsTable', () => {
  it('lists every hotkey of the key map with its keys and label', () => {
    render(<KeyboardShortcutsTable />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(HOTKEYS.length);
    const row = (id: string): HTMLElement => {
      const found = rows.find((entry) => entry.dataset.hotkey === id);
      if (!found) throw new Error(`no row for ${id}`);
      return found;
    };
    expect(within(row('help')).getByText('to display this legend')).toBeTruthy();
    expect(row('goToHome').textContent).toBe('gthenhto open home timeline');
    expect(row('newPost').textContent).toBe('Alt+nto start a brand new toot');
    expect(row('open').textContent).toBe('Enteroroto open status');
    expect(within(row('moveDown')).getByLabelText('Down arrow')).toBeTruthy();
    expect(row('search').textContent).toBe('sor/to focus search');
  });
});
