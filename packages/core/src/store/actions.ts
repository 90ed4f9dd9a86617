import type { SerializedApiError } from '@trumpet/api-client';
import type { Action } from 'redux';

export type PayloadAction<P> = {
  type: string;
  payload: P;
};

export interface ActionCreator<P> {
  (payload: P): PayloadAction<P>;
  readonly type: string;
  match(action: Action): action is PayloadAction<P>;
}

/** A typed action creator: `statusDeleted({ id })`, with `.type` for sagas and `.match` for reducers. */
/* @__NO_SIDE_EFFECTS__ */
export function createAction<P = void>(type: string): ActionCreator<P> {
  const creator = (payload: P): PayloadAction<P> => ({ type, payload });
  return Object.assign(creator, {
    type,
    match: (action: Action): action is PayloadAction<P> => action.type === type,
  });
}

/** What a failed call leaves in the store: the api-client's plain error, or an unexpected one. */
export type StoredError = SerializedApiError | { kind: 'unexpected'; message: string; status: null };

export interface FailPayload<R> {
  request: R;
  error: StoredError;
  /** SPEC §8: some failures show no alert (filters, suggestions, account and status fetches). */
  skipAlert: boolean;
}

export interface AsyncActions<R, S> {
  request: ActionCreator<R>;
  success: ActionCreator<S>;
  fail: ActionCreator<FailPayload<R>>;
}

/**
 * The REQUEST/SUCCESS/FAIL triple of SPEC §4 ("every async action runs request, then success or
 * fail"). The loading bar and the alerts key off these suffixes, so every async call uses them.
 */
/* @__NO_SIDE_EFFECTS__ */
export function createAsyncActions<R, S>(base: string): AsyncActions<R, S> {
  return {
    request: createAction<R>(`${base}_REQUEST`),
    success: createAction<S>(`${base}_SUCCESS`),
    fail: createAction<FailPayload<R>>(`${base}_FAIL`),
  };
}

export const isRequestAction = (action: { type: string }): boolean => action.type.endsWith('_REQUEST');
export const isSuccessAction = (action: { type: string }): boolean => action.type.endsWith('_SUCCESS');
export const isFailAction = (action: { type: string }): action is PayloadAction<FailPayload<unknown>> =>
  action.type.endsWith('_FAIL');
