import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Overlay, useOverlay, useOverlayPosition } from 'react-aria';
import { AppLink, type NavigateHandler } from '../common/AppLink';
import { Button } from '../common/Button';
import { useT } from '../i18n/locale-context';
import { fromLocalInput, toLocalInput } from './schedule-time';
import './SchedulePopover.css';

export interface SchedulePopoverProps {
  id: string;
  scheduledAt: string | null;
  earliest: Date;
  triggerRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  onChange: (scheduledAt: string | null) => void;
  listPath?: string;
  onNavigate?: NavigateHandler;
}

/**
 * The date and time picker (the browser's own, in the reader's language and zone): at least the
 * earliest time the server accepts; "Post now" takes the schedule off.
 */
export function SchedulePopover({ id, scheduledAt, earliest, triggerRef, onClose, onChange, listPath, onNavigate }: SchedulePopoverProps) {
  const t = useT();
  const ref = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [value, setValue] = useState(() => toLocalInput(scheduledAt ?? earliest));
  const { overlayProps } = useOverlay(
    { isOpen: true, onClose, isDismissable: true, shouldCloseOnInteractOutside: (element) => !triggerRef.current?.contains(element) },
    ref,
  );
  const { overlayProps: positionProps } = useOverlayPosition({ targetRef: triggerRef, overlayRef: ref, placement: 'bottom start', offset: 4, isOpen: true, shouldUpdatePosition: true });
  useEffect(() => inputRef.current?.focus({ preventScroll: true }), []);

  const picked = fromLocalInput(value);
  const tooSoon = picked !== null && Date.parse(picked) < earliest.getTime() - 60_000;
  const done = (next: string | null) => {
    onClose();
    triggerRef.current?.focus();
    onChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (picked !== null && !tooSoon) done(picked);
  };

  return (
    <Overlay>
        <form {...overlayProps} {...positionProps} ref={ref} id={id} role="dialog" aria-label={t('compose.schedule.title')} className="t-schedule-popover" onSubmit={submit}>
          <label className="t-schedule-popover__label">
            <span>{t('compose.schedule.title')}</span>
            <input
              ref={inputRef}
              type="datetime-local"
              className="t-schedule-popover__input"
              value={value}
              min={toLocalInput(earliest)}
              step={60}
              required
              aria-describedby={hintId}
              aria-invalid={tooSoon || undefined}
              onChange={(event) => setValue(event.currentTarget.value)}
            />
          </label>
          <p id={hintId} className={tooSoon ? 't-schedule-popover__hint is-error' : 't-schedule-popover__hint'}>
            {t('compose.schedule.hint')}
          </p>
          <div className="t-schedule-popover__actions">
            {listPath ? (
              <AppLink to={listPath} onNavigate={onNavigate} className="t-schedule-popover__list">
                {t('compose.schedule.list_link')}
              </AppLink>
            ) : null}
            {scheduledAt !== null ? (
              <Button variant="plain" size="s" onPress={() => done(null)}>
                {t('compose.schedule.clear')}
              </Button>
            ) : null}
            <Button variant="primary" size="s" type="submit" isDisabled={picked === null || tooSoon}>
              {t('compose.schedule.set')}
            </Button>
          </div>
        </form>
    </Overlay>
  );
}
