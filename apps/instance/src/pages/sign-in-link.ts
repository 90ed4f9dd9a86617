import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { findAccount } from '../db/queries';
import { csrfTokenFor } from '../sessions/csrf';
import { redeemSignInLink } from '../sessions/sign-in-links';
import { startSession } from '../sessions/sessions';
import { isSuspended } from '../policies/moderation';
import { translatorOf } from './page-locale';
import { sendSignInPage } from './sign-in';

/** `GET /auth/sign_in_link/:token`: the one-time link `trumpet-instance --sign-in-link USER` prints. */
export function signInLinkRoutes(app: FastifyInstance, instance: Instance): void {
  app.get<{ Params: { token: string } }>('/auth/sign_in_link/:token', async (request, reply) => {
    const accountId = redeemSignInLink(instance, request.params.token);
    const account = accountId === null ? undefined : findAccount(instance.db, accountId);
    if (!account) {
      const i18n = translatorOf(instance, request);
      return sendSignInPage(instance, reply, i18n, 410, {
        csrf: csrfTokenFor(instance, request, reply),
        returnTo: '/',
        error: i18n.t('sign_in.errors.link_used'),
      });
    }
    if (isSuspended(account)) {
      const i18n = translatorOf(instance, request);
      return sendSignInPage(instance, reply, i18n, 403, { csrf: csrfTokenFor(instance, request, reply), returnTo: '/', error: i18n.t('sign_in.errors.suspended') });
    }
    startSession(instance, request, reply, account);
    return reply.redirect('/', 302);
  });
}
