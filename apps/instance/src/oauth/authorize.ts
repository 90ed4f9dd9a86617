import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Instance } from '../context';
import { str } from '../http/param-readers';
import { paramsOf } from '../http/params';
import { sendApprovalPage, sendCodePage, sendDeniedPage, sendInvalidAuthorizationPage, sendNoCodePage } from '../pages/authorize';
import { sendCsrfError, type SignedIn } from '../pages/common';
import { translatorOf } from '../pages/page-locale';
import { sendSignInPage } from '../pages/sign-in';
import { csrfTokenFor, csrfValid } from '../sessions/csrf';
import { currentSession } from '../sessions/sessions';
import { OOB_REDIRECT_URI } from './applications';
import { authorizeUrlOf, checkAuthorization, redirectWith, type AuthorizationRequest } from './authorization-request';
import { describeOAuthError } from './errors';
import { createGrant } from './grants';

/** https://docs.joinmastodon.org/methods/oauth/#authorize: sign in, then approve or deny. */
export function authorizeRoutes(app: FastifyInstance, instance: Instance): void {
  /** The checked request, or null once an error page or error redirect has been sent. */
  const check = (request: FastifyRequest, reply: FastifyReply): AuthorizationRequest | null => {
    const checked = checkAuthorization(instance, paramsOf(request));
    if (checked.kind === 'ok') return checked.request;
    if (checked.kind === 'page') void sendInvalidAuthorizationPage(instance, reply, translatorOf(instance, request), checked.message);
    else void reply.redirect(checked.location, 302);
    return null;
  };

  const signIn = (request: FastifyRequest, reply: FastifyReply, authorization: AuthorizationRequest) =>
    sendSignInPage(instance, reply, translatorOf(instance, request), 200, {
      csrf: csrfTokenFor(instance, request, reply),
      returnTo: authorizeUrlOf(authorization),
      appName: authorization.application.name,
    });

  app.get('/oauth/authorize', async (request, reply) => {
    const authorization = check(request, reply);
    if (!authorization) return reply;
    const session = currentSession(instance, request);
    if (!session || authorization.forceLogin) return signIn(request, reply, authorization);
    return sendApprovalPage(instance, reply, translatorOf(instance, request, session), { session, csrf: session.csrfToken }, authorization);
  });

  const decide = (decision: 'approve' | 'deny' | 'from-params') => async (request: FastifyRequest, reply: FastifyReply) => {
    const session = currentSession(instance, request);
    const signedIn: SignedIn | null = session ? { session, csrf: session.csrfToken } : null;
    if (!csrfValid(instance, request)) return sendCsrfError(instance, reply, translatorOf(instance, request, session), signedIn);
    const authorization = check(request, reply);
    if (!authorization) return reply;
    if (!session) return signIn(request, reply, authorization);

    const denied = decision === 'deny' || (decision === 'from-params' && str(paramsOf(request).decision) === 'deny');
    const { application, redirectUri, state } = authorization;
    if (denied) {
      if (redirectUri === OOB_REDIRECT_URI) return sendDeniedPage(instance, reply, translatorOf(instance, request, session), application.name);
      return reply.redirect(redirectWith(redirectUri, { error: 'access_denied', error_description: describeOAuthError('access_denied'), state }), 302);
    }
    const code = createGrant(instance, {
      application,
      accountId: session.account.id,
      redirectUri,
      scopes: authorization.scopes,
      codeChallenge: authorization.codeChallenge,
      codeChallengeMethod: authorization.codeChallengeMethod,
    });
    if (redirectUri === OOB_REDIRECT_URI) return reply.redirect(`/oauth/authorize/native?code=${encodeURIComponent(code)}`, 302);
    return reply.redirect(redirectWith(redirectUri, { code, state }), 302);
  };

  // Doorkeeper: POST approves, DELETE denies; the approval form names its button `decision`.
  app.post('/oauth/authorize', decide('from-params'));
  app.delete('/oauth/authorize', decide('deny'));

  app.get('/oauth/authorize/native', async (request, reply) => {
    const code = str(paramsOf(request).code) ?? '';
    const i18n = translatorOf(instance, request);
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(code)) return sendNoCodePage(instance, reply, i18n);
    return sendCodePage(instance, reply, i18n, code);
  });
}
