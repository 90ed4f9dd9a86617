import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { findAccount } from '../db/queries';
import { unauthorized } from '../http/api-error';
import { signedIn } from '../http/auth';
import { apiRoutes } from '../http/route';
import { serializeAccount } from '../serializers/account';
import { accountUri, accountUrl } from '../serializers/urls';

/**
 * OpenID Connect's userinfo for the token's account (Mastodon 4.4's OAuth::UserinfoController and
 * OAuthUserinfoSerializer): a user token with the `profile` scope, on GET or POST as OpenID asks.
 */
export function userinfoRoutes(app: FastifyInstance, instance: Instance): void {
  const api = apiRoutes(app, instance);
  for (const add of [api.get, api.post]) {
    add('/oauth/userinfo', { auth: signedIn('profile') }, async ({ auth }) => {
      const account = findAccount(instance.db, auth.accountId);
      if (!account) throw unauthorized();
      return {
        iss: `${instance.config.baseUrl}/`,
        sub: accountUri(instance, account),
        name: account.display_name,
        preferred_username: account.username,
        profile: accountUrl(instance, account),
        picture: serializeAccount(instance, account).avatar,
      };
    });
  }
}
