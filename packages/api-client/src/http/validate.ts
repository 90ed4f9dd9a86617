import * as z from 'zod/mini';
import { ValidationError, formatIssuePath } from './errors';

/**
 * Checks a response body against its schema, once, at the boundary.
 * A mismatch becomes a ValidationError naming the endpoint and the first bad field.
 */
export function validate<S extends z.core.$ZodType>(schema: S, body: unknown, endpoint: string | null): z.output<S> {
  const result = z.safeParse(schema, body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ValidationError({
    endpoint,
    path: formatIssuePath(issue?.path ?? []),
    problem: issue?.message ?? 'invalid',
    body,
  });
}
