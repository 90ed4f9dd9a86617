import { createRestClient } from '@trumpet/api-client';
import { sanitize } from '../../../test/support/sanitize';
import { createTrumpetStore } from '../../store/create-store';
import { emojiUsed } from './settings-actions';
import { FREQUENT_EMOJI_FALLBACKS, selectFrequentlyUsedEmojis } from './settings-selectors';

describe('the frequently used emoji (SPEC §9: 16, with 16 fallbacks)', () => {
  const api = createRestClient({ url: 'http://127.0.0.1:9' });

  it('are the fallbacks before any use', () => {
    const store = createTrumpetStore({ api, sanitize });
    expect(selectFrequentlyUsedEmojis(store.getState())).toEqual(FREQUENT_EMOJI_FALLBACKS);
    store.rootTask.cancel();
  });

  it('put the most used first, then fill up with fallbacks not already listed', () => {
    const store = createTrumpetStore({ api, sanitize });
    for (const id of ['joy', 'blobcat', 'blobcat', 'blobcat', 'joy']) store.dispatch(emojiUsed({ id }));
    const frequent = selectFrequentlyUsedEmojis(store.getState());
    expect(frequent.slice(0, 3)).toEqual(['blobcat', 'joy', '+1']);
    expect(frequent).toHaveLength(16);
    expect(frequent.filter((id) => id === 'joy')).toHaveLength(1);
    expect(selectFrequentlyUsedEmojis(store.getState())).toBe(frequent);
    store.rootTask.cancel();
  });

  it('keep only the 16 most used', () => {
    const store = createTrumpetStore({ api, sanitize });
    for (let n = 1; n <= 20; n += 1) {
      for (let use = 0; use < n; use += 1) store.dispatch(emojiUsed({ id: `e${n}` }));
    }
    expect(selectFrequentlyUsedEmojis(store.getState())).toEqual(Array.from({ length: 16 }, (_, i) => `e${20 - i}`));
    store.rootTask.cancel();
  });
});
