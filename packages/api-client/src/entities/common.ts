import * as z from 'zod/mini';

// Shared building blocks. Servers disagree on details (Mastodon 2.9+, Pleroma, Akkoma,
// GoToSocial, Misskey bridges), so every entity normalises through these: the output
// types say exactly what downstream code may rely on.

/** A required id. Some servers send numbers or non-numeric strings; it is always a string out. */
export const Id = z.pipe(z.union([z.string().check(z.minLength(1)), z.number()]), z.transform((value) => String(value)));

/** A string that some servers send as a number (tag history, ids of nested objects). */
export const Stringish = z.pipe(z.union([z.string(), z.number()]), z.transform((value) => String(value)));

/** The output of `orNull(schema)`: missing and null both become `null`. */
export type OrNull<S extends z.ZodMiniType> = z.ZodMiniPipe<
  z.ZodMiniOptional<z.ZodMiniNullable<S>>,
  z.ZodMiniTransform<z.output<S> | null, z.output<S> | null | undefined>
>;

/** A genuinely optional value: `T | null` out, never `undefined`. */
export function orNull<S extends z.ZodMiniType>(schema: S): OrNull<S> {
  return z.pipe(z.nullish(schema), z.transform((value) => value ?? null));
}

/**
 * Where a real server never nests (a reblog's own `reblog`, a moved account's own `moved`): missing
 * or null, and anything else refused with `problem`. Keeps recursive entities two levels deep.
 */
export function NotNested(problem: string) {
  return z.pipe(z.nullish(z.null({ error: problem })), z.transform((): null => null));
}

/** An optional id (in_reply_to_id, …): string or null. */
export const NullableId = orNull(Id);

/** An optional string kept as `null` when absent (language, blurhash, expires_at, …). */
export const NullableString = orNull(z.string());

/** Text that may be missing or null: always a string, '' when absent. */
export const Text = z.pipe(z.nullish(z.string()), z.transform((value) => value ?? ''));

/** A flag that may be missing or null: false when absent. */
export const Flag = z.pipe(z.nullish(z.boolean()), z.transform((value) => value ?? false));

const numeric = z.union([
  z.number(),
  z.pipe(z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/)), z.transform((value) => Number(value))),
]);

/** An optional number, sent by some servers as a numeric string; `null` when absent. */
export const NullableNumber = orNull(numeric);

/** A count: numeric strings are read as numbers, missing or null is 0. */
export const Count = z.pipe(z.nullish(numeric), z.transform((value) => value ?? 0));

/** A list that may be missing or null: [] when absent. */
export function listOf<S extends z.ZodMiniType>(item: S) {
  return z.pipe(z.nullish(z.array(item)), z.transform((value): z.output<S>[] => value ?? []));
}

/** An object whose keys are all lenient: missing or null becomes the object of its defaults. */
export function objectOrDefaults<S extends z.ZodMiniObject>(schema: S) {
  return z.pipe(z.nullish(schema), z.transform((value): z.output<S> => value ?? schema.parse({})));
}

/**
 * An open enumeration: a value the client does not know parses as 'unknown' instead of failing,
 * so a newer server never breaks an older client. Missing or null is 'unknown' too.
 */
export function openEnum<const T extends readonly string[]>(known: T) {
  const isKnown = (value: string): value is T[number] => known.includes(value);
  return z.pipe(
    z.nullish(z.string()),
    z.transform((value): T[number] | 'unknown' => (value != null && isKnown(value) ? value : 'unknown')),
  );
}

/** Like `openEnum`, but the value itself is required (e.g. a notification's type). */
export function requiredOpenEnum<const T extends readonly string[]>(known: T) {
  const isKnown = (value: string): value is T[number] => known.includes(value);
  return z.pipe(z.string(), z.transform((value): T[number] | 'unknown' => (isKnown(value) ? value : 'unknown')));
}
