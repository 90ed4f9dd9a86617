import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { notFound } from '../http/api-error';
import { signedIn } from '../http/auth';
import { setPageLinks } from '../http/page-links';
import { idParams, pageFields, pageOf } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { serializeConversation, serializeConversations } from '../serializers/conversation';
import { conversationsPage, deleteAccountConversation, findOwnConversation, markConversationRead, type AccountConversationRow } from '../db/repositories/conversations';

/** Conversations come 20 at a time, up to 40. */
const conversationPage = z.object(pageFields({ default: 20, max: 40 }));

/**
 * https://docs.joinmastodon.org/methods/conversations/ — paginated by the last status's id, as
 * Mastodon's AccountConversation.to_a_paginated_by_id, so the newest activity comes first.
 * Conversations whose last status comes from someone the viewer blocks or mutes are left out.
 */
export function conversationRoutes(app: FastifyInstance, instance: Instance): void {
  const { db } = instance;
  const api = apiRoutes(app, instance);
  const writing = signedIn('write:conversations');

  api.get('/api/v1/conversations', { auth: signedIn('read:statuses'), query: conversationPage }, async ({ request, reply, auth: { accountId }, query }) => {
    const rows = conversationsPage(db, accountId, instance.now().toISOString(), pageOf(query));
    setPageLinks(instance, request, reply, { first: rows[0]?.last_status_id ?? undefined, last: rows.at(-1)?.last_status_id ?? undefined });
    return serializeConversations(instance, rows);
  });

  const findOwn = (accountId: string, id: string): AccountConversationRow => {
    const row = findOwnConversation(db, id, accountId);
    if (!row) throw notFound();
    return row;
  };

  api.post('/api/v1/conversations/:id/read', { auth: writing, params: idParams }, async ({ auth: { accountId }, params }) => {
    const row = findOwn(accountId, params.id);
    markConversationRead(db, row.id);
    return serializeConversation(instance, { ...row, unread: 0 });
  });

  api.delete('/api/v1/conversations/:id', { auth: writing, params: idParams }, async ({ auth: { accountId }, params }) => {
    const row = findOwn(accountId, params.id);
    deleteAccountConversation(db, row.id);
    return {};
  });
}
