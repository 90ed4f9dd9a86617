import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import type { AuthRule } from './auth';
import { paramError } from './param-readers';
import { firstProblem } from './param-schemas';
import { paramsOf } from './params';

/** What a route's schemas give when it has none. */
const nothing = z.object({});
type Nothing = typeof nothing;

export interface RouteSchemas<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  /** The path's segments (`:id`). */
  params?: P;
  query?: Q;
  /** The body, with the query's params under it (Rails merges both into `params`; the body wins). */
  body?: B;
}

export interface RouteSpec<A, P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> extends RouteSchemas<P, Q, B> {
  auth: AuthRule<A>;
}

export interface RouteCall<A, P, Q, B> {
  request: FastifyRequest;
  reply: FastifyReply;
  auth: A;
  params: P;
  query: Q;
  body: B;
}

type Handler<A, P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> = (call: RouteCall<A, z.output<P>, z.output<Q>, z.output<B>>) => unknown;

/** Adds one route: its auth rule, its schemas, and a handler that gets what they read. */
export type AddRoute = <A, P extends z.ZodType = Nothing, Q extends z.ZodType = Nothing, B extends z.ZodType = Nothing>(
  url: string,
  spec: RouteSpec<A, P, Q, B>,
  handler: Handler<A, P, Q, B>,
) => void;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An API route's schemas (tests and tools read them from onRoute). */
    schemas?: RouteSchemas<z.ZodType, z.ZodType, z.ZodType>;
  }
}

/** A part of the request read by its schema; a problem is answered as Mastodon does (400 or 422 naming the param). */
function read<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const { name, ...problem } = firstProblem(result.error);
  throw paramError(name, problem);
}

/**
 * Adds API routes declared with their auth rule and zod schemas. The auth is checked first
 * (onRequest: a 401 or 403 comes before any 400, as in Mastodon, whose before_actions authorise
 * before reading params); then the path, query and body are read by their schemas and the handler
 * gets them typed.
 */
export function apiRoutes(app: FastifyInstance, instance: Instance): Record<'get' | 'post' | 'put' | 'patch' | 'delete', AddRoute> {
  const add = (method: HTTPMethods): AddRoute => {
    // The overload states what each schema reads, which the schema checks at run time; a missing
    // schema reads as `nothing`, the generic default.
    function addRoute<A, P extends z.ZodType = Nothing, Q extends z.ZodType = Nothing, B extends z.ZodType = Nothing>(url: string, spec: RouteSpec<A, P, Q, B>, handler: Handler<A, P, Q, B>): void;
    function addRoute(url: string, spec: RouteSpec<unknown, z.ZodType, z.ZodType, z.ZodType>, handler: (call: RouteCall<unknown, unknown, unknown, unknown>) => unknown): void {
      const granted = new WeakMap<FastifyRequest, { auth: unknown }>();
      const { params = nothing, query = nothing, body } = spec;
      app.route({
        method,
        url,
        config: { schemas: { params, query, body } },
        onRequest: async (request) => {
          granted.set(request, { auth: spec.auth.check(instance, request) });
        },
        handler: async (request, reply) => {
          const entry = granted.get(request);
          if (!entry) throw new Error(`${method} ${url}: no auth was checked`);
          return handler({
            request,
            reply,
            auth: entry.auth,
            params: read(params, request.params),
            query: read(query, request.query),
            body: body ? read(body, paramsOf(request)) : read(nothing, {}),
          });
        },
      });
    }
    return addRoute;
  };
  return { get: add('GET'), post: add('POST'), put: add('PUT'), patch: add('PATCH'), delete: add('DELETE') };
}
