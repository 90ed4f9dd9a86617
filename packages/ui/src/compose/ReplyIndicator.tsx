import { memo } from 'react';
import { useT } from '../i18n/locale-context';
import { ReplyIcon } from '../icons';
import type { ReplyPreview } from './compose-types';
import { StatusPreviewIndicator } from './StatusPreviewIndicator';


export interface ReplyIndicatorProps {
  status: ReplyPreview;
  /** Without it there is no Cancel button. */
  onCancel?: () => void;
}

/** Above the text while replying: who is being replied to, a plain-text excerpt (or the content warning) and Cancel. */
export const ReplyIndicator = memo(function ReplyIndicator({ status, onCancel }: ReplyIndicatorProps) {
  const t = useT();
  return (
    <StatusPreviewIndicator
      status={status}
      icon={ReplyIcon}
      label={t('compose.reply.label', { acct: status.account.acct })}
      cancelLabel={t('compose.reply.cancel')}
      onCancel={onCancel}
    />
  );
});
