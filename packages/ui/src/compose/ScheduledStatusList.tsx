import { formatFullDate } from '@trumpet/core/text';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../common/Button';
import { localZone } from '../common/RelativeTime';
import { useLocale, useT } from '../i18n/locale-context';
import { ClockIcon, EditIcon, ImageIcon, TrashIcon } from '../icons';
import { fromLocalInput, toLocalInput } from './schedule-time';
import './ScheduledStatusList.css';

/** A scheduled post as the list shows it (plain text: a scheduled post's params are not HTML). */
export interface ScheduledPostView {
  id: string;
  text: string;
  spoilerText: string;
  mediaCount: number;
  hasPoll: boolean;
  scheduledAt: string;
  /** Being cancelled or moved. */
  pending: boolean;
}

export interface ScheduledStatusListProps {
  items: readonly ScheduledPostView[];
  /** The earliest time a post may be moved to (core's `earliestSchedule`). */
  earliest: Date;
  onEdit: (id: string) => void;
  onReschedule: (id: string, scheduledAt: string) => void;
  onCancel: (id: string) => void;
}

/** The user's scheduled posts, soonest first: when, what, and edit, reschedule or cancel. */
export function ScheduledStatusList({ items, earliest, onEdit, onReschedule, onCancel }: ScheduledStatusListProps) {
  const t = useT();
  if (items.length === 0) return <p className="t-scheduled-list__empty">{t('scheduled.empty')}</p>;
  return (
    <ul className="t-scheduled-list">
      {items.map((item) => (
        <ScheduledItem key={item.id} item={item} earliest={earliest} onEdit={onEdit} onReschedule={onReschedule} onCancel={onCancel} />
      ))}
    </ul>
  );
}

function ScheduledItem({ item, earliest, onEdit, onReschedule, onCancel }: { item: ScheduledPostView } & Omit<ScheduledStatusListProps, 'items'>) {
  const t = useT();
  const locale = useLocale();
  const [moving, setMoving] = useState<string | null>(null);
  const inputId = useId();
  const when = formatFullDate(item.scheduledAt, { locale, timeZone: localZone() });
  const picked = moving === null ? null : fromLocalInput(moving);
  const tooSoon = picked !== null && Date.parse(picked) < earliest.getTime() - 60_000;
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (picked === null || tooSoon) return;
    setMoving(null);
    onReschedule(item.id, picked);
  };
  return (
    <li className="t-scheduled-list__item" aria-label={t('scheduled.item_label', { date: when })} aria-busy={item.pending || undefined}>
      <p className="t-scheduled-list__when">
        <ClockIcon size={14} />
        <time dateTime={item.scheduledAt}>{when}</time>
      </p>
      {item.spoilerText ? <p className="t-scheduled-list__cw">{item.spoilerText}</p> : null}
      <p className="t-scheduled-list__text">{item.text}</p>
      {item.mediaCount > 0 || item.hasPoll ? (
        <p className="t-scheduled-list__meta">
          {item.mediaCount > 0 ? (
            <span>
              <ImageIcon size={14} /> {t('scheduled.media_count', { count: item.mediaCount, n: item.mediaCount })}
            </span>
          ) : null}
          {item.hasPoll ? <span>{t('scheduled.poll')}</span> : null}
        </p>
      ) : null}
      {moving !== null ? (
        <form className="t-scheduled-list__move" onSubmit={save}>
          <label htmlFor={inputId}>{t('scheduled.new_time')}</label>
          <input
            id={inputId}
            type="datetime-local"
            className="t-scheduled-list__input"
            value={moving}
            min={toLocalInput(earliest)}
            step={60}
            required
            aria-invalid={tooSoon || undefined}
            onChange={(event) => setMoving(event.currentTarget.value)}
          />
          <div className="t-scheduled-list__move-actions">
            <Button size="s" variant="plain" onPress={() => setMoving(null)}>
              {t('common.cancel')}
            </Button>
            <Button size="s" variant="primary" type="submit" isDisabled={picked === null || tooSoon}>
              {t('scheduled.save_time')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="t-scheduled-list__actions">
          <Button size="s" variant="secondary" isDisabled={item.pending} onPress={() => onEdit(item.id)}>
            <EditIcon size={14} /> {t('scheduled.edit')}
          </Button>
          <Button size="s" variant="secondary" isDisabled={item.pending} onPress={() => setMoving(toLocalInput(item.scheduledAt))}>
            <ClockIcon size={14} /> {t('scheduled.reschedule')}
          </Button>
          <Button size="s" variant="plain" className="t-scheduled-list__cancel" isDisabled={item.pending} onPress={() => onCancel(item.id)}>
            <TrashIcon size={14} /> {t('scheduled.cancel')}
          </Button>
        </div>
      )}
    </li>
  );
}
