import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../i18n/locale-context';
import './AccountNote.css';

export interface AccountNoteProps {
  /** The account's handle, for the field's name. */
  acct: string;
  /** The saved note ('' for none). */
  note: string;
  /** Called with the new text when it differs from the saved note. */
  onSave: (note: string) => void;
}

/**
 * The user's private note on an account (Relationship.note), only ever shown to them: click to
 * edit; leaving the field or Enter saves, Shift+Enter adds a line, Escape puts the saved note back.
 */
export function AccountNote({ acct, note, onSave }: AccountNoteProps) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const editing = draft !== null;

  const finish = (save: boolean) => {
    if (draft === null) return;
    setDraft(null);
    if (save && draft.trim() !== note.trim()) onSave(draft.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDraft(null);
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      finish(true);
    }
  };

  return (
    <div className="t-account-note">
      <div className="t-account-note__head">
        {/* A label for the field only: the button is named by what it shows (WCAG 2.5.3). */}
        <label className="t-account-note__label" htmlFor={editing ? id : undefined} id={`${id}-label`}>
          {t('account.note.label')}
        </label>
        <span className="t-account-note__private">{t('account.note.private')}</span>
      </div>
      {editing ? (
        <textarea
          ref={field}
          id={id}
          className="t-account-note__field"
          aria-label={t('account.note.field', { acct })}
          value={draft}
          rows={Math.min(6, Math.max(2, draft.split('\n').length))}
          autoFocus
          onFocus={(event) => event.currentTarget.setSelectionRange(event.currentTarget.value.length, event.currentTarget.value.length)}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => finish(true)}
          onKeyDown={onKeyDown}
        />
      ) : (
        <button
          type="button"
          id={id}
          className={note ? 't-account-note__text' : 't-account-note__text is-empty'}
          aria-describedby={`${id}-label`}
          onClick={() => setDraft(note)}
        >
          {/* The name says whose note it is and still contains what shows (WCAG 2.5.3, label in name). */}
          <span className="t-visually-hidden">{t('account.note.field', { acct })}: </span>
          {note || t('account.note.placeholder')}
        </button>
      )}
    </div>
  );
}
