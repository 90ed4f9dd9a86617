import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Instance } from '../context';

/**
 * The Link header of an offset-paginated list (trends): `next` when the page came back full, `prev`
 * when the offset is past one page (Mastodon's `offset_param > limit_param`); each keeps `limit`.
 */
export function setOffsetLinks(instance: Instance, request: FastifyRequest, reply: FastifyReply, page: { offset: number; limit: number; count: number }): void {
  const path = new URL(request.url, instance.config.baseUrl).pathname;
  const link = (rel: 'next' | 'prev', offset: number): string => {
    const url = new URL(path, instance.config.baseUrl);
    url.searchParams.set('limit', String(page.limit));
    url.searchParams.set('offset', String(offset));
    return `<${url.toString()}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (page.count === page.limit) links.push(link('next', page.offset + page.limit));
  if (page.offset > page.limit) links.push(link('prev', page.offset - page.limit));
  if (links.length > 0) reply.header('Link', links.join(', '));
}
