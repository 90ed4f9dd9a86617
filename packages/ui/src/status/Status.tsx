import { memo, useCallback, useMemo, useState, type MouseEvent } from 'react';
import { type DisplayMedia, type PollRecord, type StatusFilterVerdict, type StatusWithAccount } from '@trumpet/core';
import { escapeHtml } from '@trumpet/core/text';
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
import { QuotedStatus } from './QuotedStatus';
import { useStatusLabel } from './status-label';
import { EditedMarker } from './EditedMarker';
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
  /** What the viewer's filters make of it where it is shown (core selectStatusFilter); a hidden one is not rendered at all. */
  filter?: StatusFilterVerdict;
  /** What the reader's filters say of the quoted status, when there is one. */
  quoteFilter?: StatusFilterVerdict;
  /** Offer 'Show thread' on a reply to its own author (SPEC §2 feeds). */
  showThread?: boolean;
  /** Collapse content taller than 642 px behind 'Read more' (default true). */
  collapsible?: boolean;
  /** Shown among a profile's pinned statuses: marked 'Pinned toot'. */
  featured?: boolean;
  className?: string;
}

const INTERACTIVE = 'a, button, input, label, video, audio, iframe, .t-video, .t-audio, [role="menu"], [role="button"]';

/** One status in a feed: boost header, author, time, content, media, card, poll and the action bar. */
export const Status = memo(function Status({
  status,
  me,
  displayMedia = 'default',
  autoPlayGif = false,
  poll,
  filter,
  quoteFilter,
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
  const warnings = filter?.action === 'warn' ? filter.titles : null;
  const blurMedia = filter?.action === 'blur' || (filter?.action === 'warn' && filter.blurMedia);
  // A blur filter puts the media behind the sensitive overlay, whatever the media setting.
  const bodyStatus = useMemo(() => (blurMedia ? { ...shown, sensitive: true } : shown), [blurMedia, shown]);
  const bodyDisplayMedia = blurMedia && displayMedia === 'show_all' ? 'default' : displayMedia;
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

  if (warnings && !showFiltered) {
    const warning = warnings.length > 0 ? t('status.filtered_by', { titles: warnings.join(', ') }) : t('status.filtered');
    return (
      <article className={`t-status t-status--filtered${className ? ` ${className}` : ''}`} data-id={status.id} aria-label={warning}>
        <FilterIcon size={16} />
        <span className="t-status__filtered-text">{warning}</span>
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
              <EditedMarker editedAt={shown.edited_at} />
              <AppLink to={threadPath} onNavigate={onNavigate} className="t-status__time">
                <RelativeTime date={shown.created_at} />
              </AppLink>
            </span>
          </header>
          <StatusBody
            shown={bodyStatus}
            me={me}
            poll={poll}
            displayMedia={bodyDisplayMedia}
            autoPlayGif={autoPlayGif}
            collapsible={collapsible}
            onNavigate={onNavigate}
            onToggleHidden={onToggleHidden}
            onOpenMedia={onOpenMedia}
            onOpenCardPhoto={onOpenCardPhoto}
            onVote={onVote}
            onRefreshPoll={onRefreshPoll}
          />
          {shown.quote ? (
            <QuotedStatus
              quote={shown.quote}
              quoted={status.quoted}
              filter={quoteFilter}
              me={me}
              displayMedia={displayMedia}
              autoPlayGif={autoPlayGif}
              onNavigate={onNavigate}
              onToggleHidden={onToggleHidden}
              onOpenMedia={onOpenMedia}
            />
          ) : null}
          {isSelfReply ? (
            <AppLink to={threadPath} onNavigate={onNavigate} className="t-status__show-thread">
              <ThreadIcon size={15} /> {t('status.show_thread')}
            </AppLink>
          ) : null}
          <StatusActionBar status={shown} me={me} onAction={onAction} unavailable={unavailable} isStaff={isStaff} quotedAuthorId={status.quoted?.account?.id ?? null} />
        </div>
      </div>
    </article>
  );
});
