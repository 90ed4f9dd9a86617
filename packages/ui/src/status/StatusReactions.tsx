import type { StatusRecord } from '@trumpet/core';
import { formatCount } from '@trumpet/core/text';
import { useLocale, useT } from '../i18n/locale-context';
import { ReactionEmoji } from './ReactionEmoji';
import './Reactions.css';

/** One emoji reaction (Status.reactions, Announcement.reactions). */
type Reaction = StatusRecord['reactions'][number];

/** Emoji reactions from Pleroma, Akkoma and the Misskey family (Status.reactions), read-only: each emoji, its count, the viewer's marked. */
export function StatusReactions({ reactions }: { reactions: readonly Reaction[] }) {
  const t = useT();
  const locale = useLocale();
  if (reactions.length === 0) return null;
  return (
    <ul className="t-reactions t-reactions--status" aria-label={t('status.reactions')}>
      {reactions.map((reaction) => (
        <li key={reaction.name} className={reaction.me ? 't-reaction is-mine' : 't-reaction'}>
          <ReactionEmoji reaction={reaction} />
          <span className="t-reaction__count">{formatCount(reaction.count, locale)}</span>
        </li>
      ))}
    </ul>
  );
}
