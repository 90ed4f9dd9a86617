import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListAccount } from './AccountListItem';
import { AccountNote } from './AccountNote';
import { FamiliarFollowers } from './FamiliarFollowers';

const person = (id: string, name: string): ListAccount => ({ id, acct: name.toLowerCase(), username: name.toLowerCase(), display_name_html: name, avatar: `/${id}.png` });

describe('AccountNote', () => {
  it('shows the note; a click edits it and Enter saves the new text', async () => {
    const onSave = jest.fn();
    render(<AccountNote acct="bob" note="Plays flugelhorn" onSave={onSave} />);
    expect(screen.getByText('Only visible to you')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^Your private note on @bob: / }));
    const field = screen.getByRole('textbox', { name: 'Your private note on @bob' });
    expect(document.activeElement).toBe(field);
    await userEvent.clear(field);
    await userEvent.type(field, 'Met at band practice{Enter}');
    expect(onSave).toHaveBeenCalledWith('Met at band practice');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('saves when the field loses focus, and not when nothing changed', async () => {
    const onSave = jest.fn();
    render(
      <>
        <AccountNote acct="bob" note="" onSave={onSave} />
        <button type="button">elsewhere</button>
      </>,
    );
    await userEvent.click(screen.getByText('Click to add a note'));
    await userEvent.click(screen.getByText('elsewhere'));
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.click(screen.getByText('Click to add a note'));
    await userEvent.type(screen.getByRole('textbox'), 'first line{Shift>}{Enter}{/Shift}second');
    await userEvent.click(screen.getByText('elsewhere'));
    expect(onSave).toHaveBeenCalledWith('first line\nsecond');
  });

  it('Escape cancels the edit and keeps the saved note', async () => {
    const onSave = jest.fn();
    render(<AccountNote acct="bob" note="Plays flugelhorn" onSave={onSave} />);
    await userEvent.click(screen.getByText('Plays flugelhorn'));
    await userEvent.type(screen.getByRole('textbox'), ' and trumpet{Escape}');
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Plays flugelhorn')).toBeTruthy();
  });
});

describe('FamiliarFollowers', () => {
  const people = [person('1', 'Alice'), person('2', 'Bob'), person('3', 'Carol'), person('4', 'Dave'), person('5', 'Erin')];

  it.each([
    [1, 'Followed by Alice'],
    [2, 'Followed by Alice and Bob'],
    [3, 'Followed by Alice, Bob and 1 other you follow'],
    [5, 'Followed by Alice, Bob and 3 others you follow'],
  ])('%i accounts: “%s”', (count, text) => {
    const { container } = render(<FamiliarFollowers accounts={people.slice(0, count)} />);
    expect(container.querySelector('.t-familiar__text')?.textContent).toBe(text);
    expect(container.querySelectorAll('.t-familiar__avatars .t-avatar')).toHaveLength(Math.min(3, count));
  });

  it('links the names to the accounts, the avatars beside them only decoration; nothing without accounts', () => {
    const { container, rerender } = render(<FamiliarFollowers accounts={people.slice(0, 2)} />);
    expect(screen.getByRole('link', { name: 'Alice' }).getAttribute('href')).toBe('/accounts/1');
    expect(screen.getByRole('link', { name: 'Bob' }).getAttribute('href')).toBe('/accounts/2');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(container.querySelector('.t-familiar__avatars')?.getAttribute('aria-hidden')).toBe('true');
    rerender(<FamiliarFollowers accounts={[]} />);
    expect(container.textContent).toBe('');
  });
});
