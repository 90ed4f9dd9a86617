import type { FastifyReply } from 'fastify';
import type { Instance } from '../context';
import { authorizationFields, authorizeUrlOf, type AuthorizationRequest } from '../oauth/authorization-request';
import { describeScope } from '../oauth/scopes';
import { acctOf } from '../serializers/urls';
import { CATALOGUES, isMessageId, SOURCE_LOCALE, type MessageId } from './catalogues';
import { sendErrorPage, type SignedIn } from './common';
import { csrfField, hiddenField } from './forms';
import { html, safeHref, type SafeHtml } from './html';
import { renderPage, sendHtml } from './layout';
import type { Translator } from './translator';

/** How long an authorization code works (oauth/grants). */
const CODE_MINUTES = 10;

const strong = (children: SafeHtml) => html`<strong>${children}</strong>`;

function scopeText(i18n: Translator, scope: string): string {
  const id = `scope.${scope}`;
  return isMessageId(id) ? i18n.t(id) : describeScope(scope);
}

/** "<App> would like to access your account", with the scopes, and Authorize / Deny. */
export function sendApprovalPage(instance: Instance, reply: FastifyReply, i18n: Translator, signedIn: SignedIn, request: AuthorizationRequest): FastifyReply {
  const { application } = request;
  const website = safeHref(application.website);
  const account = signedIn.session.account;
  const fields = Object.entries(authorizationFields(request)).map(([name, value]) => hiddenField(name, value));
  const body = html`<div class="card">
    <div class="identity">
      <div class="avatar" aria-hidden="true">${application.name.slice(0, 1).toUpperCase()}</div>
      <div>
        <h1>${i18n.t('authorize.heading', { app: application.name })}</h1>
        <div class="muted small">${website ? html`<a href="${website}" rel="noopener noreferrer">${new URL(website).host}</a>` : i18n.t('authorize.no_website')}</div>
      </div>
    </div>
    <p>${i18n.rich('authorize.request', { app: application.name, account: acctOf(account) }, [strong, strong])}</p>
    <ul class="scopes">
      ${request.scopes.map((scope) => html`<li><span>${scopeText(i18n, scope)}</span><code>${scope}</code></li>`)}
    </ul>
    <p class="hint">${i18n.t('authorize.trust_hint')}</p>
    <form method="post" action="/oauth/authorize">
      ${csrfField(signedIn.csrf)}
      ${fields}
      <div class="actions">
        <button type="submit" class="button" name="decision" value="approve">${i18n.t('authorize.approve')}</button>
        <button type="submit" class="button secondary" name="decision" value="deny">${i18n.t('authorize.deny')}</button>
      </div>
    </form>
  </div>
  <form method="post" action="/auth/sign_out" class="center switch-account">
    <span class="small muted">${i18n.t('authorize.not_you', { username: account.username })}</span>
    ${csrfField(signedIn.csrf)}
    ${hiddenField('return_to', authorizeUrlOf(request))}
    <button type="submit" class="link-button">${i18n.t('authorize.switch_account')}</button>
  </form>`;
  const title = i18n.t('authorize.title', { app: application.name });
  return sendHtml(reply, 200, renderPage(instance, { i18n, title, body, narrow: true }), 'any');
}

/** For `urn:ietf:wg:oauth:2.0:oob`: the code to copy into the application. */
export function sendCodePage(instance: Instance, reply: FastifyReply, i18n: Translator, code: string): FastifyReply {
  const title = i18n.t('authorize.code.title');
  const body = html`<div class="card">
    <h1>${title}</h1>
    <p class="lead">${i18n.t('authorize.code.lead', { minutes: CODE_MINUTES })}</p>
    <div class="code-box">${code}</div>
  </div>`;
  return sendHtml(reply, 200, renderPage(instance, { i18n, title, body, narrow: true }));
}

export function sendDeniedPage(instance: Instance, reply: FastifyReply, i18n: Translator, appName: string): FastifyReply {
  const title = i18n.t('authorize.denied.title');
  const body = html`<div class="card"><h1>${title}</h1>
    <p class="lead">${i18n.rich('authorize.denied.lead', { app: appName }, [strong])}</p>
    <div class="actions"><a class="button secondary" href="/">${i18n.t('common.start_page')}</a></div></div>`;
  return sendHtml(reply, 200, renderPage(instance, { i18n, title, body, narrow: true }));
}

// What oauth/authorization-request answers when a request cannot be redirected, by its English text.
const PROBLEMS: readonly MessageId[] = [
  'authorize.invalid.unknown_client',
  'authorize.invalid.redirect_unregistered',
  'authorize.invalid.redirect_malformed',
  'authorize.invalid.unsupported_response_type',
  'authorize.invalid.invalid_scope',
  'authorize.invalid.code_challenge',
];

/** An authorization request that cannot go on, with why (`problem`, in English, said in the page's language when known). */
export function sendInvalidAuthorizationPage(instance: Instance, reply: FastifyReply, i18n: Translator, problem: string): FastifyReply {
  const id = PROBLEMS.find((candidate) => CATALOGUES[SOURCE_LOCALE][candidate] === problem);
  return sendErrorPage(instance, reply, i18n, { status: 400, title: i18n.t('authorize.invalid.title'), message: id ? i18n.t(id) : problem });
}

/** `/oauth/authorize/native` without a code to show. */
export const sendNoCodePage = (instance: Instance, reply: FastifyReply, i18n: Translator): FastifyReply =>
  sendErrorPage(instance, reply, i18n, { status: 400, title: i18n.t('authorize.invalid.title'), message: i18n.t('authorize.invalid.no_code') });
