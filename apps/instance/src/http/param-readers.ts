import { badRequest, unprocessable, type ApiError } from './api-error';
import { isUnsafeKey } from './nested-params';

// Readers for request params that may arrive as JSON values or as form strings.

export function str(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

export function bool(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toLowerCase();
  if (['1', 'true', 't', 'on', 'yes'].includes(v)) return true;
  if (['0', 'false', 'f', 'off', 'no', ''].includes(v)) return false;
  return undefined;
}

export interface IntRange {
  min: number;
  max: number;
}

/** The integers a double holds exactly: anything beyond is out of range for every integer param. */
export const SAFE_INT_RANGE: IntRange = { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };

/** `offset`: any safe integer (a negative one counts as 0 where it is read). */
export const OFFSET_RANGE: IntRange = SAFE_INT_RANGE;

const MAX_DURATION_SECONDS = 100 * 365 * 24 * 60 * 60;

/** Seconds from now (a mute's `duration`, a filter's `expires_in`): up to a hundred years either way. */
export const DURATION_RANGE: IntRange = { min: -MAX_DURATION_SECONDS, max: MAX_DURATION_SECONDS };

/** Why a param cannot be read: the status it answers with and what is wrong, after its name. */
export interface ParamProblem {
  status: 400 | 422;
  problem: string;
}

export const isParamProblem = (value: unknown): value is ParamProblem => typeof value === 'object' && value !== null && 'problem' in value;

/** A number param, or undefined when absent; one that is not a number is a 400. */
function readNumber(value: unknown): number | undefined | ParamProblem {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(str(value) ?? Number.NaN);
  return Number.isNaN(n) ? { status: 400, problem: 'must be a number' } : n;
}

/** An integer param (truncated): not a number is a 400, a number outside `range` a 422. */
export function readInteger(value: unknown, range: IntRange = SAFE_INT_RANGE): number | undefined | ParamProblem {
  const n = readNumber(value);
  if (n === undefined || isParamProblem(n)) return n;
  const whole = Math.trunc(n);
  return whole >= range.min && whole <= range.max ? whole : { status: 422, problem: 'is out of range' };
}

/** An integer param brought into `range`, as Mastodon clamps `limit`; not a number is a 400. */
export function readClamped(value: unknown, range: IntRange, fallback: number): number | ParamProblem {
  const n = readNumber(value);
  if (n === undefined) return fallback;
  if (isParamProblem(n)) return n;
  return Math.min(Math.max(Math.trunc(n), range.min), range.max);
}

/** The API error for a problem with the param `name`. */
export function paramError(name: string, { status, problem }: ParamProblem): ApiError {
  return status === 400 ? badRequest(`${name} ${problem}`) : unprocessable(`${name} ${problem}`);
}

/** An array param: `ids[]` (form), a JSON array, or a single value. */
export function strArray(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.map(str).filter((v): v is string => v !== undefined);
  if (typeof value === 'object') return Object.values(value).map(str).filter((v): v is string => v !== undefined);
  const single = str(value);
  return single === undefined ? [] : [single];
}

/**
 * An object param as a copy without a prototype holding only its own keys (never `__proto__` and
 * the like), so `params.x` reads what the client sent and nothing inherited; anything else is `{}`.
 */
export function record(value: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return out;
  for (const [key, entry] of Object.entries(value)) if (!isUnsafeKey(key)) out[key] = entry;
  return out;
}
