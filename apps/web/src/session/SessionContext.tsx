import { createContext, useContext, type ReactNode } from 'react';
import type { CoreApi } from '@trumpet/core';
import type { Session } from './boot';

export interface SessionValue {
  session: Session;
  api: CoreApi;
  /** Signed in (a token and `me`); signed-out visitors read public timelines, statuses and profiles. */
  signedIn: boolean;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ value, children }: { value: SessionValue; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider above it');
  return value;
}
