import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Instance } from '../context';
import { findAccount } from '../db/queries';
import { findOwnList } from '../db/repositories/lists';
import { publicTimelineQuery, tagTimelineQuery, type PublicTimelineFilter } from '../db/repositories/public-timelines';
import type { StatusRow } from '../db/rows';
import { notFound } from '../http/api-error';
import { optionalUser, requireUser } from '../http/auth';
import { linkHeader, pageQuery } from '../http/pagination';
import { bool, record, strArray } from '../http/param-readers';
import { idParam } from '../http/params';
import { irreversibleFilters, matchesFilters, type FilterContext } from '../policies/filters';
import { serializeStatuses } from '../serializers/status';
import { feedRegenerating, homeQuery, listQuery } from '../services/home-feed';
import { statusPage, type StatusQuery } from '../services/status-page';

const STATUS_LIMITS = { default: 20, max: 40 };
// TagFeed::LIMIT_PER_MODE
const TAGS_PER_MODE = 4;

/** https://docs.joinmastodon.org/methods/timelines/ */
export function timelinesRoutes(app: FastifyInstance, instance: Instance): void {
  const answer = (request: FastifyRequest, reply: FastifyReply, path: string, query: StatusQuery, viewerId: string | null, context: FilterContext) => {
    const params = record(request.query);
    const filters = viewerId === null ? [] : irreversibleFilters(instance, viewerId, context);
    const keep = filters.length > 0 ? (row: StatusRow) => !matchesFilters(instance, row, filters) : undefined;
    const rows = statusPage(instance, query, pageQuery(params, STATUS_LIMITS), keep);
    const link = linkHeader(instance.config.baseUrl, path, params, { first: rows[0]?.id, last: rows.at(-1)?.id });
    if (link) reply.header('Link', link);
    return serializeStatuses(instance, rows, viewerId);
  };

  app.get('/api/v1/timelines/home', async (request, reply) => {
    const { accountId } = requireUser(instance, request, 'read:statuses');
    const account = findAccount(instance.db, accountId);
    if (!account) throw notFound();
    if (feedRegenerating(instance, account)) return reply.status(206).send([]);
    return answer(request, reply, '/api/v1/timelines/home', homeQuery(instance, accountId), accountId, 'home');
  });

  app.get('/api/v1/timelines/list/:id', async (request, reply) => {
    const { accountId } = requireUser(instance, request, 'read:lists');
    const list = findOwnList(instance.db, idParam(request), accountId);
    if (!list) throw notFound();
    return answer(request, reply, `/api/v1/timelines/list/${encodeURIComponent(list.id)}`, listQuery(instance, list), accountId, 'home');
  });

  app.get('/api/v1/timelines/public', async (request, reply) => {
    const viewerId = optionalUser(instance, request, 'read:statuses')?.accountId ?? null;
    const query = publicTimelineQuery(publicFilter(instance, record(request.query), viewerId));
    return answer(request, reply, '/api/v1/timelines/public', query, viewerId, 'public');
  });

  app.get('/api/v1/timelines/tag/:hashtag', async (request, reply) => {
    const viewerId = optionalUser(instance, request, 'read:statuses')?.accountId ?? null;
    const params = record(request.query);
    const tag = idParam(request, 'hashtag');
    const filter = publicFilter(instance, params, viewerId);
    const names = (values: unknown): string[] => strArray(values).map(normalizeTag).filter(Boolean).slice(0, TAGS_PER_MODE);
    const any = [...new Set([normalizeTag(tag), ...names(params.any)])];
    const query = tagTimelineQuery(filter, { any, all: names(params.all), none: names(params.none) });
    return answer(request, reply, `/api/v1/timelines/tag/${encodeURIComponent(tag)}`, query, viewerId, 'public');
  });
}

/** The public timelines' `local`, `remote` and `only_media` params, and the viewer. */
function publicFilter(instance: Instance, params: Record<string, unknown>, viewerId: string | null): PublicTimelineFilter {
  return {
    local: bool(params.local) === true,
    remote: bool(params.remote) === true,
    onlyMedia: bool(params.only_media) === true,
    viewer: viewerId === null ? null : { id: viewerId, now: instance.now().toISOString() },
  };
}

function normalizeTag(name: string): string {
  return name.replace(/^#/, '').normalize('NFKC').toLowerCase();
}
