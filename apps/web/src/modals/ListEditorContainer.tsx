import {
  addToList,
  listEditorSuggestionsChanged,
  listEditorSuggestionsCleared,
  listEditorTitleChanged,
  removeFromList,
  resetListEditor,
  selectListEditor,
  selectListEditorAccounts,
  selectListEditorSuggestions,
  setupListEditor,
  submitListEditor,
} from '@trumpet/core';
import { ListEditorModal } from '@trumpet/ui/modals';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../store/StoreProvider';
import type { ModalComponentProps } from './ModalRoot';

/** SPEC §2 LIST_EDITOR: rename a list and choose its members among followed accounts. */
export default function ListEditorContainer({ request, onClose }: ModalComponentProps<'LIST_EDITOR'>) {
  const { listId } = request;
  const dispatch = useAppDispatch();
  const editor = useAppSelector(selectListEditor);
  const accounts = useAppSelector(selectListEditorAccounts);
  const suggestions = useAppSelector(selectListEditorSuggestions);
  useEffect(() => {
    dispatch(setupListEditor({ listId }));
    return () => {
      dispatch(resetListEditor());
    };
  }, [dispatch, listId]);
  return (
    <ListEditorModal
      title={editor.title}
      isChanged={editor.isChanged}
      isSubmitting={editor.isSubmitting}
      isLoading={editor.accounts.isLoading}
      accounts={accounts}
      suggestions={suggestions}
      searchValue={editor.suggestions.value}
      onTitleChange={(title) => dispatch(listEditorTitleChanged({ title }))}
      onSubmitTitle={() => dispatch(submitListEditor({}))}
      onSearchChange={(value) => dispatch(listEditorSuggestionsChanged({ value }))}
      onSearchClear={() => dispatch(listEditorSuggestionsCleared())}
      onAdd={(accountId) => dispatch(addToList.request({ listId, accountId }))}
      onRemove={(accountId) => dispatch(removeFromList.request({ listId, accountId }))}
      onClose={onClose}
    />
  );
}
