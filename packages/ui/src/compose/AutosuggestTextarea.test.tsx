import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { AutosuggestTextarea, type AutosuggestTextareaProps } from './AutosuggestTextarea';
import type { Suggestion } from './compose-types';
import { insertCompletion } from '@trumpet/core';

const accounts: Suggestion[] = [
  { kind: 'account', id: '1', acct: 'alice', displayNameHtml: 'Alice', avatar: null },
  { kind: 'account', id: '2', acct: 'alina@x.test', displayNameHtml: 'Alina', avatar: null },
  { kind: 'account', id: '3', acct: 'alix', displayNameHtml: '', avatar: null },
];

/** The app's side: suggestions for any '@' token, the pick inserted into the text. */
function Harness(props: Partial<AutosuggestTextareaProps>) {
  const [value, setValue] = useState('');
  const [suggestions, setSuggestions] = useState<readonly Suggestion[]>([]);
  return (
    <AutosuggestTextarea
      value={value}
      onChange={setValue}
      placeholder="What is on your mind?"
      suggestions={suggestions}
      onSuggestionsRequested={(token) => setSuggestions(token.startsWith('@') ? accounts : [])}
      onSuggestionsCleared={() => setSuggestions([])}
      onSuggestionSelected={(position, token, completion) => {
        setValue((text) => insertCompletion(text, position, token, completion).text);
        setSuggestions([]);
      }}
      {...props}
    />
  );
}

function setup(props: Partial<AutosuggestTextareaProps> = {}) {
  const user = userEvent.setup();
  const spies = {
    onSuggestionsRequested: jest.fn(),
    onSuggestionsCleared: jest.fn(),
    onSuggestionSelected: jest.fn(),
  };
  render(
    <Harness
      {...props}
      onSuggestionsRequested={(token) => spies.onSuggestionsRequested(token)}
      onSuggestionsCleared={() => spies.onSuggestionsCleared()}
    />,
  );
  const textarea = screen.getByRole('textbox', { name: 'What is on your mind?' }) as HTMLTextAreaElement;
  return { user, textarea, spies };
}

// The harness above routes the request callbacks through spies, so give it a real source again.
function setupWithSuggestions(props: Partial<AutosuggestTextareaProps> = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const textarea = screen.getByRole('textbox', { name: 'What is on your mind?' }) as HTMLTextAreaElement;
  return { user, textarea };
}

const activeOption = (textarea: HTMLTextAreaElement) => {
  const id = textarea.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('AutosuggestTextarea (SPEC §4 autosuggest)', () => {
  it('requests suggestions when the token at the caret changes, and clears them when it goes', async () => {
    const { user, textarea, spies } = setup();
    await user.type(textarea, 'hi @a');
    expect(spies.onSuggestionsRequested).not.toHaveBeenCalled();
    await user.type(textarea, 'l');
    expect(spies.onSuggestionsRequested).toHaveBeenLastCalledWith('@al');
    await user.type(textarea, 'i');
    expect(spies.onSuggestionsRequested).toHaveBeenLastCalledWith('@ali');
    expect(spies.onSuggestionsRequested).toHaveBeenCalledTimes(2);
    const clearedBefore = spies.onSuggestionsCleared.mock.calls.length;
    await user.type(textarea, ' ');
    expect(spies.onSuggestionsCleared.mock.calls.length).toBe(clearedBefore + 1);
  });

  it('shows a listbox the textarea points into; the arrows move the highlight', async () => {
    const { user, textarea } = setupWithSuggestions();
    await user.type(textarea, '@ali');
    const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(textarea.getAttribute('aria-controls')).toBe(listbox.id);
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(activeOption(textarea)?.textContent).toContain('@alice');
    expect(activeOption(textarea)?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(activeOption(textarea)?.textContent).toContain('@alina@x.test');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption(textarea)?.textContent).toContain('@alix');
    await user.keyboard('{ArrowUp}');
    expect(activeOption(textarea)?.textContent).toContain('@alina@x.test');
    expect(document.activeElement).toBe(textarea);
  });

  it('picks with Enter: the token becomes the completion plus a space, the caret after it', async () => {
    const { user, textarea } = setupWithSuggestions();
    await user.type(textarea, 'hi @ali');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(textarea.value).toBe('hi @alina@x.test ');
    expect(textarea.selectionStart).toBe(textarea.value.length);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(textarea.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('picks with Tab and keeps the focus', async () => {
    const { user, textarea } = setupWithSuggestions();
    await user.type(textarea, '@ali');
    await user.keyboard('{Tab}');
    expect(textarea.value).toBe('@alice ');
    expect(document.activeElement).toBe(textarea);
  });

  it('picks in the middle of the text and puts the caret after the insertion', async () => {
    const { user, textarea } = setupWithSuggestions();
    await user.type(textarea, 'a @ali b');
    act(() => textarea.setSelectionRange(6, 6));
    // A keystroke at the caret makes the token current.
    await user.keyboard('x');
    expect(textarea.value).toBe('a @alix b');
    await user.keyboard('{Enter}');
    expect(textarea.value).toBe('a @alice  b');
    expect(textarea.selectionStart).toBe(9);
  });

  it('hides with Escape without letting it close anything around (Enter then makes a new line); the next token shows it again', async () => {
    const user = userEvent.setup();
    const outer = jest.fn();
    render(
      <div onKeyDown={(event) => outer(event.key)}>
        <Harness />
      </div>,
    );
    const textarea = screen.getByRole('textbox') as HTMLTextAreaElement;
    await user.type(textarea, '@ali');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(outer).not.toHaveBeenCalledWith('Escape');
    await user.keyboard('c');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.keyboard('{Escape}{Enter}');
    expect(textarea.value).toBe('@alic\n');
    await user.keyboard('{Escape}');
    expect(outer).toHaveBeenCalledWith('Escape');
  });

  it('picks with a click without taking the focus away', async () => {
    const { user, textarea } = setupWithSuggestions();
    await user.type(textarea, '@ali');
    await user.click(screen.getByRole('option', { name: /alix/ }));
    expect(textarea.value).toBe('@alix ');
    expect(document.activeElement).toBe(textarea);
  });

  it("reports the pick with the position, the token (lowercased, as Mastodon does) and the completion", async () => {
    const onSuggestionSelected = jest.fn();
    const emoji: Suggestion = { kind: 'emoji', native: '🐱', shortcode: 'cat', custom: false };
    function Emoji() {
      const [value, setValue] = useState('');
      return (
        <AutosuggestTextarea
          value={value}
          onChange={setValue}
          placeholder="Text"
          suggestions={value.endsWith(':Ca') ? [emoji] : []}
          onSuggestionsRequested={() => undefined}
          onSuggestionsCleared={() => undefined}
          onSuggestionSelected={onSuggestionSelected}
        />
      );
    }
    const user = userEvent.setup();
    render(<Emoji />);
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'say :Ca');
    await user.keyboard('{Enter}');
    expect(onSuggestionSelected).toHaveBeenCalledWith(4, ':ca', '🐱', emoji);
  });

  it('Ctrl or Cmd+Enter submits, even with suggestions open', async () => {
    const onSubmit = jest.fn();
    const { user, textarea } = setupWithSuggestions({ onSubmit });
    await user.type(textarea, 'hello');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.type(textarea, ' @ali');
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(textarea.value).toBe('hello @ali');
  });

  it('hands over exactly one pasted file, and lets text or several files paste as usual', () => {
    const onPasteFile = jest.fn();
    const { textarea } = setupWithSuggestions({ onPasteFile });
    const file = new File(['x'], 'cat.png', { type: 'image/png' });
    const one = fireEvent.paste(textarea, { clipboardData: { files: [file], getData: () => '' } });
    expect(onPasteFile).toHaveBeenCalledWith(file);
    expect(one).toBe(false);
    const two = fireEvent.paste(textarea, { clipboardData: { files: [file, file], getData: () => '' } });
    expect(two).toBe(true);
    fireEvent.paste(textarea, { clipboardData: { files: [], getData: () => 'text' } });
    expect(onPasteFile).toHaveBeenCalledTimes(1);
  });

  it('focuses with the caret at the end, or at caretPosition, when focusKey changes', () => {
    const onCaretChange = jest.fn();
    const props = {
      value: '@bob hello',
      onChange: () => undefined,
      placeholder: 'Text',
      suggestions: [],
      onSuggestionsRequested: () => undefined,
      onSuggestionsCleared: () => undefined,
      onSuggestionSelected: () => undefined,
      onCaretChange,
    };
    const { rerender } = render(
      <>
        <button type="button">elsewhere</button>
        <AutosuggestTextarea {...props} />
      </>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Text' }) as HTMLTextAreaElement;
    expect(document.activeElement).not.toBe(textarea);
    rerender(
      <>
        <button type="button">elsewhere</button>
        <AutosuggestTextarea {...props} focusKey={1} />
      </>,
    );
    expect(document.activeElement).toBe(textarea);
    expect(textarea.selectionStart).toBe(10);
    expect(onCaretChange).toHaveBeenLastCalledWith(10);
    act(() => screen.getByRole('button', { name: 'elsewhere' }).focus());
    rerender(
      <>
        <button type="button">elsewhere</button>
        <AutosuggestTextarea {...props} focusKey={2} caretPosition={5} />
      </>,
    );
    expect(document.activeElement).toBe(textarea);
    expect(textarea.selectionStart).toBe(5);
  });

  it('gives the textarea to a ref', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(
      <AutosuggestTextarea
        ref={ref}
        value=""
        onChange={() => undefined}
        suggestions={[]}
        onSuggestionsRequested={() => undefined}
        onSuggestionsCleared={() => undefined}
        onSuggestionSelected={() => undefined}
      />,
    );
    expect(ref.current).toBe(screen.getByRole('textbox'));
  });
});
