import type { Reducer, UnknownAction } from 'redux';
import type { Saga } from 'redux-saga';
import type { RootState } from './root-reducer';

/**
 * A part of the store an app can add after start (`store.addFeature`), so a client loads the code of
 * what it does not show first (composing, reports, lists) only when needed: its slices replace
 * the placeholders the store starts with, and its saga starts then.
 */
export interface CoreFeature {
  name: string;
  reducers: { [K in keyof RootState]?: Reducer<RootState[K], UnknownAction> };
  saga: Saga<[]>;
}
