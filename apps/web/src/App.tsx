import type { CoreApi, TrumpetStore } from '@trumpet/core';
import { Suspense, useMemo } from 'react';
import { AppLocale } from './i18n/AppLocale';
import { AppRoutes } from './routing/router';
import { AppServiceWorker } from './service-worker/AppServiceWorker';
import type { Session } from './session/boot';
import { SessionProvider } from './session/SessionContext';
import { StoreProvider } from './store/StoreProvider';
import { useReducedMotionPreference } from './theme/reduced-motion';

/** Settings of the account that apply to the whole document. */
function DocumentPreferences(): null {
  useReducedMotionPreference();
  return null;
}

export function App({ session, store, api }: { session: Session; store: TrumpetStore; api: CoreApi }) {
  const value = useMemo(() => ({ session, api, signedIn: session.me !== null }), [session, api]);
  return (
    <SessionProvider value={value}>
      <StoreProvider store={store}>
        <DocumentPreferences />
        <Suspense fallback={null}>
          <AppLocale>
            <AppRoutes />
            <AppServiceWorker />
          </AppLocale>
        </Suspense>
      </StoreProvider>
    </SessionProvider>
  );
}
