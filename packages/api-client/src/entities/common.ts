import * as z from 'zod';

// Shared building blocks. Servers disagree on details (Mastodon 2.9+, Pleroma, Akkoma,
// GoToSocial, Misskey bridges), so every entity normalises through these: the output
// types say exactly what downstream code may rely on.

/** A required id. Some servers send numbers or non-numeric strings; it is always a string out. */
export const Id = z.union([z.string().min(1), z.number()]).transform(String);

/** A string that some servers send as a number (tag history, ids of nested objects). */
export const Stringish = z.union([z.string(), z.number()]).transform(String);

/** The output of `orNull(schema)`: missing and null both become `null`. */
export type OrNull<S extends z.ZodType> = z.ZodPipe<
  z.ZodOptional<z.ZodNullable<S>>,
  z.ZodTransform<z.output<S> | null, z.output<S> | null | undefined>
>;

/** A genuinely optional value: `T | null` out, never `undefined`. */
export function orNull<S extends z.ZodType>(schema: S): OrNull<S> {
  return schema.nullish().transform((value) => value ?? null);
}

/** An optional id (in_reply_to_id, …): string or null. */
export const NullableId = orNull(Id);

/** An optional string kept as `null` when absent (language, blurhash, expires_at, …). */
export const NullableString = orNull(z.string());

/** Text that may be missing or null: always a string, '' when absent. */
export const Text = z.string().nullish().transform((value) => value ?? '');

/** A flag that may be missing or null: false when absent. */
export const Flag = z.boolean().nullish().transform((value) => value ?? false);

const numeric = z.union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/).transform(Number)]);

/** An optional number, sent by some servers as a numeric string; `null` when absent. */
export const NullableNumber = orNull(numeric);

/** A count: numeric strings are read as numbers, missing or null is 0. */
export const Count = numeric.nullish().transform((value) => value ?? 0);

/** A list that may be missing or null: [] when absent. */
export function listOf<S extends z.ZodType>(item: S) {
  return z.array(item).nullish().transform((value): z.output<S>[] => value ?? []);
}

/** An object whose keys are all lenient: missing or null becomes the object of its defaults. */
export function objectOrDefaults<S extends z.ZodObject>(schema: S) {
  return schema.nullish().transform((value): z.output<S> => value ?? schema.parse({}));
}

/**
 * An open enumeration: a value the client does not know parses as 'unknown' instead of failing,
 * so a newer server never breaks an older client. Missing or null is 'unknown' too.
 */
export function openEnum<const T extends readonly string[]>(known: T) {
  const isKnown = (value: string): value is T[number] => known.includes(value);
  return z
    .string()
    .nullish()
    .transform((value): T[number] | 'unknown' => (value != null && isKnown(value) ? value : 'unknown'));
}

/** Like `openEnum`, but the value itself is required (e.g. a notification's type). */
export function requiredOpenEnum<const T extends readonly string[]>(known: T) {
  const isKnown = (value: string): value is T[number] => known.includes(value);
  return z.string().transform((value): T[number] | 'unknown' => (isKnown(value) ? value : 'unknown'));
}
