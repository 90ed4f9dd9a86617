import { createHash } from 'node:crypto';
import { safeEqual } from '../http/safe-equal';

// Proof Key for Code Exchange: https://datatracker.ietf.org/doc/html/rfc7636

export type ChallengeMethod = 'S256' | 'plain';

/** RFC 7636 §4.1: 43 to 128 characters of [A-Za-z0-9-._~]; the S256 challenge has the same alphabet. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

/** The method of an authorization request, or null when it names one we do not support. */
export function readChallengeMethod(value: string | undefined): ChallengeMethod | null {
  if (value === undefined || value === '' || value === 'plain') return 'plain';
  return value === 'S256' ? 'S256' : null;
}

export const isValidChallenge = (challenge: string): boolean => VERIFIER.test(challenge);

export function verifyCodeVerifier(verifier: string, challenge: string, method: ChallengeMethod): boolean {
  if (!VERIFIER.test(verifier)) return false;
  const derived = method === 'S256' ? createHash('sha256').update(verifier, 'ascii').digest('base64url') : verifier;
  return safeEqual(derived, challenge);
}
