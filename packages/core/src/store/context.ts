import type { RestClient, StreamingClient } from '@trumpet/api-client';
import { getContext, type GetContextEffect } from 'redux-saga/effects';
import type { EntityStorage } from '../storage/entity-storage';

/** Turns untrusted server HTML into HTML safe to insert (DOMPurify in a browser). */
export type SanitizeHtml = (html: string) => string;

/** What sagas reach through the saga context: injected, so tests and other apps bring their own. */
export interface CoreServices {
  api: RestClient;
  storage: EntityStorage;
  sanitize: SanitizeHtml;
  /** Opens the streaming socket; absent where a client does not stream. */
  streaming: (() => StreamingClient) | null;
  now: () => Date;
  random: () => number;
}

/** The services, typed, inside a saga: `const { api } = yield* services();`. */
export function* services(): Generator<GetContextEffect, CoreServices, CoreServices> {
  return yield getContext('services');
}
