import { expandUserList, fetchUserList, selectUserList, type UserListKey } from '@trumpet/core';
import { useCallback, useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../store/StoreProvider';

/** A list shown page by page: ids, whether more can load, and how. */
export interface PagedList {
  ids: readonly string[];
  isLoading: boolean;
  hasMore: boolean;
  loadMore: () => void;
}

/** A core user list (followers, mutes, who boosted…): the first page on mount, the next on demand. */
export function useUserList(key: UserListKey): PagedList {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(fetchUserList.request({ key }));
  }, [dispatch, key]);
  const list = useAppSelector(useCallback((state) => selectUserList(state, key), [key]));
  return useMemo(
    () => ({
      ids: list.items,
      isLoading: list.isLoading,
      hasMore: list.next !== null,
      loadMore: () => {
        if (!list.isLoading && list.next !== null) dispatch(expandUserList.request({ key }));
      },
    }),
    [dispatch, key, list],
  );
}
