import type { List } from '@trumpet/api-client';

/** SPEC §3 List: id and title (the server's replies_policy and exclusive kept as they came). */
export type ListRecord = List;

export interface ListsState {
  /** By id; null marks a list that is gone (deleted, or its fetch answered 404), as Mastodon's `false`. */
  byId: Record<string, ListRecord | null>;
  /** GET /api/v1/lists is running. */
  isLoading: boolean;
  /** GET /api/v1/lists has answered once. */
  loaded: boolean;
}

export const initialLists: ListsState = { byId: {}, isLoading: false, loaded: false };

/** Account ids loaded from the server, as Mastodon's `{ items, loaded, isLoading }`. */
export interface LoadedIds {
  items: string[];
  loaded: boolean;
  isLoading: boolean;
}

const initialLoadedIds: LoadedIds = { items: [], loaded: false, isLoading: false };

/** SPEC §3 "List editor: listId, title, accounts, suggestions, isSubmitting, isChanged". */
export interface ListEditorState {
  /** null: the editor creates a new list (the new list form). */
  listId: string | null;
  title: string;
  isSubmitting: boolean;
  /** The title was edited since the editor was set up or submitted. */
  isChanged: boolean;
  /** The list's account ids, the last added first. */
  accounts: LoadedIds;
  /** The search field's value and the account ids it found among followed accounts. */
  suggestions: { value: string; items: string[] };
}

export const initialListEditor: ListEditorState = {
  listId: null,
  title: '',
  isSubmitting: false,
  isChanged: false,
  accounts: initialLoadedIds,
  suggestions: { value: '', items: [] },
};

export interface ListAdderState {
  /** The account being added to lists; null while the adder is closed. */
  accountId: string | null;
  /** The ids of the lists that hold the account. */
  lists: LoadedIds;
}

export const initialListAdder: ListAdderState = { accountId: null, lists: initialLoadedIds };

/** SPEC §9 "Account suggestions 4", "Suggestion search throttle 200 ms". */
export const LIST_SUGGESTIONS_LIMIT = 4;
export const LIST_SUGGESTIONS_THROTTLE_MS = 200;
