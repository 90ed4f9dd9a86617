import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageName, TranslateBar } from './TranslateBar';

describe('TranslateBar', () => {
  it("offers 'Translate from German', disabled while translating", async () => {
    const onTranslate = jest.fn();
    const { rerender } = render(<TranslateBar state="offer" language="de" onTranslate={onTranslate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Translate from German' }));
    expect(onTranslate).toHaveBeenCalled();
    rerender(<TranslateBar state="loading" language="de" onTranslate={onTranslate} />);
    expect(screen.getByRole('button', { name: 'Translating…' }).hasAttribute('disabled')).toBe(true);
  });

  it("says who translated it, with 'Show original'", async () => {
    const onShowOriginal = jest.fn();
    render(<TranslateBar state="shown" language="ja" provider="DeepL.com" onShowOriginal={onShowOriginal} />);
    expect(screen.getByText('Translated from Japanese by DeepL.com')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show original' }));
    expect(onShowOriginal).toHaveBeenCalled();
  });

  it('a language the browser cannot name is shown by its code', () => {
    expect(languageName('not a code!', 'en')).toBe('not a code!');
    expect(languageName('fr', 'de')).toBe('Französisch');
  });
});
