import { memo, useCallback, useMemo, useState, type MouseEvent } from 'react';
import { type DisplayMedia, type PollRecord, type StatusWithAccount } from '@trumpet/core';
import { escapeHtml, type FilterContext } from '@trumpet/core/text';
import { AppLink, type NavigateHandler } from '../common/AppLink';
import { Avatar } from '../common/Avatar';
import { Button } from '../common/Button';
import { DisplayName } from '../common/DisplayName';
import { RelativeTime } from '../common/RelativeTime';
import { SafeHtml } from '../common/SafeHtml';
import { useRichT, useT } from '../i18n/locale-context';
import { BoostIcon, FilterIcon, PinIcon, ThreadIcon } from '../icons';
import type { PlaybackState } from '../media/VideoPlayer';
import { StatusActionBar } from './StatusActionBar';
import { StatusBody } from './StatusBody';
import { useStatusLabel } from './status-label';
import { VisibilityIcon } from './StatusHeader';
import type { ShownStatus, StatusActionHandler, StatusActionKind } from './status-menu';
import './Status.css';

export interface StatusCallbacks {
  onAction?: StatusActionHandler;
  /** Actions the app cannot perform (yet): left out of the menu, the reply button disabled. */
  unavailable?: ReadonlySet<StatusActionKind>;
  /** The viewer is staff (meta is_staff): others' statuses offer the moderation interface. */
  isStaff?: boolean;
  /** In-app navigation: '/statuses/{id}', '/accounts/{id}', '/timelines/tag/{tag}'. */
  onNavigate?: NavigateHandler;
  /** Reveal or hide the content warning (core statusesRevealed / statusesHidden); local state without it. */
  onToggleHidden?: (statusId: string, hidden: boolean) => void;
  /** Opens the media modal; an inline video expanded to it passes where it was. */
  onOpenMedia?: (statusId: string, index: number, playback?: PlaybackState) => void;
  /** A photo card's zoom button: open the card's image. */
  onOpenCardPhoto?: (statusId: string) => void;
  onVote?: (pollId: string, choices: number[]) => void;
  onRefreshPoll?: (pollId: string) => void;
}

export interface StatusProps extends StatusCallbacks {
  /** selectStatus(state, id): the status with its account and, for a boost, the boosted status. */
  status: StatusWithAccount;
  /** The signed-in account id; null when signed out (menu disabled, actions open the interaction popup). */
  me: string | null;
  displayMedia?: DisplayMedia;
  /** Play gifv attachments in place (meta auto_play_gif). */
  autoPlayGif?: boolean;
  /** The poll of the shown status (selected by its `poll` id). */
  poll?: PollRecord | null;
  /** Where the status is shown, for server-side filters (Status.filtered[].filter.context). */
  filterContext?: FilterContext;
  /** Phrases of client-side keyword filters that match (core filterMatcher over search_index); keep the array stable. */
  filterMatches?: readonly string[];
  /** Offer 'Show thread' on a reply to its own author (SPEC §2 feeds). */
  showThread?: boolean;
  /** Collapse content taller than 642 px behind 'Read more' (default true). */
  collapsible?: boolean;
  /** Shown among a profile's pinned statuses: marked 'Pinned toot'. */
  featured?: boolean;
  className?: string;
}

/** Titles of the filters that match the status in this context ('warn' filters; hidden ones never reach a feed). */
export function matchedFilters(status: ShownStatus, context: FilterContext | undefined): string[] {
  return (status.filtered ?? [])
    .filter((result) => context === undefined || result.filter.context.includes(context))
    .map((result) => result.filter.title);
}

const INTERACTIVE = 'a, button, input, label, video, audio, iframe, .t-video, .t-audio, [role="menu"], [role="button"]';

/** One status in a feed: boost header, author, time, content, media, card, poll and the action bar. */
export const Status = memo(function Status({
  status,
  me,
  displayMedia = 'default',
  autoPlayGif = false,
  poll,
  filterContext,
  filterMatches,
  showThread = false,
  collapsible = true,
  featured = false,
  className,
  onAction,
  unavailable,
  isStaff,
  onNavigate,
  onToggleHidden,
  onOpenMedia,
  onOpenCardPhoto,
  onVote,
  onRefreshPoll,
}: StatusProps) {
  const t = useT();
  const rich = useRichT();
  const shown: ShownStatus = status.reblog ?? status;
  const booster = status.reblog ? status.account : null;
  const account = shown.account;
  const filters = useMemo(() => [...(filterMatches ?? []), ...matchedFilters(shown, filterContext)], [filterMatches, shown, filterContext]);
  const [showFiltered, setShowFiltered] = useState(false);
  const label = useStatusLabel(shown, booster);
  const threadPath = `/statuses/${shown.id}`;

  const openThread = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      if (!onNavigate || event.button !== 0 || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
      if (typeof window !== 'undefined' && window.getSelection()?.toString()) return;
      onNavigate(threadPath);
    },
    [onNavigate, threadPath],
  );

  if (filters.length > 0 && !showFiltered) {
    return (
      <article className={`t-status t-status--filtered${className ? ` ${className}` : ''}`} aria-label={t('status.filtered')}>
        <FilterIcon size={16} />
        <span className="t-status__filtered-text">
          <strong>{t('status.filtered')}</strong>
          {filters.some(Boolean) ? <span className="t-status__filtered-titles">: {filters.filter(Boolean).join(', ')}</span> : null}
        </span>
        <Button size="s" variant="plain" onPress={() => setShowFiltered(true)}>
          {t('status.filtered.show')}
        </Button>
      </article>
    );
  }

  const isSelfReply = showThread && shown.in_reply_to_id !== null && account !== null && shown.in_reply_to_account_id === account.id;

  return (
    <article className={`t-status${className ? ` ${className}` : ''}`} data-id={status.id} aria-label={label}>
      {booster ? (
        <div className="t-status__prepend">
          <BoostIcon size={15} className="t-status__prepend-icon" />
          <AppLink to={`/accounts/${booster.id}`} onNavigate={onNavigate} className="t-status__prepend-link">
            {rich('status.boosted_by', { name: <SafeHtml as="span" html={booster.display_name_html || escapeHtml(booster.username)} /> })}
          </AppLink>
        </div>
      ) : featured ? (
        <div className="t-status__prepend t-status__prepend--pinned">
          <PinIcon size={15} className="t-status__prepend-icon" />
          <span>{t('status.pinned')}</span>
        </div>
      ) : null}
      <div className="t-status__row">
        {account ? (
          <AppLink to={`/accounts/${account.id}`} onNavigate={onNavigate} className="t-status__avatar" aria-label={account.acct}>
            <Avatar src={account.avatar} size={46} />
          </AppLink>
        ) : (
          <span className="t-status__avatar">
            <Avatar src={null} size={46} />
          </span>
        )}
        <div className="t-status__main" onClick={openThread}>
          <header className="t-status__header">
            {account ? (
              <AppLink to={`/accounts/${account.id}`} onNavigate={onNavigate} className="t-status__author">
                <DisplayName account={account} />
              </AppLink>
            ) : (
              <span className="t-status__author" />
            )}
            <span className="t-status__meta">
              <VisibilityIcon visibility={shown.visibility} />
              <AppLink to={threadPath} onNavigate={onNavigate} className="t-status__time">
                <RelativeTime date={shown.created_at} />
              </AppLink>
            </span>
          </header>
          <StatusBody
            shown={shown}
            me={me}
            poll={poll}
            displayMedia={displayMedia}
            autoPlayGif={autoPlayGif}
            collapsible={collapsible}
            onNavigate={onNavigate}
            onToggleHidden={onToggleHidden}
            onOpenMedia={onOpenMedia}
            onOpenCardPhoto={onOpenCardPhoto}
            onVote={onVote}
            onRefreshPoll={onRefreshPoll}
          />
          {isSelfReply ? (
            <AppLink to={threadPath} onNavigate={onNavigate} className="t-status__show-thread">
              <ThreadIcon size={15} /> {t('status.show_thread')}
            </AppLink>
          ) : null}
          <StatusActionBar status={shown} me={me} onAction={onAction} unavailable={unavailable} isStaff={isStaff} />
        </div>
      </div>
    </article>
  );
});
