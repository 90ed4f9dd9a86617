import { memo } from 'react';
import { useT } from '../i18n/locale-context';
import { QuoteIcon } from '../icons';
import type { ReplyPreview } from './compose-types';
import { StatusPreviewIndicator } from './StatusPreviewIndicator';

export interface QuoteIndicatorProps {
  /** The quoted status, as the reply indicator shows a replied one. */
  status: ReplyPreview;
  /** Without it there is no Remove button. */
  onCancel?: () => void;
}

/** Above the text while quoting (Mastodon 4.5): whose post is quoted, an excerpt (or its content warning) and Remove. */
export const QuoteIndicator = memo(function QuoteIndicator({ status, onCancel }: QuoteIndicatorProps) {
  const t = useT();
  return (
    <StatusPreviewIndicator
      status={status}
      icon={QuoteIcon}
      label={t('compose.quote.label', { acct: status.account.acct })}
      cancelLabel={t('compose.quote.cancel')}
      onCancel={onCancel}
      className="t-quote-indicator"
    />
  );
});
