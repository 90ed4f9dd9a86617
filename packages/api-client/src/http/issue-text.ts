import type * as z from 'zod/mini';

// zod/mini installs no messages (every issue reads "Invalid input") and its English locale is 1 KB
// of every client's first load, so the few issues entity schemas raise are put in words here.

/** One schema issue in words, as zod's English locale says it; a schema's own message wins. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.message !== '' && issue.message !== 'Invalid input') return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return `Invalid input: expected ${issue.expected}, received ${kindOf(issue.input)}`;
    case 'invalid_value':
      return `Invalid option: expected one of ${issue.values.map((value) => JSON.stringify(value) ?? String(value)).join('|')}`;
    case 'too_small':
      return `Too small: expected ${issue.origin} ${issue.inclusive ? '>=' : '>'}${String(issue.minimum)}`;
    case 'too_big':
      return `Too big: expected ${issue.origin} ${issue.inclusive ? '<=' : '<'}${String(issue.maximum)}`;
    case 'invalid_union':
      return 'Invalid input: none of the accepted forms';
    case 'invalid_format':
      return `Invalid ${issue.format}`;
    default:
      return issue.message;
  }
}

/** What zod calls a received value's type. */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isNaN(value)) return 'NaN';
  return typeof value;
}
