import { notificationAlerted, type CreateTrumpetStoreOptions, type RootState } from '@trumpet/core';
import { lazyModule, sourceTranslate, useT, type Translate } from '@trumpet/ui';
import { useEffect } from 'react';
import type * as Presenter from './notification-alert';

type StoreMiddleware = NonNullable<CreateTrumpetStoreOptions['middleware']>[number];

const isAlerted = (action: unknown): action is ReturnType<typeof notificationAlerted> =>
  typeof action === 'object' && action !== null && (action as { type?: unknown }).type === notificationAlerted.type;

const presenter = lazyModule('notification-alert', () => import('./notification-alert'));

// The store lives outside React, where the locale is: the shell hands its `t` over (useAlertLocale).
// Alerts start with the shell's user stream, so the source locale is only a placeholder.
let alertTranslate: Translate = sourceTranslate;

/** Words alerts in the app's locale; called once by the shell, inside the locale provider. */
export function useAlertLocale(): void {
  const t = useT();
  useEffect(() => {
    alertTranslate = t;
  }, [t]);
}

/**
 * Core decides which notifications alert (per-type settings, filters); this shows them. How they look
 * and sound loads with the first alert, not with the first screen.
 */
export function notificationAlertMiddleware(
  load: () => Promise<typeof Presenter> = presenter.load,
  translate: () => Translate = () => alertTranslate,
): StoreMiddleware {
  return (api) => (next) => (action) => {
    const result = next(action);
    if (isAlerted(action)) {
      load().then(
        ({ presentAlert }) => presentAlert(api.getState() as RootState, action.payload, translate()),
        () => undefined,
      );
    }
    return result;
  };
}
