import { addToList, removeFromList, resetListAdder, selectAccount, selectListAdderLists, selectListAdderLoading, setupListAdder } from '@trumpet/core';
import { ListAdderModal } from '@trumpet/ui/modals';
import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../store/StoreProvider';
import type { ModalComponentProps } from './ModalRoot';

/** SPEC §2 LIST_ADDER: add an account to the user's lists or remove it from them. */
export default function ListAdderContainer({ request, onClose }: ModalComponentProps<'LIST_ADDER'>) {
  const { accountId } = request;
  const dispatch = useAppDispatch();
  const account = useAppSelector(useCallback((state) => selectAccount(state, accountId), [accountId]));
  const lists = useAppSelector(selectListAdderLists);
  const loading = useAppSelector(selectListAdderLoading);
  useEffect(() => {
    dispatch(setupListAdder({ accountId }));
    return () => {
      dispatch(resetListAdder());
    };
  }, [dispatch, accountId]);
  if (!account) return null;
  return (
    <ListAdderModal
      account={account}
      lists={lists}
      isLoading={loading}
      onAdd={(listId) => dispatch(addToList.request({ listId, accountId }))}
      onRemove={(listId) => dispatch(removeFromList.request({ listId, accountId }))}
      onClose={onClose}
    />
  );
}
