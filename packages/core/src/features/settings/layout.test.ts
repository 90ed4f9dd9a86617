import { createRestClient } from '@trumpet/api-client';
import { sanitize } from '../../../test/support/sanitize';
import { createTrumpetStore } from '../../store/create-store';
import { settingChanged, settingsHydrated } from './settings-actions';
import { layoutFor, MOBILE_MAX_WIDTH, MULTI_COLUMN_MIN_WIDTH, selectLayoutPreference } from './layout';

describe('layoutFor', () => {
  it('is the phone layout at 630 px or less, whatever was chosen (SPEC §2)', () => {
    expect(layoutFor('multi_column', MOBILE_MAX_WIDTH)).toBe('mobile');
    expect(layoutFor('single_column', 400)).toBe('mobile');
    expect(layoutFor('auto', 320)).toBe('mobile');
  });

  it('never chosen: one column below 1280 px, several from there', () => {
    expect(layoutFor('auto', MOBILE_MAX_WIDTH + 1)).toBe('single_column');
    expect(layoutFor('auto', MULTI_COLUMN_MIN_WIDTH - 1)).toBe('single_column');
    expect(layoutFor('auto', MULTI_COLUMN_MIN_WIDTH)).toBe('multi_column');
    expect(layoutFor('auto', 2560)).toBe('multi_column');
  });

  it('chosen: that layout at every width above the phone', () => {
    expect(layoutFor('multi_column', 631)).toBe('multi_column');
    expect(layoutFor('single_column', 2560)).toBe('single_column');
  });
});

describe('the layout preference in the settings', () => {
  const api = createRestClient({ url: 'http://127.0.0.1:9' });
  const withStore = (run: (store: ReturnType<typeof createTrumpetStore>) => void) => {
    const store = createTrumpetStore({ api, sanitize });
    run(store);
    store.rootTask.cancel();
  };

  it('starts never chosen, and a choice is a setting change to save', () =>
    withStore((store) => {
      expect(selectLayoutPreference(store.getState())).toBe('auto');
      store.dispatch(settingChanged({ path: ['layout'], value: 'single_column' }));
      expect(selectLayoutPreference(store.getState())).toBe('single_column');
      expect(store.getState().settings.saved).toBe(false);
    }));

  it('comes back from the saved settings', () =>
    withStore((store) => {
      store.dispatch(settingsHydrated({ layout: 'multi_column' }));
      expect(selectLayoutPreference(store.getState())).toBe('multi_column');
    }));

  it('counts an unknown value, saved or set, as never chosen', () =>
    withStore((store) => {
      store.dispatch(settingsHydrated({ layout: 'multi_column' }));
      store.dispatch(settingsHydrated({ layout: 'sideways' }));
      expect(store.getState().settings.layout).toBe('auto');
      store.dispatch(settingsHydrated({ layout: 3 }));
      expect(store.getState().settings.layout).toBe('auto');
      store.dispatch(settingChanged({ path: ['layout'], value: 'sideways' }));
      expect(selectLayoutPreference(store.getState())).toBe('auto');
    }));
});
