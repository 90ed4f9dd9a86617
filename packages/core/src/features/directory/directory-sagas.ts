import { createDirectoryResource } from '@trumpet/api-client';
import { call, put, select, takeEvery } from 'typed-redux-saga';
import { importEntities } from '../../importer/import-saga';
import type { PayloadAction } from '../../store/actions';
import { resource } from '../../store/resource';
import { toStoredError } from '../../store/errors';
import type { RootState } from '../../store/root-reducer';
import { fetchRelationships } from '../relationships/relationships-actions';
import { directoryLoadStarted, expandDirectory, fetchDirectory } from './directory-actions';
import { DIRECTORY_PAGE, type DirectoryParams } from './directory-state';

/** A page from `offset`, its accounts imported and their relationships asked for. */
function* loadPage(params: DirectoryParams, offset: number) {
  const directoryApi = yield* resource(createDirectoryResource);
  const accounts = yield* call([directoryApi, directoryApi.list], { order: params.order, local: params.local, offset, limit: DIRECTORY_PAGE });
  yield* importEntities({ accounts });
  const items = accounts.map((account) => account.id);
  if (items.length > 0) yield* put(fetchRelationships.request({ ids: items }));
  return { params, items, hasMore: items.length >= DIRECTORY_PAGE, skipped: false };
}

function* fetchDirectorySaga(action: PayloadAction<DirectoryParams>) {
  try {
    yield* put(fetchDirectory.success(yield* loadPage(action.payload, 0)));
  } catch (error) {
    yield* put(fetchDirectory.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

const selectDirectory = (state: RootState) => state.directory;

function* expandDirectorySaga() {
  const directory = yield* select(selectDirectory);
  if (directory.isLoading || !directory.hasMore) {
    yield* put(expandDirectory.success({ params: directory.params, items: [], hasMore: directory.hasMore, skipped: true }));
    return;
  }
  yield* put(directoryLoadStarted());
  try {
    yield* put(expandDirectory.success(yield* loadPage(directory.params, directory.items.length)));
  } catch (error) {
    yield* put(expandDirectory.fail({ request: undefined, error: toStoredError(error), skipAlert: false }));
  }
}

export function* directorySaga() {
  yield* takeEvery(fetchDirectory.request.type, fetchDirectorySaga);
  yield* takeEvery(expandDirectory.request.type, expandDirectorySaga);
}
