import { selectNotification, type notificationAlerted, type RootState } from '@trumpet/core';
import { htmlToPlainText } from '@trumpet/core/text';
import type { MessageId, Translate } from '@trumpet/ui';

type AlertPayload = ReturnType<typeof notificationAlerted>['payload'];

const LINES: Record<string, MessageId> = {
  follow: 'notification.follow',
  follow_request: 'notification.follow_request',
  favourite: 'notification.favourite',
  reblog: 'notification.reblog',
  mention: 'store.desktop_alert.mention',
  status: 'notification.status',
};

/** The desktop notification for an alerted notification: who did what, and the post's text. */
export function desktopAlertFor(state: RootState, id: string, t: Translate): { title: string; body: string; icon?: string } | null {
  const item = selectNotification(state, id);
  if (!item) return null;
  const name = item.account?.display_name || item.account?.username || t('store.desktop_alert.someone');
  const title = item.type === 'poll' ? t('store.desktop_alert.poll') : t(LINES[item.type] ?? 'store.desktop_alert.other', { name });
  const body = item.status ? htmlToPlainText(item.status.spoiler_text || item.status.content) : '';
  return { title, body, icon: item.account?.avatar_static || undefined };
}

/** SPEC §9 'boop': a short tone made in the browser (no sound files to load). */
export function boop(): void {
  const Context = globalThis.AudioContext;
  if (typeof Context !== 'function') return;
  try {
    const context = new Context();
    const tone = context.createOscillator();
    const gain = context.createGain();
    tone.frequency.value = 880;
    gain.gain.setValueAtTime(0.12, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.25);
    tone.connect(gain).connect(context.destination);
    tone.onended = () => void context.close();
    tone.start();
    tone.stop(context.currentTime + 0.25);
  } catch {
    // Autoplay rules may refuse audio before the first interaction: the alert stays silent.
  }
}

/**
 * Shows an alerted notification: the boop when the type's sound is on, and a desktop notification
 * while the page is hidden and permission is granted.
 */
export function presentAlert(state: RootState, alert: AlertPayload, t: Translate, play: () => void = boop): void {
  if (alert.playSound) play();
  const canNotify = typeof Notification === 'function' && Notification.permission === 'granted' && document.visibilityState === 'hidden';
  const shown = canNotify ? desktopAlertFor(state, alert.id, t) : null;
  if (shown) new Notification(shown.title, { body: shown.body, icon: shown.icon, tag: alert.id });
}
