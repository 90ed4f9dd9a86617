import { useRef, type KeyboardEvent } from 'react';
import type { MessageId } from '../i18n/catalogue';
import { useT } from '../i18n/locale-context';
import { AtIcon, BoostIcon, CheckIcon, FavouriteIcon, UserPlusIcon, type IconComponent } from '../icons';
import './NotificationFilterBar.css';

export type NotificationFilter = 'all' | 'mention' | 'favourite' | 'reblog' | 'poll' | 'follow';

const FILTERS: readonly { id: NotificationFilter; label: MessageId; icon?: IconComponent }[] = [
  { id: 'all', label: 'notifications.filter.all' },
  { id: 'mention', label: 'notifications.filter.mentions', icon: AtIcon },
  { id: 'favourite', label: 'notifications.filter.favourites', icon: FavouriteIcon },
  { id: 'reblog', label: 'notifications.filter.boosts', icon: BoostIcon },
  { id: 'poll', label: 'notifications.filter.polls', icon: CheckIcon },
  { id: 'follow', label: 'notifications.filter.follows', icon: UserPlusIcon },
];

export interface NotificationFilterBarProps {
  active: NotificationFilter;
  onChange: (filter: NotificationFilter) => void;
  /** settings.notifications.quickFilter.advanced: every type; otherwise All and Mentions, as Mastodon. */
  advanced?: boolean;
  /** The id of the list the tabs filter, for aria-controls. */
  controls?: string;
}

/** The notifications quick filter (SPEC §3 quickFilter) as tabs; arrows, Home and End move between them. */
export function NotificationFilterBar({ active, onChange, advanced = true, controls }: NotificationFilterBarProps) {
  const t = useT();
  const listRef = useRef<HTMLDivElement>(null);
  const shown = advanced ? FILTERS : FILTERS.filter((filter) => filter.id === 'all' || filter.id === 'mention');

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const index = shown.findIndex((filter) => filter.id === active);
    // Right to left, the next tab is on the left.
    const forward = listRef.current?.closest('[dir]')?.getAttribute('dir') === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowLeft':
        next = event.key === forward ? (index + 1) % shown.length : (index - 1 + shown.length) % shown.length;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = shown.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    const filter = shown[next];
    if (filter === undefined) return;
    onChange(filter.id);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div className="t-filter-wrap">
      <div ref={listRef} className="t-filter-bar" role="tablist" aria-label={t('notifications.filter.label')} onKeyDown={onKeyDown}>
        {shown.map(({ id, label: labelId, icon: Icon }) => {
          const selected = id === active;
          const label = t(labelId);
          return (
            <button
              key={id}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={controls}
              tabIndex={selected ? 0 : -1}
              aria-label={label}
              title={label}
              className={selected ? 't-filter-bar__tab is-selected' : 't-filter-bar__tab'}
              onClick={() => onChange(id)}
            >
              {Icon ? <Icon size={16} /> : null}
              <span className={Icon ? 't-filter-bar__label' : undefined}>{label}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
