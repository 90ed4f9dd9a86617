import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListAdderModal, type ListAdderList } from './ListAdderModal';

const account = { acct: 'bob@remote.test', username: 'bob', display_name_html: 'Bob <b>Builder</b>', avatar: 'https://example.test/bob.png' };
const lists: ListAdderList[] = [
  { id: '1', title: 'Friends', added: true },
  { id: '2', title: 'Photography', added: false },
];
const props = () => ({ account, lists, onAdd: jest.fn(), onRemove: jest.fn(), onClose: jest.fn() });
const dialog = () => screen.getByRole('dialog', { name: 'Add or remove from lists' });
const row = (title: string) => screen.getByRole('group', { name: title });

describe('ListAdderModal', () => {
  it('shows the account: avatar, display name and handle', () => {
    render(<ListAdderModal {...props()} />);
    expect(dialog().querySelector('img')?.getAttribute('src')).toBe('https://example.test/bob.png');
    expect(within(dialog()).getByText('Builder').tagName).toBe('B');
    expect(within(dialog()).getByText('@bob@remote.test')).toBeTruthy();
  });

  it('lists every list with a button to remove it (on the list) or add it (not on it)', async () => {
    const user = userEvent.setup();
    const p = props();
    render(<ListAdderModal {...p} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Friends', 'Photography']);
    expect(within(row('Friends')).queryByRole('button', { name: 'Add to list' })).toBeNull();
    await user.click(within(row('Friends')).getByRole('button', { name: 'Remove from list' }));
    expect(p.onRemove).toHaveBeenCalledWith('1');
    expect(within(row('Photography')).queryByRole('button', { name: 'Remove from list' })).toBeNull();
    await user.click(within(row('Photography')).getByRole('button', { name: 'Add to list' }));
    expect(p.onAdd).toHaveBeenCalledWith('2');
    expect(p.onAdd).toHaveBeenCalledTimes(1);
    expect(p.onRemove).toHaveBeenCalledTimes(1);
  });

  it('swaps the button when the list changes', () => {
    const p = props();
    const { rerender } = render(<ListAdderModal {...p} />);
    rerender(<ListAdderModal {...p} lists={[{ id: '2', title: 'Photography', added: true }]} />);
    expect(within(row('Photography')).getByRole('button', { name: 'Remove from list' })).toBeTruthy();
  });

  it('shows a loading state instead of the lists', () => {
    render(<ListAdderModal {...props()} isLoading />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it("says when there are no lists", () => {
    render(<ListAdderModal {...props()} lists={[]} />);
    expect(dialog().textContent).toContain("You don't have any lists yet.");
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('closes with the close button and with Escape, and renders nothing when not open', async () => {
    const user = userEvent.setup();
    const p = props();
    const { rerender } = render(<ListAdderModal {...p} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(p.onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(p.onClose).toHaveBeenCalledTimes(2);
    rerender(<ListAdderModal {...p} isOpen={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
