import type { PushWorkerConfig } from '../push/worker-config';
import { replyShareUrl } from '../screens/share-text';
import { linkForAccount } from '../session/account-hand-off';
import type { NotificationAction, WindowClient } from './worker-scope';

/** What the server pushes: Mastodon's Web::NotificationSerializer (apps/instance/src/services/push-payload.ts). */
export interface PushPayload {
  access_token: string;
  preferred_locale: string;
  notification_id: string;
  notification_type: string;
  icon: string;
  title: string;
  body: string;
}

/** What the worker needs of the full notification (GET /api/v1/notifications/:id) to link and act on it. */
export interface NotificationDetails {
  accountId: string | null;
  statusId: string | null;
  /** SPEC §5: only public and unlisted posts can be boosted. */
  boostable: boolean;
}

export type NotificationActionName = 'reply' | 'favourite' | 'boost';

/** Kept on the system notification, for its click and its actions. */
export interface ShownNotificationData {
  /** The account the notification is for (its registration's scope names it); null in the app's own worker. */
  accountKey: string | null;
  /** That account's token, as its server pushed it with the notification. */
  accessToken: string;
  origin: string;
  notificationId: string;
  statusId: string | null;
  /** The app's path the notification opens. */
  url: string;
  /** Every action offered (browsers show only the first few: Chromium two). */
  actions: NotificationAction[];
}

export interface ShownNotification {
  title: string;
  options: NotificationOptions & { actions: NotificationAction[]; timestamp: number; data: ShownNotificationData };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (record: Record<string, unknown>, key: string): string | null => (typeof record[key] === 'string' ? record[key] : null);

export function parsePushPayload(raw: string): PushPayload | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const fields = ['access_token', 'preferred_locale', 'notification_id', 'notification_type', 'icon', 'title', 'body'] as const;
  const read = Object.fromEntries(fields.map((field) => [field, text(value, field)]));
  const { access_token, notification_id, notification_type, title } = read;
  if (!access_token || !notification_id || !notification_type || !title) return null;
  return { access_token, notification_id, notification_type, title, preferred_locale: read.preferred_locale ?? 'en', icon: read.icon ?? '', body: read.body ?? '' };
}

export function parseNotificationDetails(value: unknown): NotificationDetails | null {
  if (!isRecord(value)) return null;
  const account = isRecord(value.account) ? value.account : null;
  const status = isRecord(value.status) ? value.status : null;
  const visibility = status ? text(status, 'visibility') : null;
  return {
    accountId: account ? text(account, 'id') : null,
    statusId: status ? text(status, 'id') : null,
    boostable: visibility === 'public' || visibility === 'unlisted',
  };
}

export function parseShownNotificationData(value: unknown): ShownNotificationData | null {
  if (!isRecord(value)) return null;
  const accessToken = text(value, 'accessToken');
  const origin = text(value, 'origin');
  const notificationId = text(value, 'notificationId');
  const url = text(value, 'url');
  if (!accessToken || !origin || !notificationId || !url) return null;
  const accountKey = text(value, 'accountKey');
  const actions = Array.isArray(value.actions)
    ? value.actions.flatMap((entry: unknown) => {
        if (!isRecord(entry)) return [];
        const action = text(entry, 'action');
        const title = text(entry, 'title');
        return action && title ? [{ action, title }] : [];
      })
    : [];
  return { accountKey, accessToken, origin, notificationId, url, statusId: text(value, 'statusId'), actions };
}

/** The app's screen for a notification: its post, else who followed, else the notifications column. */
function pathFor(details: NotificationDetails | null): string {
  if (details?.statusId) return `/statuses/${encodeURIComponent(details.statusId)}`;
  if (details?.accountId) return `/accounts/${encodeURIComponent(details.accountId)}`;
  return '/notifications';
}

/** Only http(s) pictures become the notification's icon (nothing from a server is trusted). */
function safeIcon(icon: string): string | undefined {
  try {
    const url = new URL(icon);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Which account's worker shows a push: its account, and the server of that account's API (from its config). */
export interface PushReceiver {
  accountKey: string | null;
  config: PushWorkerConfig | null;
  /** The API's origin: the config's, else the worker's own. */
  origin: string;
}

/**
 * One system notification per Mastodon notification (its id is the tag, so a repeat replaces it):
 * the server's title and text, the sender's avatar, and for a mention the actions reply, favourite
 * and boost (boost only where the post can be boosted). Without the details, no actions.
 */
export function notificationFor(payload: PushPayload, details: NotificationDetails | null, receiver: PushReceiver, now: number): ShownNotification {
  const { config, origin, accountKey } = receiver;
  const actions: NotificationAction[] = [];
  if (config && payload.notification_type === 'mention' && details?.statusId) {
    actions.push({ action: 'reply', title: config.labels.reply }, { action: 'favourite', title: config.labels.favourite });
    if (details.boostable) actions.push({ action: 'boost', title: config.labels.boost });
  }
  return {
    title: payload.title,
    options: {
      body: payload.body,
      icon: safeIcon(payload.icon),
      tag: payload.notification_id,
      lang: payload.preferred_locale,
      timestamp: now,
      actions,
      data: { accountKey, accessToken: payload.access_token, origin, notificationId: payload.notification_id, statusId: details?.statusId ?? null, url: pathFor(details), actions },
    },
  };
}

/** The notification again, without an action that was done (as Mastodon's worker does after boost or favourite). */
export function withoutAction(shown: ShownNotification, done: string): ShownNotification {
  const actions = shown.options.actions.filter((action) => action.action !== done);
  return { ...shown, options: { ...shown.options, actions, data: { ...shown.options.data, actions } } };
}

/** The request a notification action makes with the subscription's token, or null when it only opens the app. */
export function actionRequest(action: string, data: ShownNotificationData): { url: string; init: RequestInit } | null {
  if (!data.statusId || (action !== 'favourite' && action !== 'boost')) return null;
  const verb = action === 'favourite' ? 'favourite' : 'reblog';
  return {
    url: `${data.origin}/api/v1/statuses/${encodeURIComponent(data.statusId)}/${verb}`,
    init: { method: 'POST', headers: { Authorization: `Bearer ${data.accessToken}`, Accept: 'application/json' } },
  };
}

/**
 * Where a click opens the app, for the notification's account (the app switches to it): reply opens the
 * composer replying to the post (/share's reply hand-off), a click on the notification its screen.
 * Null for an action that calls the API instead.
 */
export function clickTarget(action: string, data: ShownNotificationData): string | null {
  if (action === 'reply' && data.statusId) return linkForAccount(replyShareUrl(data.statusId), data.accountKey);
  if (action === '' || action === 'reply') return linkForAccount(data.url, data.accountKey);
  return null;
}

/** The window a click brings forward (as Mastodon's worker picks it): the focused one, else a visible one, else the first. */
export function bestWindow<T extends Pick<WindowClient, 'focused' | 'visibilityState'>>(windows: readonly T[]): T | null {
  return windows.find((client) => client.focused) ?? windows.find((client) => client.visibilityState === 'visible') ?? windows[0] ?? null;
}

/** The request for the full notification (to link it to its post and offer actions). */
export function detailsRequest(payload: PushPayload, origin: string): { url: string; init: RequestInit } {
  return {
    url: `${origin}/api/v1/notifications/${encodeURIComponent(payload.notification_id)}`,
    init: { headers: { Authorization: `Bearer ${payload.access_token}`, Accept: 'application/json' } },
  };
}
