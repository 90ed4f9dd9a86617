import type { CoreFeature, TrumpetStore } from '@trumpet/core';
import { lazyModule, type LazyModule } from '@trumpet/ui';
import { useEffect, useState, type ReactNode } from 'react';
import type { ComposeHandOffs } from './compose-feature-module';
import { useAppStore } from './StoreProvider';

/** `compose`: composing alone (the composer beside home); `all`: every deferred feature (reports, lists, search, discovery too). */
export type DeferredGroup = 'compose' | 'all';

const composeCode = lazyModule('compose-features', () => import('./compose-feature-module'));
const otherCode = lazyModule('deferred-features', () => import('./deferred-feature-modules'));

const added = { compose: new WeakMap<TrumpetStore, Promise<void>>(), others: new WeakMap<TrumpetStore, Promise<void>>() };
const ready = { compose: new WeakSet<TrumpetStore>(), all: new WeakSet<TrumpetStore>() };

/** Adds a chunk's features to the store once; a failed chunk load may be retried by the next caller. */
function addOnce<T>(store: TrumpetStore, kept: WeakMap<TrumpetStore, Promise<void>>, code: LazyModule<T>, features: (loaded: T) => readonly CoreFeature[]): Promise<void> {
  let promise = kept.get(store);
  if (!promise) {
    promise = code.load().then((loaded) => {
      features(loaded).forEach((feature) => store.addFeature(feature));
    });
    promise.catch(() => kept.delete(store));
    kept.set(store, promise);
  }
  return promise;
}

/** Adds composing to the store, loading its chunk once; answers the composer's hand-off events. */
export function loadComposeFeatures(store: TrumpetStore): Promise<ComposeHandOffs> {
  return addOnce(store, added.compose, composeCode, (loaded) => loaded.composeFeatures).then(() => {
    ready.compose.add(store);
    return composeHandOffs();
  });
}

/** Adds every deferred feature to the store (composing, reports, lists, search, discovery), loading their chunks once. */
export function loadDeferredFeatures(store: TrumpetStore): Promise<ComposeHandOffs> {
  return Promise.all([loadComposeFeatures(store), addOnce(store, added.others, otherCode, (loaded) => loaded.deferredFeatures)]).then(([handOffs]) => {
    ready.all.add(store);
    return handOffs;
  });
}

function composeHandOffs(): ComposeHandOffs {
  const loaded = composeCode.current();
  if (!loaded) throw new Error('The compose features are not loaded');
  return loaded.composeHandOffs;
}

/** Whether the group's features are in the store, loading them on first use. */
export function useDeferredFeatures(group: DeferredGroup = 'all'): boolean {
  const store = useAppStore();
  const [isReady, setReady] = useState(() => ready[group].has(store));
  useEffect(() => {
    if (isReady) return undefined;
    let live = true;
    (group === 'compose' ? loadComposeFeatures(store) : loadDeferredFeatures(store)).then(
      () => live && setReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [isReady, store, group]);
  return isReady;
}

/** Renders `children` once the group's deferred features are in the store, `fallback` until then. */
export function WithDeferredFeatures({ children, fallback = null, group = 'all' }: { children: ReactNode; fallback?: ReactNode; group?: DeferredGroup }) {
  return useDeferredFeatures(group) ? children : fallback;
}
