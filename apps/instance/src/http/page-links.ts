import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Instance } from '../context';
import { linkHeader } from './pagination';
import { record } from './param-readers';

/** Sets the Link header (next/prev) of a page whose first and last rows have these cursor ids. */
export function setPageLinks(
  instance: Instance,
  request: FastifyRequest,
  reply: FastifyReply,
  cursors: { first: string | undefined; last: string | undefined },
): void {
  const path = new URL(request.url, instance.config.baseUrl).pathname;
  const header = linkHeader(instance.config.baseUrl, path, record(request.query), cursors);
  if (header !== null) reply.header('Link', header);
}
