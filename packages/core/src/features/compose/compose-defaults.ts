import { produce } from 'immer';
import type { UnknownAction } from 'redux';
import { initialStateLoaded } from '../initial-state/initial-state-actions';
import { composeDefaultsChanged } from './compose-defaults-actions';
import { draftOf, initialCompose, isBlankDraft, isComposePrivacy, type ComposeState } from './compose-state';

/** The user's default privacy and sensitivity; a pristine form takes the new default privacy. */
export function setDefaults(state: ComposeState, privacy: string | null | undefined, sensitive: boolean | undefined): ComposeState {
  return produce(state, (draft) => {
    const pristine = isBlankDraft(draftOf(state)) && state.mediaAttachments.length === 0 && state.privacy === state.defaultPrivacy;
    if (isComposePrivacy(privacy)) draft.defaultPrivacy = privacy;
    if (sensitive !== undefined) draft.defaultSensitive = sensitive;
    if (pristine) draft.privacy = draft.defaultPrivacy;
  });
}

/**
 * The compose state before the compose feature is added to a store (`createCoreStore`): only the
 * defaults, which arrive with the initial state at start, so the form has them when it loads.
 */
export function composeDefaultsReducer(state: ComposeState = initialCompose, action: UnknownAction): ComposeState {
  if (composeDefaultsChanged.match(action)) return setDefaults(state, action.payload.privacy, action.payload.sensitive);
  if (initialStateLoaded.match(action)) {
    const { default_privacy, default_sensitive } = action.payload.compose;
    return setDefaults(state, default_privacy, default_sensitive);
  }
  return state;
}
