import { produce } from 'immer';
import type { UnknownAction } from 'redux';
import { createAction } from '../../store/actions';

export type DisplayMedia = 'default' | 'show_all' | 'hide_all';

/** SPEC §3 "Initial-state meta": what the server's page (or the sign-in flow) says about the session. */
export interface MetaState {
  me: string | null;
  access_token: string | null;
  streaming_api_base_url: string | null;
  /** The user's language as the server knows it (Mastodon: their setting, else Accept-Language); null when it does not say. */
  locale: string | null;
  domain: string | null;
  version: string | null;
  reduce_motion: boolean;
  auto_play_gif: boolean;
  display_media: DisplayMedia;
  expand_spoilers: boolean;
  unfollow_modal: boolean;
  boost_modal: boolean;
  delete_modal: boolean;
  search_enabled: boolean;
  invites_enabled: boolean;
  is_staff: boolean;
  repository: string | null;
  source_url: string | null;
  mascot: string | null;
  profile_directory: boolean;
}

export const initialMeta: MetaState = {
  me: null,
  access_token: null,
  streaming_api_base_url: null,
  locale: null,
  domain: null,
  version: null,
  reduce_motion: false,
  auto_play_gif: false,
  display_media: 'default',
  expand_spoilers: false,
  unfollow_modal: false,
  boost_modal: false,
  delete_modal: true,
  search_enabled: true,
  invites_enabled: false,
  is_staff: false,
  repository: null,
  source_url: null,
  mascot: null,
  profile_directory: false,
};

/** The session's meta arrived (from the page's initial state, or after signing in). */
export const metaLoaded = createAction<Partial<MetaState>>('meta/LOADED');

export function metaReducer(state: MetaState = initialMeta, action: UnknownAction): MetaState {
  if (metaLoaded.match(action)) {
    return produce(state, (draft) => {
      Object.assign(draft, action.payload);
    });
  }
  return state;
}
