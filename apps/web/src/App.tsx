import type { RestClient } from '@trumpet/api-client';
import type { TrumpetStore } from '@trumpet/core';
import { Suspense, useMemo } from 'react';
import { AppLocale } from './i18n/AppLocale';
import { AppRoutes } from './routing/router';
import type { Session } from './session/boot';
import { SessionProvider } from './session/SessionContext';
import { StoreProvider } from './store/StoreProvider';

export function App({ session, store, api }: { session: Session; store: TrumpetStore; api: RestClient }) {
  const value = useMemo(() => ({ session, api, signedIn: session.me !== null }), [session, api]);
  return (
    <SessionProvider value={value}>
      <StoreProvider store={store}>
        <Suspense fallback={null}>
          <AppLocale>
            <AppRoutes />
          </AppLocale>
        </Suspense>
      </StoreProvider>
    </SessionProvider>
  );
}
