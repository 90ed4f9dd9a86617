import type { AnnouncementRecord } from '@trumpet/core';
import { formatCount, formatDateRange } from '@trumpet/core/text';
import { useEffect, useState, type ReactNode } from 'react';
import { Button, IconButton } from '../common/Button';
import { RelativeTime } from '../common/RelativeTime';
import { SafeHtml } from '../common/SafeHtml';
import { useLocale, useT } from '../i18n/locale-context';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { ReactionEmoji } from '../status/ReactionEmoji';
import '../status/Reactions.css';
import './AnnouncementsPanel.css';

export interface AnnouncementsPanelProps {
  announcements: readonly AnnouncementRecord[];
  /** Marks it read (POST dismiss). */
  onDismiss: (id: string) => void;
  /** A reaction button pressed: `add` false takes the user's own back. */
  onReact: (id: string, name: string, add: boolean) => void;
  /** The add-reaction button (an emoji picker) for the announcement shown. */
  addReaction?: (id: string) => ReactNode;
}

/**
 * The server's announcements atop home, one at a time as Mastodon's web UI shows them: the content,
 * when the event it announces runs, when it was published (and edited), its reactions, and previous / next with 'n / m'.
 */
export function AnnouncementsPanel({ announcements, onDismiss, onReact, addReaction }: AnnouncementsPanelProps) {
  const t = useT();
  const locale = useLocale();
  const [index, setIndex] = useState(() => Math.max(0, announcements.findIndex((announcement) => !announcement.read)));
  const count = announcements.length;
  const at = Math.min(index, count - 1);
  useEffect(() => {
    if (index > count - 1 && count > 0) setIndex(count - 1);
  }, [index, count]);
  const current = announcements[at];
  if (!current) return null;
  const edited = current.updated_at !== current.published_at;
  // When the event it announces runs, if it says (Mastodon's 'starts_at – ends_at').
  const range = current.starts_at && current.ends_at ? formatDateRange(current.starts_at, current.ends_at, { locale, now: new Date(), allDay: current.all_day }) : '';
  return (
    <section className="t-announcements" aria-label={t('announcements.label')}>
      <div className="t-announcements__item" data-id={current.id}>
        <SafeHtml className="t-announcements__content" html={current.contentHtml} dir="auto" />
        <div className="t-announcements__meta">
          {range ? (
            <>
              <strong className="t-announcements__range">{range}</strong>
              <span aria-hidden="true">·</span>
            </>
          ) : null}
          <RelativeTime date={current.published_at} />
          {edited ? (
            <>
              <span aria-hidden="true">·</span>
              <span>{t('announcements.edited')}</span>
              <RelativeTime date={current.updated_at} />
            </>
          ) : null}
        </div>
        <ul className="t-reactions" aria-label={t('status.reactions')}>
          {current.reactions.map((reaction) => (
            <li key={reaction.name}>
              <button type="button" className="t-reaction" aria-pressed={reaction.me} onClick={() => onReact(current.id, reaction.name, !reaction.me)}>
                <ReactionEmoji reaction={reaction} />
                <span className="t-reaction__count">{formatCount(reaction.count, locale)}</span>
              </button>
            </li>
          ))}
          {addReaction ? <li className="t-announcements__add">{addReaction(current.id)}</li> : null}
        </ul>
      </div>
      <div className="t-announcements__footer">
        {count > 1 ? (
          <div className="t-announcements__pager">
            <IconButton icon={ChevronLeftIcon} label={t('announcements.previous')} onPress={() => setIndex((at - 1 + count) % count)} />
            <span className="t-announcements__position">{`${formatCount(at + 1, locale)} / ${formatCount(count, locale)}`}</span>
            <IconButton icon={ChevronRightIcon} label={t('announcements.next')} onPress={() => setIndex((at + 1) % count)} />
          </div>
        ) : null}
        {current.read ? null : (
          <Button size="s" variant="plain" className="t-announcements__dismiss" onPress={() => onDismiss(current.id)}>
            {t('announcements.dismiss')}
          </Button>
        )}
      </div>
    </section>
  );
}
