import { createRestClient } from '@trumpet/api-client';
import { sanitize } from '../../../test/support/sanitize';
import { createTrumpetStore } from '../../store/create-store';
import { selectStatus, statusSelectorCount } from './statuses-selectors';

describe('selectStatus', () => {
  it('keeps a bounded number of per-status selectors however many statuses are read', () => {
    const store = createTrumpetStore({ api: createRestClient({ url: 'http://127.0.0.1:9' }), sanitize });
    const state = store.getState();
    for (let i = 0; i < 5000; i += 1) expect(selectStatus(state, String(i))).toBeNull();
    expect(statusSelectorCount()).toBeLessThanOrEqual(2000);
    store.rootTask.cancel();
  });
});
