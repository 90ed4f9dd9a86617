import { deleteFilter, fetchFilters, saveFilter, selectFiltersV1, selectFiltersV2, type FilterDraft } from '@trumpet/core';
import { Button, FilterIcon, PlusIcon, useT } from '@trumpet/ui';
import { FilterForm, FilterList, type MutedWordsFilter } from '@trumpet/ui/filters';
import { useEffect, useMemo, useState } from 'react';
import { ScreenColumn } from '../layout/ScreenColumn';
import { useModals } from '../modals/ModalContext';
import type { ScreenProps } from '../routing/screens';
import { useAppDispatch, useAppSelector } from '../store/StoreProvider';
import './MutedWords.css';

/** A v1 filter in the screen's terms: titled with its phrase, hide when irreversible. */
const fromV1 = (filter: ReturnType<typeof selectFiltersV1>[number]): MutedWordsFilter => ({
  id: filter.id,
  title: filter.phrase,
  context: filter.context,
  filter_action: filter.irreversible ? 'hide' : 'warn',
  expires_at: filter.expires_at,
  keywords: [{ id: filter.id, keyword: filter.phrase, whole_word: filter.whole_word }],
});

/** What the form is open for: a new filter, an existing one by id, or nothing. */
type Editing = { kind: 'new' } | { kind: 'edit'; id: string } | null;

/**
 * /muted_words: the viewer's v2 filters, to create, edit and delete (`/filters` is the server's page,
 * SPEC §2), or its v1 filters (one phrase each) where it has no v2 ones. https://docs.joinmastodon.org/methods/filters/
 */
export default function MutedWords({ column }: ScreenProps) {
  const dispatch = useAppDispatch();
  const t = useT();
  const { openModal } = useModals();
  const { filters: v2, settled } = useAppSelector(selectFiltersV2);
  const v1 = useAppSelector(selectFiltersV1);
  const v1Only = v2 === null && settled;
  const filters = useMemo(() => v2 ?? (v1Only ? v1.map(fromV1) : null), [v2, v1, v1Only]);
  const [editing, setEditing] = useState<Editing>(null);

  useEffect(() => {
    dispatch(fetchFilters.request());
  }, [dispatch]);

  const edited = editing?.kind === 'edit' ? (filters?.find((filter) => filter.id === editing.id) ?? null) : null;
  const save = (draft: FilterDraft) => {
    dispatch(saveFilter.request({ id: edited?.id ?? null, draft }));
    setEditing(null);
  };
  const remove = (id: string) => {
    const filter = filters?.find((known) => known.id === id);
    if (!filter) return;
    openModal({
      type: 'CONFIRM',
      message: t('filters.delete_confirm', { title: filter.title }),
      confirm: t('filters.delete'),
      onConfirm: () => dispatch(deleteFilter.request({ id })),
    });
  };

  return (
    <ScreenColumn title={t('nav.keyword_filters')} icon={FilterIcon} column={column}>
      {filters === null ? (
        <p className="w-column-loading">{t('common.loading')}</p>
      ) : (
        <>
          {editing === null ? (
            <div className="w-muted-words__bar">
              <p className="w-muted-words__intro">{t('filters.intro')}</p>
              <Button variant="primary" size="s" onPress={() => setEditing({ kind: 'new' })}>
                <PlusIcon size={15} /> {t('filters.add')}
              </Button>
            </div>
          ) : (
            <FilterForm key={editing.kind === 'edit' ? editing.id : 'new'} filter={edited} singleKeyword={v1Only} onSubmit={save} onCancel={() => setEditing(null)} />
          )}
          <FilterList filters={filters} now={new Date()} onEdit={(id) => setEditing({ kind: 'edit', id })} onDelete={remove} />
        </>
      )}
    </ScreenColumn>
  );
}
