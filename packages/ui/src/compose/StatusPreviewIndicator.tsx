import { htmlToPlainText } from '@trumpet/core/text';
import { IconButton } from '../common/Button';
import { Avatar } from '../common/Avatar';
import { DisplayName } from '../common/DisplayName';
import { AlertIcon, CloseIcon, type IconComponent } from '../icons';
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

export interface StatusPreviewIndicatorProps {
  status: ReplyPreview;
  icon: IconComponent;
  /** The group's accessible name ("Replying to @alice"). */
  label: string;
  /** The close button's name; without `onCancel` there is no button. */
  cancelLabel: string;
  onCancel?: () => void;
  className?: string;
}

/** Above the composer's text: the status replied to or quoted, its author, a plain-text excerpt (or its content warning) and a close button. */
export function StatusPreviewIndicator({ status, icon: Icon, label, cancelLabel, onCancel, className }: StatusPreviewIndicatorProps) {
  const warning = status.spoilerText?.trim() ?? '';
  return (
    <div className={`t-compose-indicator t-reply-indicator${className ? ` ${className}` : ''}`} role="group" aria-label={label}>
      <div className="t-reply-indicator__header">
        <Icon size={14} className="t-reply-indicator__icon" />
        <Avatar src={status.account.avatar} size={24} />
        <DisplayName account={status.account} className="t-reply-indicator__name" />
        {onCancel ? <IconButton icon={CloseIcon} iconSize={16} label={cancelLabel} className="t-reply-indicator__cancel" onPress={onCancel} /> : null}
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
}
