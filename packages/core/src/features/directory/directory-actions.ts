import { createAction, createAsyncActions } from '../../store/actions';
import type { DirectoryParams } from './directory-state';

/** A page of the directory for these params; `skipped`: nothing was asked (already loading, or nothing more). */
export interface DirectoryPage {
  params: DirectoryParams;
  items: string[];
  hasMore: boolean;
  skipped: boolean;
}

/** GET /api/v1/directory from offset 0 with these params, replacing the list. The accounts are imported. */
export const fetchDirectory = createAsyncActions<DirectoryParams, DirectoryPage>('directory/FETCH');
/** The next page at the offset of what is loaded, with the list's params, appended. */
export const expandDirectory = createAsyncActions<void, DirectoryPage>('directory/EXPAND');
/** Put by the expand saga once it has decided to call the server. */
export const directoryLoadStarted = createAction('directory/LOAD_STARTED');
