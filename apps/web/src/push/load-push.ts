import { lazyModule } from '@trumpet/ui';

/** Web Push's code, a chunk of its own: loaded once notifications are allowed, never for the first screen. */
export const pushCode = lazyModule('push', () => import('./push-sync'));
