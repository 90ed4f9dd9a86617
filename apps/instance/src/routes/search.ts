import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { findAccountByHandle, findStatus } from '../db/queries';
import type { AccountRow, StatusRow } from '../db/rows';
import { badRequest, unauthorized } from '../http/api-error';
import { anyViewer } from '../http/auth';
import { isParamProblem, OFFSET_RANGE, paramError, readClamped, readInteger, str, type ParamProblem } from '../http/param-readers';
import { flag, text } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { canSeeStatus } from '../policies/visibility';
import { serializeAccounts } from '../serializers/account';
import { serializeStatuses } from '../serializers/status';
import { searchAccounts } from '../services/account-search';
import { searchHashtags, searchStatuses } from '../services/search-content';
import { accountByUrl } from '../db/repositories/accounts';
import { statusByUri } from '../db/repositories/statuses';

/**
 * A search's params. `limit` and `offset` keep their problems (not a number, out of range) for the
 * handler, which raises them in Mastodon's order: after `q` and the signed-out checks, and
 * `offset`'s only with a `type`. `offset.sent` tells whether it came at all (signed out, that alone is refused).
 */
const searchFields = z.object({
  q: text(),
  type: text(),
  resolve: flag(),
  following: flag(),
  account_id: text(),
  max_id: text(),
  min_id: text(),
  limit: z.unknown().optional().transform((value) => readClamped(value, { min: 1, max: 40 }, 20)),
  offset: z
    .unknown()
    .optional()
    .transform((value) => ({ sent: (str(value) ?? '') !== '', read: readInteger(value, OFFSET_RANGE) })),
});

/** A param's value, or its problem raised as the route's schemas do ('limit must be a number'). */
function valueOf<T>(name: string, read: T | ParamProblem): T {
  if (isParamProblem(read)) throw paramError(name, read);
  return read;
}

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
 * Whether statuses are searched for the query: not for a hashtag or a bare handle (as Mastodon's
 * SearchService#full_text_searchable?), though a `from:user@domain` alone is a status search.
 */
function statusesSearchable(query: string): boolean {
  if (query.startsWith('#')) return false;
  return !(query.includes('@') && !query.includes(' ') && !/^[+-]?(?:from|domain):/i.test(query));
}

/**
 * https://docs.joinmastodon.org/methods/search/#v2 — as Mastodon's Api::V2::SearchController and
 * SearchService: `q` is required; signed out, `offset` and `resolve` are refused and statuses are
 * never searched; `offset` only counts with a `type`; with `resolve`, a URL finds what it names.
 */
export function searchRoutes(app: FastifyInstance, instance: Instance): void {
  apiRoutes(app, instance).get('/api/v2/search', { auth: anyViewer('read:search'), query: searchFields }, async ({ auth, query: params }) => {
    const viewerId = auth?.accountId ?? null;
    const query = (params.q ?? '').trim();
    if (query === '') throw badRequest('param is missing or the value is empty: q');
    const type = params.type || null;
    const resolve = params.resolve === true;
    if (viewerId === null && params.offset.sent) {
      throw unauthorized('Search queries pagination is not supported without authentication');
    }
    if (viewerId === null && resolve) throw unauthorized('Search queries that resolve remote resources are not supported without authentication');
    const limit = valueOf('limit', params.limit);
    const offset = type === null ? 0 : Math.max(valueOf('offset', params.offset.read) ?? 0, 0);
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
        const following = viewerId !== null && params.following === true;
        results.accounts = searchAccounts(instance, viewerId ?? '', query, { limit, offset, following });
      }
      if (wants('statuses') && viewerId !== null && statusesSearchable(query)) {
        const accountId = params.account_id || null;
        const maxId = params.max_id || null;
        const minId = params.min_id || null;
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
