import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Instance } from '../context';
import { linkHeader } from './pagination';
import { record } from './param-readers';

/**
 * Sets the Link header of a page whose rows have the given cursor ids (newest first). As Mastodon's
 * account lists (`records_continue?`), `next` is only offered when the page came back full.
 */
export function setAccountPageLinks(
  instance: Instance,
  request: FastifyRequest,
  reply: FastifyReply,
  cursors: readonly string[],
  limit: number,
): void {
  const path = new URL(request.url, instance.config.baseUrl).pathname;
  const header = linkHeader(instance.config.baseUrl, path, record(request.query), { first: cursors[0], last: cursors.at(-1) });
  if (header === null) return;
  const links = header.split(', ').filter((link) => cursors.length >= limit || !link.endsWith('rel="next"'));
  if (links.length > 0) reply.header('Link', links.join(', '));
}
