import { selectNotification, type notificationAlerted, type RootState } from '@trumpet/core';
import { htmlToPlainText } from '@trumpet/core/text';
import type { MessageId, Translate } from '@trumpet/ui';
// Files of their own (never inlined as data: URLs, which the Content-Security-Policy refuses for media).
import boopMp3 from './sounds/boop.mp3?no-inline';
import boopOgg from './sounds/boop.ogg?no-inline';

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

let sound: HTMLAudioElement | null = null;

/** SPEC §9: "A sound 'boop' (ogg and mp3) plays on flagged actions"; the ogg where the browser plays it. */
export function boop(): void {
  try {
    if (!sound) {
      sound = new Audio();
      sound.preload = 'auto';
      sound.src = sound.canPlayType('audio/ogg; codecs="vorbis"') ? boopOgg : boopMp3;
    }
    sound.currentTime = 0;
    // Autoplay rules may refuse sound before the first interaction: the alert then stays silent.
    sound.play().catch(() => undefined);
  } catch {
    // No audio in this browser.
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
