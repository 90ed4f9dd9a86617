import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Instance } from '../context';
import { csrfTokenFor } from '../sessions/csrf';
import { currentSession } from '../sessions/sessions';
import { html, type SafeHtml } from './html';
import { renderPage, sendHtml } from './layout';
import { translatorOf } from './page-locale';

const strong = (children: SafeHtml) => html`<strong>${children}</strong>`;
const code = (children: SafeHtml) => html`<code>${children}</code>`;
const link = (href: string) => (children: SafeHtml) => html`<a href="${href}">${children}</a>`;

const DEMO = { username: 'demo', password: 'password' };
const ENTRY_POINTS = {
  instance: '/api/v1/instance',
  apps: '/api/v1/apps',
  authorize: '/oauth/authorize',
  token: '/oauth/token',
  metadata: '/.well-known/oauth-authorization-server',
};

/** GET / while there is no built web app: the API runs here, and this is how to sign in with a client. */
export function sendServerHomePage(instance: Instance, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const session = currentSession(instance, request);
  const i18n = translatorOf(instance, request, session);
  const { baseUrl, title } = instance.config;
  const signedIn = session ? { session, csrf: csrfTokenFor(instance, request, reply) } : null;
  const account = session
    ? html`<p>${i18n.rich('server_home.signed_in', { username: session.account.username }, [
        strong,
        link('/settings/profile'),
        link('/settings/preferences'),
        link('/filters'),
      ])}</p>`
    : html`<div class="actions"><a class="button" href="/auth/sign_in">${i18n.t('sign_in.title')}</a></div>`;
  const body = html`<div class="card">
      <h1>${i18n.t('server_home.heading', { title })}</h1>
      <p class="lead">${i18n.rich('server_home.lead', { url: baseUrl }, [strong])}</p>
      <p>${i18n.rich('server_home.not_built', { option: '--web' }, [code])}</p>
      ${account}
    </div>
    <div class="card">
      <h2>${i18n.t('server_home.clients.title')}</h2>
      <p>${i18n.t('server_home.clients.lead')}</p>
      <ol>
        <li>${i18n.rich('server_home.clients.address', { url: baseUrl }, [code])}</li>
        <li>${i18n.rich('server_home.clients.sign_in', DEMO, [strong, strong, strong])}</li>
        <li>${i18n.t('server_home.clients.approve')}</li>
      </ol>
      <p class="hint">${i18n.rich('server_home.clients.endpoints', ENTRY_POINTS, [code, code, code, code, code])}</p>
    </div>`;
  return sendHtml(reply, 200, renderPage(instance, { i18n, title, body, session: signedIn }));
}
