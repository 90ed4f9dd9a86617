import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Instance } from '../context';
import { csrfTokenFor } from '../sessions/csrf';
import { currentSession } from '../sessions/sessions';
import { html } from './html';
import { renderPage, sendHtml } from './layout';

/** GET / while there is no built web app: the API runs here, and this is how to sign in with a client. */
export function sendServerHomePage(instance: Instance, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const session = currentSession(instance, request);
  const { baseUrl, title } = instance.config;
  const signedIn = session ? { session, csrf: csrfTokenFor(instance, request, reply) } : null;
  const account = session
    ? html`<p>You are signed in as <strong>@${session.account.username}</strong>. Edit your <a href="/settings/profile">profile</a>, <a href="/settings/preferences">preferences</a> or <a href="/filters">filters</a>.</p>`
    : html`<div class="actions"><a class="button" href="/auth/sign_in">Sign in</a></div>`;
  const body = html`<div class="card">
      <h1>${title} is running</h1>
      <p class="lead">The Mastodon-compatible API is served at <strong>${baseUrl}</strong>.</p>
      <p>The Trumpet web app has not been built yet, so there is nothing else to show at this address. Build it and start the server with <code>--web</code> to use it here.</p>
      ${account}
    </div>
    <div class="card">
      <h2>Use a Mastodon client</h2>
      <p>Any app that speaks the Mastodon API can sign in here:</p>
      <ol>
        <li>Give it the server address <code>${baseUrl}</code>.</li>
        <li>It opens this server's sign-in page. With the demo data, sign in as <strong>demo</strong> with the password <strong>password</strong> (every demo account uses <strong>password</strong>).</li>
        <li>Approve the access it asks for.</li>
      </ol>
      <p class="hint">API entry points: <code>/api/v1/instance</code>, <code>/api/v1/apps</code>, <code>/oauth/authorize</code>, <code>/oauth/token</code> and <code>/.well-known/oauth-authorization-server</code>.</p>
    </div>`;
  return sendHtml(reply, 200, renderPage(instance, { title, body, session: signedIn }));
}
