import type { RestClient } from '@trumpet/api-client';
import type { TrumpetStore } from '@trumpet/core';
import { useMemo, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './routing/router';
import type { Session } from './session/boot';
import { SessionProvider } from './session/SessionContext';
import { StoreProvider } from './store/StoreProvider';

export function App({ session, store, api }: { session: Session; store: TrumpetStore; api: RestClient }) {
  const [router] = useState(() => createAppRouter());
  const value = useMemo(() => ({ session, api, signedIn: session.me !== null }), [session, api]);
  return (
    <SessionProvider value={value}>
      <StoreProvider store={store}>
        <RouterProvider router={router} />
      </StoreProvider>
    </SessionProvider>
  );
}
