import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Instance } from '../context';
import { lookupToken, tokenOf } from './auth';

/** At most `limit` requests in each window of `periodSeconds`. */
export interface Throttle {
  limit: number;
  periodSeconds: number;
}

/**
 * The throttles of Mastodon's config/initializers/rack_attack.rb that this instance applies.
 * https://docs.joinmastodon.org/api/rate-limits/
 */
export interface RateLimits {
  /** Every `/api/` request: per access token, or per address when no valid token is sent. */
  api: Throttle;
  /** Media uploads (`POST /api/v1/media`, `/api/v2/media`), per account. */
  media: Throttle;
  /** Sign-in attempts (`POST /auth/sign_in`), per address. */
  signIn: Throttle;
}

export const MASTODON_RATE_LIMITS: RateLimits = {
  api: { limit: 300, periodSeconds: 5 * 60 },
  media: { limit: 30, periodSeconds: 30 * 60 },
  signIn: { limit: 25, periodSeconds: 5 * 60 },
};

/** Mastodon's limits with any of them replaced. */
export function rateLimitsWith(overrides: Partial<RateLimits> = {}): RateLimits {
  return { ...MASTODON_RATE_LIMITS, ...overrides };
}

interface Count {
  count: number;
  /** When the window ends, in epoch ms. */
  resetAt: number;
}

const MEDIA_UPLOAD = /^\/api\/v\d+\/media$/;
/** Past this many counters, the ones whose window has ended are dropped. */
const SWEEP_AT = 10_000;

/**
 * Fixed windows aligned on the period, as rack-attack counts: a window of 5 minutes resets at
 * :00, :05, :10… so every client's reset time is predictable.
 */
export class RateCounter {
  private readonly counts = new Map<string, Count>();

  constructor(private readonly now: () => Date) {}

  /** Counts one request under `key` and answers the window's count so far. */
  hit(key: string, throttle: Throttle): Count {
    const now = this.now().getTime();
    const periodMs = throttle.periodSeconds * 1000;
    const resetAt = (Math.floor(now / periodMs) + 1) * periodMs;
    const current = this.counts.get(key);
    const count = current && current.resetAt === resetAt ? current.count + 1 : 1;
    if (this.counts.size >= SWEEP_AT && !current) this.sweep(now);
    this.counts.set(key, { count, resetAt });
    return { count, resetAt };
  }

  private sweep(now: number): void {
    for (const [key, value] of this.counts) if (value.resetAt <= now) this.counts.delete(key);
  }
}

/** A request's address as the socket saw it: `X-Forwarded-For` is not trusted here, as any client could send one. */
const addressOf = (request: FastifyRequest): string => request.socket.remoteAddress ?? request.ip;

function pathOf(request: FastifyRequest): string {
  const query = request.url.indexOf('?');
  return query === -1 ? request.url : request.url.slice(0, query);
}

interface Check {
  key: string;
  throttle: Throttle;
}

/** The throttles a request counts against, in Mastodon's order; the API's one first. */
function checksFor(instance: Instance, limits: RateLimits, request: FastifyRequest): { checks: Check[]; api: Check | null } {
  const path = pathOf(request);
  const checks: Check[] = [];
  let api: Check | null = null;
  if (path.startsWith('/api/')) {
    const auth = lookupToken(instance, tokenOf(request));
    api = { key: auth ? `api:token:${auth.token}` : `api:address:${addressOf(request)}`, throttle: limits.api };
    checks.push(api);
    if (request.method === 'POST' && MEDIA_UPLOAD.test(path) && auth?.accountId) {
      checks.push({ key: `media:${auth.accountId}`, throttle: limits.media });
    }
  } else if (request.method === 'POST' && path === '/auth/sign_in') {
    checks.push({ key: `sign-in:${addressOf(request)}`, throttle: limits.signIn });
  }
  return { checks, api };
}

function setHeaders(reply: FastifyReply, throttle: Throttle, count: Count): void {
  reply.header('X-RateLimit-Limit', String(throttle.limit));
  reply.header('X-RateLimit-Remaining', String(Math.max(throttle.limit - count.count, 0)));
  reply.header('X-RateLimit-Reset', new Date(count.resetAt).toISOString());
}

/**
 * Counts every request against its throttles (on the instance's clock); over a limit, answers 429
 * `{"error":"Too many requests"}` with `Retry-After` (seconds) and the `X-RateLimit-*` headers of
 * that throttle. API answers carry the `X-RateLimit-*` headers of the API throttle.
 */
export function registerRateLimit(app: FastifyInstance, instance: Instance, limits: RateLimits): void {
  const counter = new RateCounter(instance.now);
  app.addHook('onRequest', async (request, reply) => {
    const { checks, api } = checksFor(instance, limits, request);
    const counts = checks.map((check) => ({ check, count: counter.hit(check.key, check.throttle) }));
    const apiCount = counts.find(({ check }) => check === api);
    if (api && apiCount) setHeaders(reply, api.throttle, apiCount.count);
    const over = counts.find(({ check, count }) => count.count > check.throttle.limit);
    if (!over) return;
    setHeaders(reply, over.check.throttle, over.count);
    const retryAfter = Math.max(Math.ceil((over.count.resetAt - instance.now().getTime()) / 1000), 1);
    return reply.status(429).header('Retry-After', String(retryAfter)).send({ error: 'Too many requests' });
  });
}
