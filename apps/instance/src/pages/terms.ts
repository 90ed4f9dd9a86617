import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { csrfTokenFor } from '../sessions/csrf';
import { currentSession } from '../sessions/sessions';
import { html, type SafeHtml } from './html';
import { renderPage, sendHtml } from './layout';
import { translatorOf } from './page-locale';

const code = (children: SafeHtml) => html`<code>${children}</code>`;

/** /terms: the terms of service and privacy policy of a server that runs on one machine. */
export function termsRoutes(app: FastifyInstance, instance: Instance): void {
  app.get('/terms', async (request, reply) => {
    const session = currentSession(instance, request);
    const i18n = translatorOf(instance, request, session);
    const { title, domain } = instance.config;
    const heading = i18n.t('terms.title');
    const body = html`<div class="card prose">
      <h1>${heading}</h1>
      <p class="lead">${i18n.t('terms.lead', { title, domain })}</p>
      <h2>${i18n.t('terms.stored.title')}</h2>
      <ul>
        <li>${i18n.t('terms.stored.account')}</li>
        <li>${i18n.t('terms.stored.activity')}</li>
        <li>${i18n.t('terms.stored.sign_ins')}</li>
      </ul>
      <h2>${i18n.t('terms.kept.title')}</h2>
      <p>${i18n.rich('terms.kept.text', { option: '--memory' }, [code])}</p>
      <h2>${i18n.t('terms.cookies.title')}</h2>
      <p>${i18n.t('terms.cookies.text')}</p>
      <h2>${i18n.t('terms.apps.title')}</h2>
      <p>${i18n.t('terms.apps.text')}</p>
      <h2>${i18n.t('terms.data.title')}</h2>
      <p>${i18n.t('terms.data.text')}</p>
      <h2>${i18n.t('terms.rules.title')}</h2>
      <p>${i18n.t('terms.rules.text')}</p>
      <p class="muted small">${i18n.t('terms.warranty')}</p>
    </div>`;
    const signedIn = session ? { session, csrf: csrfTokenFor(instance, request, reply) } : null;
    return sendHtml(reply, 200, renderPage(instance, { i18n, title: heading, body, session: signedIn }));
  });
}
