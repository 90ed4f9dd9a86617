import { useEffect, useState } from 'react';
import type { LazyModule } from './lazy-module';

/**
 * What a lazy module gave, or null while it loads (the load starts on first render). Renders at
 * once when the code is already there (preloaded, or used before), with no Suspense round trip. For
 * pieces that may simply be absent a moment (a menu's popover); screens use web's `lazyChunk`.
 */
export function useLazyModule<T>(module: LazyModule<T>): T | null {
  const [loaded, setLoaded] = useState<{ value: T } | null>(() => {
    const value = module.current();
    return value === null ? null : { value };
  });
  useEffect(() => {
    if (loaded) return undefined;
    let live = true;
    module.load().then(
      (value) => live && setLoaded({ value }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loaded, module]);
  return loaded ? loaded.value : null;
}
