import { createCoreApi, createCoreStore, createHtmlSanitizer, createWebStoragePreferences, selectSettings, type CoreApi, type TrumpetStore } from '@trumpet/core';
import { lazyModule } from '@trumpet/ui';
import createDOMPurify from 'dompurify';
import { saveLocalSettings, type Session } from '../session/boot';
import { createLazyStreamingClient } from './lazy-streaming-client';
import { notificationAlertMiddleware } from './notificationAlerts';
import { offlineSnapshots } from './offline-storage';

/** Every piece of server HTML the store keeps goes through this, once, at import (SPEC §6; DEVELOPERS.md). */
export const sanitizeHtml = createHtmlSanitizer(createDOMPurify(window));

const imageResizer = lazyModule('resize-image', () => import('../compose/resize-image'));
// The emoji data is a lazy chunk: loaded on the first ':' suggestion.
const emojiSearch = lazyModule('emoji', () => import('@trumpet/ui/emoji'));
// The language guess (the browser's detector, else lande): loaded on the first text long enough to guess.
const languageDetection = lazyModule('detect-language', () => import('../compose/detect-language'));

/** The next animation frame, or 100 ms in a hidden tab (which draws no frames), so streaming never stalls. */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export interface AppStore {
  store: TrumpetStore;
  api: CoreApi;
}

function streamingBase(session: Session): string {
  const state = session.initialState as { meta?: { streaming_api_base_url?: unknown } } | null;
  const given = state?.meta?.streaming_api_base_url;
  return typeof given === 'string' && given ? given : session.origin.replace(/^http/, 'ws');
}

/** The core store for a session: REST with its token and the page's CSRF token, streaming, sanitiser. */
export function createAppStore(session: Session): AppStore {
  const api = createCoreApi({ url: session.origin, accessToken: session.accessToken, csrfToken: session.csrfToken });
  // Composing, reports and lists are added later (store/deferred-features.tsx): home does not need them.
  const store = createCoreStore({
    api,
    sanitize: sanitizeHtml,
    initialState: session.initialState,
    middleware: [notificationAlertMiddleware()],
    preferences: createWebStoragePreferences(window.localStorage),
    // The last home timeline, to read when the server cannot be reached (issue #15).
    snapshots: session.me ? offlineSnapshots(session.account?.key ?? `${session.origin}:${session.me}`) : undefined,
    prepareUpload: (file) => imageResizer.load().then((resize) => resize.resizeImage(file)),
    searchEmoji: (query, limit) => emojiSearch.load().then((emoji) => emoji.searchEmoji(query, limit)),
    detectLanguage: (text) => languageDetection.load().then((detection) => detection.detectLanguage(text)),
    nextFrame,
    streaming: session.accessToken ? () => createLazyStreamingClient({ url: streamingBase(session), accessToken: session.accessToken }) : undefined,
  });

  // Accounts signed in through OAuth keep their column settings in this browser as well.
  const key = session.account?.client ? session.account.key : null;
  if (key) {
    let last = selectSettings(store.getState());
    store.subscribe(() => {
      const next = selectSettings(store.getState());
      if (next !== last) {
        last = next;
        saveLocalSettings(key, { ...next, saved: undefined });
      }
    });
  }
  return { store, api };
}
