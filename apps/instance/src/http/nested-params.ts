export type ParamValue = string | ParamValue[] | { [key: string]: ParamValue };
export type Params = { [key: string]: ParamValue };

/** Keys that name an object's prototype machinery rather than data; a param using one is dropped. */
const UNSAFE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export const isUnsafeKey = (key: string): boolean => UNSAFE_KEYS.has(key);

/** An empty params object without a prototype, so reading an absent key never finds an inherited one. */
export function emptyParams(): Params {
  return Object.create(null) as Params;
}

/**
 * Rails-style nested keys, as Mastodon reads them from query strings and form bodies:
 * `id[]=1&id[]=2`, `poll[options][]=a`, `fields_attributes[0][name]=x`.
 * Every object made has no prototype, and keys such as `__proto__` are dropped, so a param can
 * neither reach nor shadow Object.prototype.
 */
export function nestParams(entries: Iterable<[string, string]>): Params {
  const root = emptyParams();
  for (const [rawKey, value] of entries) {
    const parts = splitKey(rawKey);
    if (parts.length === 0 || parts.some(isUnsafeKey)) continue;
    assign(root, parts, value);
  }
  return root;
}

function splitKey(key: string): string[] {
  const first = key.indexOf('[');
  if (first <= 0) return key.length > 0 ? [key] : [];
  const parts = [key.slice(0, first)];
  for (const match of key.slice(first).matchAll(/\[([^\]]*)\]/g)) parts.push(match[1] ?? '');
  return parts;
}

function assign(target: Params, parts: string[], value: string): void {
  let node: Params | ParamValue[] = target;
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i] ?? '';
    const last = i === parts.length - 1;
    const nextIsArray = parts[i + 1] === '';
    if (Array.isArray(node)) {
      if (last) node.push(value);
      else {
        const child: Params | ParamValue[] = nextIsArray ? [] : emptyParams();
        node.push(child);
        node = child;
      }
      continue;
    }
    if (last) {
      node[part] = value;
      return;
    }
    const existing: ParamValue | undefined = Object.hasOwn(node, part) ? node[part] : undefined;
    if (nextIsArray) {
      const child: ParamValue[] = Array.isArray(existing) ? existing : [];
      node[part] = child;
      node = child;
    } else {
      const child: Params = typeof existing === 'object' && !Array.isArray(existing) ? existing : emptyParams();
      node[part] = child;
      node = child;
    }
  }
}
