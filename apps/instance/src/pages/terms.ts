import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { csrfTokenFor } from '../sessions/csrf';
import { currentSession } from '../sessions/sessions';
import { html } from './html';
import { renderPage, sendHtml } from './layout';
import { translatorOf } from './page-locale';
import { privacyPolicyHtml, termsOfServiceHtml } from './terms-content';

/** /terms: the terms of service and privacy policy of a server that runs on one machine (the API serves the same texts). */
export function termsRoutes(app: FastifyInstance, instance: Instance): void {
  app.get('/terms', async (request, reply) => {
    const session = currentSession(instance, request);
    const i18n = translatorOf(instance, request, session);
    const heading = i18n.t('terms.title');
    const body = html`<div class="card prose">
      <h1>${heading}</h1>
      ${termsOfServiceHtml(instance, i18n)}
      ${privacyPolicyHtml(i18n)}
    </div>`;
    const signedIn = session ? { session, csrf: csrfTokenFor(instance, request, reply) } : null;
    return sendHtml(reply, 200, renderPage(instance, { i18n, title: heading, body, session: signedIn }));
  });
}
