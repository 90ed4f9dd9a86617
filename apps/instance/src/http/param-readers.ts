import { badRequest } from './api-error';

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

export function int(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(str(value));
  if (!Number.isFinite(n)) throw badRequest(`${name} must be a number`);
  return Math.trunc(n);
}

/** An array param: `ids[]` (form), a JSON array, or a single value. */
export function strArray(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.map(str).filter((v): v is string => v !== undefined);
  if (typeof value === 'object') return Object.values(value).map(str).filter((v): v is string => v !== undefined);
  const single = str(value);
  return single === undefined ? [] : [single];
}

export function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
