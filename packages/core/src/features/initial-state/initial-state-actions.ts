import { createAction } from '../../store/actions';
import type { InitialState } from './initial-state-guard';

/** The JSON the server embeds in the page, as it came (Mastodon's hydrateStore): a saga checks and spreads it. */
export const initialStateHydrated = createAction<unknown>('initial-state/HYDRATED');

/** The checked initial state, after its accounts, meta and settings are in the store (compose defaults, media types, push). */
export const initialStateLoaded = createAction<InitialState>('initial-state/LOADED');
