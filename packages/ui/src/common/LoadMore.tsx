import { memo } from 'react';
import { useT } from '../i18n/locale-context';
import { Button } from './Button';
import './LoadMore.css';

export interface LoadMoreProps {
  onLoadMore: () => void;
  isLoading?: boolean;
  label?: string;
}

/** The 'Load more' button at a feed's end or in a gap. */
export const LoadMore = memo(function LoadMore({ onLoadMore, isLoading, label }: LoadMoreProps) {
  const t = useT();
  return (
    <div className="t-load-more">
      <Button variant="plain" block onPress={onLoadMore} isDisabled={isLoading}>
        {isLoading ? t('common.loading') : (label ?? t('common.load_more'))}
      </Button>
    </div>
  );
});
