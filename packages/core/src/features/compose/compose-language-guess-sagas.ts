import type { Task } from 'redux-saga';
import { call, cancel, delay, fork, put, race, select, take } from 'typed-redux-saga';
import { services } from '../../store/context';
import type { RootState } from '../../store/root-reducer';
import { composeLanguageGuessed } from './compose-extras-actions';
import {
  guessableText,
  languageGuess,
  LANGUAGE_GUESS_MAX_WAIT_MS,
  LANGUAGE_GUESS_WAIT_MS,
  type DetectLanguage,
} from './compose-language-guess';

const selectText = (state: RootState): string => state.compose.text;
const selectGuess = (state: RootState): string | null => state.compose.languageGuess;

/** The composer's text once it differs from `last` (whatever action changed it). */
function* nextText(last: string) {
  for (;;) {
    yield* take('*');
    const text = yield* select(selectText);
    if (text !== last) return text;
  }
}

function* detect(detectLanguage: DetectLanguage, text: string) {
  let guess: string | null = null;
  try {
    guess = languageGuess(yield* call(detectLanguage, text));
  } catch {
    // The detector could not load or answer: no guess.
  }
  yield* put(composeLanguageGuessed({ language: guess }));
}

/**
 * Guesses the language of the composer's text with the `detectLanguage` service (none: no guessing).
 * Debounced as Mastodon's debouncedGuess (lodash, leading and trailing): a change after a pause is
 * guessed at once; later ones once typing pauses for 500 ms, or every 1.5 s while it goes on. Text
 * back under the length threshold clears the guess at once. Only the last detection's answer counts.
 */
export function* composeLanguageGuessSaga() {
  const { detectLanguage, now } = yield* services();
  if (detectLanguage === null) return;
  const detector: DetectLanguage = detectLanguage;
  let running: Task | null = null;
  let lastDetection = 0;

  function* start(text: string) {
    if (running !== null) yield* cancel(running);
    running = yield* fork(detect, detector, text);
    lastDetection = now().getTime();
  }
  function* clear() {
    if (running !== null) yield* cancel(running);
    running = null;
    if ((yield* select(selectGuess)) !== null) yield* put(composeLanguageGuessed({ language: null }));
  }

  let text = yield* select(selectText);
  let first = guessableText(text);
  for (;;) {
    // Idle: the first guessable text is guessed at once.
    while (first === null) {
      text = yield* call(nextText, text);
      first = guessableText(text);
      if (first === null) yield* clear();
    }
    yield* start(first);
    first = null;
    // Typing: the text waits for a pause, or for the longest wait since the last detection.
    let pending: string | null = null;
    for (;;) {
      const maxLeft = Math.max(0, lastDetection + LANGUAGE_GUESS_MAX_WAIT_MS - now().getTime());
      const { changed } = yield* race({ changed: call(nextText, text), waited: delay(Math.min(LANGUAGE_GUESS_WAIT_MS, maxLeft)) });
      if (changed !== undefined) {
        text = changed;
        pending = guessableText(text);
        if (pending === null) {
          yield* clear();
          break;
        }
        continue;
      }
      if (pending !== null) yield* start(pending);
      // A pause ends the burst; the longest wait only lets the typing go on.
      if (pending === null || maxLeft >= LANGUAGE_GUESS_WAIT_MS) break;
      pending = null;
    }
  }
}
