import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterForm } from './FilterForm';
import { FilterList } from './FilterList';
import type { MutedWordsFilter } from './types';

const weather: MutedWordsFilter = {
  id: 'f1',
  title: 'Weather',
  context: ['home', 'thread'],
  filter_action: 'hide',
  expires_at: '2026-07-01T00:00:00Z',
  keywords: [
    { id: 'k1', keyword: 'drizzle', whole_word: true },
    { id: 'k2', keyword: 'fog', whole_word: false },
  ],
};

describe('FilterForm', () => {
  it('creates: title, keywords with whole word, contexts, action and expiry as a draft', async () => {
    const onSubmit = jest.fn();
    render(<FilterForm filter={null} onSubmit={onSubmit} onCancel={jest.fn()} />);
    const form = screen.getByRole('form', { name: 'New filter' });
    const save = within(form).getByRole('button', { name: 'Save filter' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await userEvent.type(within(form).getByLabelText('Title'), 'Spoilers');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Keyword 1' }), 'finale');
    await userEvent.click(within(form).getByRole('button', { name: 'Add keyword' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Keyword 2' }), 'ending');
    await userEvent.click(within(form).getAllByRole('checkbox', { name: 'Whole word' })[1] as HTMLElement);
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Notifications' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Profiles' }));
    await userEvent.click(within(form).getByRole('radio', { name: /^Blur media/ }));
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Expires' }), 'In 1 day');
    await userEvent.click(save);
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Spoilers',
      context: ['home', 'public', 'thread', 'account'],
      action: 'blur',
      expiresIn: 86400,
      keywords: [
        { keyword: 'finale', wholeWord: true },
        { keyword: 'ending', wholeWord: false },
      ],
    });
  });

  it('edits: keeps the expiry unless changed, and a removed keyword is destroyed', async () => {
    const onSubmit = jest.fn();
    render(<FilterForm filter={weather} onSubmit={onSubmit} onCancel={jest.fn()} />);
    const form = screen.getByRole('form', { name: 'Edit filter' });
    expect((within(form).getByRole('radio', { name: /^Hide/ }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(form).getByRole('button', { name: 'Remove keyword fog' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save filter' }));
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Weather',
      context: ['home', 'thread'],
      action: 'hide',
      expiresIn: undefined,
      keywords: [
        { id: 'k1', keyword: 'drizzle', wholeWord: true },
        { id: 'k2', keyword: '', wholeWord: false, remove: true },
      ],
    });
  });

  it('with v1 filters only: one keyword as the title, no blur', async () => {
    const onSubmit = jest.fn();
    render(<FilterForm filter={null} singleKeyword onSubmit={onSubmit} onCancel={jest.fn()} />);
    expect(screen.queryByLabelText('Title')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add keyword' })).toBeNull();
    expect(screen.queryByRole('radio', { name: /^Blur media/ })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Keyword 1' }), 'kumquat');
    await userEvent.click(screen.getByRole('button', { name: 'Save filter' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ title: 'kumquat', action: 'warn', keywords: [{ keyword: 'kumquat', wholeWord: true }] }));
  });

  it('cannot save without a context', async () => {
    render(<FilterForm filter={{ ...weather, context: ['home'] }} onSubmit={jest.fn()} onCancel={jest.fn()} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Home and lists' }));
    expect((screen.getByRole('button', { name: 'Save filter' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('FilterList', () => {
  it('lists each filter with its keywords, contexts, action and expiry, and edits or deletes it', async () => {
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    render(<FilterList filters={[weather]} now={new Date('2026-08-01T00:00:00Z')} onEdit={onEdit} onDelete={onDelete} />);
    const item = screen.getByRole('listitem', { name: 'Weather' });
    expect(within(item).getByText('drizzle, fog')).toBeTruthy();
    expect(within(item).getByText(/Home and lists · Conversations · Expired/)).toBeTruthy();
    expect(within(item).getByText('Hide')).toBeTruthy();
    await userEvent.click(within(item).getByRole('button', { name: 'Edit Weather' }));
    await userEvent.click(within(item).getByRole('button', { name: 'Delete Weather' }));
    expect(onEdit).toHaveBeenCalledWith('f1');
    expect(onDelete).toHaveBeenCalledWith('f1');
  });

  it('says when there are none', () => {
    render(<FilterList filters={[]} now={new Date()} onEdit={jest.fn()} onDelete={jest.fn()} />);
    expect(screen.getByText(/No filters yet/)).toBeTruthy();
  });
});
