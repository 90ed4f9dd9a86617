import { produce } from 'immer';
import type { UnknownAction } from 'redux';
import { deleteStatus } from '../statuses/status-actions';
import { composeReplyStarted } from './compose-actions';
import { composeEditCancelled, editCompose, saveEditCompose } from './compose-edit-actions';
import { draftOf, type ComposeSnapshot, type ComposeState } from './compose-state';

const snapshotOf = (state: ComposeState): ComposeSnapshot => ({
  ...draftOf(state),
  sensitive: state.sensitive,
  mediaAttachments: state.mediaAttachments,
});

/** Back to the form as it was before editing began (after a cancel or a saved edit). */
function leaveEdit(state: ComposeState): ComposeState {
  const before = state.beforeEdit;
  return produce(state, (draft) => {
    // The form's own language and time come back with it; the edited status's language goes.
    if (before) Object.assign(draft, before);
    else draft.language = null;
    draft.editingId = null;
    draft.beforeEdit = null;
    draft.isSubmitting = false;
    draft.lastError = null;
    draft.idempotencyKey = null;
    draft.suggestions = [];
    draft.suggestionToken = null;
  });
}

// Editing a post (Mastodon 3.5+): https://docs.joinmastodon.org/methods/statuses/#edit
export function composeEditReducer(state: ComposeState, action: UnknownAction): ComposeState {
  if (editCompose.success.match(action)) {
    const { statusId, language, ...form } = action.payload;
    return produce(state, (draft) => {
      // A second edit while editing keeps what was there before the first.
      if (state.editingId === null) draft.beforeEdit = snapshotOf(state);
      Object.assign(draft, form);
      draft.spoiler = form.spoilerText.length > 0;
      draft.inReplyToId = null;
      draft.editingId = statusId;
      draft.language = language;
      draft.idempotencyKey = null;
      draft.lastError = null;
      draft.focusKey += 1;
      draft.caretPosition = null;
    });
  }
  // A reply or a redraft started meanwhile takes over the form: it is no longer an edit.
  if (state.editingId !== null && (composeReplyStarted.match(action) || (deleteStatus.success.match(action) && action.payload.redraft))) {
    return { ...state, editingId: null, language: null, beforeEdit: null };
  }
  if (composeEditCancelled.match(action)) return state.editingId === null ? state : leaveEdit(state);
  if (saveEditCompose.request.match(action)) return { ...state, isSubmitting: true, lastError: null };
  if (saveEditCompose.success.match(action)) return state.editingId === action.payload.statusId ? leaveEdit(state) : state;
  // The draft stays as it was, to try again.
  if (saveEditCompose.fail.match(action)) return { ...state, isSubmitting: false, lastError: action.payload.error };
  return state;
}
