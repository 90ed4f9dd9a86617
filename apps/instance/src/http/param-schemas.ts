import { z } from 'zod';
import type { PageQuery } from './pagination';
import { bool, DURATION_RANGE, isParamProblem, readClamped, readInteger, record, SAFE_INT_RANGE, str, strArray, type IntRange, type ParamProblem } from './param-readers';

// Route schemas for Mastodon's params, which arrive as JSON values, query strings or (nested) form
// fields alike (Rails' `params`): each schema takes any value and reads it as the readers do. A
// problem carries its status (400 or 422) to the route, which names the param. Every param may be
// absent (zod 4 wants `.optional()` or `.default()` for a key that may be missing).

/** The zod issue for a param problem; `status` travels in its params. */
function addProblem(ctx: z.RefinementCtx, { status, problem }: ParamProblem): typeof z.NEVER {
  ctx.addIssue({ code: 'custom', message: problem, params: { status } });
  return z.NEVER;
}

/** A string param ('1' for 1 and true), or undefined. */
export const text = () => z.unknown().transform(str).optional();

/** A boolean param ('1', 'true', 'on'… and their opposites), or undefined. */
export const flag = () => z.unknown().transform(bool).optional();

/** An array param: `ids[]` in a form, a JSON array or one value. */
export const texts = () => z.unknown().transform(strArray).default([]);

/** An integer param (truncated), or undefined: not a number is a 400, outside `range` a 422. */
export const integer = (range: IntRange = SAFE_INT_RANGE) =>
  z.unknown().transform((value, ctx) => {
    const read = readInteger(value, range);
    return isParamProblem(read) ? addProblem(ctx, read) : read;
  })
  .optional();

/** Seconds from now (a mute's `duration`, a filter's `expires_in`). */
export const seconds = () => integer(DURATION_RANGE);

/** An integer param brought into `range` (Mastodon clamps `limit`), `fallback` when absent. */
export const clamped = (range: IntRange, fallback: number) =>
  z.unknown().transform((value, ctx) => {
    const read = readClamped(value, range, fallback);
    return isParamProblem(read) ? addProblem(ctx, read) : read;
  })
  .default(fallback);

/** An object param (`poll[options][]`, `data[alerts][mention]`) read field by field; anything else reads as {}. */
export const nested = <Shape extends z.ZodRawShape>(shape: Shape) => z.preprocess(record, z.object(shape)).optional();

/** A path segment (`:id`). */
export const segment = () => z.string();

/** `:id` routes. */
export const idParams = z.object({ id: segment() });

/**
 * A page's cursors and size (https://docs.joinmastodon.org/api/guidelines/#pagination): `limit`
 * clamped to 1..max. Other params are kept for the Link header.
 */
export const pageFields = (limits: { default: number; max: number }) => ({
  max_id: text(),
  since_id: text(),
  min_id: text(),
  limit: clamped({ min: 1, max: limits.max }, limits.default),
});

/** A page's cursors and size, as the repositories take them. */
export function pageOf(query: { max_id?: string; since_id?: string; min_id?: string; limit: number }): PageQuery {
  return { maxId: query.max_id || null, sinceId: query.since_id || null, minId: query.min_id || null, limit: query.limit };
}

/** The first problem of a failed parse as the param's name ('poll[expires_in]') and problem, with its status. */
export function firstProblem(error: z.ZodError): { name: string } & ParamProblem {
  const issue = error.issues[0];
  const path = issue?.path ?? [];
  const name = path.map((key, index) => (index === 0 ? String(key) : `[${String(key)}]`)).join('') || 'params';
  const status = issue?.code === 'custom' && issue.params?.status === 400 ? 400 : 422;
  return { name, status, problem: issue?.message ?? 'is invalid' };
}
