import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import type { NotificationRow } from '../db/rows';
import { notFound } from '../http/api-error';
import { requireUser } from '../http/auth';
import { setPageLinks } from '../http/page-links';
import { limitSql, pageQuery, pageRange } from '../http/pagination';
import { str, strArray } from '../http/param-readers';
import { idParam, paramsOf } from '../http/params';
import { VISIBLE_TO_VIEWER_SQL } from '../policies/visibility';
import { serializeNotification, serializeNotifications } from '../serializers/notification';

export const NOTIFICATION_TYPES = ['follow', 'follow_request', 'favourite', 'reblog', 'mention', 'poll', 'status', 'update'] as const;

/**
 * Hides what the viewer would no longer want or may no longer see: notifications from accounts
 * they block, mute with notifications, or whose domain they block, and ones whose status is no
 * longer visible to them. Aliases: `n` notifications, `fa` the sender, `s` the status (LEFT JOIN).
 * Takes the viewer id 3 times, now, then the viewer id 4 times.
 */
const WANTED_SQL = `
  NOT EXISTS (SELECT 1 FROM blocks b WHERE b.account_id = ? AND b.target_account_id = n.from_account_id)
  AND NOT EXISTS (SELECT 1 FROM domain_blocks d WHERE d.account_id = ? AND d.domain = lower(fa.domain))
  AND NOT EXISTS (
    SELECT 1 FROM mutes mu WHERE mu.account_id = ? AND mu.target_account_id = n.from_account_id
      AND mu.hide_notifications = 1 AND (mu.expires_at IS NULL OR mu.expires_at > ?)
  )
  AND (n.status_id IS NULL OR ${VISIBLE_TO_VIEWER_SQL})`;

/** Mastodon's Notification.browserable: `types` narrows, `exclude_types` removes; null when all types are wanted. */
function requestedTypes(types: string[], excluded: string[]): string[] | null {
  const known: readonly string[] = NOTIFICATION_TYPES;
  const wanted = (types.length > 0 ? known.filter((type) => types.includes(type)) : [...known]).filter((type) => !excluded.includes(type));
  return wanted.length === known.length ? null : wanted;
}

/** https://docs.joinmastodon.org/methods/notifications/ */
export function notificationRoutes(app: FastifyInstance, instance: Instance): void {
  const { db } = instance;

  app.get('/api/v1/notifications', async (request, reply) => {
    const { accountId } = requireUser(instance, request, 'read:notifications');
    const params = paramsOf(request);
    const page = pageQuery(params, { default: 40, max: 80 });
    const range = pageRange('n.id', page);
    const types = requestedTypes(strArray(params.types), strArray(params.exclude_types));
    if (types !== null && types.length === 0) return [];
    const where = ['n.account_id = ?', WANTED_SQL, ...range.where];
    const args: string[] = [accountId, accountId, accountId, accountId, instance.now().toISOString(), accountId, accountId, accountId, accountId, ...range.params];
    if (types !== null) {
      where.push(`n.type IN (${types.map(() => '?').join(', ')})`);
      args.push(...types);
    }
    const from = str(params.account_id);
    if (from) {
      where.push('n.from_account_id = ?');
      args.push(from);
    }
    const rows = db
      .prepare<(string | number)[], NotificationRow>(
        `SELECT n.* FROM notifications n JOIN accounts fa ON fa.id = n.from_account_id LEFT JOIN statuses s ON s.id = n.status_id
         WHERE ${where.join(' AND ')} ORDER BY ${range.order} ${limitSql(page.limit)}`,
      )
      .all(...args);
    if (range.reverse) rows.reverse();
    setPageLinks(instance, request, reply, { first: rows[0]?.id, last: rows.at(-1)?.id });
    return serializeNotifications(instance, rows, accountId);
  });

  const findOwn = (accountId: string, id: string): NotificationRow => {
    const row = db.prepare<[string, string], NotificationRow>('SELECT * FROM notifications WHERE id = ? AND account_id = ?').get(id, accountId);
    if (!row) throw notFound();
    return row;
  };

  app.get('/api/v1/notifications/:id', async (request) => {
    const { accountId } = requireUser(instance, request, 'read:notifications');
    const json = serializeNotification(instance, findOwn(accountId, idParam(request)), accountId);
    if (!json) throw notFound();
    return json;
  });

  app.post('/api/v1/notifications/clear', async (request) => {
    const { accountId } = requireUser(instance, request, 'write:notifications');
    db.prepare('DELETE FROM notifications WHERE account_id = ?').run(accountId);
    return {};
  });

  app.post('/api/v1/notifications/:id/dismiss', async (request) => {
    const { accountId } = requireUser(instance, request, 'write:notifications');
    const row = findOwn(accountId, idParam(request));
    db.prepare('DELETE FROM notifications WHERE id = ?').run(row.id);
    return {};
  });
}
