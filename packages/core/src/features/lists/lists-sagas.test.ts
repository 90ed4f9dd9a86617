import { createRestClient, type RestClient } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { sanitize } from '../../../test/support/sanitize';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { selectAlerts } from '../alerts/alerts-selectors';
import { addColumn, columnAdded } from '../settings/settings-actions';
import { selectColumns } from '../settings/settings-selectors';
import {
  createList,
  deleteList,
  fetchList,
  fetchLists,
  listEditorSetUp,
  listEditorTitleChanged,
  submitListEditor,
  updateList,
} from './lists-actions';
import { selectList, selectListEditor, selectLists, selectListsStatus } from './lists-selectors';
import { initialListEditor } from './lists-state';

describe('lists against the local instance (SPEC §4 Lists, §7 Lists, §8)', () => {
  let local: LocalServer;
  let api: RestClient;

  beforeAll(async () => {
    local = await startLocalServer();
    api = await local.signIn('demo');
  }, 60_000);
  afterAll(() => local.close());
  afterEach(() => jest.restoreAllMocks());

  let recorder = createActionRecorder();
  let store: TrumpetStore | null = null;
  afterEach(() => store?.rootTask.cancel());
  function newStore(client: RestClient = api): TrumpetStore {
    store?.rootTask.cancel();
    recorder = createActionRecorder();
    store = createTrumpetStore({ api: client, sanitize, meta: { me: null }, middleware: [recorder.middleware] });
    return store;
  }
  async function settle<A extends { success: { type: string }; fail: { type: string } }>(s: TrumpetStore, actions: A, action: { type: string }) {
    const done = recorder.next([actions.success.type, actions.fail.type]);
    s.dispatch(action);
    return done;
  }
  async function withListColumn(s: TrumpetStore, id: string): Promise<void> {
    const added = recorder.next([columnAdded.type]);
    s.dispatch(addColumn({ id: 'LIST', params: { id } }));
    await added;
  }
  const listColumnIds = (s: TrumpetStore) => selectColumns(s.getState()).filter((column) => column.id === 'LIST').map((column) => column.params.id);

  it('loads every list, sorted by title', async () => {
    await api.lists.create({ title: 'Aardvarks' });
    const s = newStore();
    const done = settle(s, fetchLists, fetchLists.request());
    expect(selectListsStatus(s.getState())).toEqual({ isLoading: true, loaded: false });
    expect((await done).type).toBe(fetchLists.success.type);
    const server = await api.lists.list();
    expect(selectLists(s.getState()).map((list) => list.title)).toEqual(['Aardvarks', 'Friends', 'Photography']);
    expect(selectLists(s.getState()).map((list) => list.id).sort()).toEqual(server.map((list) => list.id).sort());
    expect(selectListsStatus(s.getState())).toEqual({ isLoading: false, loaded: true });
  });

  it('creates, renames and fetches a list', async () => {
    const s = newStore();
    const created = await settle(s, createList, createList.request({ title: 'Work' }));
    expect(created.type).toBe(createList.success.type);
    const { list } = created.payload as { list: { id: string } };
    expect(selectList(s.getState(), list.id)?.title).toBe('Work');

    expect((await settle(s, updateList, updateList.request({ id: list.id, title: 'Colleagues' }))).type).toBe(updateList.success.type);
    expect(selectList(s.getState(), list.id)?.title).toBe('Colleagues');
    expect((await api.lists.fetch(list.id)).title).toBe('Colleagues');

    const fresh = newStore();
    expect(selectList(fresh.getState(), list.id)).toBeUndefined();
    expect((await settle(fresh, fetchList, fetchList.request({ id: list.id }))).type).toBe(fetchList.success.type);
    expect(selectList(fresh.getState(), list.id)?.title).toBe('Colleagues');
  });

  it('submits the editor: a list with no id is created (and the form reset), otherwise updated', async () => {
    const s = newStore();
    s.dispatch(listEditorTitleChanged({ title: '  Neighbours ' }));
    const created = await settle(s, createList, submitListEditor({ reset: true }));
    expect(created.type).toBe(createList.success.type);
    const { list } = created.payload as { list: { id: string; title: string } };
    expect(list.title).toBe('Neighbours');
    expect(selectListEditor(s.getState())).toEqual(initialListEditor);

    s.dispatch(listEditorTitleChanged({ title: 'Book club' }));
    const kept = await settle(s, createList, submitListEditor({}));
    const { list: club } = kept.payload as { list: { id: string } };
    expect(selectListEditor(s.getState())).toMatchObject({ listId: club.id, title: 'Book club', isSubmitting: false, isChanged: false });

    s.dispatch(listEditorTitleChanged({ title: 'Reading club' }));
    const submitted = settle(s, updateList, submitListEditor({}));
    expect(selectListEditor(s.getState())).toMatchObject({ isSubmitting: true, isChanged: false });
    expect((await submitted).type).toBe(updateList.success.type);
    expect(selectListEditor(s.getState())).toMatchObject({ listId: club.id, title: 'Reading club', isSubmitting: false });
    expect((await api.lists.fetch(club.id)).title).toBe('Reading club');
  });

  it('sends nothing for a blank title', async () => {
    const s = newStore();
    const create = jest.spyOn(api.lists, 'create');
    s.dispatch(listEditorTitleChanged({ title: '   ' }));
    s.dispatch(submitListEditor({ reset: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(create).not.toHaveBeenCalled();
    expect(recorder.types()).not.toContain(createList.request.type);
  });

  it('a failed save alerts and keeps the title changed, to save again', async () => {
    const s = newStore(createRestClient({ url: 'http://127.0.0.1:9' }));
    s.dispatch(listEditorSetUp({ listId: '77', title: 'Offline' }));
    s.dispatch(listEditorTitleChanged({ title: 'Kept' }));
    const failed = await settle(s, updateList, submitListEditor({}));
    expect(failed.type).toBe(updateList.fail.type);
    expect(selectListEditor(s.getState())).toMatchObject({ listId: '77', title: 'Kept', isSubmitting: false, isChanged: true });
    expect(selectAlerts(s.getState())).toHaveLength(1);
  });

  it('deleting a list forgets it and removes its column, and only its column', async () => {
    const { id } = await api.lists.create({ title: 'Short-lived' });
    const other = (await api.lists.list()).find((list) => list.title === 'Friends');
    if (!other) throw new Error('no seeded Friends list');
    const s = newStore();
    await settle(s, fetchLists, fetchLists.request());
    await withListColumn(s, id);
    await withListColumn(s, other.id);
    expect(listColumnIds(s)).toEqual([id, other.id]);

    expect((await settle(s, deleteList, deleteList.request({ id }))).type).toBe(deleteList.success.type);
    expect(selectList(s.getState(), id)).toBeNull();
    expect(selectLists(s.getState()).map((list) => list.id)).not.toContain(id);
    expect(listColumnIds(s)).toEqual([other.id]);
    expect(s.getState().settings.saved).toBe(false);
    await expect(api.lists.fetch(id)).rejects.toMatchObject({ status: 404 });
  });

  it('a list fetch answering 404 forgets the list and removes its column, with no alert (SPEC §8)', async () => {
    const { id } = await api.lists.create({ title: 'Deleted elsewhere' });
    const s = newStore();
    await settle(s, fetchList, fetchList.request({ id }));
    await withListColumn(s, id);
    await api.lists.remove(id);

    const failed = await settle(s, fetchList, fetchList.request({ id }));
    expect(failed.payload).toMatchObject({ request: { id }, error: { kind: 'http', status: 404 } });
    expect(selectList(s.getState(), id)).toBeNull();
    expect(listColumnIds(s)).toEqual([]);
    expect(selectAlerts(s.getState())).toEqual([]);
  });

  it('a list fetch failing otherwise keeps the list and its column, and alerts', async () => {
    const s = newStore(createRestClient({ url: 'http://127.0.0.1:9' }));
    s.dispatch(fetchList.success({ list: { id: '77', title: 'Offline', replies_policy: 'list', exclusive: false } }));
    await withListColumn(s, '77');
    const failed = await settle(s, fetchList, fetchList.request({ id: '77' }));
    expect(failed.payload).toMatchObject({ error: { kind: 'network' } });
    expect(selectList(s.getState(), '77')?.title).toBe('Offline');
    expect(listColumnIds(s)).toEqual(['77']);
    expect(selectAlerts(s.getState())).toHaveLength(1);
  });
});
