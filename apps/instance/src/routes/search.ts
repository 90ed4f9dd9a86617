import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { findAccountByHandle, findStatus } from '../db/queries';
import type { AccountRow, StatusRow } from '../db/rows';
import { badRequest, unauthorized } from '../http/api-error';
import { optionalUser } from '../http/auth';
import { bool, clampedInt, int, OFFSET_RANGE, str } from '../http/param-readers';
import { paramsOf } from '../http/params';
import { canSeeStatus } from '../policies/visibility';
import { serializeAccounts } from '../serializers/account';
import { serializeStatuses } from '../serializers/status';
import { searchAccounts } from '../services/account-search';
import { searchHashtags, searchStatuses } from '../services/search-content';
import { accountByUrl } from '../db/repositories/accounts';
import { statusByUri } from '../db/repositories/statuses';

/**
 * What a URL names on this server: a status (by its URL or URI) the viewer may see, or an account
 * (a remote one by its profile URL; a local one by /@name or /users/name). No remote fetching.
 */
function resolveUrl(instance: Instance, url: string, viewerId: string | null): { account?: AccountRow; status?: StatusRow } {
  const { db } = instance;
  const status = statusByUri(db, url);
  if (status) return canSeeStatus(instance, status, viewerId) && !status.reblog_of_id ? { status } : {};
  const remote = accountByUrl(db, url);
  if (remote) return { account: remote };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return {};
  }
  if (parsed.host !== instance.config.domain) return {};
  const statusPath = /^\/(?:@([^/]+)|users\/([^/]+)\/statuses)\/(\d+)\/?$/.exec(parsed.pathname);
  if (statusPath?.[3]) {
    const found = findStatus(db, statusPath[3]);
    return found && !found.reblog_of_id && canSeeStatus(instance, found, viewerId) ? { status: found } : {};
  }
  const accountPath = /^\/(?:@|users\/)([A-Za-z0-9_]+)\/?$/.exec(parsed.pathname);
  const account = accountPath?.[1] ? findAccountByHandle(db, accountPath[1], null) : undefined;
  return account ? { account } : {};
}

/**
 * https://docs.joinmastodon.org/methods/search/#v2 — as Mastodon's Api::V2::SearchController and
 * SearchService: `q` is required; signed out, `offset` and `resolve` are refused and statuses are
 * never searched; `offset` only counts with a `type`; with `resolve`, a URL finds what it names.
 */
export function searchRoutes(app: FastifyInstance, instance: Instance): void {
  app.get('/api/v2/search', async (request) => {
    const viewerId = optionalUser(instance, request, 'read:search')?.accountId ?? null;
    const params = paramsOf(request);
    const query = (str(params.q) ?? '').trim();
    if (query === '') throw badRequest('param is missing or the value is empty: q');
    const type = str(params.type) || null;
    const resolve = bool(params.resolve) === true;
    if (viewerId === null && (str(params.offset) ?? '') !== '') {
      throw unauthorized('Search queries pagination is not supported without authentication');
    }
    if (viewerId === null && resolve) throw unauthorized('Search queries that resolve remote resources are not supported without authentication');
    const limit = clampedInt(params.limit, 'limit', { min: 1, max: 40 }, 20);
    const offset = type === null ? 0 : Math.max(int(params.offset, 'offset', OFFSET_RANGE) ?? 0, 0);
    const wants = (kind: string): boolean => type === null || type === kind;

    const results = { accounts: [] as AccountRow[], statuses: [] as StatusRow[], hashtags: [] as ReturnType<typeof searchHashtags> };
    if (resolve && /^https?:\/\//.test(query)) {
      if (offset === 0) {
        const found = resolveUrl(instance, query, viewerId);
        if (found.account && wants('accounts')) results.accounts.push(found.account);
        if (found.status && wants('statuses')) results.statuses.push(found.status);
      }
    } else {
      if (wants('accounts') && !(query.startsWith('#') || (query.includes('@') && query.includes(' ')))) {
        const following = viewerId !== null && bool(params.following) === true;
        results.accounts = searchAccounts(instance, viewerId ?? '', query, { limit, offset, following });
      }
      if (wants('statuses') && viewerId !== null) {
        const accountId = str(params.account_id) || null;
        const maxId = str(params.max_id) || null;
        const minId = str(params.min_id) || null;
        results.statuses = searchStatuses(instance, viewerId, query, { limit, offset, accountId, maxId, minId });
      }
      if (wants('hashtags') && !query.includes('@')) results.hashtags = searchHashtags(instance, viewerId, query, limit, offset);
    }
    return {
      accounts: serializeAccounts(instance, results.accounts),
      statuses: serializeStatuses(instance, results.statuses, viewerId),
      hashtags: results.hashtags,
    };
  });
}
