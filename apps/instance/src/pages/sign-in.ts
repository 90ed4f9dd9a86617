import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Instance } from '../context';
import { demoAccountCanSignIn } from '../db/repositories/accounts';
import { str } from '../http/param-readers';
import { paramsOf } from '../http/params';
import { accountForCredentials } from '../sessions/credentials';
import { csrfTokenFor, csrfValid } from '../sessions/csrf';
import { currentSession, endSession, startSession } from '../sessions/sessions';
import { isSuspended } from '../policies/moderation';
import { safeReturnTo, sendCsrfError } from './common';
import { csrfField, errorAlert, hiddenField, textField } from './forms';
import { html, type SafeHtml } from './html';
import { renderPage, sendHtml } from './layout';
import { translatorOf } from './page-locale';
import type { Translator } from './translator';

export interface SignInView {
  csrf: string;
  returnTo: string;
  login?: string;
  error?: string;
  /** The app asking for access, when the sign-in comes from /oauth/authorize. */
  appName?: string;
}

const strong = (children: SafeHtml) => html`<strong>${children}</strong>`;

function demoHint(instance: Instance, i18n: Translator) {
  return demoAccountCanSignIn(instance.db)
    ? html`<p class="hint">${i18n.rich('sign_in.demo_hint', { username: 'demo', password: 'password' }, [strong, strong])}</p>`
    : '';
}

export function sendSignInPage(instance: Instance, reply: FastifyReply, i18n: Translator, status: number, view: SignInView): FastifyReply {
  const server = instance.config.title;
  const lead = view.appName ? i18n.rich('sign_in.lead_authorize', { app: view.appName, server }, [strong]) : i18n.t('sign_in.lead', { server });
  const body = html`<div class="card">
    <h1>${i18n.t('sign_in.title')}</h1>
    <p class="lead">${lead}</p>
    ${errorAlert(i18n, view.error ? [view.error] : [])}
    <form method="post" action="/auth/sign_in">
      ${csrfField(view.csrf)}
      ${hiddenField('return_to', view.returnTo)}
      ${textField({ name: 'username', label: i18n.t('sign_in.username'), value: view.login ?? '', autocomplete: 'username', required: true, autofocus: !view.login })}
      ${textField({ name: 'password', label: i18n.t('sign_in.password'), value: '', type: 'password', autocomplete: 'current-password', required: true, autofocus: Boolean(view.login) })}
      <button type="submit" class="button block">${i18n.t('sign_in.title')}</button>
    </form>
    ${demoHint(instance, i18n)}
  </div>`;
  return sendHtml(reply, status, renderPage(instance, { i18n, title: i18n.t('sign_in.title'), body, narrow: true }));
}

/** Browser sign-in and sign-out (Mastodon's /auth/sign_in and /auth/sign_out). */
export function signInRoutes(app: FastifyInstance, instance: Instance): void {
  app.get('/auth/sign_in', async (request, reply) => {
    const returnTo = safeReturnTo(paramsOf(request).return_to);
    if (currentSession(instance, request)) return reply.redirect(returnTo, 302);
    return sendSignInPage(instance, reply, translatorOf(instance, request), 200, { csrf: csrfTokenFor(instance, request, reply), returnTo });
  });

  app.post('/auth/sign_in', async (request, reply) => {
    const params = paramsOf(request);
    const returnTo = safeReturnTo(params.return_to);
    const user = typeof params.user === 'object' && params.user !== null ? (params.user as Record<string, unknown>) : {};
    const login = str(params.username) ?? str(params.email) ?? str(user.email) ?? str(user.login) ?? '';
    const password = str(params.password) ?? str(user.password) ?? '';
    const view = { returnTo, login, csrf: csrfTokenFor(instance, request, reply) };
    const i18n = translatorOf(instance, request);
    if (!csrfValid(instance, request)) {
      return sendSignInPage(instance, reply, i18n, 422, { ...view, error: i18n.t('sign_in.errors.session_expired') });
    }
    const account = login && password ? accountForCredentials(instance, login, password) : null;
    if (!account) return sendSignInPage(instance, reply, i18n, 422, { ...view, error: i18n.t('sign_in.errors.invalid') });
    if (isSuspended(account)) return sendSignInPage(instance, reply, i18n, 403, { ...view, error: i18n.t('sign_in.errors.suspended') });
    startSession(instance, request, reply, account);
    return reply.redirect(returnTo, 302);
  });

  const signOut = (method: 'POST' | 'DELETE') => async (request: FastifyRequest, reply: FastifyReply) => {
    const session = currentSession(instance, request);
    const target = safeReturnTo(paramsOf(request).return_to);
    if (session) {
      if (!csrfValid(instance, request)) return sendCsrfError(instance, reply, translatorOf(instance, request, session));
      endSession(instance, request, reply, session);
    }
    return reply.redirect(target === '/' ? '/auth/sign_in' : target, method === 'DELETE' ? 303 : 302);
  };
  app.post('/auth/sign_out', signOut('POST'));
  app.delete('/auth/sign_out', signOut('DELETE'));
}
