import { memo, useEffect, useId, useRef } from 'react';
import { Button, IconButton } from '../common/Button';
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

const TO_MULTIPLE = 'Change poll to allow multiple choices';
const TO_SINGLE = 'Change poll to allow for a single choice';

/** A duration the list does not offer (a redrafted poll from another server), e.g. '2 days'. */
function durationLabel(seconds: number): string {
  const [size, unit] = seconds % 86_400 === 0 ? [86_400, 'day'] : seconds % 3600 === 0 ? [3600, 'hour'] : [60, 'minute'];
  const count = Math.max(1, Math.round(seconds / size));
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * The poll draft (SPEC §5): 2 to 4 choices of at most 25 characters, the first two not removable and
 * 'Add a choice' gone at 4; a duration; the round or square marks switch between one and several choices.
 */
export const PollForm = memo(function PollForm({ poll, onEdit, isDisabled }: PollFormProps) {
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

  return (
    <fieldset className="t-poll-form" disabled={isDisabled}>
      <legend className="t-visually-hidden">Poll</legend>
      <ol ref={listRef} className="t-poll-form__options">
        {options.map((title, index) => {
          const inputId = `${baseId}-choice-${index}`;
          const placeholder = `Choice ${index + 1}`;
          return (
            <li key={index} className="t-poll-form__option">
              <button
                type="button"
                className={`t-poll-form__kind t-poll-form__kind--${multiple ? 'multiple' : 'single'}`}
                aria-label={multiple ? TO_SINGLE : TO_MULTIPLE}
                title={multiple ? TO_SINGLE : TO_MULTIPLE}
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
                label={`Remove choice ${index + 1}`}
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
            Add a choice
          </Button>
        ) : null}
        <label htmlFor={`${baseId}-duration`} className="t-visually-hidden">
          Poll duration
        </label>
        <select
          id={`${baseId}-duration`}
          className="t-poll-form__duration"
          value={expiresIn}
          onChange={(event) => onEdit({ kind: 'expiry', expiresIn: Number(event.target.value) })}
        >
          {offered ? null : <option value={expiresIn}>{durationLabel(expiresIn)}</option>}
          {POLL_DURATIONS.map((seconds) => (
            <option key={seconds} value={seconds}>
              {durationLabel(seconds)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
});
