import type { RootState, TrumpetStore } from '@trumpet/core';
import { createContext, useCallback, useContext, useRef, useSyncExternalStore, type ReactNode } from 'react';

const StoreContext = createContext<TrumpetStore | null>(null);

export function StoreProvider({ store, children }: { store: TrumpetStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useAppStore(): TrumpetStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useAppStore needs a StoreProvider above it');
  return store;
}

/** The selector's value, re-rendering only when it changes (by identity): keep selectors memoised. */
export function useAppSelector<T>(selector: (state: RootState) => T): T {
  const store = useAppStore();
  const read = useCallback(() => selector(store.getState()), [store, selector]);
  return useSyncExternalStore(store.subscribe, read, read);
}

export type AppDispatch = TrumpetStore['dispatch'];
export type AppAction = Parameters<AppDispatch>[0];

export function useAppDispatch(): AppDispatch {
  const store = useAppStore();
  return store.dispatch;
}

const shallowEqualArrays = (a: readonly unknown[], b: readonly unknown[]): boolean => a.length === b.length && a.every((value, index) => value === b[index]);

/** For selectors that build a new array each time: the last array is kept while its items are the same. */
export function useAppSelectorArray<T>(selector: (state: RootState) => readonly T[]): readonly T[] {
  const last = useRef<readonly T[] | null>(null);
  const stable = useCallback(
    (state: RootState) => {
      const next = selector(state);
      if (last.current && shallowEqualArrays(last.current, next)) return last.current;
      last.current = next;
      return next;
    },
    [selector],
  );
  return useAppSelector(stable);
}
