import { memo, useEffect, useId, useRef } from 'react';
import { Button, IconButton } from '../common/Button';
import { useT, type Translate } from '../i18n/locale-context';
import { CloseIcon, PlusIcon } from '../icons';
import { POLL_DURATIONS, POLL_MAX_OPTIONS, POLL_MIN_OPTIONS, POLL_OPTION_MAX } from '@trumpet/core';
import type { ComposePoll } from './compose-types';
import './PollForm.css';

/** One edit of the poll draft, as the person made it (core's compose poll events take the same). */
export type PollEdit =
  | { kind: 'option'; index: number; title: string }
  | { kind: 'add' }
  | { kind: 'remove'; index: number }
  | { kind: 'expiry'; expiresIn: number }
  | { kind: 'multiple' };

export interface PollFormProps {
  poll: ComposePoll;
  onEdit: (edit: PollEdit) => void;
  isDisabled?: boolean;
}

/** A duration as the list shows it, or one it does not offer (a redrafted poll from another server), e.g. '2 days'. */
function durationLabel(seconds: number, t: Translate): string {
  const [size, id] =
    seconds % 86_400 === 0
      ? ([86_400, 'compose.poll.duration.days'] as const)
      : seconds % 3600 === 0
        ? ([3600, 'compose.poll.duration.hours'] as const)
        : ([60, 'compose.poll.duration.minutes'] as const);
  return t(id, { count: Math.max(1, Math.round(seconds / size)) });
}

/**
 * The poll draft (SPEC §5): 2 to 4 choices of at most 25 characters, the first two not removable and
 * 'Add a choice' gone at 4; a duration; the round or square marks switch between one and several choices.
 */
export const PollForm = memo(function PollForm({ poll, onEdit, isDisabled }: PollFormProps) {
  const t = useT();
  const baseId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const focusLast = useRef(false);
  const { options, expiresIn, multiple } = poll;

  useEffect(() => {
    if (!focusLast.current) return;
    focusLast.current = false;
    const inputs = listRef.current?.querySelectorAll('input');
    inputs?.item(inputs.length - 1)?.focus();
  }, [options.length]);

  const setOption = (index: number, title: string) => onEdit({ kind: 'option', index, title });
  const removeOption = (index: number) => onEdit({ kind: 'remove', index });
  const addOption = () => {
    focusLast.current = true;
    onEdit({ kind: 'add' });
  };
  const toggleMultiple = () => onEdit({ kind: 'multiple' });
  const offered = POLL_DURATIONS.includes(expiresIn);
  const kindLabel = multiple ? t('compose.poll.to_single') : t('compose.poll.to_multiple');

  return (
    <fieldset className="t-poll-form" disabled={isDisabled}>
      <legend className="t-visually-hidden">{t('compose.poll.legend')}</legend>
      <ol ref={listRef} className="t-poll-form__options">
        {options.map((title, index) => {
          const inputId = `${baseId}-choice-${index}`;
          const placeholder = t('compose.poll.choice', { number: index + 1 });
          return (
            <li key={index} className="t-poll-form__option">
              <button
                type="button"
                className={`t-poll-form__kind t-poll-form__kind--${multiple ? 'multiple' : 'single'}`}
                aria-label={kindLabel}
                title={kindLabel}
                onClick={toggleMultiple}
              />
              <label htmlFor={inputId} className="t-visually-hidden">
                {placeholder}
              </label>
              <input
                id={inputId}
                className="t-poll-form__input"
                type="text"
                value={title}
                maxLength={POLL_OPTION_MAX}
                placeholder={placeholder}
                autoComplete="off"
                dir="auto"
                onChange={(event) => setOption(index, event.target.value)}
              />
              <IconButton
                icon={CloseIcon}
                iconSize={16}
                label={t('compose.poll.remove_choice', { number: index + 1 })}
                className="t-poll-form__remove"
                isDisabled={isDisabled || index < POLL_MIN_OPTIONS}
                onPress={() => removeOption(index)}
              />
            </li>
          );
        })}
      </ol>
      <div className="t-poll-form__footer">
        {options.length < POLL_MAX_OPTIONS ? (
          <Button variant="plain" size="s" className="t-poll-form__add" onPress={addOption} isDisabled={isDisabled}>
            <PlusIcon size={16} />
            {t('compose.poll.add_choice')}
          </Button>
        ) : null}
        <label htmlFor={`${baseId}-duration`} className="t-visually-hidden">
          {t('compose.poll.duration')}
        </label>
        <select
          id={`${baseId}-duration`}
          className="t-poll-form__duration"
          value={expiresIn}
          onChange={(event) => onEdit({ kind: 'expiry', expiresIn: Number(event.target.value) })}
        >
          {offered ? null : <option value={expiresIn}>{durationLabel(expiresIn, t)}</option>}
          {POLL_DURATIONS.map((seconds) => (
            <option key={seconds} value={seconds}>
              {durationLabel(seconds, t)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
});
