import type { Instance } from '../context';
import { findAccount, findStatus } from '../db/queries';
import type { NotificationRow } from '../db/rows';
import { serializeAccount } from '../serializers/account';

export interface PushPayload {
  access_token: string;
  preferred_locale: string;
  notification_id: string;
  notification_type: string;
  icon: string;
  title: string;
  body: string;
}

// Mastodon's notification_mailer.<type>.subject strings (config/locales/en.yml).
const TITLES: Record<string, (name: string) => string> = {
  mention: (name) => `You were mentioned by ${name}`,
  status: (name) => `${name} just posted`,
  reblog: (name) => `${name} boosted your post`,
  follow: (name) => `${name} is now following you`,
  follow_request: (name) => `Pending follower: ${name}`,
  favourite: (name) => `${name} favorited your post`,
  poll: (name) => `A poll by ${name} has ended`,
  update: (name) => `${name} edited a post`,
};

const truncate = (text: string, length: number): string => {
  const chars = [...text];
  return chars.length <= length ? text : `${chars.slice(0, length - 3).join('')}...`;
};

/**
 * What the service worker receives, as Mastodon's Web::NotificationSerializer: the subscription's
 * own token (so it can act on the notification), a title, and the status's text (or content
 * warning, or the sender's bio) cut to 140 characters. Null when the sender is gone.
 */
export function pushPayload(instance: Instance, notification: NotificationRow, accessToken: string): PushPayload | null {
  const from = findAccount(instance.db, notification.from_account_id);
  if (!from) return null;
  let status = notification.status_id ? findStatus(instance.db, notification.status_id) : undefined;
  if (status?.reblog_of_id) status = findStatus(instance.db, status.reblog_of_id);
  const name = from.display_name.trim() || from.username;
  const text = status ? status.spoiler_text.trim() || status.text : from.note;
  return {
    access_token: accessToken,
    preferred_locale: 'en',
    notification_id: notification.id,
    notification_type: notification.type,
    icon: serializeAccount(instance, from).avatar_static,
    title: (TITLES[notification.type] ?? ((n: string) => `New notification from ${n}`))(name),
    body: truncate(text, 140),
  };
}
