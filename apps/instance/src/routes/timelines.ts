import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { findAccount } from '../db/queries';
import { homeQuery, listQuery } from '../db/repositories/home-feed';
import { findOwnList } from '../db/repositories/lists';
import { directTimelineQuery, linkTimelineQuery, publicTimelineQuery, tagTimelineQuery, type PublicTimelineFilter } from '../db/repositories/public-timelines';
import { statusPage, type StatusQuery } from '../db/repositories/status-pages';
import { isTrendingLink } from '../db/repositories/trends';
import type { StatusRow } from '../db/rows';
import { notFound } from '../http/api-error';
import { anyViewer, signedIn } from '../http/auth';
import { linkHeader, type PageQuery } from '../http/pagination';
import { record } from '../http/param-readers';
import { flag, idParams, pageFields, pageOf, segment, text, texts } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { ViewerFilters, type FilterContext } from '../policies/filters';
import { serializeStatuses } from '../serializers/status';
import { feedRegenerating } from '../services/home-feed';
import { trendWindow } from '../services/tag-history';

// TagFeed::LIMIT_PER_MODE
const TAGS_PER_MODE = 4;

/** A page of statuses: 20, up to 40. */
const statusPageFields = pageFields({ default: 20, max: 40 });
const timelinePage = z.object(statusPageFields);
/** The public timelines' `local`, `remote` and `only_media`. */
const publicFields = z.object({ ...statusPageFields, local: flag(), remote: flag(), only_media: flag() });
/** A hashtag timeline's filters, with `any[]`, `all[]` and `none[]`: more tags it may, must or must not have. */
const tagFields = publicFields.extend({ any: texts(), all: texts(), none: texts() });
const tagParams = z.object({ hashtag: segment() });
const linkFields = z.object({ ...statusPageFields, url: text() });

/** https://docs.joinmastodon.org/methods/timelines/ */
export function timelinesRoutes(app: FastifyInstance, instance: Instance): void {
  const answer = (request: FastifyRequest, reply: FastifyReply, path: string, query: StatusQuery, page: PageQuery, viewerId: string | null, context: FilterContext) => {
    // `hide` filters of the context drop statuses here, so a page is still full (Mastodon's web client drops them).
    const filters = viewerId === null ? null : ViewerFilters.of(instance, viewerId);
    const keep = filters?.hidesIn(context) ? (row: StatusRow) => !filters.hides(row, context) : undefined;
    const rows = statusPage(instance, query, page, keep);
    const link = linkHeader(instance.config.baseUrl, path, record(request.query), { first: rows[0]?.id, last: rows.at(-1)?.id });
    if (link) reply.header('Link', link);
    return serializeStatuses(instance, rows, viewerId);
  };

  const api = apiRoutes(app, instance);
  const publicViewer = anyViewer('read:statuses');

  api.get('/api/v1/timelines/home', { auth: signedIn('read:statuses'), query: timelinePage }, async ({ request, reply, auth: { accountId }, query }) => {
    const account = findAccount(instance.db, accountId);
    if (!account) throw notFound();
    if (feedRegenerating(instance, account)) return reply.status(206).send([]);
    return answer(request, reply, '/api/v1/timelines/home', homeQuery(instance, accountId), pageOf(query), accountId, 'home');
  });

  api.get('/api/v1/timelines/list/:id', { auth: signedIn('read:lists'), params: idParams, query: timelinePage }, async ({ request, reply, auth: { accountId }, params, query }) => {
    const list = findOwnList(instance.db, params.id, accountId);
    if (!list) throw notFound();
    return answer(request, reply, `/api/v1/timelines/list/${encodeURIComponent(list.id)}`, listQuery(instance, list), pageOf(query), accountId, 'home');
  });

  api.get('/api/v1/timelines/public', { auth: publicViewer, query: publicFields }, async ({ request, reply, auth, query }) => {
    const viewerId = auth?.accountId ?? null;
    const statuses = publicTimelineQuery(publicFilter(instance, query, viewerId));
    return answer(request, reply, '/api/v1/timelines/public', statuses, pageOf(query), viewerId, 'public');
  });

  // Mastodon 4.3: only a trending link has a timeline (Api::V1::Timelines::LinkController#require_trending_preview_card!).
  api.get('/api/v1/timelines/link', { auth: publicViewer, query: linkFields }, async ({ request, reply, auth, query }) => {
    const viewerId = auth?.accountId ?? null;
    const url = query.url ?? '';
    if (!isTrendingLink(instance.db, trendWindow(instance), url)) throw notFound();
    const statuses = linkTimelineQuery(publicFilter(instance, { ...query, local: false, remote: false, only_media: false }, viewerId), url);
    return answer(request, reply, '/api/v1/timelines/link', statuses, pageOf(query), viewerId, 'public');
  });

  // Deprecated since Mastodon 3.0 in favour of conversations; still served for older clients.
  api.get('/api/v1/timelines/direct', { auth: signedIn('read:statuses'), query: timelinePage }, async ({ request, reply, auth: { accountId }, query }) => {
    const statuses = directTimelineQuery({ id: accountId, now: instance.now().toISOString() });
    return answer(request, reply, '/api/v1/timelines/direct', statuses, pageOf(query), accountId, 'thread');
  });

  api.get('/api/v1/timelines/tag/:hashtag', { auth: publicViewer, params: tagParams, query: tagFields }, async ({ request, reply, auth, params, query }) => {
    const viewerId = auth?.accountId ?? null;
    const tag = params.hashtag;
    const filter = publicFilter(instance, query, viewerId);
    const names = (values: readonly string[]): string[] => values.map(normalizeTag).filter(Boolean).slice(0, TAGS_PER_MODE);
    const any = [...new Set([normalizeTag(tag), ...names(query.any)])];
    const statuses = tagTimelineQuery(filter, { any, all: names(query.all), none: names(query.none) });
    return answer(request, reply, `/api/v1/timelines/tag/${encodeURIComponent(tag)}`, statuses, pageOf(query), viewerId, 'public');
  });
}

/** The public timelines' `local`, `remote` and `only_media` params, and the viewer. */
function publicFilter(instance: Instance, params: z.output<typeof publicFields>, viewerId: string | null): PublicTimelineFilter {
  return {
    local: params.local === true,
    remote: params.remote === true,
    onlyMedia: params.only_media === true,
    viewer: viewerId === null ? null : { id: viewerId, now: instance.now().toISOString() },
  };
}

function normalizeTag(name: string): string {
  return name.replace(/^#/, '').normalize('NFKC').toLowerCase();
}
