import { memo } from 'react';
import { formatCount, type DisplayMedia, type PollRecord, type StatusWithAccount } from '@trumpet/core';
import { AppLink } from '../common/AppLink';
import { Avatar } from '../common/Avatar';
import { DisplayName } from '../common/DisplayName';
import { formatFullDate } from '../common/RelativeTime';
import { Card } from './Card';
import { MediaGallery, MEDIA_HEIGHT_DETAIL } from './MediaGallery';
import { Poll } from './Poll';
import type { StatusCallbacks } from './Status';
import { StatusActionBar } from './StatusActionBar';
import { StatusContent } from './StatusContent';
import { VisibilityIcon } from './StatusHeader';
import type { ShownStatus } from './status-menu';
import { useStatusHandlers } from './use-status-handlers';
import './Status.css';

export interface StatusDetailProps extends StatusCallbacks {
  status: StatusWithAccount;
  me: string | null;
  displayMedia?: DisplayMedia;
  /** Play gifv attachments in place (meta auto_play_gif). */
  autoPlayGif?: boolean;
  poll?: PollRecord | null;
  className?: string;
}

/** The focused status of a thread: larger text, media 300 high, full date, application, boost and favourite counts. */
export const StatusDetail = memo(function StatusDetail({
  status,
  me,
  displayMedia = 'default',
  autoPlayGif = false,
  poll,
  className,
  onAction,
  unavailable,
  onNavigate,
  onToggleHidden,
  onOpenMedia,
  onOpenCardPhoto,
  onVote,
  onRefreshPoll,
}: StatusDetailProps) {
  const shown: ShownStatus = status.reblog ?? status;
  const account = shown.account;
  const { hidden, toggleHidden, openMedia, zoomCard, vote, refreshPoll } = useStatusHandlers(shown, poll?.id, {
    onToggleHidden,
    onOpenMedia,
    onOpenCardPhoto,
    onVote,
    onRefreshPoll,
  });
  const hasWarning = shown.spoiler_text.trim() !== '';
  const application = shown.application;

  return (
    <article className={`t-status t-status--detail${className ? ` ${className}` : ''}`} data-id={shown.id} aria-label="Post">
      <header className="t-status__detail-header">
        {account ? (
          <AppLink to={`/accounts/${account.id}`} onNavigate={onNavigate} className="t-status__detail-author">
            <Avatar src={account.avatar} size={48} />
            <DisplayName account={account} layout="stacked" />
          </AppLink>
        ) : null}
      </header>
      <StatusContent status={shown} hidden={hidden} onToggleHidden={toggleHidden} collapsible={false} onNavigate={onNavigate}>
        {poll ? (
          <Poll
            poll={poll}
            isOwn={me !== null && account?.id === me}
            isAnonymous={me === null}
            onVote={onVote ? vote : undefined}
            onRefresh={onRefreshPoll ? refreshPoll : undefined}
          />
        ) : null}
      </StatusContent>
      {shown.media_attachments.length > 0 ? (
        <MediaGallery
          key={shown.id}
          media={shown.media_attachments}
          sensitive={shown.sensitive}
          displayMedia={displayMedia}
          autoPlayGif={autoPlayGif}
          height={MEDIA_HEIGHT_DETAIL}
          onOpenMedia={openMedia}
        />
      ) : shown.card && !hasWarning ? (
        <Card card={shown.card} detailed onZoom={onOpenCardPhoto ? zoomCard : undefined} />
      ) : null}
      <div className="t-status__detail-meta">
        <a className="t-status__detail-date" href={shown.url ?? shown.uri} target="_blank" rel="noopener noreferrer">
          <time dateTime={shown.created_at}>{formatFullDate(shown.created_at)}</time>
        </a>
        {application ? (
          <>
            <span aria-hidden="true">·</span>
            {application.website ? (
              <a className="t-status__application" href={application.website} target="_blank" rel="noopener noreferrer nofollow">
                {application.name}
              </a>
            ) : (
              <span className="t-status__application">{application.name}</span>
            )}
          </>
        ) : null}
        <span aria-hidden="true">·</span>
        <VisibilityIcon visibility={shown.visibility} />
      </div>
      <div className="t-status__detail-counts">
        <AppLink to={`/statuses/${shown.id}/reblogs`} onNavigate={onNavigate} className="t-status__detail-count">
          <strong>{formatCount(shown.reblogs_count)}</strong> {shown.reblogs_count === 1 ? 'boost' : 'boosts'}
        </AppLink>
        <AppLink to={`/statuses/${shown.id}/favourites`} onNavigate={onNavigate} className="t-status__detail-count">
          <strong>{formatCount(shown.favourites_count)}</strong> {shown.favourites_count === 1 ? 'favourite' : 'favourites'}
        </AppLink>
      </div>
      <StatusActionBar status={shown} me={me} onAction={onAction} unavailable={unavailable} withCounts={false} />
    </article>
  );
});
