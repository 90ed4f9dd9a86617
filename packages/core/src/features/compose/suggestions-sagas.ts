import type { Action } from 'redux';
import { call, put, select, takeEvery, takeLatest, throttle } from 'typed-redux-saga';
import { importEntities } from '../../importer/import-saga';
import type { PayloadAction } from '../../store/actions';
import { services, type CoreServices } from '../../store/context';
import { toStoredError } from '../../store/errors';
import type { RootState } from '../../store/root-reducer';
import { selectCustomEmojis } from '../custom-emojis/custom-emojis-selectors';
import { emojiUsed } from '../settings/settings-actions';
import {
  composeSuggestionsCleared,
  composeSuggestionSelected,
  composeSuggestionsFailed,
  composeSuggestionsReady,
  composeSuggestionsRequested,
} from './compose-actions';
import {
  ACCOUNT_SUGGESTIONS_MAX,
  EMOJI_SUGGESTIONS_MAX,
  SUGGESTION_THROTTLE_MS,
  SUGGESTION_TOKEN_MIN,
  type ComposeSuggestion,
} from './compose-state';
import { emojiSuggestions, type UnicodeEmojiMatch } from './emoji-suggestions';
import { tagSuggestions } from './tag-history';

type TokenAction = PayloadAction<{ token: string }>;

const requestFor = (trigger: string) => (action: Action): boolean =>
  composeSuggestionsRequested.match(action) &&
  action.payload.token.length >= SUGGESTION_TOKEN_MIN &&
  action.payload.token.startsWith(trigger);

const selectTagHistory = (state: RootState): string[] => state.compose.tagHistory;

async function unicodeEmoji(search: CoreServices['searchEmoji'], query: string): Promise<readonly UnicodeEmojiMatch[]> {
  if (!search) return [];
  try {
    return await search(query, EMOJI_SUGGESTIONS_MAX);
  } catch {
    return [];
  }
}

/**
 * SPEC §4 Autosuggest and §5 suggestion triggers: '#' from the tag history, ':' emoji (custom and
 * unicode, at most 5), '@' accounts (GET /api/v1/accounts/search, limit 4, throttled to 200 ms with
 * the search in flight cancelled). Only the answer for the newest token is shown.
 */
export function* composeSuggestionsSaga() {
  let latest: string | null = null;
  let inFlight: AbortController | null = null;

  function* ready(token: string, suggestions: ComposeSuggestion[]) {
    if (token === latest) yield* put(composeSuggestionsReady({ token, suggestions }));
  }

  function* requested(action: TokenAction) {
    const { token } = action.payload;
    latest = token;
    if (!requestFor('#')(action)) return;
    const history = yield* select(selectTagHistory);
    yield* ready(token, tagSuggestions(history, token));
  }

  function* emojis(action: TokenAction) {
    const { token } = action.payload;
    const query = token.slice(1);
    const { searchEmoji } = yield* services();
    const custom = yield* select(selectCustomEmojis);
    const unicode = yield* call(unicodeEmoji, searchEmoji, query);
    yield* ready(token, emojiSuggestions(query, custom, unicode, EMOJI_SUGGESTIONS_MAX));
  }

  function* accounts(action: TokenAction) {
    const { token } = action.payload;
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    const { api } = yield* services();
    try {
      const found = yield* call(
        [api.accounts, api.accounts.search],
        { q: token.slice(1), resolve: false, limit: ACCOUNT_SUGGESTIONS_MAX },
        { signal: controller.signal },
      );
      yield* importEntities({ accounts: found });
      yield* ready(token, found.map((account) => ({ kind: 'account', id: account.id, acct: account.acct })));
    } catch (error) {
      const stored = toStoredError(error);
      // SPEC §8: "A failed account search is ignored if cancelled, else shown as an error."
      if (stored.kind !== 'aborted') yield* put(composeSuggestionsFailed({ request: { token }, error: stored, skipAlert: false }));
    } finally {
      if (inFlight === controller) inFlight = null;
    }
  }

  const cleared = (): void => {
    latest = null;
    inFlight?.abort();
    inFlight = null;
  };

  function* picked(action: PayloadAction<{ completion: ComposeSuggestion | string }>) {
    cleared();
    const { completion } = action.payload;
    if (typeof completion !== 'string' && completion.kind === 'emoji') yield* put(emojiUsed({ id: completion.shortcode }));
  }

  yield* takeEvery(composeSuggestionsRequested.type, requested);
  yield* takeLatest(requestFor(':'), emojis);
  yield* throttle(SUGGESTION_THROTTLE_MS, requestFor('@'), accounts);
  yield* takeEvery(composeSuggestionsCleared.type, cleared);
  yield* takeEvery(composeSuggestionSelected.type, picked);
}
