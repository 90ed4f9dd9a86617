import { createRestClient, HttpClient, type RestClient } from '@trumpet/api-client';
import { createActionRecorder } from '../../test/support/action-recorder';
import { startLocalServer, type LocalServer } from '../../test/support/local-server';
import { sanitize } from '../../test/support/sanitize';
import { createList, fetchLists } from '../features/lists/lists-actions';
import { listsFeature } from '../features/lists/lists-feature';
import { selectLists } from '../features/lists/lists-selectors';
import { createCoreApi } from './core-api';
import { createCoreStore, type TrumpetStore } from './create-core-store';

describe('createCoreApi', () => {
  it("holds the eager features' resources only, each the one resourceOf answers for its HttpClient", () => {
    const api = createCoreApi({ url: 'https://mastodon.example' });
    for (const deferred of ['lists', 'reports', 'search', 'trends', 'media', 'scheduledStatuses']) expect(deferred in api).toBe(false);
    expect(api.timelines).toBe(createCoreApi(api.http).timelines);
    const http = new HttpClient({ url: 'https://mastodon.example' });
    expect(createCoreApi(http).http).toBe(http);
  });

  it("shares a full client's resources when built over its HttpClient", () => {
    const full = createRestClient({ url: 'https://mastodon.example' });
    expect(createCoreApi(full.http).statuses).toBe(full.statuses);
  });
});

describe('a store over createCoreApi, against the local instance', () => {
  let local: LocalServer;
  let full: RestClient;
  let store: TrumpetStore | null = null;

  beforeAll(async () => {
    local = await startLocalServer();
    full = await local.signIn('demo');
  }, 60_000);
  afterAll(() => local.close());
  afterEach(() => store?.rootTask.cancel());

  it('runs a deferred feature, which brings its own resource over the store\'s HttpClient (token included)', async () => {
    const recorder = createActionRecorder();
    const api = createCoreApi(full.http);
    expect('lists' in api).toBe(false);
    store = createCoreStore({ api, sanitize, meta: { me: null }, middleware: [recorder.middleware], features: [listsFeature] });
    const title = `core api ${Date.now()}`;
    const created = recorder.next([createList.success.type, createList.fail.type]);
    store.dispatch(createList.request({ title }));
    expect((await created).type).toBe(createList.success.type);
    // The server has it.
    expect((await full.lists.list()).map((list) => list.title)).toContain(title);
    const fetched = recorder.next([fetchLists.success.type, fetchLists.fail.type]);
    store.dispatch(fetchLists.request());
    expect((await fetched).type).toBe(fetchLists.success.type);
    expect(selectLists(store.getState()).map((list) => list.title)).toContain(title);
  }, 30_000);
});
