import type { ApiError } from '../http/errors';

export type Result<T> = { ok: true; value: T } | { ok: false; error: ApiError };
