import { createRestClient } from '@trumpet/api-client';
import { sanitize } from '../../../test/support/sanitize';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import {
  addColumn,
  columnMoved,
  columnParamsChanged,
  columnRemoved,
  emojiUsed,
  saveSettings,
  settingChanged,
  settingsHydrated,
} from './settings-actions';
import { selectColumns, selectHomeShows, selectNotificationQuickFilter, selectSettings } from './settings-selectors';

// No server is reached: every store is stopped before the 5000 ms save would run.
const api = createRestClient({ url: 'http://127.0.0.1:9' });
let store: TrumpetStore;
const settings = () => selectSettings(store.getState());
const ids = () => selectColumns(store.getState()).map((column) => column.id);

beforeEach(() => {
  let seed = 0;
  // A fixed sequence, so the uuid of an added column is known: nibbles 0, 1, 2, …, 15, 0, …
  const random = () => (seed++ % 16) / 16;
  store = createTrumpetStore({ api, sanitize, random });
});
afterEach(() => store.rootTask.cancel());

describe('settings defaults (Mastodon reducers/settings.js, SPEC §3)', () => {
  it('start saved, with skin tone 1, the compose, home and notifications columns, and every notification type on', () => {
    expect(settings().saved).toBe(true);
    expect(settings().onboarded).toBe(false);
    expect(settings().skinTone).toBe(1);
    expect(ids()).toEqual(['COMPOSE', 'HOME', 'NOTIFICATIONS']);
    for (const group of ['alerts', 'shows', 'sounds'] as const) {
      expect(settings().notifications[group]).toEqual({ follow: true, favourite: true, reblog: true, mention: true, poll: true });
    }
    expect(selectNotificationQuickFilter(store.getState())).toEqual({ active: 'all', show: true, advanced: false });
    expect(selectHomeShows(store.getState())).toEqual({ reblog: true, reply: true });
    expect(settings().trends.show).toBe(true);
    expect(settings().community.other.onlyMedia).toBe(false);
    expect(settings().frequentlyUsedEmojis).toEqual({});
  });
});

describe('changing a setting (SPEC §4 Settings: any change sets saved false)', () => {
  it('sets the value at its path and leaves the rest', () => {
    store.dispatch(settingChanged({ path: ['home', 'shows', 'reblog'], value: false }));
    expect(selectHomeShows(store.getState())).toEqual({ reblog: false, reply: true });
    expect(settings().saved).toBe(false);
  });

  it('creates the objects a new path needs', () => {
    store.dispatch(settingChanged({ path: ['public', 'other', 'onlyRemote'], value: true }));
    expect(settings().public).toEqual({ regex: { body: '' }, other: { onlyMedia: false, onlyRemote: true } });
  });

  it('ignores paths into an object’s prototype or into the column list, an empty path, and `saved` itself', () => {
    const before = settings();
    store.dispatch(settingChanged({ path: ['__proto__', 'polluted'], value: true }));
    store.dispatch(settingChanged({ path: ['home', 'constructor', 'polluted'], value: true }));
    store.dispatch(settingChanged({ path: [], value: true }));
    store.dispatch(settingChanged({ path: ['saved'], value: false }));
    store.dispatch(settingChanged({ path: ['columns', '0', 'id'], value: 'PUBLIC' }));
    expect(settings()).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('columns', () => {
  it('adds a column with a new uuid from the injected random source', () => {
    store.dispatch(addColumn({ id: 'COMMUNITY', params: {} }));
    const added = selectColumns(store.getState())[3];
    expect(added).toEqual({ uuid: '01234567-89ab-4cde-b012-3456789abcde', id: 'COMMUNITY', params: {} });
    expect(added?.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(settings().saved).toBe(false);
  });

  it('gives every added column its own uuid', () => {
    store.dispatch(addColumn({ id: 'HASHTAG', params: { id: 'cats' } }));
    store.dispatch(addColumn({ id: 'HASHTAG', params: { id: 'dogs' } }));
    const uuids = selectColumns(store.getState()).map((column) => column.uuid);
    expect(new Set(uuids).size).toBe(5);
  });

  it('removes a column by uuid; an unknown uuid changes nothing', () => {
    const [, home] = selectColumns(store.getState());
    store.dispatch(columnRemoved({ uuid: 'no-such-column' }));
    expect(settings().saved).toBe(true);
    store.dispatch(columnRemoved({ uuid: home?.uuid ?? '' }));
    expect(ids()).toEqual(['COMPOSE', 'NOTIFICATIONS']);
    expect(settings().saved).toBe(false);
  });

  it('moves a column left or right, never past either end', () => {
    const [compose, home, notifications] = selectColumns(store.getState());
    store.dispatch(columnMoved({ uuid: compose?.uuid ?? '', direction: -1 }));
    store.dispatch(columnMoved({ uuid: notifications?.uuid ?? '', direction: 1 }));
    expect(ids()).toEqual(['COMPOSE', 'HOME', 'NOTIFICATIONS']);
    expect(settings().saved).toBe(true);
    store.dispatch(columnMoved({ uuid: home?.uuid ?? '', direction: 1 }));
    expect(ids()).toEqual(['COMPOSE', 'NOTIFICATIONS', 'HOME']);
    store.dispatch(columnMoved({ uuid: home?.uuid ?? '', direction: -1 }));
    store.dispatch(columnMoved({ uuid: home?.uuid ?? '', direction: -1 }));
    expect(ids()).toEqual(['HOME', 'COMPOSE', 'NOTIFICATIONS']);
    expect(settings().saved).toBe(false);
  });

  it('changes one column’s params by path (the community column’s Media Only toggle)', () => {
    store.dispatch(addColumn({ id: 'COMMUNITY', params: {} }));
    const community = selectColumns(store.getState())[3];
    store.dispatch(saveSettings.success((({ saved: _saved, ...data }) => data)(settings())));
    store.dispatch(columnParamsChanged({ uuid: community?.uuid ?? '', path: ['other', 'onlyMedia'], value: true }));
    expect(selectColumns(store.getState())[3]?.params).toEqual({ other: { onlyMedia: true } });
    expect(selectColumns(store.getState())[0]?.params).toEqual({});
    expect(settings().saved).toBe(false);
  });
});

describe('emoji use', () => {
  it('counts every use by emoji id', () => {
    store.dispatch(emojiUsed({ id: 'thumbsup' }));
    store.dispatch(emojiUsed({ id: 'thumbsup' }));
    store.dispatch(emojiUsed({ id: 'blobcat' }));
    expect(settings().frequentlyUsedEmojis).toEqual({ thumbsup: 2, blobcat: 1 });
    expect(settings().saved).toBe(false);
  });
});

describe('saving', () => {
  const data = () => (({ saved: _saved, ...rest }) => rest)(settings());

  it('a save of the current settings sets saved true', () => {
    store.dispatch(settingChanged({ path: ['skinTone'], value: 3 }));
    store.dispatch(saveSettings.success(data()));
    expect(settings().saved).toBe(true);
  });

  it('a save of settings changed since stays unsaved, so the later change is saved too', () => {
    store.dispatch(settingChanged({ path: ['skinTone'], value: 3 }));
    const sent = data();
    store.dispatch(emojiUsed({ id: 'heart' }));
    store.dispatch(saveSettings.success(sent));
    expect(settings().saved).toBe(false);
  });
});

describe('hydration from the page’s settings (merged over the defaults, deep)', () => {
  it('keeps defaults for what was not saved and takes what was', () => {
    store.dispatch(
      settingsHydrated({
        skinTone: 4,
        onboarded: true,
        home: { shows: { reblog: false } },
        notifications: { sounds: { mention: false }, quickFilter: { active: 'mention' } },
        columns: [{ id: 'HOME', uuid: 'u-1', params: {} }, { id: 'LIST', uuid: 'u-2', params: { id: '7' } }],
        frequentlyUsedEmojis: { heart: 3 },
      }),
    );
    expect(settings()).toMatchObject({ saved: true, skinTone: 4, onboarded: true, frequentlyUsedEmojis: { heart: 3 } });
    expect(selectHomeShows(store.getState())).toEqual({ reblog: false, reply: true });
    expect(settings().notifications.sounds).toEqual({ follow: true, favourite: true, reblog: true, mention: false, poll: true });
    expect(settings().notifications.alerts.mention).toBe(true);
    expect(selectNotificationQuickFilter(store.getState())).toEqual({ active: 'mention', show: true, advanced: false });
    expect(selectColumns(store.getState())).toEqual([
      { id: 'HOME', uuid: 'u-1', params: {} },
      { id: 'LIST', uuid: 'u-2', params: { id: '7' } },
    ]);
  });

  it('keeps the default columns when none were saved, and defaults for values of the wrong kind', () => {
    store.dispatch(
      settingsHydrated({
        skinTone: 'dark',
        trends: { show: 'no' },
        home: { shows: null },
        notifications: { quickFilter: { active: 'nonsense' } },
        columns: [{ id: 'HOME' }, 'COMPOSE', { id: 'PUBLIC', uuid: 'p', params: 'x' }],
        frequentlyUsedEmojis: { heart: 'many', star: 2, __proto__: 5 },
      }),
    );
    expect(settings().skinTone).toBe(1);
    expect(settings().trends.show).toBe(true);
    expect(selectHomeShows(store.getState())).toEqual({ reblog: true, reply: true });
    expect(settings().notifications.quickFilter.active).toBe('all');
    expect(selectColumns(store.getState())).toEqual([{ id: 'PUBLIC', uuid: 'p', params: {} }]);
    expect(settings().frequentlyUsedEmojis).toEqual({ star: 2 });

    store.dispatch(settingsHydrated({}));
    store.dispatch(settingsHydrated('not settings'));
    expect(selectColumns(store.getState()).map((column) => column.id)).toEqual(['PUBLIC']);
  });

  it('leaves the default columns when the saved settings have none', () => {
    store.dispatch(settingsHydrated({ skinTone: 2 }));
    expect(ids()).toEqual(['COMPOSE', 'HOME', 'NOTIFICATIONS']);
  });
});
