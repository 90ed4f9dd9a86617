import { createRestClient } from '@trumpet/api-client';
import { sanitize } from '../../../test/support/sanitize';
import { createAsyncActions } from '../../store/actions';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { toStoredError } from '../../store/errors';
import { selectLoadingBar, selectLoadingBarVisible } from './loading-bar-selectors';

const api = createRestClient({ url: 'http://127.0.0.1:9' });
const load = createAsyncActions<{ id: string }, null>('test/LOAD');
const save = createAsyncActions<{ id: string }, null>('test/SAVE');
const failure = { request: { id: '1' }, error: toStoredError(new Error('x')), skipAlert: true };

let store: TrumpetStore;
beforeEach(() => {
  jest.useFakeTimers();
  store = createTrumpetStore({ api, sanitize });
});
afterEach(() => {
  store.rootTask.cancel();
  jest.useRealTimers();
});

const bar = () => {
  const { pending, progress } = selectLoadingBar(store.getState());
  return { pending, progress };
};

describe('counting requests in flight (SPEC §4)', () => {
  it('counts overlapping requests and settles each on its own SUCCESS or FAIL', () => {
    store.dispatch(load.request({ id: '1' }));
    store.dispatch(save.request({ id: '2' }));
    store.dispatch(load.request({ id: '3' }));
    expect(bar().pending).toBe(3);
    store.dispatch(load.success(null));
    expect(bar().pending).toBe(2);
    store.dispatch(save.fail(failure));
    expect(bar().pending).toBe(1);
    store.dispatch(save.success(null)); // save has nothing left in flight
    expect(bar().pending).toBe(1);
    expect(bar().progress).toBeLessThan(100);
    store.dispatch(load.fail(failure));
    expect(bar()).toEqual({ pending: 0, progress: 100 });
  });

  it('never goes below 0 and ignores a SUCCESS without a REQUEST while idle', () => {
    const before = selectLoadingBar(store.getState());
    store.dispatch(load.success(null));
    store.dispatch(save.fail(failure));
    expect(selectLoadingBar(store.getState())).toBe(before);
    expect(bar()).toEqual({ pending: 0, progress: 0 });
    expect(selectLoadingBarVisible(store.getState())).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('simulated progress, every 200 ms up to 99 percent (SPEC §4)', () => {
  it('ticks while something is in flight, jumps to 100 when all settle, then hides with no timer left', async () => {
    expect(jest.getTimerCount()).toBe(0);
    store.dispatch(load.request({ id: '1' }));
    expect(selectLoadingBarVisible(store.getState())).toBe(true);
    expect(jest.getTimerCount()).toBe(1);
    await jest.advanceTimersByTimeAsync(199);
    expect(bar().progress).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(bar().progress).toBe(10);
    store.dispatch(save.request({ id: '2' })); // a second request does not start a second ticker
    expect(jest.getTimerCount()).toBe(1);
    await jest.advanceTimersByTimeAsync(400);
    expect(bar().progress).toBe(27);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(bar()).toEqual({ pending: 2, progress: 99 });
    store.dispatch(load.success(null));
    expect(bar()).toEqual({ pending: 1, progress: 99 });
    store.dispatch(save.success(null));
    expect(bar()).toEqual({ pending: 0, progress: 100 });
    expect(selectLoadingBarVisible(store.getState())).toBe(true);
    await jest.advanceTimersByTimeAsync(200);
    expect(bar()).toEqual({ pending: 0, progress: 0 });
    expect(selectLoadingBarVisible(store.getState())).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(bar()).toEqual({ pending: 0, progress: 0 });
  });

  it('restarts from 0 when a request starts while the bar sits at 100, without hiding mid-flight', async () => {
    store.dispatch(load.request({ id: '1' }));
    await jest.advanceTimersByTimeAsync(600);
    store.dispatch(load.success(null));
    expect(bar().progress).toBe(100);
    await jest.advanceTimersByTimeAsync(100);
    store.dispatch(save.request({ id: '2' }));
    expect(bar()).toEqual({ pending: 1, progress: 0 });
    expect(jest.getTimerCount()).toBe(1);
    await jest.advanceTimersByTimeAsync(200);
    expect(bar()).toEqual({ pending: 1, progress: 10 });
    await jest.advanceTimersByTimeAsync(200);
    expect(bar()).toEqual({ pending: 1, progress: 19 });
    store.dispatch(save.fail(failure));
    await jest.advanceTimersByTimeAsync(200);
    expect(bar()).toEqual({ pending: 0, progress: 0 });
    expect(jest.getTimerCount()).toBe(0);
  });

  it('settles a FAIL that also shows an alert, leaving only the alert’s timer', async () => {
    store.dispatch(load.request({ id: '1' }));
    store.dispatch(load.fail({ ...failure, skipAlert: false }));
    await jest.advanceTimersByTimeAsync(200);
    expect(bar()).toEqual({ pending: 0, progress: 0 });
    expect(store.getState().alerts).toHaveLength(1);
    expect(jest.getTimerCount()).toBe(1);
  });
});
