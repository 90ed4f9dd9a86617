import { memo, useId, useState } from 'react';
import { pollTotalsHidden, type PollRecord } from '@trumpet/core';
import { escapeHtml, formatCount } from '@trumpet/core/text';
import type { MessageId } from '../i18n/catalogue';
import { useLocale, useT, type Translate } from '../i18n/locale-context';
import { CheckIcon } from '../icons';
import { Button } from '../common/Button';
import { SafeHtml } from '../common/SafeHtml';
import './Poll.css';

export interface PollProps {
  poll: PollRecord;
  /** Whether the signed-in user wrote the status (they see results without voting). */
  isOwn?: boolean;
  /** Signed out: results only, no voting. */
  isAnonymous?: boolean;
  onVote?: (choices: number[]) => void;
  onRefresh?: () => void;
  /** The current time, for the closing time (tests). */
  now?: () => number;
}

const LEFT: [number, MessageId][] = [
  [86_400_000, 'poll.left.days'],
  [3_600_000, 'poll.left.hours'],
  [60_000, 'poll.left.minutes'],
  [1_000, 'poll.left.seconds'],
];

/** '3 days left', '1 hour left', '5 minutes left', '30 seconds left'; 'Closed' once past. */
export function timeRemaining(expiresAt: string | null, expired: boolean, now: number, t: Translate): string | null {
  if (expired) return t('poll.closed');
  if (!expiresAt) return null;
  const left = new Date(expiresAt).getTime() - now;
  if (Number.isNaN(left)) return null;
  if (left <= 0) return t('poll.closed');
  const [size, id] = LEFT.find(([size]) => left >= size) ?? [1_000, 'poll.left.seconds'];
  return t(id, { count: Math.max(1, Math.floor(left / size)) });
}

/** SPEC §2 "Poll view: option list, vote button, refresh link, total votes and a closing time or 'Closed'." */
export const Poll = memo(function Poll({ poll, isOwn = false, isAnonymous = false, onVote, onRefresh, now = Date.now }: PollProps) {
  const [selected, setSelected] = useState<number[]>([]);
  const name = useId();
  const expired = poll.expired || (poll.expires_at !== null && new Date(poll.expires_at).getTime() <= now());
  const showResults = poll.voted || expired || isOwn || isAnonymous;
  // hide_totals: no counts until the poll ends, so no percentages either (not a row of 0 %).
  const totalsHidden = pollTotalsHidden(poll);
  // Multiple-choice polls count people, so percentages may add up to more than 100.
  const total = poll.multiple && poll.voters_count !== null ? poll.voters_count : poll.votes_count;
  const leading = Math.max(0, ...poll.options.map((option) => option.votes_count ?? 0));
  const t = useT();
  const locale = useLocale();
  const remaining = timeRemaining(poll.expires_at, expired, now(), t);

  const toggle = (index: number) => {
    setSelected((current) =>
      poll.multiple ? (current.includes(index) ? current.filter((choice) => choice !== index) : [...current, index]) : [index],
    );
  };

  return (
    <div className="t-poll">
      <ul className="t-poll__options">
        {poll.options.map((option, index) => {
          const votes = option.votes_count ?? 0;
          const percent = total === 0 ? 0 : Math.min(100, Math.round((votes / total) * 100));
          const own = poll.own_votes.includes(index);
          if (showResults && totalsHidden) {
            return (
              <li key={index} className="t-poll__result is-hidden">
                <SafeHtml as="span" className="t-poll__title" html={option.title_emojified || escapeHtml(option.title)} dir="auto" />
                {own ? <CheckIcon size={16} className="t-poll__own" title={t('poll.your_choice')} /> : null}
              </li>
            );
          }
          if (showResults) {
            return (
              <li key={index} className={`t-poll__result${votes === leading && votes > 0 ? ' is-leading' : ''}`}>
                <span className="t-poll__bar" style={{ width: `${percent}%` }} />
                <span className="t-poll__percent">{percent}%</span>
                <SafeHtml as="span" className="t-poll__title" html={option.title_emojified || escapeHtml(option.title)} dir="auto" />
                {own ? <CheckIcon size={16} className="t-poll__own" title={t('poll.your_choice')} /> : null}
              </li>
            );
          }
          return (
            <li key={index}>
              <label className={`t-poll__choice${selected.includes(index) ? ' is-selected' : ''}`}>
                <input
                  type={poll.multiple ? 'checkbox' : 'radio'}
                  name={name}
                  value={index}
                  checked={selected.includes(index)}
                  onChange={() => toggle(index)}
                />
                <span className={`t-poll__check t-poll__check--${poll.multiple ? 'checkbox' : 'radio'}`} aria-hidden="true" />
                <SafeHtml as="span" className="t-poll__title" html={option.title_emojified || escapeHtml(option.title)} dir="auto" />
              </label>
            </li>
          );
        })}
      </ul>
      {showResults && totalsHidden ? <p className="t-poll__hidden">{t('poll.totals_hidden')}</p> : null}
      <div className="t-poll__footer">
        {!showResults ? (
          <Button size="s" variant="primary" isDisabled={selected.length === 0} onPress={() => onVote?.([...selected].sort((a, b) => a - b))}>
            {t('poll.vote')}
          </Button>
        ) : null}
        <span className="t-poll__meta">
          {poll.multiple && poll.voters_count !== null
            ? t('poll.people', { count: poll.voters_count, n: formatCount(poll.voters_count, locale) })
            : t('poll.votes', { count: poll.votes_count, n: formatCount(poll.votes_count, locale) })}
          {remaining ? <> · {remaining}</> : null}
          {!expired && onRefresh ? (
            <>
              {' · '}
              <button type="button" className="t-poll__refresh" onClick={onRefresh}>
                {t('poll.refresh')}
              </button>
            </>
          ) : null}
        </span>
      </div>
    </div>
  );
});
