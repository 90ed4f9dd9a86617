import { createListsResource } from '@trumpet/api-client';
import { call, fork, put, select, takeEvery } from 'typed-redux-saga';
import type { PayloadAction } from '../../store/actions';
import { resource } from '../../store/resource';
import { isGone, toStoredError } from '../../store/errors';
import { columnRemoved } from '../settings/settings-actions';
import { selectColumns } from '../settings/settings-selectors';
import { listAdderSaga } from './list-adder-sagas';
import { listEditorSaga } from './list-editor-sagas';
import {
  addToList,
  createList,
  deleteList,
  fetchList,
  fetchLists,
  removeFromList,
  resetListEditor,
  submitListEditor,
  updateList,
} from './lists-actions';
import { selectListEditor } from './lists-selectors';

type Membership = { listId: string; accountId: string };

/** SPEC §8 "A list fetch 404 removes that list's column" (Mastodon reducers/settings.js filterDeadListColumns). */
function* removeListColumns(listId: string) {
  const columns = yield* select(selectColumns);
  for (const column of columns) {
    if (column.id === 'LIST' && String(column.params.id) === listId) yield* put(columnRemoved({ uuid: column.uuid }));
  }
}

function* fetchListsSaga() {
  const listsApi = yield* resource(createListsResource);
  try {
    const lists = yield* call([listsApi, listsApi.list]);
    yield* put(fetchLists.success({ lists }));
  } catch (error) {
    yield* put(fetchLists.fail({ request: undefined, error: toStoredError(error), skipAlert: false }));
  }
}

function* fetchListSaga(action: PayloadAction<{ id: string }>) {
  const listsApi = yield* resource(createListsResource);
  try {
    const list = yield* call([listsApi, listsApi.fetch], action.payload.id);
    yield* put(fetchList.success({ list }));
  } catch (error) {
    const stored = toStoredError(error);
    yield* put(fetchList.fail({ request: action.payload, error: stored, skipAlert: false }));
    if (isGone(stored)) yield* removeListColumns(action.payload.id);
  }
}

function* createListSaga(action: PayloadAction<{ title: string; resetEditor?: boolean }>) {
  const listsApi = yield* resource(createListsResource);
  try {
    const list = yield* call([listsApi, listsApi.create], { title: action.payload.title });
    yield* put(createList.success({ list }));
    if (action.payload.resetEditor) yield* put(resetListEditor());
  } catch (error) {
    yield* put(createList.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

function* updateListSaga(action: PayloadAction<{ id: string; title: string; resetEditor?: boolean }>) {
  const { id, title, resetEditor } = action.payload;
  const listsApi = yield* resource(createListsResource);
  try {
    const list = yield* call([listsApi, listsApi.update], id, { title });
    yield* put(updateList.success({ list }));
    if (resetEditor) yield* put(resetListEditor());
  } catch (error) {
    yield* put(updateList.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

function* deleteListSaga(action: PayloadAction<{ id: string }>) {
  const listsApi = yield* resource(createListsResource);
  try {
    yield* call([listsApi, listsApi.remove], action.payload.id);
    yield* put(deleteList.success({ id: action.payload.id }));
    yield* removeListColumns(action.payload.id);
  } catch (error) {
    yield* put(deleteList.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

/**
 * SPEC §4 "A list with no id is created, otherwise updated" (Mastodon's submitListEditor): the editor's
 * title, trimmed; nothing is sent for a blank title or while a save is running.
 */
function* submitListEditorSaga(action: PayloadAction<{ reset?: boolean }>) {
  const editor = yield* select(selectListEditor);
  const title = editor.title.trim();
  if (title === '' || editor.isSubmitting) return;
  const resetEditor = action.payload.reset === true;
  if (editor.listId === null) yield* put(createList.request({ title, resetEditor }));
  else yield* put(updateList.request({ id: editor.listId, title, resetEditor }));
}

function* addToListSaga(action: PayloadAction<Membership>) {
  const { listId, accountId } = action.payload;
  const listsApi = yield* resource(createListsResource);
  try {
    yield* call([listsApi, listsApi.addAccounts], listId, [accountId]);
    yield* put(addToList.success({ listId, accountId }));
  } catch (error) {
    yield* put(addToList.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

function* removeFromListSaga(action: PayloadAction<Membership>) {
  const { listId, accountId } = action.payload;
  const listsApi = yield* resource(createListsResource);
  try {
    yield* call([listsApi, listsApi.removeAccounts], listId, [accountId]);
    yield* put(removeFromList.success({ listId, accountId }));
  } catch (error) {
    yield* put(removeFromList.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

export function* listsSaga() {
  yield* takeEvery(fetchLists.request.type, fetchListsSaga);
  yield* takeEvery(fetchList.request.type, fetchListSaga);
  yield* takeEvery(createList.request.type, createListSaga);
  yield* takeEvery(updateList.request.type, updateListSaga);
  yield* takeEvery(deleteList.request.type, deleteListSaga);
  yield* takeEvery(submitListEditor.type, submitListEditorSaga);
  yield* takeEvery(addToList.request.type, addToListSaga);
  yield* takeEvery(removeFromList.request.type, removeFromListSaga);
  yield* fork(listEditorSaga);
  yield* fork(listAdderSaga);
}
