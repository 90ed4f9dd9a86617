import { produce } from 'immer';
import type { UnknownAction } from 'redux';
import {
  composePollAdded,
  composePollExpiryChanged,
  composePollMultipleToggled,
  composePollOptionAdded,
  composePollOptionChanged,
  composePollOptionRemoved,
  composePollRemoved,
} from './compose-actions';
import {
  cutTo,
  markEdited,
  POLL_DEFAULT_EXPIRY,
  POLL_DURATIONS,
  POLL_MAX_OPTIONS,
  POLL_MIN_OPTIONS,
  POLL_OPTION_MAX,
  type ComposePoll,
  type ComposeState,
} from './compose-state';

/** One change of the poll, or null when the change does not apply (no poll, or against SPEC §5). */
function pollChange(state: ComposeState, action: UnknownAction): ((poll: ComposePoll) => void) | null {
  if (composePollOptionChanged.match(action)) {
    const { index, title } = action.payload;
    if (!state.poll || index < 0 || index >= state.poll.options.length) return null;
    return (poll) => {
      poll.options[index] = cutTo(title, POLL_OPTION_MAX);
    };
  }
  if (composePollOptionAdded.match(action)) {
    if (!state.poll || state.poll.options.length >= POLL_MAX_OPTIONS) return null;
    return (poll) => {
      poll.options.push(cutTo(action.payload.title ?? '', POLL_OPTION_MAX));
    };
  }
  if (composePollOptionRemoved.match(action)) {
    const { index } = action.payload;
    if (!state.poll || state.poll.options.length <= POLL_MIN_OPTIONS || index < 0 || index >= state.poll.options.length) return null;
    return (poll) => {
      poll.options.splice(index, 1);
    };
  }
  if (composePollExpiryChanged.match(action)) {
    const { expiresIn } = action.payload;
    if (!state.poll || !POLL_DURATIONS.includes(expiresIn)) return null;
    return (poll) => {
      poll.expiresIn = expiresIn;
    };
  }
  if (composePollMultipleToggled.match(action)) {
    if (!state.poll) return null;
    return (poll) => {
      poll.multiple = !poll.multiple;
    };
  }
  return null;
}

// SPEC §4 Compose and §5 Poll; Mastodon's reducers/compose.js COMPOSE_POLL_*.
export function composePollReducer(state: ComposeState, action: UnknownAction): ComposeState {
  if (composePollAdded.match(action)) {
    // SPEC §4: "A poll cannot be added while uploading or when media exists."
    if (state.poll || state.isUploading || state.mediaAttachments.length > 0) return state;
    return produce(state, (draft) => {
      draft.poll = { options: ['', ''], expiresIn: POLL_DEFAULT_EXPIRY, multiple: false };
      markEdited(draft);
    });
  }
  if (composePollRemoved.match(action)) {
    if (!state.poll) return state;
    return produce(state, (draft) => {
      draft.poll = null;
      markEdited(draft);
    });
  }
  const change = pollChange(state, action);
  if (!change) return state;
  return produce(state, (draft) => {
    if (draft.poll) change(draft.poll);
    markEdited(draft);
  });
}
