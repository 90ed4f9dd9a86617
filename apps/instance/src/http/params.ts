import type { FastifyRequest } from 'fastify';
import { record } from './param-readers';

/** Query and body merged, as Rails merges them into `params` (the body wins). */
export function paramsOf(request: FastifyRequest): Record<string, unknown> {
  return { ...record(request.query), ...record(request.body) };
}

export function idParam(request: FastifyRequest, name = 'id'): string {
  const value = record(request.params)[name];
  return typeof value === 'string' ? value : '';
}
