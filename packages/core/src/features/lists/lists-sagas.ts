import type { List } from '@trumpet/api-client';
import { all, call, fork, put, select, takeEvery } from 'redux-saga/effects';
import type { PayloadAction } from '../../store/actions';
import { services, type CoreServices } from '../../store/context';
import { isGone, toStoredError } from '../../store/errors';
import { columnRemoved } from '../settings/settings-actions';
import { selectColumns } from '../settings/settings-selectors';
import type { Column } from '../settings/settings-state';
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
import type { ListEditorState } from './lists-state';

type Membership = { listId: string; accountId: string };

/** SPEC §8 "A list fetch 404 removes that list's column" (Mastodon reducers/settings.js filterDeadListColumns). */
function* removeListColumns(listId: string): Generator<unknown, void, never> {
  const columns = (yield select(selectColumns)) as Column[];
  for (const column of columns) {
    if (column.id === 'LIST' && String(column.params.id) === listId) yield put(columnRemoved({ uuid: column.uuid }));
  }
}

function* fetchListsSaga(): Generator<unknown, void, never> {
  const { api }: CoreServices = yield* services();
  try {
    const lists = (yield call([api.lists, api.lists.list])) as List[];
    yield put(fetchLists.success({ lists }));
  } catch (error) {
    yield put(fetchLists.fail({ request: undefined, error: toStoredError(error), skipAlert: false }));
  }
}

function* fetchListSaga(action: PayloadAction<{ id: string }>): Generator<unknown, void, never> {
  const { api }: CoreServices = yield* services();
  try {
    const list = (yield call([api.lists, api.lists.fetch], action.payload.id)) as List;
    yield put(fetchList.success({ list }));
  } catch (error) {
    const stored = toStoredError(error);
    yield put(fetchList.fail({ request: action.payload, error: stored, skipAlert: false }));
    if (isGone(stored)) yield* removeListColumns(action.payload.id);
  }
}

function* createListSaga(action: PayloadAction<{ title: string; resetEditor?: boolean }>): Generator<unknown, void, never> {
  const { api }: CoreServices = yield* services();
  try {
    const list = (yield call([api.lists, api.lists.create], { title: action.payload.title })) as List;
    yield put(createList.success({ list }));
    if (action.payload.resetEditor) yield put(resetListEditor());
  } catch (error) {
    yield put(createList.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

function* updateListSaga(action: PayloadAction<{ id: string; title: string; resetEditor?: boolean }>): Generator<unknown, void, never> {
  const { id, title, resetEditor } = action.payload;
  const { api }: CoreServices = yield* services();
  try {
    const list = (yield call([api.lists, api.lists.update], id, { title })) as List;
    yield put(updateList.success({ list }));
    if (resetEditor) yield put(resetListEditor());
  } catch (error) {
    yield put(updateList.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

function* deleteListSaga(action: PayloadAction<{ id: string }>): Generator<unknown, void, never> {
  const { api }: CoreServices = yield* services();
  try {
    yield call([api.lists, api.lists.remove], action.payload.id);
    yield put(deleteList.success({ id: action.payload.id }));
    yield* removeListColumns(action.payload.id);
  } catch (error) {
    yield put(deleteList.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

/**
 * SPEC §4 "A list with no id is created, otherwise updated" (Mastodon's submitListEditor): the editor's
 * title, trimmed; nothing is sent for a blank title or while a save is running.
 */
function* submitListEditorSaga(action: PayloadAction<{ reset?: boolean }>): Generator<unknown, void, never> {
  const editor = (yield select(selectListEditor)) as ListEditorState;
  const title = editor.title.trim();
  if (title === '' || editor.isSubmitting) return;
  const resetEditor = action.payload.reset === true;
  if (editor.listId === null) yield put(createList.request({ title, resetEditor }));
  else yield put(updateList.request({ id: editor.listId, title, resetEditor }));
}

function* addToListSaga(action: PayloadAction<Membership>): Generator<unknown, void, never> {
  const { listId, accountId } = action.payload;
  const { api }: CoreServices = yield* services();
  try {
    yield call([api.lists, api.lists.addAccounts], listId, [accountId]);
    yield put(addToList.success({ listId, accountId }));
  } catch (error) {
    yield put(addToList.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

function* removeFromListSaga(action: PayloadAction<Membership>): Generator<unknown, void, never> {
  const { listId, accountId } = action.payload;
  const { api }: CoreServices = yield* services();
  try {
    yield call([api.lists, api.lists.removeAccounts], listId, [accountId]);
    yield put(removeFromList.success({ listId, accountId }));
  } catch (error) {
    yield put(removeFromList.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

export function* listsSaga(): Generator {
  yield all([
    takeEvery(fetchLists.request.type, fetchListsSaga),
    takeEvery(fetchList.request.type, fetchListSaga),
    takeEvery(createList.request.type, createListSaga),
    takeEvery(updateList.request.type, updateListSaga),
    takeEvery(deleteList.request.type, deleteListSaga),
    takeEvery(submitListEditor.type, submitListEditorSaga),
    takeEvery(addToList.request.type, addToListSaga),
    takeEvery(removeFromList.request.type, removeFromListSaga),
    fork(listEditorSaga),
    fork(listAdderSaga),
  ]);
}
