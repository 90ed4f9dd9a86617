import { ApiError, type SerializedApiError } from './api-error';

/** A response whose body does not match its schema. Keeps the raw body so nothing is lost. */
export class ValidationError extends ApiError {
  readonly kind = 'validation' as const;
  readonly retryable = false;
  /** Dotted path of the first bad field, `(root)` for the body itself; array indexes as `[n]`. */
  readonly path: string;
  readonly body: unknown;

  constructor(init: { endpoint: string | null; path: string; problem: string; body: unknown }) {
    super(`Invalid response from ${init.endpoint ?? 'the server'}: ${init.path}: ${init.problem}`, init.endpoint);
    this.path = init.path;
    this.body = init.body;
  }

  override toJSON(): SerializedApiError {
    return { ...super.toJSON(), path: this.path, body: this.body };
  }
}

export function formatIssuePath(path: ReadonlyArray<PropertyKey>): string {
  if (path.length === 0) return '(root)';
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out.length === 0 ? String(key) : `.${String(key)}`;
  }
  return out;
}
