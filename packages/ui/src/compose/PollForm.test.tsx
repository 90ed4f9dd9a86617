import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ComposePoll } from './compose-types';
import { PollForm, type PollEdit } from './PollForm';

const draft = (options: string[], extra: Partial<ComposePoll> = {}): ComposePoll => ({ options, expiresIn: 86_400, multiple: false, ...extra });

/** What a store does with each edit, so the form shows its result (core's reducer in the app). */
function applied(poll: ComposePoll, edit: PollEdit): ComposePoll {
  switch (edit.kind) {
    case 'option':
      return { ...poll, options: poll.options.map((title, index) => (index === edit.index ? edit.title : title)) };
    case 'add':
      return { ...poll, options: [...poll.options, ''] };
    case 'remove':
      return { ...poll, options: poll.options.filter((_title, index) => index !== edit.index) };
    case 'expiry':
      return { ...poll, expiresIn: edit.expiresIn };
    case 'multiple':
      return { ...poll, multiple: !poll.multiple };
  }
}

function Harness({ initial, onChange }: { initial: ComposePoll; onChange?: (edit: PollEdit) => void }) {
  const [poll, setPoll] = useState(initial);
  return (
    <PollForm
      poll={poll}
      onEdit={(edit) => {
        setPoll((current) => applied(current, edit));
        onChange?.(edit);
      }}
    />
  );
}

const choices = () => screen.getAllByRole('textbox') as HTMLInputElement[];

describe('PollForm (SPEC §5 poll rules)', () => {
  it('labels the choices with their placeholders and caps them at 25 characters', async () => {
    const onChange = jest.fn();
    render(<Harness initial={draft(['', ''])} onChange={onChange} />);
    expect(choices().map((input) => input.placeholder)).toEqual(['Choice 1', 'Choice 2']);
    const first = screen.getByRole('textbox', { name: 'Choice 1' }) as HTMLInputElement;
    expect(first.maxLength).toBe(25);
    await userEvent.type(first, 'Cats');
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'option', index: 0, title: 'Cats' });
    expect(first.value).toBe('Cats');
  });

  it('cannot remove the first two choices', async () => {
    const onChange = jest.fn();
    render(<Harness initial={draft(['a', 'b', 'c'])} onChange={onChange} />);
    expect((screen.getByRole('button', { name: 'Remove choice 1' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Remove choice 2' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Remove choice 3' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'remove', index: 2 });
    expect(choices()).toHaveLength(2);
  });

  it('adds a choice (focused) up to four, then hides the button', async () => {
    const onChange = jest.fn();
    render(<Harness initial={draft(['a', 'b'])} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a choice' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'add' });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Choice 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a choice' }));
    expect(choices()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Add a choice' })).toBeNull();
  });

  it('offers the seven durations by name', async () => {
    const onChange = jest.fn();
    render(<Harness initial={draft(['a', 'b'])} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Poll duration' }) as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => [option.value, option.text])).toEqual([
      ['300', '5 minutes'],
      ['1800', '30 minutes'],
      ['3600', '1 hour'],
      ['21600', '6 hours'],
      ['86400', '1 day'],
      ['259200', '3 days'],
      ['604800', '7 days'],
    ]);
    expect(select.value).toBe('86400');
    await userEvent.selectOptions(select, '3 days');
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'expiry', expiresIn: 259_200 });
  });

  it('keeps a duration from elsewhere selectable', () => {
    render(<Harness initial={draft(['a', 'b'], { expiresIn: 172_800 })} />);
    const select = screen.getByRole('combobox', { name: 'Poll duration' }) as HTMLSelectElement;
    expect(select.value).toBe('172800');
    expect(select.selectedOptions[0]?.text).toBe('2 days');
  });

  it('switches between one and several choices', async () => {
    const onChange = jest.fn();
    render(<Harness initial={draft(['a', 'b'])} onChange={onChange} />);
    const [toMultiple] = screen.getAllByRole('button', { name: 'Change poll to allow multiple choices' });
    await userEvent.click(toMultiple!);
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'multiple' });
    expect(screen.getAllByRole('button', { name: 'Change poll to allow for a single choice' })).toHaveLength(2);
  });
});
