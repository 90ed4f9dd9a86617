import type { Instance } from '../context';
import { randomSecret } from '../http/safe-equal';

/** How long a link printed by `--sign-in-link` stays usable. */
export const SIGN_IN_LINK_TTL_MS = 10 * 60 * 1000;

interface PendingLink {
  accountId: string;
  expiresAt: number;
}

// Kept in memory on purpose: a link only makes sense for the process that printed it.
const linksByInstance = new WeakMap<Instance, Map<string, PendingLink>>();

/** A one-time token that signs the browser in as `accountId` (local development: `pnpm start`). */
export function createSignInLink(instance: Instance, accountId: string): string {
  const links = linksByInstance.get(instance) ?? new Map<string, PendingLink>();
  linksByInstance.set(instance, links);
  const token = randomSecret();
  links.set(token, { accountId, expiresAt: instance.now().getTime() + SIGN_IN_LINK_TTL_MS });
  return token;
}

/** The account a link signs in, once: a used, unknown or expired token gives null. */
export function redeemSignInLink(instance: Instance, token: string): string | null {
  const links = linksByInstance.get(instance);
  const link = links?.get(token);
  if (!links || !link) return null;
  links.delete(token);
  return link.expiresAt > instance.now().getTime() ? link.accountId : null;
}
