import * as z from 'zod/mini';
import { ValidationError, formatIssuePath } from './errors';
import { describeIssue } from './issue-text';
import { keepable } from './json-depth';

/**
 * Checks a response body against its schema, once, at the boundary.
 * A mismatch becomes a ValidationError naming the endpoint and the first bad field.
 * No schema recurses (a reblog's reblog and a moved account's moved are refused), so no nesting
 * can overflow the check, and what passes is as shallow as the schema.
 */
export function validate<S extends z.core.$ZodType>(schema: S, body: unknown, endpoint: string | null): z.output<S> {
  const result = z.safeParse(schema, body, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ValidationError({
    endpoint,
    path: formatIssuePath(issue?.path ?? []),
    problem: issue ? describeIssue(issue) : 'invalid',
    body: keepable(body),
  });
}
