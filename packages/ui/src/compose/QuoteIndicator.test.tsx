import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuoteIndicator } from './QuoteIndicator';
import { QuotePolicySelect } from './QuotePolicySelect';

const quoted = {
  id: '20',
  account: { acct: 'alice', username: 'alice', display_name_html: 'Alice', avatar: null },
  contentHtml: '<p>the original words</p>',
};

describe('quoting in the composer', () => {
  it('shows the quoted post above the text, removable', async () => {
    const onCancel = jest.fn();
    render(<QuoteIndicator status={quoted} onCancel={onCancel} />);
    const group = screen.getByRole('group', { name: 'Quoting @alice' });
    expect(group.textContent).toContain('the original words');
    await userEvent.click(screen.getByRole('button', { name: 'Remove quote' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("shows a quoted post's content warning instead of its text", () => {
    render(<QuoteIndicator status={{ ...quoted, spoilerText: 'spoilers' }} />);
    expect(screen.getByText('spoilers')).toBeTruthy();
    expect(screen.queryByText('the original words')).toBeNull();
  });

  it('chooses who can quote; private posts and mentions are fixed to just me', async () => {
    const onChange = jest.fn();
    const { rerender } = render(<QuotePolicySelect value="public" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Who can quote' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['Anyone', 'Followers only', 'Just me']);
    await userEvent.selectOptions(select, 'Followers only');
    expect(onChange).toHaveBeenCalledWith('followers');
    rerender(<QuotePolicySelect value="public" onChange={onChange} fixed />);
    expect(select.disabled).toBe(true);
    expect(select.value).toBe('nobody');
  });
});
