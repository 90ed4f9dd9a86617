import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { signedIn } from '../http/auth';
import { apiRoutes } from '../http/route';
import { serializeCredentialAccount } from '../serializers/account';
import { serializeProfile } from '../serializers/profile';
import { accountOr404 } from '../services/account-lookup';
import { removeProfilePicture, updateCredentials } from '../services/update-credentials';
import { credentialFields } from './accounts';

/**
 * The signed-in user's profile in its editable form (Mastodon 4.6). PATCH takes update_credentials'
 * params and validates them the same way (services/update-credentials.ts); removing the avatar or
 * header answers the CredentialAccount, as Mastodon. https://docs.joinmastodon.org/methods/profile/
 */
export function profileRoutes(app: FastifyInstance, instance: Instance): void {
  const api = apiRoutes(app, instance);

  api.get('/api/v1/profile', { auth: signedIn(['profile', 'read:accounts']) }, async ({ auth }) => serializeProfile(instance, accountOr404(instance, auth.accountId)));

  api.patch('/api/v1/profile', { auth: signedIn('write:accounts'), body: credentialFields }, async ({ auth, body }) =>
    serializeProfile(instance, await updateCredentials(instance, auth.accountId, body)),
  );

  for (const kind of ['avatar', 'header'] as const) {
    api.delete(`/api/v1/profile/${kind}`, { auth: signedIn('write:accounts') }, async ({ auth }) =>
      serializeCredentialAccount(instance, await removeProfilePicture(instance, auth.accountId, kind)),
    );
  }
}
