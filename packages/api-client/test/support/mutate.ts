// A small deterministic mutator of JSON payloads for fuzz tests: the same seed gives the same mutants.

export interface Random {
  readonly seed: number;
  /** In [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32: tiny, fast and good enough to spread mutations. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  return {
    seed,
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(items.length)] as T;
    },
  };
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Container = Json[] | { [key: string]: Json };

/** Where a value sits: its container and key, or the root. */
interface Slot {
  parent: Container | null;
  key: string | number;
  value: Json;
}

const DEEP = 3000;
export interface MutateOptions {
  /** Mutations in a row, at most (default 3). */
  maxSteps?: number;
  /** Characters of a huge string (default 100,000). */
  hugeString?: number;
}

const HUGE_STRING = 100_000;
const LONG_ARRAY = 2000;
/** No mutant's JSON text grows past this: big enough to hurt a careless parser, small enough to run thousands. */
const MAX_TEXT = 2_000_000;

const WEIRD_NUMBERS = ['NaN', 'Infinity', '-Infinity', '1e999', '-0', '0x1F', ' 12 ', '1_000', '9'.repeat(40), '-1', '1.5', ''];
const WEIRD_STRINGS = [
  '\u202Egnp.exe',
  'a\u200Bb\u200Cc\u200Dd\uFEFF',
  '\u2066\u2067\u2068\u2069\u202A\u202B\u202C\u202D',
  '\uD800',
  '\uDFFF\uD800',
  '\u0000',
  'javascript:alert(1)',
  '<script>alert(1)</script><img src=x onerror=alert(1)>',
  '<span class="t-modal-root">sign in again</span>',
  '𝕳𝖊𝖑𝖑𝖔 👩‍👩‍👧‍👦'.repeat(50),
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '%s%n%x',
  '../../../etc/passwd',
  '__proto__',
];
const WRONG_TYPES: Json[] = [true, false, 0, -1, 1.5, 1e308, -1e308, 'x', '', [], {}, null];
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];
const NESTING_KEYS = ['reblog', 'moved', 'quote', 'status', 'account', 'last_status', 'quoted_status'];

export const MUTATIONS = [
  'drop key',
  'wrong type',
  'huge string',
  'deep nesting',
  'self nesting',
  'null',
  'array to object',
  'object to array',
  'number as string',
  'weird number string',
  'prototype key',
  'unicode',
  'long array',
  'nesting key',
] as const;
export type Mutation = (typeof MUTATIONS)[number];

function clone(value: Json): Json {
  return JSON.parse(toJsonText(value)) as Json;
}

/** How many copies of `value` fit the text budget, at most `max`. */
function copiesOf(value: Json, max: number): number {
  return Math.max(1, Math.min(max, Math.floor(MAX_TEXT / (toJsonText(value).length + 1))));
}

/** Every slot of a value, found without recursion. */
function slots(root: Json): Slot[] {
  const found: Slot[] = [{ parent: null, key: '(root)', value: root }];
  for (let i = 0; i < found.length; i += 1) {
    const { value } = found[i] as Slot;
    if (Array.isArray(value)) value.forEach((child, index) => found.push({ parent: value, key: index, value: child }));
    else if (typeof value === 'object' && value !== null) for (const [key, child] of Object.entries(value)) found.push({ parent: value, key, value: child });
  }
  return found;
}

/** An own key, even `__proto__`, as JSON.parse would make it. */
function setOwn(target: Container, key: string | number, value: Json): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function nest(value: Json, depth: number, asArray: boolean): Json {
  let out: Json = value;
  for (let i = 0; i < depth; i += 1) out = asArray ? [out] : { a: out };
  return out;
}

function replacement(mutation: Mutation, slot: Slot, random: Random, hugeString: number): Json | undefined {
  const { value } = slot;
  switch (mutation) {
    case 'wrong type':
      return random.pick(WRONG_TYPES);
    case 'huge string':
      return random.pick(['A', '€', '😀', '<b>']).repeat(Math.ceil(hugeString / 4));
    case 'deep nesting':
      return nest(value, 1 + random.int(DEEP), random.next() < 0.5);
    case 'self nesting': {
      // A reblog (or moved, or quote) chain: the value holding itself, thousands deep.
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
      const key = random.pick(['reblog', 'moved', 'quote', 'status']);
      let out: Json = null;
      for (let i = 0, n = 1 + random.int(copiesOf(value, DEEP)); i < n; i += 1) out = { ...value, [key]: out };
      return out;
    }
    case 'null':
      return null;
    case 'array to object':
      return Array.isArray(value) ? Object.fromEntries(value.map((item, index) => [String(index), item])) : undefined;
    case 'object to array':
      return typeof value === 'object' && value !== null && !Array.isArray(value) ? random.pick([[value], Object.values(value)]) : undefined;
    case 'number as string':
      if (typeof value === 'number') return String(value);
      if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
      return undefined;
    case 'weird number string':
      return random.pick(WEIRD_NUMBERS);
    case 'unicode':
      return typeof value === 'string' ? value + random.pick(WEIRD_STRINGS) + value : random.pick(WEIRD_STRINGS);
    case 'long array': {
      const item = Array.isArray(value) ? (value[0] ?? null) : value;
      return Array.from({ length: 1 + random.int(copiesOf(item, LONG_ARRAY)) }, () => item);
    }
    default:
      return undefined;
  }
}

/** Applies one mutation somewhere in `root` (a fresh copy); returns the copy and what was done. */
export function mutateOnce(root: Json, random: Random, hugeString: number = HUGE_STRING): { value: Json; mutation: Mutation; at: string } {
  const copy = clone(root);
  const all = slots(copy);
  const mutation = random.pick(MUTATIONS);
  const slot = random.pick(all);
  const at = String(slot.key);
  const containers = all.filter((s): s is Slot & { value: Container } => typeof s.value === 'object' && s.value !== null);

  if (mutation === 'drop key') {
    if (slot.parent === null) return { value: null, mutation, at };
    if (Array.isArray(slot.parent)) slot.parent.splice(Number(slot.key), 1);
    else delete slot.parent[slot.key];
    return { value: copy, mutation, at };
  }
  if (mutation === 'prototype key' || mutation === 'nesting key') {
    const target = containers.length > 0 ? random.pick(containers).value : null;
    if (target === null || Array.isArray(target)) return { value: copy, mutation, at };
    const key = random.pick(mutation === 'prototype key' ? PROTOTYPE_KEYS : NESTING_KEYS);
    setOwn(target, key, mutation === 'prototype key' ? random.pick<Json>([{ polluted: true, sensitive: true }, 'x', [], null]) : clone(target));
    return { value: copy, mutation, at: key };
  }
  const next = replacement(mutation, slot, random, hugeString);
  if (next === undefined) return { value: copy, mutation, at };
  if (slot.parent === null) return { value: next, mutation, at };
  setOwn(slot.parent, slot.key, next);
  return { value: copy, mutation, at };
}

/** One to `max` mutations in a row; a step that would outgrow the text budget is skipped. */
export function mutate(root: unknown, random: Random, options: MutateOptions = {}): { value: Json; text: string; steps: string[] } {
  const { maxSteps = 3, hugeString = HUGE_STRING } = options;
  let value = JSON.parse(JSON.stringify(root)) as Json;
  let text = toJsonText(value);
  const steps: string[] = [];
  for (let i = 0, n = 1 + random.int(maxSteps); i < n; i += 1) {
    const step = mutateOnce(value, random, hugeString);
    const stepText = toJsonText(step.value);
    if (stepText.length > MAX_TEXT) continue;
    value = step.value;
    text = stepText;
    steps.push(`${step.mutation} at ${step.at}`);
  }
  return { value, text, steps };
}

/** JSON text of a mutant: JSON.stringify, or when it overflows on a few thousand levels, by hand. */
export function toJsonText(root: Json): string {
  try {
    return JSON.stringify(root);
  } catch {
    return writeIteratively(root);
  }
}

function writeIteratively(root: Json): string {
  const out: string[] = [];
  const stack: Array<{ kind: 'value'; value: Json } | { kind: 'text'; text: string }> = [{ kind: 'value', value: root }];
  while (stack.length > 0) {
    const item = stack.pop() as (typeof stack)[number];
    if (item.kind === 'text') {
      out.push(item.text);
      continue;
    }
    const { value } = item;
    if (typeof value !== 'object' || value === null) {
      out.push(JSON.stringify(value) ?? 'null');
      continue;
    }
    const entries: Array<[string | null, Json]> = Array.isArray(value) ? value.map((v) => [null, v]) : Object.keys(value).map((k) => [k, value[k] as Json]);
    const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
    out.push(open);
    stack.push({ kind: 'text', text: close });
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, child] = entries[i] as [string | null, Json];
      stack.push({ kind: 'value', value: child });
      const prefix = (i > 0 ? ',' : '') + (key === null ? '' : `${JSON.stringify(key)}:`);
      if (prefix) stack.push({ kind: 'text', text: prefix });
    }
  }
  return out.join('');
}
