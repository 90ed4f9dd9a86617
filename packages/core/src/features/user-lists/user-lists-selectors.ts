import type { RootState } from '../../store/root-reducer';
import { initialUserList, type UserList, type UserListKey } from './user-lists-state';

/** A user list (account ids, or domains for `domain_blocks`), the empty one when never loaded. */
export const selectUserList = (state: RootState, key: UserListKey): UserList => state.userLists[key] ?? initialUserList;
