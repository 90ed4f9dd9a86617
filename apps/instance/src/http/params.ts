import type { FastifyRequest } from 'fastify';
import { record } from './param-readers';

/** Query and body merged, as Rails merges them into `params` (the body wins); own keys only, no prototype. */
export function paramsOf(request: FastifyRequest): Record<string, unknown> {
  const params = record(request.query);
  for (const [key, value] of Object.entries(record(request.body))) params[key] = value;
  return params;
}

export function idParam(request: FastifyRequest, name = 'id'): string {
  const value = record(request.params)[name];
  return typeof value === 'string' ? value : '';
}
