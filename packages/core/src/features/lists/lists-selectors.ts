import { createSelector } from 'reselect';
import type { AccountRecord } from '../../importer/records';
import { getEntity, type EntityTable } from '../../store/entity-table';
import type { RootState } from '../../store/root-reducer';
import type { ListAdderState, ListEditorState, ListRecord } from './lists-state';

const byTitle = (a: ListRecord, b: ListRecord): number => a.title.localeCompare(b.title) || a.id.localeCompare(b.id);

/** The user's lists sorted by title (Mastodon's getOrderedLists); gone ones left out. */
export const selectLists = createSelector([(state: RootState) => state.lists.byId], (byId): ListRecord[] =>
  Object.values(byId)
    .filter((list): list is ListRecord => list !== null)
    .sort(byTitle),
);

/** A list; null when it is gone (deleted, or its fetch answered 404), undefined when never loaded. */
export const selectList = (state: RootState, id: string): ListRecord | null | undefined => state.lists.byId[id];

/** Whether GET /api/v1/lists is running, and whether it has answered once. */
export const selectListsStatus = createSelector(
  [(state: RootState) => state.lists.isLoading, (state: RootState) => state.lists.loaded],
  (isLoading, loaded) => ({ isLoading, loaded }),
);

export const selectListEditor = (state: RootState): ListEditorState => state.listEditor;

const accountsOf = (accounts: EntityTable<AccountRecord>, ids: readonly string[]): AccountRecord[] =>
  ids.flatMap((id) => {
    const account = getEntity(accounts, id);
    return account ? [account] : [];
  });

/** The accounts on the list in the editor, the last added first. */
export const selectListEditorAccounts = createSelector(
  [(state: RootState) => state.accounts, (state: RootState) => state.listEditor.accounts.items],
  accountsOf,
);

/** The followed accounts the editor's search found. */
export const selectListEditorSuggestions = createSelector(
  [(state: RootState) => state.accounts, (state: RootState) => state.listEditor.suggestions.items],
  accountsOf,
);

export const selectListAdder = (state: RootState): ListAdderState => state.listAdder;

/** A list in the adder, and whether the adder's account is on it. */
export interface ListAdderItem {
  id: string;
  title: string;
  added: boolean;
}

/** Every list sorted by title, each marked with whether the adder's account is on it. */
export const selectListAdderLists = createSelector(
  [selectLists, (state: RootState) => state.listAdder.lists.items],
  (lists, added): ListAdderItem[] => {
    const holding = new Set(added);
    return lists.map((list) => ({ id: list.id, title: list.title, added: holding.has(list.id) }));
  },
);

/** The adder waits for the lists and for the account's lists. */
export const selectListAdderLoading = (state: RootState): boolean => state.lists.isLoading || state.listAdder.lists.isLoading;
