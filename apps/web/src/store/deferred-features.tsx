import type { TrumpetStore } from '@trumpet/core';
import { lazyModule } from '@trumpet/ui';
import type { ComposeHandOffs } from './deferred-feature-modules';
import { useEffect, useState, type ReactNode } from 'react';
import { useAppStore } from './StoreProvider';

const featureCode = lazyModule('deferred-features', () => import('./deferred-feature-modules'));
const loading = new WeakMap<TrumpetStore, Promise<ComposeHandOffs>>();
/** Trends, suggestions, hashtags, featured hashtags and the directory (the explore screens). */
const DISCOVERY = ['trends', 'suggestions', 'tags', 'featuredTags', 'directory'];

/**
 * Adds core's deferred features (compose, reports, lists) to the store, loading their chunk once;
 * answers the composer's hand-off events, which live in that chunk too.
 */
export function loadDeferredFeatures(store: TrumpetStore): Promise<ComposeHandOffs> {
  let promise = loading.get(store);
  if (!promise) {
    promise = featureCode.load().then(({ deferredFeatures, composeHandOffs }) => {
      deferredFeatures.forEach((feature) => store.addFeature(feature));
      return composeHandOffs;
    });
    // A failed chunk load may be retried by the next caller.
    promise.catch(() => loading.delete(store));
    loading.set(store, promise);
  }
  return promise;
}

export function useDeferredFeatures(): boolean {
  const store = useAppStore();
  const [ready, setReady] = useState(() => store.hasFeature('compose') && store.hasFeature('reports') && store.hasFeature('lists') && store.hasFeature('search') && DISCOVERY.every((name) => store.hasFeature(name)));
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    loadDeferredFeatures(store).then(
      () => live && setReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ready, store]);
  return ready;
}

/** Renders `children` once the deferred features are in the store, `fallback` until then. */
export function WithDeferredFeatures({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useDeferredFeatures() ? children : fallback;
}
