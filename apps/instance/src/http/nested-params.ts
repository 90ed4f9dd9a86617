export type ParamValue = string | ParamValue[] | { [key: string]: ParamValue };
export type Params = { [key: string]: ParamValue };

/**
 * Rails-style nested keys, as Mastodon reads them from query strings and form bodies:
 * `id[]=1&id[]=2`, `poll[options][]=a`, `fields_attributes[0][name]=x`.
 */
export function nestParams(entries: Iterable<[string, string]>): Params {
  const root: Params = {};
  for (const [rawKey, value] of entries) {
    const parts = splitKey(rawKey);
    if (parts.length === 0) continue;
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
        const child: Params | ParamValue[] = nextIsArray ? [] : {};
        node.push(child);
        node = child;
      }
      continue;
    }
    if (last) {
      node[part] = value;
      return;
    }
    const existing: ParamValue | undefined = node[part];
    if (nextIsArray) {
      if (!Array.isArray(existing)) node[part] = [];
      node = node[part] as ParamValue[];
    } else {
      if (typeof existing !== 'object' || existing === null || Array.isArray(existing)) node[part] = {};
      node = node[part] as Params;
    }
  }
}
