import { useRef, type KeyboardEvent } from 'react';
import { AtIcon, BoostIcon, CheckIcon, FavouriteIcon, UserPlusIcon, type IconComponent } from '../icons';
import './NotificationFilterBar.css';

export type NotificationFilter = 'all' | 'mention' | 'favourite' | 'reblog' | 'poll' | 'follow';

const FILTERS: readonly { id: NotificationFilter; label: string; icon?: IconComponent }[] = [
  { id: 'all', label: 'All' },
  { id: 'mention', label: 'Mentions', icon: AtIcon },
  { id: 'favourite', label: 'Favourites', icon: FavouriteIcon },
  { id: 'reblog', label: 'Boosts', icon: BoostIcon },
  { id: 'poll', label: 'Polls', icon: CheckIcon },
  { id: 'follow', label: 'Follows', icon: UserPlusIcon },
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
  const listRef = useRef<HTMLDivElement>(null);
  const shown = advanced ? FILTERS : FILTERS.filter((filter) => filter.id === 'all' || filter.id === 'mention');

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const index = shown.findIndex((filter) => filter.id === active);
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
        next = (index + 1) % shown.length;
        break;
      case 'ArrowLeft':
        next = (index - 1 + shown.length) % shown.length;
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
      <div ref={listRef} className="t-filter-bar" role="tablist" aria-label="Filter notifications" onKeyDown={onKeyDown}>
        {shown.map(({ id, label, icon: Icon }) => {
          const selected = id === active;
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
