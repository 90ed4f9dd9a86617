import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { isBlocking } from '../db/queries';
import { accountStatusesPage } from '../db/repositories/account-statuses';
import { anyViewer } from '../http/auth';
import { setAccountPageLinks } from '../http/account-page-links';
import { flag, idParams, pageFields, pageOf, text } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { withoutHidden } from '../policies/filters';
import { serializeStatuses } from '../serializers/status';
import { accountOr404 } from '../services/account-lookup';

const statusesQuery = z.object({
  ...pageFields({ default: 20, max: 40 }),
  pinned: flag(),
  only_media: flag(),
  exclude_replies: flag(),
  exclude_reblogs: flag(),
  tagged: text(),
});

/**
 * GET /api/v1/accounts/:id/statuses, as Mastodon's AccountStatusesFilter: signed out, public and
 * unlisted only; the author sees everything; someone the author blocks sees nothing; others see
 * what the visibility rules allow. `pinned` lists pins, most recently pinned first.
 * https://github.com/mastodon/mastodon/blob/main/app/models/account_statuses_filter.rb
 */
export function accountStatusesRoutes(app: FastifyInstance, instance: Instance): void {
  const api = apiRoutes(app, instance);
  api.get('/api/v1/accounts/:id/statuses', { auth: anyViewer('read:statuses'), params: idParams, query: statusesQuery }, async ({ request, reply, auth, params, query }) => {
    const viewerId = auth?.accountId ?? null;
    const account = accountOr404(instance, params.id);
    const page = pageOf(query);
    if (viewerId !== null && viewerId !== account.id && isBlocking(instance.db, account.id, viewerId)) return [];

    const rows = accountStatusesPage(instance.db, {
      accountId: account.id,
      viewerId,
      now: instance.now().toISOString(),
      page,
      pinned: query.pinned === true,
      onlyMedia: query.only_media === true,
      excludeReplies: query.exclude_replies === true,
      excludeReblogs: query.exclude_reblogs === true,
      tagged: query.tagged?.trim().replace(/^#/, '').toLowerCase() ?? '',
    });
    setAccountPageLinks(instance, request, reply, rows.map((row) => row.id), page.limit);
    return withoutHidden(serializeStatuses(instance, rows, viewerId), viewerId, 'account');
  });
}
