/**
 * How deep a body an error keeps may nest. Mastodon's deepest answers (a notification's status's
 * reblog's account's fields) stay under 12 levels; past this a body is hostile, and would overflow
 * whatever walks it later (JSON.stringify, a store's deep freeze), so errors drop it.
 */
export const MAX_JSON_DEPTH = 32;

interface Frame {
  value: object;
  /** null for an array, walked by index. */
  keys: string[] | null;
  size: number;
  next: number;
}

/**
 * The path to the first value nested deeper than `max` objects or arrays, or null when there is
 * none. Walks with its own stack, so no depth can overflow it.
 */
export function pathTooDeep(root: unknown, max: number = MAX_JSON_DEPTH): PropertyKey[] | null {
  if (typeof root !== 'object' || root === null) return null;
  const stack: Frame[] = [frameOf(root)];
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as Frame;
    if (top.next >= top.size) {
      stack.pop();
      continue;
    }
    const key = top.keys === null ? top.next : (top.keys[top.next] as string);
    top.next += 1;
    const child: unknown = (top.value as Record<PropertyKey, unknown>)[key];
    if (typeof child !== 'object' || child === null) continue;
    if (stack.length >= max) return stack.map(keyOf);
    stack.push(frameOf(child));
  }
  return null;
}

function frameOf(value: object): Frame {
  if (Array.isArray(value)) return { value, keys: null, size: value.length, next: 0 };
  const keys = Object.keys(value);
  return { value, keys, size: keys.length, next: 0 };
}

/** The key a frame last stepped into: array indexes as numbers, as zod reports them. */
function keyOf(frame: Frame): PropertyKey {
  const index = frame.next - 1;
  return frame.keys === null ? index : (frame.keys[index] as string);
}

/** A body as an error may keep it: null when too deep to serialise or freeze safely later. */
export function keepable(body: unknown): unknown {
  return pathTooDeep(body) === null ? body : null;
}
