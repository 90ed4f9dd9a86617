import type { FastifyReply } from 'fastify';
import type { Instance } from '../context';
import { serverPagePolicy } from '../http/security-headers';
import type { BrowserSession } from '../sessions/sessions';
import { html, SafeHtml, type HtmlValue } from './html';
import { STYLESHEET } from './styles';
import { isStaff } from '../policies/moderation';
import type { Translator } from './translator';

export interface PageOptions {
  /** The language the page speaks. */
  i18n: Translator;
  title: string;
  body: HtmlValue;
  /** Shows the signed-in navigation (with a sign-out button, which needs the CSRF token). */
  session?: { session: BrowserSession; csrf: string } | null;
  /** The nav entry to highlight. */
  current?: string;
  narrow?: boolean;
}

const NAV = [
  ['/settings/profile', 'layout.nav.profile'],
  ['/settings/preferences', 'layout.nav.preferences'],
  ['/filters', 'layout.nav.filters'],
] as const;

/** Only for staff (role moderator or admin). */
const STAFF_NAV = [['/admin/accounts', 'layout.nav.moderation']] as const;

export function renderPage(instance: Instance, options: PageOptions): SafeHtml {
  const { i18n, title, body, session, current, narrow } = options;
  const nav = session
    ? html`<nav class="nav" aria-label="${i18n.t('layout.nav.label')}">
        ${[...NAV, ...(isStaff(session.session.account) ? STAFF_NAV : [])].map(
          ([href, label]) => html`<a href="${href}"${current === href ? html` aria-current="page"` : ''}>${i18n.t(label)}</a>`,
        )}
        <form method="post" action="/auth/sign_out">
          <input type="hidden" name="authenticity_token" value="${session.csrf}">
          <button type="submit" class="link-button">${i18n.t('layout.sign_out')}</button>
        </form>
      </nav>`
    : '';
  return html`<!doctype html>
<html lang="${i18n.locale}" dir="${i18n.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${title} · ${instance.config.title}</title>
<style>${STYLES}</style>
</head>
<body>
<header class="site-header"><div class="inner">
  <a class="brand" href="/"><span class="logo" aria-hidden="true">♪</span>${instance.config.title}</a>
  ${nav}
</div></header>
<main${narrow ? html` class="narrow"` : ''}>
${body}
</main>
<footer class="site-footer">
  <a href="/terms">${i18n.t('terms.title')}</a> · <bdi>${instance.config.domain}</bdi> · ${i18n.t('layout.footer.about')}
</footer>
</body>
</html>`;
}

// The stylesheet is a constant of ours, so it goes in as is.
const STYLES = new SafeHtml(STYLESHEET);

const POLICY = serverPagePolicy(STYLESHEET);
const POLICY_ANY_FORM_TARGET = serverPagePolicy(STYLESHEET, 'any');

/**
 * Sends a page with headers that keep it out of caches and frames, and scripts out entirely.
 * `formTarget: 'any'` only for a form whose answer redirects off this server (OAuth's authorize).
 */
export function sendHtml(reply: FastifyReply, status: number, page: SafeHtml, formTarget: 'self' | 'any' = 'self'): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'same-origin')
    .header('content-security-policy', formTarget === 'any' ? POLICY_ANY_FORM_TARGET : POLICY)
    .send(page.value);
}
