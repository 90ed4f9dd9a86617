import type { FastifyReply } from 'fastify';
import type { Instance } from '../context';
import { authorizationFields, authorizeUrlOf, type AuthorizationRequest } from '../oauth/authorization-request';
import { describeScope } from '../oauth/scopes';
import { acctOf } from '../serializers/urls';
import type { SignedIn } from './common';
import { csrfField, hiddenField } from './forms';
import { html, safeHref } from './html';
import { renderPage, sendHtml } from './layout';

/** "<App> would like to access your account", with the scopes, and Authorize / Deny. */
export function sendApprovalPage(instance: Instance, reply: FastifyReply, signedIn: SignedIn, request: AuthorizationRequest): FastifyReply {
  const { application } = request;
  const website = safeHref(application.website);
  const account = signedIn.session.account;
  const fields = Object.entries(authorizationFields(request)).map(([name, value]) => hiddenField(name, value));
  const body = html`<div class="card">
    <div class="identity">
      <div class="avatar" aria-hidden="true">${application.name.slice(0, 1).toUpperCase()}</div>
      <div>
        <h1>Authorize ${application.name}?</h1>
        <div class="muted small">${website ? html`<a href="${website}" rel="noopener noreferrer">${new URL(website).host}</a>` : 'No website given'}</div>
      </div>
    </div>
    <p><strong>${application.name}</strong> would like to access your account <strong>@${acctOf(account)}</strong>. It will be able to:</p>
    <ul class="scopes">
      ${request.scopes.map((scope) => html`<li><span>${describeScope(scope)}</span><code>${scope}</code></li>`)}
    </ul>
    <p class="hint">Only authorize applications you trust.</p>
    <form method="post" action="/oauth/authorize">
      ${csrfField(signedIn.csrf)}
      ${fields}
      <div class="actions">
        <button type="submit" class="button" name="decision" value="approve">Authorize</button>
        <button type="submit" class="button secondary" name="decision" value="deny">Deny</button>
      </div>
    </form>
  </div>
  <form method="post" action="/auth/sign_out" class="center switch-account">
    <span class="small muted">Not @${account.username}?</span>
    ${csrfField(signedIn.csrf)}
    ${hiddenField('return_to', authorizeUrlOf(request))}
    <button type="submit" class="link-button">Sign in as someone else</button>
  </form>`;
  return sendHtml(reply, 200, renderPage(instance, { title: `Authorize ${application.name}`, body, narrow: true }), 'any');
}

/** For `urn:ietf:wg:oauth:2.0:oob`: the code to copy into the application. */
export function sendCodePage(instance: Instance, reply: FastifyReply, code: string): FastifyReply {
  const body = html`<div class="card">
    <h1>Authorization code</h1>
    <p class="lead">Copy this code and paste it into the application. It works once, within 10 minutes.</p>
    <div class="code-box">${code}</div>
  </div>`;
  return sendHtml(reply, 200, renderPage(instance, { title: 'Authorization code', body, narrow: true }));
}

export function sendDeniedPage(instance: Instance, reply: FastifyReply, appName: string): FastifyReply {
  const body = html`<div class="card"><h1>Access denied</h1>
    <p class="lead">You did not authorize <strong>${appName}</strong>. It has not been given access to your account.</p>
    <div class="actions"><a class="button secondary" href="/">Go to the start page</a></div></div>`;
  return sendHtml(reply, 200, renderPage(instance, { title: 'Access denied', body, narrow: true }));
}
