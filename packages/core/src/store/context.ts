import type { StreamingClient } from '@trumpet/api-client';
import { getContext } from 'typed-redux-saga';
import type { CoreApi } from './core-api';
import type { EntityStorage } from '../storage/entity-storage';
import type { SnapshotStorage } from '../storage/snapshot-storage';
import type { SearchEmoji } from '../features/compose/emoji-suggestions';
import type { DetectLanguage } from '../features/compose/compose-language-guess';
import type { Preferences } from '../features/compose/preferences';

/** Turns untrusted server HTML into HTML safe to insert (DOMPurify in a browser). */
export type SanitizeHtml = (html: string) => string;

/** What sagas reach through the saga context: injected, so tests and other apps bring their own. */
export interface CoreServices {
  api: CoreApi;
  storage: EntityStorage;
  /** The timelines kept for reading offline (IndexedDB in a browser). */
  snapshots: SnapshotStorage;
  sanitize: SanitizeHtml;
  /** Opens the streaming socket; absent where a client does not stream. */
  streaming: (() => StreamingClient) | null;
  now: () => Date;
  random: () => number;
  /** Per-device values kept between sessions: the tag history and the compose draft, per user. */
  preferences: Preferences;
  /** Readies a file before it is uploaded (the web app downscales large images, SPEC §5); identity by default. */
  prepareUpload: (file: Blob) => Promise<Blob>;
  /** Unicode emoji for the ':' suggestions; without it only the server's custom emoji are offered. */
  searchEmoji: SearchEmoji | null;
  /** Guesses the language of the composer's text (the browser's LanguageDetector, or lande); without it there is no guess. */
  detectLanguage: DetectLanguage | null;
  /**
   * Resolves when the next frame is about to be drawn (requestAnimationFrame in a browser): streamed
   * statuses that arrive meanwhile enter the store together. At once by default.
   */
  nextFrame: () => Promise<void>;
}

/** The services, typed, inside a saga: `const { api } = yield* services();`. */
export function* services() {
  return yield* getContext<CoreServices>('services');
}
