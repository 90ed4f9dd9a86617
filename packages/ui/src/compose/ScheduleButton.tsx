import { memo, useCallback, useId, useRef, useState, type ComponentType } from 'react';
import type { NavigateHandler } from '../common/AppLink';
import { IconButton } from '../common/Button';
import { lazyModule } from '../common/lazy-module';
import { useLazyModule } from '../common/use-lazy-module';
import { useT } from '../i18n/locale-context';
import { ClockIcon } from '../icons';
import type { SchedulePopoverProps } from './SchedulePopover';

// The date and time picker loads on first open, not with the composer.
const popover = lazyModule('schedule-popover', () => import('./SchedulePopover').then((module): ComponentType<SchedulePopoverProps> => module.SchedulePopover));

export interface ScheduleButtonProps {
  /** When the post is to go out (ISO 8601); null to post now. */
  scheduledAt: string | null;
  /** The earliest time the server accepts (5 minutes ahead, core's `earliestSchedule`). */
  earliest: Date;
  onChange: (scheduledAt: string | null) => void;
  isDisabled?: boolean;
  /** The list of scheduled posts (an in-app path), linked from the picker. */
  listPath?: string;
  onNavigate?: NavigateHandler;
}

/** The composer's schedule control: a clock that opens a date and time picker. */
export const ScheduleButton = memo(function ScheduleButton({ scheduledAt, earliest, onChange, isDisabled, listPath, onNavigate }: ScheduleButtonProps) {
  const t = useT();
  const [isOpen, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  const close = useCallback(() => setOpen(false), []);
  return (
    <span className="t-schedule-button">
      <IconButton
        icon={ClockIcon}
        label={t('compose.schedule.button')}
        active={scheduledAt !== null}
        isDisabled={isDisabled}
        onPress={() => setOpen((open) => !open)}
        buttonRef={triggerRef}
        triggerProps={{ 'aria-haspopup': 'dialog', 'aria-expanded': isOpen, 'aria-controls': isOpen ? dialogId : undefined }}
      />
      {isOpen ? <OpenPopover id={dialogId} scheduledAt={scheduledAt} earliest={earliest} triggerRef={triggerRef} onClose={close} onChange={onChange} listPath={listPath} onNavigate={onNavigate} /> : null}
    </span>
  );
});

function OpenPopover(props: SchedulePopoverProps) {
  const Popover = useLazyModule(popover);
  return Popover ? <Popover {...props} /> : null;
}
