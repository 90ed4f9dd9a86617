import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { findStatus } from '../db/queries';
import { findQuoteOf, quotingStatusesPage } from '../db/repositories/quotes';
import { ApiError, notFound } from '../http/api-error';
import { signedIn } from '../http/auth';
import { setPageLinks } from '../http/page-links';
import { idParams, pageFields, pageOf, segment, text } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { serializeStatus, serializeStatuses } from '../serializers/status';
import { readQuotePolicy, revokeQuote, updateQuotePolicy } from '../services/quotes';
import { visibleStatus } from './status-lookup';

/** Quotes come 20 at a time, up to 40. */
const quotePage = z.object(pageFields({ default: 20, max: 40 }));
const revokeParams = z.object({ id: segment(), quoting_status_id: segment() });
const policyFields = z.object({ quote_approval_policy: text() });

/** Pundit's answer to an action the account may not take (Mastodon::NotPermittedError). */
const notAllowed = (): ApiError => new ApiError(403, 'This action is not allowed');

/**
 * https://docs.joinmastodon.org/methods/statuses/#quotes, #revoke_quote and #edit_interaction_policy
 * (Mastodon 4.5's Api::V1::Statuses::QuotesController and InteractionPoliciesController).
 */
export function quotesRoutes(app: FastifyInstance, instance: Instance): void {
  const api = apiRoutes(app, instance);
  const writing = signedIn('write:statuses');

  // Only the quoted author may list the quotes (StatusPolicy#list_quotes?), newest quote first.
  api.get('/api/v1/statuses/:id/quotes', { auth: signedIn('read:statuses'), params: idParams, query: quotePage }, async ({ request, reply, auth, params, query }) => {
    const status = visibleStatus(instance, params.id, auth.accountId);
    if (status.account_id !== auth.accountId) throw notAllowed();
    const rows = quotingStatusesPage(instance.db, { quotedStatusId: status.id, viewerId: auth.accountId, now: instance.now().toISOString(), page: pageOf(query) });
    setPageLinks(instance, request, reply, { first: rows[0]?.cursor, last: rows.at(-1)?.cursor });
    return serializeStatuses(instance, rows.map(({ cursor: _cursor, ...row }) => row), auth.accountId);
  });

  // The quoted author withdraws a quote; the answer is the quoting status, its quote now revoked.
  api.post('/api/v1/statuses/:id/quotes/:quoting_status_id/revoke', { auth: writing, params: revokeParams }, async ({ auth, params }) => {
    const status = visibleStatus(instance, params.id, auth.accountId);
    const quote = findQuoteOf(instance.db, status.id, params.quoting_status_id);
    const quoting = quote && findStatus(instance.db, quote.status_id);
    if (!quote || !quoting) throw notFound();
    if (quote.quoted_account_id !== auth.accountId) throw notAllowed();
    revokeQuote(instance, quote);
    return serializeStatus(instance, quoting, auth.accountId);
  });

  // Mastodon answers someone else's status with Pundit's 403 (StatusPolicy#update?), though the docs say 404.
  api.put('/api/v1/statuses/:id/interaction_policy', { auth: writing, params: idParams, body: policyFields }, async ({ auth, params, body }) => {
    const status = visibleStatus(instance, params.id, auth.accountId);
    if (status.account_id !== auth.accountId) throw notAllowed();
    const policy = readQuotePolicy(body.quote_approval_policy);
    if (policy !== null) updateQuotePolicy(instance, status, policy);
    return serializeStatus(instance, status, auth.accountId);
  });
}
