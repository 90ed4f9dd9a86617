import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { notFound } from '../http/api-error';
import { requireUser } from '../http/auth';
import { setPageLinks } from '../http/page-links';
import { pageQuery } from '../http/pagination';
import { idParam, paramsOf } from '../http/params';
import { serializeConversation, serializeConversations } from '../serializers/conversation';
import { conversationsPage, deleteAccountConversation, findOwnConversation, markConversationRead, type AccountConversationRow } from '../db/repositories/conversations';

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
    const rows = conversationsPage(db, accountId, instance.now().toISOString(), page);
    setPageLinks(instance, request, reply, { first: rows[0]?.last_status_id ?? undefined, last: rows.at(-1)?.last_status_id ?? undefined });
    return serializeConversations(instance, rows);
  });

  const findOwn = (accountId: string, id: string): AccountConversationRow => {
    const row = findOwnConversation(db, id, accountId);
    if (!row) throw notFound();
    return row;
  };

  app.post('/api/v1/conversations/:id/read', async (request) => {
    const { accountId } = requireUser(instance, request, 'write:conversations');
    const row = findOwn(accountId, idParam(request));
    markConversationRead(db, row.id);
    return serializeConversation(instance, { ...row, unread: 0 });
  });

  app.delete('/api/v1/conversations/:id', async (request) => {
    const { accountId } = requireUser(instance, request, 'write:conversations');
    const row = findOwn(accountId, idParam(request));
    deleteAccountConversation(db, row.id);
    return {};
  });
}
