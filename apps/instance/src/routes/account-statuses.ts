import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { isBlocking } from '../db/queries';
import { accountStatusesPage } from '../db/repositories/account-statuses';
import { optionalUser } from '../http/auth';
import { setAccountPageLinks } from '../http/account-page-links';
import { pageQuery } from '../http/pagination';
import { bool, str } from '../http/param-readers';
import { idParam, paramsOf } from '../http/params';
import { serializeStatuses } from '../serializers/status';
import { accountOr404 } from '../services/account-lookup';

/**
 * GET /api/v1/accounts/:id/statuses, as Mastodon's AccountStatusesFilter: signed out, public and
 * unlisted only; the author sees everything; someone the author blocks sees nothing; others see
 * what the visibility rules allow. `pinned` lists pins, most recently pinned first.
 * https://github.com/mastodon/mastodon/blob/main/app/models/account_statuses_filter.rb
 */
export function accountStatusesRoutes(app: FastifyInstance, instance: Instance): void {
  app.get('/api/v1/accounts/:id/statuses', async (request, reply) => {
    const viewerId = optionalUser(instance, request, 'read:statuses')?.accountId ?? null;
    const account = accountOr404(instance, idParam(request));
    const params = paramsOf(request);
    const page = pageQuery(params, { default: 20, max: 40 });
    if (viewerId !== null && viewerId !== account.id && isBlocking(instance.db, account.id, viewerId)) return [];

    const rows = accountStatusesPage(instance.db, {
      accountId: account.id,
      viewerId,
      now: instance.now().toISOString(),
      page,
      pinned: bool(params.pinned) === true,
      onlyMedia: bool(params.only_media) === true,
      excludeReplies: bool(params.exclude_replies) === true,
      excludeReblogs: bool(params.exclude_reblogs) === true,
      tagged: str(params.tagged)?.trim().replace(/^#/, '').toLowerCase() ?? '',
    });
    setAccountPageLinks(instance, request, reply, rows.map((row) => row.id), page.limit);
    return serializeStatuses(instance, rows, viewerId);
  });
}
