import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { notFound } from '../http/api-error';
import { requireUser } from '../http/auth';
import { setPageLinks } from '../http/page-links';
import { limitSql, pageQuery, pageRange } from '../http/pagination';
import { idParam, paramsOf } from '../http/params';
import { NOT_FILTERED_FOR_VIEWER_SQL } from '../policies/visibility';
import { serializeConversation, serializeConversations, type AccountConversationRow } from '../serializers/conversation';

/**
 * https://docs.joinmastodon.org/methods/conversations/ — paginated by the last status's id, as
 * Mastodon's AccountConversation.to_a_paginated_by_id, so the newest activity comes first.
 * Conversations whose last status comes from someone the viewer blocks or mutes are left out.
 */
export function conversationRoutes(app: FastifyInstance, instance: Instance): void {
  const { db } = instance;

  app.get('/api/v1/conversations', async (request, reply) => {
    const { accountId } = requireUser(instance, request, 'read:statuses');
    const page = pageQuery(paramsOf(request), { default: 20, max: 40 });
    const range = pageRange('ac.last_status_id', page);
    const rows = db
      .prepare<(string | number)[], AccountConversationRow>(
        `SELECT ac.* FROM account_conversations ac JOIN statuses s ON s.id = ac.last_status_id
         WHERE ac.account_id = ? AND ${NOT_FILTERED_FOR_VIEWER_SQL} ${range.where.map((w) => `AND ${w}`).join(' ')}
         ORDER BY ${range.order} ${limitSql(page.limit)}`,
      )
      .all(accountId, accountId, accountId, accountId, accountId, instance.now().toISOString(), ...range.params);
    if (range.reverse) rows.reverse();
    setPageLinks(instance, request, reply, { first: rows[0]?.last_status_id ?? undefined, last: rows.at(-1)?.last_status_id ?? undefined });
    return serializeConversations(instance, rows);
  });

  const findOwn = (accountId: string, id: string): AccountConversationRow => {
    const row = db
      .prepare<[string, string], AccountConversationRow>('SELECT * FROM account_conversations WHERE id = ? AND account_id = ?')
      .get(id, accountId);
    if (!row) throw notFound();
    return row;
  };

  app.post('/api/v1/conversations/:id/read', async (request) => {
    const { accountId } = requireUser(instance, request, 'write:conversations');
    const row = findOwn(accountId, idParam(request));
    db.prepare('UPDATE account_conversations SET unread = 0 WHERE id = ?').run(row.id);
    return serializeConversation(instance, { ...row, unread: 0 });
  });

  app.delete('/api/v1/conversations/:id', async (request) => {
    const { accountId } = requireUser(instance, request, 'write:conversations');
    const row = findOwn(accountId, idParam(request));
    db.prepare('DELETE FROM account_conversations WHERE id = ?').run(row.id);
    return {};
  });
}
