import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { statusesByIds } from '../db/repositories/statuses';
import { linkUsesPerDay, trendingLinks, trendingStatusIds, trendingTags } from '../db/repositories/trends';
import { viewerIfAny } from '../http/auth';
import { setOffsetLinks } from '../http/offset-links';
import { OFFSET_RANGE } from '../http/param-readers';
import { clamped, integer } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { serializeStatuses } from '../serializers/status';
import { serializeTags } from '../serializers/tag';
import { historyOf, trendWindow } from '../services/tag-history';

/** `limit` (default as Mastodon's controllers, up to twice that) and `offset` (a negative one counts as 0). */
const trendPage = (limit: number) => z.object({ limit: clamped({ min: 1, max: limit * 2 }, limit), offset: integer(OFFSET_RANGE) });

/**
 * What is trending here over the last seven days (the instance's own activity; `now` is the
 * instance's clock): tags by the accounts using them, statuses by the boosts and favourites they
 * got, links by the accounts sharing them. Public, as Mastodon's trends controllers; signed in,
 * tags carry `following` and `featuring` and statuses leave out authors hidden from the viewer.
 * https://docs.joinmastodon.org/methods/trends/
 */
export function trendsRoutes(app: FastifyInstance, instance: Instance): void {
  const { db } = instance;
  const api = apiRoutes(app, instance);

  api.get('/api/v1/trends/tags', { auth: viewerIfAny, query: trendPage(10) }, async ({ request, reply, auth, query }) => {
    const offset = Math.max(query.offset ?? 0, 0);
    const rows = trendingTags(db, trendWindow(instance), query.limit, offset);
    setOffsetLinks(instance, request, reply, { offset, limit: query.limit, count: rows.length });
    return serializeTags(instance, rows.map((row) => row.name), auth?.accountId ?? null);
  });

  api.get('/api/v1/trends/statuses', { auth: viewerIfAny, query: trendPage(20) }, async ({ request, reply, auth, query }) => {
    const offset = Math.max(query.offset ?? 0, 0);
    const viewerId = auth?.accountId ?? null;
    const ids = trendingStatusIds(db, trendWindow(instance), viewerId, instance.now().toISOString(), query.limit, offset);
    const found = statusesByIds(db, ids);
    setOffsetLinks(instance, request, reply, { offset, limit: query.limit, count: ids.length });
    return serializeStatuses(instance, ids.flatMap((id) => found.get(id) ?? []), viewerId);
  });

  api.get('/api/v1/trends/links', { auth: viewerIfAny, query: trendPage(10) }, async ({ request, reply, query }) => {
    const offset = Math.max(query.offset ?? 0, 0);
    const window = trendWindow(instance);
    const rows = trendingLinks(db, window, query.limit, offset);
    const days = linkUsesPerDay(db, rows.map((row) => row.url), window);
    setOffsetLinks(instance, request, reply, { offset, limit: query.limit, count: rows.length });
    return rows.map((row) => {
      const card: unknown = JSON.parse(row.card);
      const stored = typeof card === 'object' && card !== null ? card : {};
      return { authors: [], ...stored, url: row.url, history: historyOf(instance, days.filter((day) => day.link === row.url)) };
    });
  });
}
