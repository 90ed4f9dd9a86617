import type { CustomEmoji } from '@trumpet/api-client';
import type { UnknownAction } from 'redux';
import { fetchCustomEmojis } from './custom-emojis-actions';

/** The server's custom emojis (SPEC §3 Custom emoji), for the picker and the ':' suggestions. */
export interface CustomEmojisState {
  items: CustomEmoji[];
  isLoading: boolean;
  loaded: boolean;
}

export const initialCustomEmojis: CustomEmojisState = { items: [], isLoading: false, loaded: false };

// Mastodon's reducers/custom_emojis.js.
export function customEmojisReducer(state: CustomEmojisState = initialCustomEmojis, action: UnknownAction): CustomEmojisState {
  if (fetchCustomEmojis.request.match(action)) return state.isLoading ? state : { ...state, isLoading: true };
  if (fetchCustomEmojis.success.match(action)) return { items: action.payload.emojis, isLoading: false, loaded: true };
  if (fetchCustomEmojis.fail.match(action)) return { ...state, isLoading: false };
  return state;
}
