import { memo } from 'react';
import { type DisplayMedia, type PollRecord, type StatusFilterVerdict, type StatusWithAccount } from '@trumpet/core';
import { formatCount, formatFullDate } from '@trumpet/core/text';
import { AppLink } from '../common/AppLink';
import { Avatar } from '../common/Avatar';
import { DisplayName } from '../common/DisplayName';
import { ExternalLink } from '../common/ExternalLink';
import { localZone } from '../common/RelativeTime';
import { useLocale, useT } from '../i18n/locale-context';
import { useStatusLabel } from './status-label';
import type { StatusCallbacks } from './Status';
import { StatusActionBar } from './StatusActionBar';
import { StatusBody } from './StatusBody';
import { QuotedStatus } from './QuotedStatus';
import { VisibilityIcon } from './StatusHeader';
import type { ShownStatus } from './status-menu';
import './Status.css';

export interface StatusDetailProps extends StatusCallbacks {
  status: StatusWithAccount;
  me: string | null;
  displayMedia?: DisplayMedia;
  /** Play gifv attachments in place (meta auto_play_gif). */
  autoPlayGif?: boolean;
  poll?: PollRecord | null;
  /** What the reader's filters say of the quoted status, when there is one (the thread's context). */
  quoteFilter?: StatusFilterVerdict;
  className?: string;
}

/** The focused status of a thread: larger text, media 300 high, full date, application, boost and favourite counts. */
export const StatusDetail = memo(function StatusDetail({
  status,
  quoteFilter,
  me,
  displayMedia = 'default',
  autoPlayGif = false,
  poll,
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
}: StatusDetailProps) {
  const locale = useLocale();
  const t = useT();
  const shown: ShownStatus = status.reblog ?? status;
  const label = useStatusLabel(shown, null);
  const account = shown.account;
  const application = shown.application;

  return (
    <article className={`t-status t-status--detail${className ? ` ${className}` : ''}`} data-id={shown.id} aria-label={label}>
      <header className="t-status__detail-header">
        {account ? (
          <AppLink to={`/accounts/${account.id}`} onNavigate={onNavigate} className="t-status__detail-author">
            <Avatar src={account.avatar} size={48} />
            <DisplayName account={account} layout="stacked" />
          </AppLink>
        ) : null}
      </header>
      <StatusBody
        shown={shown}
        me={me}
        poll={poll}
        displayMedia={displayMedia}
        autoPlayGif={autoPlayGif}
        detailed
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
      <div className="t-status__detail-meta">
        <ExternalLink className="t-status__detail-date" href={shown.url ?? shown.uri}>
          <time dateTime={shown.created_at}>{formatFullDate(shown.created_at, { locale, timeZone: localZone() })}</time>
        </ExternalLink>
        {application ? (
          <>
            <span aria-hidden="true">·</span>
            <ExternalLink className="t-status__application" href={application.website}>
              {application.name}
            </ExternalLink>
          </>
        ) : null}
        {shown.edited_at ? (
          <>
            <span aria-hidden="true">·</span>
            <button type="button" className="t-status__detail-edited" onClick={() => onAction?.('history', shown.id)}>
              {t('status.edited', { date: formatFullDate(shown.edited_at, { locale, timeZone: localZone() }) })}
            </button>
          </>
        ) : null}
        <span aria-hidden="true">·</span>
        <VisibilityIcon visibility={shown.visibility} />
      </div>
      <div className="t-status__detail-counts">
        <AppLink to={`/statuses/${shown.id}/reblogs`} onNavigate={onNavigate} className="t-status__detail-count">
          <strong>{formatCount(shown.reblogs_count, locale)}</strong> {t('status.detail.boosts', { count: shown.reblogs_count })}
        </AppLink>
        <AppLink to={`/statuses/${shown.id}/favourites`} onNavigate={onNavigate} className="t-status__detail-count">
          <strong>{formatCount(shown.favourites_count, locale)}</strong> {t('status.detail.favourites', { count: shown.favourites_count })}
        </AppLink>
      </div>
      <StatusActionBar status={shown} me={me} onAction={onAction} unavailable={unavailable} isStaff={isStaff} withCounts={false} quotedAuthorId={status.quoted?.account?.id ?? null} />
    </article>
  );
});
