import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { csrfTokenFor } from '../sessions/csrf';
import { currentSession } from '../sessions/sessions';
import { html } from './html';
import { renderPage, sendHtml } from './layout';

/** /terms: the terms of service and privacy policy of a server that runs on one machine. */
export function termsRoutes(app: FastifyInstance, instance: Instance): void {
  app.get('/terms', async (request, reply) => {
    const session = currentSession(instance, request);
    const { title, domain } = instance.config;
    const body = html`<div class="card prose">
      <h1>Terms and privacy</h1>
      <p class="lead">${title} (${domain}) is a local, single-process server that speaks the Mastodon API for Trumpet. It is run by whoever started it on this machine.</p>
      <h2>What is stored</h2>
      <ul>
        <li>Your account: username, optional email, a salted scrypt hash of your password (never the password itself), profile text and images, and your settings.</li>
        <li>What you post and do: posts, media, polls and votes, favourites, boosts, bookmarks, follows, lists, filters, blocks, mutes and reports.</li>
        <li>Sign-ins: one browser-session record per signed-in browser and one access token per authorized application. No IP addresses, user agents or analytics are recorded.</li>
      </ul>
      <h2>Where it is kept</h2>
      <p>Everything stays in this server's data folder on this machine (or only in memory, when started with <code>--memory</code>). Nothing is sent to other servers: this instance does not federate, and it loads no third-party scripts, fonts or trackers.</p>
      <h2>Cookies</h2>
      <p>One cookie keeps you signed in, and one protects forms against cross-site requests. Both are HttpOnly and same-site; there are no advertising or tracking cookies.</p>
      <h2>Applications</h2>
      <p>Applications you authorize get the access you approve, until you sign out of them or their token is revoked. Posts that are public can be read by anyone who can reach this server.</p>
      <h2>Your data, your choice</h2>
      <p>You can change your profile and preferences at any time. Deleting the data folder removes everything this server has stored.</p>
      <h2>Rules</h2>
      <p>Be kind. Do not use this server to harass anyone, or to share content that is illegal where you are. The person running it may remove content or accounts that break these rules.</p>
      <p class="muted small">This server comes with no warranty, as described in its AGPL-3.0 license.</p>
    </div>`;
    const signedIn = session ? { session, csrf: csrfTokenFor(instance, request, reply) } : null;
    return sendHtml(reply, 200, renderPage(instance, { title: 'Terms and privacy', body, session: signedIn }));
  });
}
