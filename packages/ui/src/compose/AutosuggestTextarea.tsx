import { completionText, findSuggestionToken, type SuggestionToken } from '@trumpet/core';
import {
  forwardRef,
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type ForwardedRef,
  type KeyboardEvent,
  type SyntheticEvent,
} from 'react';
import type { Suggestion } from './compose-types';
import { isSubmitShortcut } from './submit-shortcut';
import { SuggestionList, suggestionKey, suggestionOptionId } from './SuggestionList';
import './AutosuggestTextarea.css';

export interface AutosuggestTextareaProps {
  value: string;
  onChange: (value: string) => void;
  /** What the app found for the last requested token (SPEC §9: at most 4 accounts, 4 tags, 5 emoji). */
  suggestions: readonly Suggestion[];
  /** The token at the caret changed to one that asks for suggestions (SPEC §4), e.g. '@ali'. */
  onSuggestionsRequested: (token: string) => void;
  /** The caret left every token. */
  onSuggestionsCleared: () => void;
  /**
   * A suggestion was picked: replace `token` at `position` with `completion` plus a space (see
   * core's insertCompletion) and clear the suggestions; the caret goes after the space once the text changes.
   */
  onSuggestionSelected: (position: number, token: string, completion: string, suggestion: Suggestion) => void;
  /** Ctrl or Cmd+Enter (SPEC §5). */
  onSubmit?: () => void;
  /** Pasting exactly one file (SPEC §5); the paste then inserts no text. */
  onPasteFile?: (file: File) => void;
  /** The caret moved or the text changed: where to insert an emoji. */
  onCaretChange?: (position: number) => void;
  /**
   * A new value (or one at mount) focuses the textarea and puts the caret at `caretPosition`, or at the
   * end: after reply, mention or redraft. null or undefined does nothing.
   */
  focusKey?: string | number | null;
  caretPosition?: number | null;
  placeholder?: string;
  /** The accessible name, visually hidden; defaults to the placeholder. */
  label?: string;
  disabled?: boolean;
  /** Kept focusable but not editable, e.g. while the post is being sent. */
  readOnly?: boolean;
  id?: string;
  lang?: string;
  className?: string;
}

/**
 * A growing textarea with a suggestions listbox (SPEC §4 "Autosuggest"): the focus stays in the textarea,
 * aria-activedescendant names the highlighted option; arrows move, Enter or Tab picks, Escape hides,
 * a click picks.
 */
export const AutosuggestTextarea = memo(
  forwardRef(function AutosuggestTextarea(props: AutosuggestTextareaProps, ref: ForwardedRef<HTMLTextAreaElement>) {
    const { value, suggestions, placeholder, label, disabled, readOnly, id, lang, className, focusKey } = props;
    const latest = useRef(props);
    latest.current = props;

    const textarea = useRef<HTMLTextAreaElement | null>(null);
    const token = useRef<SuggestionToken | null>(null);
    const pendingCaret = useRef<number | null>(null);
    const generatedId = useId();
    const textareaId = id ?? `${generatedId}-text`;
    const listId = `${generatedId}-suggestions`;

    const [focused, setFocused] = useState(false);
    const [dismissed, setDismissed] = useState(false);
    const [selected, setSelected] = useState(0);
    // A new list of suggestions starts at its first entry.
    const signature = suggestions.map(suggestionKey).join('\n');
    const [shownSignature, setShownSignature] = useState(signature);
    if (signature !== shownSignature) {
      setShownSignature(signature);
      setSelected(0);
    }

    const open = focused && !dismissed && suggestions.length > 0;
    const highlighted = Math.min(selected, suggestions.length - 1);

    const setRefs = useCallback(
      (node: HTMLTextAreaElement | null) => {
        textarea.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      },
      [ref],
    );

    // Grows with the text; CSS sets the smallest height.
    useLayoutEffect(() => {
      const element = textarea.current;
      if (!element) return;
      element.style.height = 'auto';
      element.style.height = `${element.scrollHeight}px`;
    }, [value]);

    // After a picked suggestion reaches the text, the caret goes after the inserted space.
    useLayoutEffect(() => {
      const caret = pendingCaret.current;
      const element = textarea.current;
      if (caret === null || !element) return;
      pendingCaret.current = null;
      element.setSelectionRange(caret, caret);
      latest.current.onCaretChange?.(caret);
    }, [value]);

    useEffect(() => {
      const element = textarea.current;
      if (focusKey === undefined || focusKey === null || !element) return;
      const wanted = latest.current.caretPosition;
      const caret = wanted === undefined || wanted === null ? element.value.length : Math.min(wanted, element.value.length);
      element.focus();
      element.setSelectionRange(caret, caret);
      latest.current.onCaretChange?.(caret);
    }, [focusKey]);

    const pick = useCallback((suggestion: Suggestion | undefined) => {
      const current = token.current;
      if (!suggestion || !current) return;
      const completion = completionText(suggestion);
      pendingCaret.current = current.start + completion.length + 1;
      token.current = null;
      setDismissed(true);
      latest.current.onSuggestionSelected(current.start, current.token, completion, suggestion);
    }, []);

    const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
      const { value: next, selectionStart } = event.target;
      pendingCaret.current = null;
      const found = findSuggestionToken(next, selectionStart);
      if (found?.token !== token.current?.token) {
        if (found) props.onSuggestionsRequested(found.token);
        else props.onSuggestionsCleared();
        setDismissed(false);
      }
      token.current = found;
      props.onChange(next);
      props.onCaretChange?.(selectionStart);
    };

    const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
      if (event.nativeEvent.isComposing) return;
      if (isSubmitShortcut(event)) {
        event.preventDefault();
        props.onSubmit?.();
        return;
      }
      if (!open) return;
      switch (event.key) {
        case 'ArrowDown':
          event.preventDefault();
          setSelected(Math.min(highlighted + 1, suggestions.length - 1));
          break;
        case 'ArrowUp':
          event.preventDefault();
          setSelected(Math.max(highlighted - 1, 0));
          break;
        case 'Tab':
          if (event.shiftKey) break;
          event.preventDefault();
          pick(suggestions[highlighted]);
          break;
        case 'Enter':
          event.preventDefault();
          pick(suggestions[highlighted]);
          break;
        case 'Escape':
          event.preventDefault();
          event.stopPropagation();
          setDismissed(true);
          break;
        default:
      }
    };

    const handlePaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
      const files = event.clipboardData?.files;
      const file = files && files.length === 1 ? files[0] : undefined;
      if (!file || !props.onPasteFile) return;
      event.preventDefault();
      props.onPasteFile(file);
    };

    const handleSelect = (event: SyntheticEvent<HTMLTextAreaElement>) => {
      props.onCaretChange?.(event.currentTarget.selectionStart);
    };

    const shownLabel = label ?? placeholder;
    return (
      <div className={className ? `t-autosuggest ${className}` : 't-autosuggest'}>
        {shownLabel ? (
          <label htmlFor={textareaId} className="t-visually-hidden">
            {shownLabel}
          </label>
        ) : null}
        <textarea
          ref={setRefs}
          id={textareaId}
          className="t-autosuggest__textarea"
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          readOnly={readOnly}
          lang={lang}
          dir="auto"
          rows={3}
          spellCheck
          aria-autocomplete="list"
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open ? suggestionOptionId(listId, highlighted) : undefined}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          onPaste={handlePaste}
          onSelect={handleSelect}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        />
        {open ? (
          <SuggestionList
            id={listId}
            suggestions={suggestions}
            selectedIndex={highlighted}
            onHover={setSelected}
            onPick={(index) => pick(suggestions[index])}
          />
        ) : null}
      </div>
    );
  }),
);
