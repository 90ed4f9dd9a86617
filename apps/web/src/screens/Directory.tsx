import { expandDirectory, fetchDirectory, selectDirectory, type DirectoryParams } from '@trumpet/core';
import { DirectoryIcon, EmptyMessage, useT } from '@trumpet/ui';
import { ChoiceGroup } from '@trumpet/ui/explore';
import { useCallback, useEffect, useMemo } from 'react';
import { ColumnLoading } from '../layout/ColumnLoading';
import { ScreenColumn } from '../layout/ScreenColumn';
import type { ScreenProps } from '../routing/screens';
import { WithDeferredFeatures } from '../store/deferred-features';
import { useAppDispatch, useAppSelector } from '../store/StoreProvider';
import { DirectoryRow } from './explore/DirectoryRow';
import { ExploreFeed } from './explore/ExploreFeed';
import './explore/explore.css';

/** /directory: the profile directory, local or known accounts, recently active or new (SPEC §3 meta profile_directory). */
export default function Directory({ column }: ScreenProps) {
  const t = useT();
  return (
    <ScreenColumn title={t('explore.directory.title')} icon={DirectoryIcon} column={column}>
      <WithDeferredFeatures fallback={<ColumnLoading />}>
        <DirectoryList />
      </WithDeferredFeatures>
    </ScreenColumn>
  );
}

function DirectoryList() {
  const dispatch = useAppDispatch();
  const t = useT();
  const directory = useAppSelector(selectDirectory);
  const { params } = directory;
  const load = useCallback((next: DirectoryParams) => dispatch(fetchDirectory.request(next)), [dispatch]);
  useEffect(() => {
    load(params);
    // Once on mount with the params kept from the last visit; a change of params loads from there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load]);
  const scopes = useMemo(
    () => [
      { value: 'local', label: t('explore.directory.local') },
      { value: 'known', label: t('explore.directory.known') },
    ] as const,
    [t],
  );
  const orders = useMemo(
    () => [
      { value: 'active', label: t('explore.directory.active') },
      { value: 'new', label: t('explore.directory.new') },
    ] as const,
    [t],
  );
  const header = (
    <div className="w-directory-choices">
      <ChoiceGroup label={t('explore.directory.scope')} choices={scopes} value={params.local ? 'local' : 'known'} onChange={(scope) => load({ ...params, local: scope === 'local' })} />
      <ChoiceGroup label={t('explore.directory.order')} choices={orders} value={params.order} onChange={(order) => load({ ...params, order })} />
    </div>
  );
  const list = {
    ids: directory.items,
    isLoading: directory.isLoading || !directory.loaded,
    hasMore: directory.hasMore,
    loadMore: () => dispatch(expandDirectory.request()),
  };
  const renderItem = useCallback((id: string) => <DirectoryRow id={id} />, []);
  return (
    <ExploreFeed
      key={`${params.order}:${params.local}`}
      list={list}
      label={t('explore.directory.title')}
      memoryKey={`directory:${params.order}:${params.local}`}
      header={header}
      emptyMessage={<EmptyMessage>{t('explore.directory.empty')}</EmptyMessage>}
      estimatedItemHeight={220}
      renderItem={renderItem}
    />
  );
}
