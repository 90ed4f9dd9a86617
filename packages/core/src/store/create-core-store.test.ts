import { createRestClient } from '@trumpet/api-client';
import { sanitize } from '../../test/support/sanitize';
import { composeChanged, composeMentionInserted } from '../features/compose/compose-actions';
import { composeFeature } from '../features/compose/compose-feature';
import { initialCompose } from '../features/compose/compose-state';
import { listsFeature } from '../features/lists/lists-feature';
import { listEditorTitleChanged } from '../features/lists/lists-actions';
import { reportOpened } from '../features/reports/reports-actions';
import { reportsFeature } from '../features/reports/reports-feature';
import { createCoreStore } from './create-core-store';
import { createTrumpetStore } from './create-store';

// No server is reached: what the deferred features change in a store's state.
const api = createRestClient({ url: 'http://127.0.0.1:9' });
const page = { meta: { me: null }, compose: { me: null, default_privacy: 'unlisted', default_sensitive: true } };

describe('createCoreStore and deferred features', () => {
  it('starts with placeholders that ignore the features’ actions, keeping the compose defaults from the page', () => {
    const store = createCoreStore({ api, sanitize, initialState: page });
    store.dispatch(composeChanged({ text: 'lost' }));
    store.dispatch(reportOpened({ accountId: '1' }));
    store.dispatch(listEditorTitleChanged({ title: 'Friends' }));
    const state = store.getState();
    expect(state.compose).toEqual({ ...initialCompose, privacy: 'unlisted', defaultPrivacy: 'unlisted', defaultSensitive: true });
    expect(state.reports.accountId).toBeNull();
    expect(state.listEditor.title).toBe('');
    expect(store.hasFeature('compose')).toBe(false);
    store.rootTask.cancel();
  });

  it('adds a feature once: its reducer takes over the state so far and its saga starts', () => {
    const store = createCoreStore({ api, sanitize, initialState: page });
    store.addFeature(composeFeature);
    store.addFeature(composeFeature);
    store.dispatch(composeChanged({ text: 'kept' }));
    store.dispatch(composeMentionInserted({ acct: 'alice', direct: true }));
    expect(store.getState().compose).toMatchObject({ text: 'kept @alice ', privacy: 'direct', defaultPrivacy: 'unlisted' });
    expect(store.hasFeature('compose')).toBe(true);
    store.addFeature(reportsFeature);
    store.dispatch(reportOpened({ accountId: '7', statusId: '70' }));
    expect(store.getState().reports).toMatchObject({ accountId: '7', statusIds: ['70'] });
    expect(store.getState().compose.text).toBe('kept @alice ');
    store.rootTask.cancel();
  });

  it('createTrumpetStore starts with every deferred feature', () => {
    const store = createTrumpetStore({ api, sanitize });
    expect(['compose', 'reports', 'lists'].every((name) => store.hasFeature(name))).toBe(true);
    store.dispatch(listEditorTitleChanged({ title: 'Friends' }));
    expect(store.getState().listEditor.title).toBe('Friends');
    expect(listsFeature.reducers.listAdder).toBeDefined();
    store.rootTask.cancel();
  });
});
