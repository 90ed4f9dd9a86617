import { selectNotification, type notificationAlerted, type RootState } from '@trumpet/core';
import { htmlToPlainText } from '@trumpet/core/text';

type AlertPayload = ReturnType<typeof notificationAlerted>['payload'];

const LINES: Record<string, string> = {
  follow: 'followed you',
  follow_request: 'has requested to follow you',
  favourite: 'favourited your post',
  reblog: 'boosted your post',
  mention: 'mentioned you',
  status: 'just posted',
};

/** The desktop notification for an alerted notification: who did what, and the post's text. */
export function desktopAlertFor(state: RootState, id: string): { title: string; body: string; icon?: string } | null {
  const item = selectNotification(state, id);
  if (!item) return null;
  const name = item.account?.display_name || item.account?.username || 'Someone';
  const title = item.type === 'poll' ? 'A poll you voted in has ended' : `${name} ${LINES[item.type] ?? 'interacted with you'}`;
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
export function presentAlert(state: RootState, alert: AlertPayload, play: () => void = boop): void {
  if (alert.playSound) play();
  const canNotify = typeof Notification === 'function' && Notification.permission === 'granted' && document.visibilityState === 'hidden';
  const shown = canNotify ? desktopAlertFor(state, alert.id) : null;
  if (shown) new Notification(shown.title, { body: shown.body, icon: shown.icon, tag: alert.id });
}
