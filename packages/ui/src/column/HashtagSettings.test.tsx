import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashtagSettings } from './HashtagSettings';

describe('HashtagSettings (any, all, none of these)', () => {
  it('shows the stored tags and gives back what is typed, parsed, when the field is left', async () => {
    const onChange = jest.fn();
    render(<HashtagSettings tags={{ any: ['dogs'] }} onChange={onChange} />);
    const any = screen.getByRole('textbox', { name: 'Any of these' }) as HTMLInputElement;
    expect(any.value).toBe('dogs');
    await userEvent.type(any, ' #Owls,');
    await userEvent.tab();
    expect(onChange).toHaveBeenCalledWith('any', ['dogs', 'owls']);
  });

  it('Enter saves; an unchanged field saves nothing', async () => {
    const onChange = jest.fn();
    render(<HashtagSettings tags={{}} onChange={onChange} />);
    await userEvent.click(screen.getByRole('textbox', { name: 'All of these' }));
    await userEvent.tab();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'None of these' }), 'mice{Enter}');
    expect(onChange).toHaveBeenCalledWith('none', ['mice']);
  });
});
