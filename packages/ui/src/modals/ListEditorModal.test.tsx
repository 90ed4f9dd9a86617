import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ListEditorModal, type ListEditorAccount, type ListEditorModalProps } from './ListEditorModal';

const person = (id: string, username: string, name = ''): ListEditorAccount => ({
  id,
  username,
  acct: username,
  display_name_html: name,
  avatar: `https://example.test/${username}.png`,
});
const alice = person('1', 'alice', 'Alice');
const bob = person('2', 'bob', 'Bob');
const grace = person('3', 'grace', 'Grace');

function props(overrides: Partial<ListEditorModalProps> = {}): ListEditorModalProps {
  return {
    title: 'Friends',
    isChanged: false,
    isSubmitting: false,
    accounts: [alice, bob],
    suggestions: [],
    searchValue: '',
    onTitleChange: jest.fn(),
    onSubmitTitle: jest.fn(),
    onSearchChange: jest.fn(),
    onSearchClear: jest.fn(),
    onAdd: jest.fn(),
    onRemove: jest.fn(),
    onClose: jest.fn(),
    ...overrides,
  };
}
const titleInput = () => screen.getByRole('textbox', { name: 'List title' }) as HTMLInputElement;
const searchInput = () => screen.getByRole('searchbox', { name: 'Search among people you follow' }) as HTMLInputElement;
const row = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`) });

/** Holds the title and search value the way a store would. */
function Stateful(p: ListEditorModalProps) {
  const [title, setTitle] = useState(p.title);
  const [isChanged, setChanged] = useState(false);
  const [searchValue, setSearch] = useState('');
  return (
    <ListEditorModal
      {...p}
      title={title}
      isChanged={isChanged}
      searchValue={searchValue}
      onTitleChange={(value) => {
        setTitle(value);
        setChanged(true);
        p.onTitleChange(value);
      }}
      onSearchChange={(value) => {
        setSearch(value);
        p.onSearchChange(value);
      }}
      onSearchClear={() => {
        setSearch('');
        p.onSearchClear();
      }}
    />
  );
}

describe('ListEditorModal: the title', () => {
  it('shows the title with no save button until it changes, then saves on the button and on Enter', async () => {
    const user = userEvent.setup();
    const p = props();
    render(<Stateful {...p} />);
    expect(titleInput().value).toBe('Friends');
    expect(titleInput().placeholder).toBe('List title');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

    await user.type(titleInput(), '!');
    expect(p.onTitleChange).toHaveBeenLastCalledWith('Friends!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(p.onSubmitTitle).toHaveBeenCalledTimes(1);
    await user.type(titleInput(), '{Enter}');
    expect(p.onSubmitTitle).toHaveBeenCalledTimes(2);
  });

  it('disables saving while submitting, and for a blank title', async () => {
    const user = userEvent.setup();
    const p = props({ isSubmitting: true });
    const { rerender } = render(<ListEditorModal {...p} />);
    const saving = screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement;
    expect(saving.disabled).toBe(true);
    await user.type(titleInput(), '{Enter}');
    expect(p.onSubmitTitle).not.toHaveBeenCalled();

    rerender(<ListEditorModal {...p} isSubmitting={false} isChanged title="  " />);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(titleInput(), '{Enter}');
    expect(p.onSubmitTitle).not.toHaveBeenCalled();
  });
});

describe('ListEditorModal: the accounts', () => {
  it('lists the accounts, each with a remove button', async () => {
    const user = userEvent.setup();
    const p = props();
    render(<ListEditorModal {...p} />);
    const list = screen.getByRole('list', { name: 'Accounts on this list' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(row('Alice')).getByText('@alice')).toBeTruthy();
    expect(within(row('Alice')).queryByRole('button', { name: 'Add to list' })).toBeNull();
    await user.click(within(row('Bob')).getByRole('button', { name: 'Remove from list' }));
    expect(p.onRemove).toHaveBeenCalledWith('2');
  });

  it('shows a loading state, then an empty state', () => {
    const { rerender } = render(<ListEditorModal {...props({ accounts: [], isLoading: true })} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    rerender(<ListEditorModal {...props({ accounts: [] })} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('dialog').textContent).toContain('This list is empty.');
  });
});

describe('ListEditorModal: the search among followed accounts', () => {
  it('reports typing, and shows the suggestions instead of the list, each with add (or remove when on the list)', async () => {
    const user = userEvent.setup();
    const p = props();
    const { rerender } = render(<Stateful {...p} />);
    expect(searchInput().placeholder).toBe('Search among people you follow');
    await user.type(searchInput(), 'gr');
    expect(p.onSearchChange).toHaveBeenLastCalledWith('gr');

    rerender(<ListEditorModal {...p} searchValue="a" suggestions={[grace, alice]} />);
    expect(screen.queryByRole('list', { name: 'Accounts on this list' })).toBeNull();
    const found = screen.getByRole('list', { name: 'People you follow' });
    expect(within(found).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(row('Grace')).getByRole('button', { name: 'Add to list' }));
    expect(p.onAdd).toHaveBeenCalledWith('3');
    await user.click(within(row('Alice')).getByRole('button', { name: 'Remove from list' }));
    expect(p.onRemove).toHaveBeenCalledWith('1');
  });

  it('clears with the clear button, which shows only with a value', async () => {
    const user = userEvent.setup();
    const p = props();
    const { rerender } = render(<ListEditorModal {...p} />);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    rerender(<ListEditorModal {...p} searchValue="gra" suggestions={[grace]} />);
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(p.onSearchClear).toHaveBeenCalledTimes(1);
    expect(p.onClose).not.toHaveBeenCalled();
  });

  it('Escape in a filled search clears it; Escape otherwise closes the modal', async () => {
    const user = userEvent.setup();
    const p = props();
    render(<Stateful {...p} />);
    await user.type(searchInput(), 'gra');
    await user.keyboard('{Escape}');
    expect(p.onSearchClear).toHaveBeenCalledTimes(1);
    expect(p.onClose).not.toHaveBeenCalled();
    expect(searchInput().value).toBe('');
    await user.keyboard('{Escape}');
    expect(p.onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    const p = props();
    render(<ListEditorModal {...p} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(p.onClose).toHaveBeenCalledTimes(1);
  });
});
