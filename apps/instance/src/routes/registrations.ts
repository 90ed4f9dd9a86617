import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { createdByApplication } from '../db/repositories/registrations';
import { ApiError } from '../http/api-error';
import { appOrUser, lookupToken, tokenOf, type Auth, type AuthRule } from '../http/auth';
import { text } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { register } from '../services/registration';

const registrationFields = z.object({
  username: text(),
  email: text(),
  password: text(),
  // Read as Rails' acceptance validation reads it (true, "true" or "1"), in the service.
  agreement: z.unknown().optional(),
  locale: text(),
  reason: text(),
});

/** Whoever the token names, if any: Mastodon's email confirmation controller answers 403 rather than 401 to anyone else. */
const tokenIfAny: AuthRule<Auth | null> = { check: (instance, request) => lookupToken(instance, tokenOf(request)) };

/**
 * Signing up through an app, and the confirmation email this instance never needs to send.
 * https://docs.joinmastodon.org/methods/accounts/#create, https://docs.joinmastodon.org/methods/emails/
 */
export function registrationRoutes(app: FastifyInstance, instance: Instance): void {
  const api = apiRoutes(app, instance);

  api.post('/api/v1/accounts', { auth: appOrUser('write:accounts'), body: registrationFields }, async ({ auth, body }) => register(instance, auth, body));

  // Accounts are confirmed when they sign up, so this answers as Mastodon does for a confirmed one;
  // a token of another app than the one the account signed up with is refused first, as there.
  api.post('/api/v1/emails/confirmations', { auth: tokenIfAny }, async ({ auth }) => {
    const owner = auth?.accountId ? createdByApplication(instance.db, auth.accountId) : null;
    if (!auth || owner === null || owner !== auth.applicationId) {
      throw new ApiError(403, 'This method is only available to the application the user originally signed-up with');
    }
    throw new ApiError(403, 'This method is only available while the e-mail is awaiting confirmation');
  });
}
