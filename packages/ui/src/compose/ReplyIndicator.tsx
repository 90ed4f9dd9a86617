import { memo } from 'react';
import { htmlToPlainText } from '@trumpet/core/text';
import { IconButton } from '../common/Button';
import { Avatar } from '../common/Avatar';
import { DisplayName } from '../common/DisplayName';
import { useT } from '../i18n/locale-context';
import { AlertIcon, CloseIcon, ReplyIcon } from '../icons';
import type { ReplyPreview } from './compose-types';
import './ComposeIndicator.css';
import './ReplyIndicator.css';

const EXCERPT_MAX = 160;

/** The status's text on one line, cut at a word boundary near EXCERPT_MAX characters. */
export function replyExcerpt(html: string): string {
  const text = htmlToPlainText(html).replace(/\s+/g, ' ').trim();
  if (text.length <= EXCERPT_MAX) return text;
  const cut = text.slice(0, EXCERPT_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > EXCERPT_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export interface ReplyIndicatorProps {
  status: ReplyPreview;
  /** Without it there is no Cancel button. */
  onCancel?: () => void;
}

/** Above the text while replying: who is being replied to, a plain-text excerpt (or the content warning) and Cancel. */
export const ReplyIndicator = memo(function ReplyIndicator({ status, onCancel }: ReplyIndicatorProps) {
  const t = useT();
  const warning = status.spoilerText?.trim() ?? '';
  return (
    <div className="t-compose-indicator t-reply-indicator" role="group" aria-label={t('compose.reply.label', { acct: status.account.acct })}>
      <div className="t-reply-indicator__header">
        <ReplyIcon size={14} className="t-reply-indicator__icon" />
        <Avatar src={status.account.avatar} size={24} />
        <DisplayName account={status.account} className="t-reply-indicator__name" />
        {onCancel ? <IconButton icon={CloseIcon} iconSize={16} label={t('compose.reply.cancel')} className="t-reply-indicator__cancel" onPress={onCancel} /> : null}
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
