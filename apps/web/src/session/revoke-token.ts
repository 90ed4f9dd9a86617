import { createOAuthResource, HttpClient } from '@trumpet/api-client';
import type { RememberedAccount } from './accounts';

/** POST /oauth/revoke for a token this app obtained (sign-out.ts loads it when signing out). */
export function revokeToken(origin: string, client: NonNullable<RememberedAccount['client']>, token: string): Promise<void> {
  return createOAuthResource(new HttpClient({ url: origin })).revoke(client, token);
}
