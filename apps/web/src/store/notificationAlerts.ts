import { notificationAlerted, type CreateTrumpetStoreOptions, type RootState } from '@trumpet/core';
import { lazyModule } from '@trumpet/ui';
import type * as Presenter from './notification-alert';

type StoreMiddleware = NonNullable<CreateTrumpetStoreOptions['middleware']>[number];

const isAlerted = (action: unknown): action is ReturnType<typeof notificationAlerted> =>
  typeof action === 'object' && action !== null && (action as { type?: unknown }).type === notificationAlerted.type;

const presenter = lazyModule('notification-alert', () => import('./notification-alert'));

/**
 * Core decides which notifications alert (per-type settings, filters); this shows them. How they look
 * and sound loads with the first alert, not with the first screen.
 */
export function notificationAlertMiddleware(load: () => Promise<typeof Presenter> = presenter.load): StoreMiddleware {
  return (api) => (next) => (action) => {
    const result = next(action);
    if (isAlerted(action)) {
      load().then(
        ({ presentAlert }) => presentAlert(api.getState() as RootState, action.payload),
        () => undefined,
      );
    }
    return result;
  };
}
