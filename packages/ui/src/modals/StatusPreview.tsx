import { memo } from 'react';
import { type StatusWithAccount } from '@trumpet/core';
import { safeUrl } from '@trumpet/core/text';
import { AppLink, type NavigateHandler } from '../common/AppLink';
import { Avatar } from '../common/Avatar';
import { DisplayName } from '../common/DisplayName';
import { RelativeTime } from '../common/RelativeTime';
import { SafeHtml } from '../common/SafeHtml';
import { useT } from '../i18n/locale-context';
import { ImageIcon } from '../icons';
import { VisibilityIcon } from '../status/StatusHeader';
import type { ShownStatus } from '../status/status-menu';
import './StatusPreview.css';

export type PreviewStatus = StatusWithAccount | ShownStatus;

/** The status a row shows: the boosted one for a boost. */
export const shownStatus = (status: PreviewStatus): ShownStatus => ('reblog' in status && status.reblog ? status.reblog : status);

export interface StatusPreviewProps {
  status: PreviewStatus;
  /** In-app navigation for the author ('/accounts/{id}') and time ('/statuses/{id}') links. */
  onNavigate?: NavigateHandler;
}

/**
 * A compact, read-only status for the boost and actions modals: author, time, visibility, the content
 * (or only the content warning when there is one) and the attachments as small thumbnails.
 */
export const StatusPreview = memo(function StatusPreview({ status, onNavigate }: StatusPreviewProps) {
  const t = useT();
  const shown = shownStatus(status);
  const account = shown.account;
  const hasWarning = shown.spoiler_text.trim() !== '';
  const media = shown.media_attachments.slice(0, 4);
  return (
    <div className="t-status-preview">
      <div className="t-status-preview__header">
        {account ? (
          <AppLink to={`/accounts/${account.id}`} onNavigate={onNavigate} className="t-status-preview__author">
            <Avatar src={account.avatar} size={40} />
            <DisplayName account={account} layout="stacked" />
          </AppLink>
        ) : (
          <span className="t-status-preview__author" />
        )}
        <span className="t-status-preview__meta">
          <VisibilityIcon visibility={shown.visibility} />
          <AppLink to={`/statuses/${shown.id}`} onNavigate={onNavigate} className="t-status-preview__time">
            <RelativeTime date={shown.created_at} />
          </AppLink>
        </span>
      </div>
      {hasWarning ? (
        <p className="t-status-preview__warning">
          {shown.spoilerHtml ? <SafeHtml as="span" html={shown.spoilerHtml} /> : shown.spoiler_text}
        </p>
      ) : (
        <SafeHtml className="t-status-preview__content" html={shown.contentHtml} />
      )}
      {media.length > 0 ? (
        <div className="t-status-preview__media">
          {media.map((item) =>
            safeUrl(item.preview_url) && !shown.sensitive ? (
              <img key={item.id} src={safeUrl(item.preview_url)} alt={item.description ?? ''} loading="lazy" />
            ) : (
              <span key={item.id} className="t-status-preview__media-tile" role="img" aria-label={item.description ?? t('media.label')}>
                <ImageIcon size={18} />
              </span>
            ),
          )}
        </div>
      ) : null}
    </div>
  );
});
