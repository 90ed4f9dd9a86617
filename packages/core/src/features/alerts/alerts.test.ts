import { AbortedError, createRestClient, HttpError, NetworkError, TimeoutError } from '@trumpet/api-client';
import type { UnknownAction } from 'redux';
import { sanitize } from '../../../test/support/sanitize';
import { createAsyncActions, type StoredError } from '../../store/actions';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { toStoredError } from '../../store/errors';
import { alertDismissed, alertShown, alertsCleared, type AlertText } from './alerts-actions';
import { selectAlerts } from './alerts-selectors';

const api = createRestClient({ url: 'http://127.0.0.1:9' });
const somethingFailed = createAsyncActions<{ id: string }, null>('test/SOMETHING');

const http = (status: number, statusText: string, body: unknown): StoredError =>
  toStoredError(new HttpError({ status, statusText, body, endpoint: 'POST /api/v1/statuses', rateLimit: null }));

let store: TrumpetStore;
beforeEach(() => {
  jest.useFakeTimers();
  store = createTrumpetStore({ api, sanitize });
});
afterEach(() => {
  store.rootTask.cancel();
  jest.useRealTimers();
});

// A catalogue message as its id, other words as they are.
const words = (text: AlertText): string => ('id' in text ? text.id : text.text);
const alerts = () => selectAlerts(store.getState()).map(({ title, message }) => ({ title: words(title), message: words(message) }));
const fail = (error: StoredError, skipAlert = false) =>
  store.dispatch(somethingFailed.fail({ request: { id: '1' }, error, skipAlert }));

describe('the alert a failed call shows (SPEC §8)', () => {
  it.each<[string, StoredError, boolean, { title: string; message: string }[]]>([
    ['HTTP 422 with the server’s error', http(422, 'Unprocessable Entity', { error: 'Validation failed: Text can’t be blank' }), false, [{ title: '422', message: 'Validation failed: Text can’t be blank' }]],
    ['HTTP 503 without an error field', http(503, 'Service Unavailable', '<html>down</html>'), false, [{ title: '503', message: 'Service Unavailable' }]],
    ['HTTP 500 with an empty error field', http(500, 'Internal Server Error', { error: '' }), false, [{ title: '500', message: 'Internal Server Error' }]],
    ['HTTP 404 (gone)', http(404, 'Not Found', { error: 'Record not found' }), false, []],
    ['HTTP 410 (gone)', http(410, 'Gone', { error: 'Gone' }), false, []],
    ['a network error', toStoredError(new NetworkError('GET /api/v1/timelines/home')), false, [{ title: 'alert.unexpected.title', message: 'alert.unexpected.message' }]],
    ['a timeout', toStoredError(new TimeoutError(10_000, 'GET /api/v1/timelines/home')), false, [{ title: 'alert.unexpected.title', message: 'alert.unexpected.message' }]],
    ['an unexpected error', toStoredError(new Error('boom')), false, [{ title: 'alert.unexpected.title', message: 'alert.unexpected.message' }]],
    ['an aborted call', toStoredError(new AbortedError('GET /api/v1/timelines/home')), false, []],
    ['HTTP 500 marked skipAlert', http(500, 'Internal Server Error', { error: 'broken' }), true, []],
    ['a network error marked skipAlert', toStoredError(new NetworkError(null)), true, []],
  ])('%s', (_name, error, skipAlert, expected) => {
    fail(error, skipAlert);
    expect(alerts()).toEqual(expected);
  });

  it('shows the default alert for a _FAIL action without a FailPayload', () => {
    store.dispatch({ type: 'legacy/THING_FAIL' } satisfies UnknownAction);
    expect(alerts()).toEqual([{ title: 'alert.unexpected.title', message: 'alert.unexpected.message' }]);
  });

  it('shows an alert once while the same one is on screen (several calls failing as the network goes)', async () => {
    store.dispatch({ type: 'legacy/OTHER_FAIL', payload: { error: 'a string, not a stored error' } } satisfies UnknownAction);
    fail(toStoredError(new NetworkError('GET /api/v1/markers')));
    fail(toStoredError(new NetworkError('GET /api/v1/custom_emojis')));
    fail(http(503, 'Service Unavailable', ''));
    expect(alerts()).toEqual([
      { title: 'alert.unexpected.title', message: 'alert.unexpected.message' },
      { title: '503', message: 'Service Unavailable' },
    ]);
    // Once it is gone, the same failure shows it again.
    await jest.advanceTimersByTimeAsync(5000);
    fail(toStoredError(new NetworkError('GET /api/v1/markers')));
    expect(alerts()).toEqual([{ title: 'alert.unexpected.title', message: 'alert.unexpected.message' }]);
  });

  it('ignores the request and success of a call', () => {
    store.dispatch(somethingFailed.request({ id: '1' }));
    store.dispatch(somethingFailed.success(null));
    expect(alerts()).toEqual([]);
  });
});

describe('alerts shown, dismissed and cleared', () => {
  it('keeps custom alerts newest last with increasing keys and their values', () => {
    store.dispatch(alertShown({ title: { text: 'Rate limited' }, message: { text: 'Retry at {retry_time}' }, values: { retry_time: '12:00' } }));
    fail(http(422, 'Unprocessable Entity', { error: 'Nope' }));
    expect(selectAlerts(store.getState())).toEqual([
      { key: 0, title: { text: 'Rate limited' }, message: { text: 'Retry at {retry_time}' }, values: { retry_time: '12:00' } },
      { key: 1, title: { text: '422' }, message: { text: 'Nope' } },
    ]);
    store.dispatch(alertDismissed({ key: 0 }));
    expect(selectAlerts(store.getState()).map((alert) => alert.key)).toEqual([1]);
    store.dispatch(alertsCleared());
    expect(selectAlerts(store.getState())).toEqual([]);
  });
});

describe('auto-dismissal after 5000 ms (SPEC §8, §9)', () => {
  it('dismisses each alert 5000 ms after it was shown, leaving no timer behind', async () => {
    store.dispatch(alertShown({ title: { text: 'first' }, message: { text: 'a' } }));
    await jest.advanceTimersByTimeAsync(2000);
    fail(toStoredError(new NetworkError(null)));
    await jest.advanceTimersByTimeAsync(2999);
    expect(alerts().map((alert) => alert.title)).toEqual(['first', 'alert.unexpected.title']);
    await jest.advanceTimersByTimeAsync(1);
    expect(alerts().map((alert) => alert.title)).toEqual(['alert.unexpected.title']);
    await jest.advanceTimersByTimeAsync(1999);
    expect(alerts().map((alert) => alert.title)).toEqual(['alert.unexpected.title']);
    await jest.advanceTimersByTimeAsync(1);
    expect(alerts()).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stops the timer of an alert dismissed early, so a later alert reusing its key lives its full 5000 ms', async () => {
    store.dispatch(alertShown({ title: { text: 'A' }, message: { text: '' } }));
    await jest.advanceTimersByTimeAsync(1000);
    store.dispatch(alertShown({ title: { text: 'B' }, message: { text: '' } }));
    await jest.advanceTimersByTimeAsync(1000);
    store.dispatch(alertDismissed({ key: 1 }));
    expect(jest.getTimerCount()).toBe(1);
    await jest.advanceTimersByTimeAsync(1000);
    store.dispatch(alertShown({ title: { text: 'C' }, message: { text: '' } }));
    expect(selectAlerts(store.getState()).map(({ key, title }) => [key, words(title)])).toEqual([[0, 'A'], [1, 'C']]);
    await jest.advanceTimersByTimeAsync(3000); // t = 6000: B's timer would have fired here
    expect(alerts().map((alert) => alert.title)).toEqual(['C']);
    await jest.advanceTimersByTimeAsync(2000); // t = 8000
    expect(alerts()).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stops every timer when the alerts are cleared', async () => {
    store.dispatch(alertShown({ title: { text: 'A' }, message: { text: '' } }));
    store.dispatch(alertShown({ title: { text: 'B' }, message: { text: '' } }));
    expect(jest.getTimerCount()).toBe(2);
    store.dispatch(alertsCleared());
    expect(jest.getTimerCount()).toBe(0);
    store.dispatch(alertShown({ title: { text: 'C' }, message: { text: '' } }));
    await jest.advanceTimersByTimeAsync(4999);
    expect(alerts().map((alert) => alert.title)).toEqual(['C']);
    await jest.advanceTimersByTimeAsync(1);
    expect(alerts()).toEqual([]);
  });
});
