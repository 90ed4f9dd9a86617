import type { UnknownAction } from 'redux';
import { composeReset, postCompose } from '../compose/compose-actions';
import { markEdited, type ComposeState } from '../compose/compose-state';
import { statusesRemoved } from '../statuses/status-actions';
import { composeQuoteDefaultLoaded, composeQuotePolicyChanged, composeQuoteRemoved, quoteCompose } from './quote-actions';

/** The draft's quote and quote policy (Mastodon 4.5's compose `quoted_status_id` and `quote_policy`). */
export function composeQuoteReducer(state: ComposeState, action: UnknownAction): ComposeState {
  if (quoteCompose.match(action)) {
    const edited: ComposeState = { ...state, quotedStatusId: action.payload.statusId, focusKey: state.focusKey + 1, caretPosition: null };
    markEdited(edited);
    return edited;
  }
  if (composeQuoteRemoved.match(action)) {
    if (state.quotedStatusId === null) return state;
    const edited: ComposeState = { ...state, quotedStatusId: null };
    markEdited(edited);
    return edited;
  }
  if (composeQuotePolicyChanged.match(action)) {
    const edited: ComposeState = { ...state, quotePolicy: action.payload.policy };
    markEdited(edited);
    return edited;
  }
  if (composeQuoteDefaultLoaded.match(action)) {
    return state.defaultQuotePolicy === action.payload.policy ? state : { ...state, defaultQuotePolicy: action.payload.policy };
  }
  if (postCompose.success.match(action) || composeReset.match(action)) {
    return state.quotedStatusId === null && state.quotePolicy === null ? state : { ...state, quotedStatusId: null, quotePolicy: null };
  }
  if (statusesRemoved.match(action)) {
    const { quotedStatusId } = state;
    return quotedStatusId !== null && action.payload.ids.includes(quotedStatusId) ? { ...state, quotedStatusId: null } : state;
  }
  return state;
}
