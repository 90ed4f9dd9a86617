import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageHint } from './LanguageHint';

describe('LanguageHint', () => {
  it('asks to change the post’s language to the guessed one, by its name in the reader’s language', () => {
    render(<LanguageHint language="fr" onChange={jest.fn()} onDismiss={jest.fn()} />);
    expect(screen.getByRole('status').textContent).toContain('Change this post’s language to French?');
  });

  it('Change sets the guessed language; Dismiss hides it for good', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const onDismiss = jest.fn();
    render(<LanguageHint language="ja" onChange={onChange} onDismiss={onDismiss} />);
    expect(screen.getByText('Change this post’s language to Japanese?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(onChange).toHaveBeenCalledWith('ja');
    expect(onDismiss).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
