import { fetchLists, listEditorTitleChanged, selectListEditor, selectLists, selectListsStatus, submitListEditor } from '@trumpet/core';
import { Button, ListIcon, useT } from '@trumpet/ui';
import { useEffect, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ColumnLoading } from '../layout/ColumnLoading';
import { ScreenColumn } from '../layout/ScreenColumn';
import { WithDeferredFeatures } from '../store/deferred-features';
import type { ScreenProps } from '../routing/screens';
import { useAppDispatch, useAppSelector } from '../store/StoreProvider';

/**
 * /lists: the user's lists, and the new list form of SPEC §2. The form is the list editor's state with
 * no list id (SPEC §4 "a list with no id is created"), as in Mastodon.
 */
export default function Lists({ column }: ScreenProps) {
  return (
    <WithDeferredFeatures fallback={<ColumnLoading />}>
      <ListsColumn column={column} />
    </WithDeferredFeatures>
  );
}

function ListsColumn({ column }: ScreenProps) {
  const dispatch = useAppDispatch();
  const t = useT();
  const lists = useAppSelector(selectLists);
  const { loaded } = useAppSelector(selectListsStatus);
  const editor = useAppSelector(selectListEditor);
  const creating = editor.listId === null;
  const title = creating ? editor.title : '';

  useEffect(() => {
    dispatch(fetchLists.request());
  }, [dispatch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (title.trim()) dispatch(submitListEditor({ reset: true }));
  };

  return (
    <ScreenColumn title={t('nav.lists')} icon={ListIcon} column={column}>
      <form className="w-new-list" onSubmit={submit}>
        <input
          className="w-new-list__input"
          value={title}
          onChange={(event) => dispatch(listEditorTitleChanged({ title: event.target.value }))}
          placeholder={t('screens.lists.new_title')}
          aria-label={t('screens.lists.new_title')}
          disabled={creating && editor.isSubmitting}
        />
        <Button type="submit" isDisabled={editor.isSubmitting || !title.trim()}>
          {t('screens.lists.add')}
        </Button>
      </form>
      {!loaded && lists.length === 0 ? (
        <p className="w-column-loading">{t('common.loading')}</p>
      ) : lists.length === 0 ? (
        <p className="w-empty">{t('screens.lists.empty')}</p>
      ) : (
        <ul className="w-lists">
          {lists.map((list) => (
            <li key={list.id}>
              <Link className="w-lists__link" to={`/timelines/list/${list.id}`}>
                <ListIcon size={18} />
                <span>{list.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ScreenColumn>
  );
}
