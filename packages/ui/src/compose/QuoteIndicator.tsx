import { memo } from 'react';
import { IconButton } from '../common/Button';
import { Avatar } from '../common/Avatar';
import { DisplayName } from '../common/DisplayName';
import { useT } from '../i18n/locale-context';
import { AlertIcon, CloseIcon, QuoteIcon } from '../icons';
import type { ReplyPreview } from './compose-types';
import { replyExcerpt } from './ReplyIndicator';
import './ComposeIndicator.css';
import './ReplyIndicator.css';

export interface QuoteIndicatorProps {
  /** The quoted status, as the reply indicator shows a replied one. */
  status: ReplyPreview;
  /** Without it there is no Remove button. */
  onCancel?: () => void;
}

/** Above the text while quoting (Mastodon 4.5): whose post is quoted, an excerpt (or its content warning) and Remove. */
export const QuoteIndicator = memo(function QuoteIndicator({ status, onCancel }: QuoteIndicatorProps) {
  const t = useT();
  const warning = status.spoilerText?.trim() ?? '';
  return (
    <div className="t-compose-indicator t-reply-indicator t-quote-indicator" role="group" aria-label={t('compose.quote.label', { acct: status.account.acct })}>
      <div className="t-reply-indicator__header">
        <QuoteIcon size={14} className="t-reply-indicator__icon" />
        <Avatar src={status.account.avatar} size={24} />
        <DisplayName account={status.account} className="t-reply-indicator__name" />
        {onCancel ? <IconButton icon={CloseIcon} iconSize={16} label={t('compose.quote.cancel')} className="t-reply-indicator__cancel" onPress={onCancel} /> : null}
      </div>
      {warning !== '' ? (
        <p className="t-reply-indicator__text t-reply-indicator__text--warning">
          <AlertIcon size={14} />
          <span>{warning}</span>
        </p>
      ) : (
        <p className="t-reply-indicator__text" dir="auto">
          {replyExcerpt(status.contentHtml)}
        </p>
      )}
    </div>
  );
});
