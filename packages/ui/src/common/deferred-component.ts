import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code loads on first use. Unlike React.lazy it renders at once when the code is
 * already there (preloaded, or used before), with no Suspense round trip.
 */
export interface DeferredComponent<P> {
  load(): Promise<ComponentType<P>>;
  /** The component once loaded, else null (and the load starts). */
  useComponent(): ComponentType<P> | null;
}

export function deferredComponent<P>(importer: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const load = (): Promise<ComponentType<P>> =>
    (pending ??= importer().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  function useComponent(): ComponentType<P> | null {
    const [component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (component) return;
      let live = true;
      load().then(
        (ready) => live && setComponent(() => ready),
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, [component]);
    return component;
  }
  return { load, useComponent };
}
