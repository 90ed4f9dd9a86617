import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Compares secrets in constant time (both sides are hashed first, so lengths never leak). */
export function safeEqual(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** A URL-safe random secret (tokens, codes, client credentials, session ids). */
export const randomSecret = (bytes = 32): string => randomBytes(bytes).toString('base64url');
