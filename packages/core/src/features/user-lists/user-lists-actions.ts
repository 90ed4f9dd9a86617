import { createAction, createAsyncActions } from '../../store/actions';
import type { UserListKey } from './user-lists-state';

export interface UserListPage {
  key: UserListKey;
  /** Account ids (already imported), or domains for `domain_blocks`. */
  items: string[];
  next: string | null;
  /** Nothing was asked: already loading, or (expand) no `next` link. */
  skipped: boolean;
}

/** The first page, replacing the list (Mastodon actions/accounts.js fetchFollowers and the like). */
export const fetchUserList = createAsyncActions<{ key: UserListKey }, UserListPage>('user_lists/FETCH');
/** The page at the list's `next` link, appended. */
export const expandUserList = createAsyncActions<{ key: UserListKey }, UserListPage>('user_lists/EXPAND');
/** Put by the sagas once they have decided to call the server. */
export const userListLoadStarted = createAction<{ key: UserListKey }>('user_lists/LOAD_STARTED');
