import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Instance } from '../context';
import { str } from '../http/param-readers';
import { paramsOf } from '../http/params';
import { accountForCredentials } from '../sessions/credentials';
import { csrfTokenFor, csrfValid } from '../sessions/csrf';
import { currentSession, endSession, startSession } from '../sessions/sessions';
import { safeReturnTo, sendCsrfError } from './common';
import { csrfField, errorAlert, hiddenField, textField } from './forms';
import { html } from './html';
import { renderPage, sendHtml } from './layout';

export interface SignInView {
  csrf: string;
  returnTo: string;
  login?: string;
  error?: string;
  /** The app asking for access, when the sign-in comes from /oauth/authorize. */
  appName?: string;
}

function demoHint(instance: Instance) {
  const demo = instance.db
    .prepare<[], { one: number }>("SELECT 1 AS one FROM accounts WHERE domain IS NULL AND lower(username) = 'demo' AND password_hash IS NOT NULL")
    .get();
  return demo ? html`<p class="hint">This server has demo data: sign in as <strong>demo</strong> with the password <strong>password</strong>.</p>` : '';
}

export function sendSignInPage(instance: Instance, reply: FastifyReply, status: number, view: SignInView): FastifyReply {
  const body = html`<div class="card">
    <h1>Sign in</h1>
    <p class="lead">${view.appName ? html`to authorize <strong>${view.appName}</strong> on ${instance.config.title}` : html`to ${instance.config.title}`}</p>
    ${errorAlert(view.error ? [view.error] : [])}
    <form method="post" action="/auth/sign_in">
      ${csrfField(view.csrf)}
      ${hiddenField('return_to', view.returnTo)}
      ${textField({ name: 'username', label: 'Username or email', value: view.login ?? '', autocomplete: 'username', required: true, autofocus: !view.login })}
      ${textField({ name: 'password', label: 'Password', value: '', type: 'password', autocomplete: 'current-password', required: true, autofocus: Boolean(view.login) })}
      <button type="submit" class="button block">Sign in</button>
    </form>
    ${demoHint(instance)}
  </div>`;
  return sendHtml(reply, status, renderPage(instance, { title: 'Sign in', body, narrow: true }));
}

/** Browser sign-in and sign-out (Mastodon's /auth/sign_in and /auth/sign_out). */
export function signInRoutes(app: FastifyInstance, instance: Instance): void {
  app.get('/auth/sign_in', async (request, reply) => {
    const returnTo = safeReturnTo(paramsOf(request).return_to);
    if (currentSession(instance, request)) return reply.redirect(returnTo, 302);
    return sendSignInPage(instance, reply, 200, { csrf: csrfTokenFor(instance, request, reply), returnTo });
  });

  app.post('/auth/sign_in', async (request, reply) => {
    const params = paramsOf(request);
    const returnTo = safeReturnTo(params.return_to);
    const user = typeof params.user === 'object' && params.user !== null ? (params.user as Record<string, unknown>) : {};
    const login = str(params.username) ?? str(params.email) ?? str(user.email) ?? str(user.login) ?? '';
    const password = str(params.password) ?? str(user.password) ?? '';
    const view = { returnTo, login, csrf: csrfTokenFor(instance, request, reply) };
    if (!csrfValid(instance, request)) {
      return sendSignInPage(instance, reply, 422, { ...view, error: 'Your session expired. Please sign in again.' });
    }
    const account = login && password ? accountForCredentials(instance, login, password) : null;
    if (!account) return sendSignInPage(instance, reply, 422, { ...view, error: 'Invalid username, email or password.' });
    startSession(instance, request, reply, account);
    return reply.redirect(returnTo, 302);
  });

  const signOut = (method: 'POST' | 'DELETE') => async (request: FastifyRequest, reply: FastifyReply) => {
    const session = currentSession(instance, request);
    const target = safeReturnTo(paramsOf(request).return_to);
    if (session) {
      if (!csrfValid(instance, request)) return sendCsrfError(instance, reply);
      endSession(instance, request, reply, session);
    }
    return reply.redirect(target === '/' ? '/auth/sign_in' : target, method === 'DELETE' ? 303 : 302);
  };
  app.post('/auth/sign_out', signOut('POST'));
  app.delete('/auth/sign_out', signOut('DELETE'));
}
