import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Instance } from '../context';
import { csrfTokenFor } from '../sessions/csrf';
import { currentSession, type BrowserSession } from '../sessions/sessions';
import { html } from './html';
import { renderPage, sendHtml } from './layout';
import type { Translator } from './translator';

/** A local path to go back to after signing in; anything else (other hosts, `//x`, `/\x`) becomes `/`. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 4000) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return '/';
  return value;
}

export const signInUrl = (returnTo: string): string =>
  returnTo === '/' ? '/auth/sign_in' : `/auth/sign_in?return_to=${encodeURIComponent(returnTo)}`;

export interface SignedIn {
  session: BrowserSession;
  csrf: string;
}

/** The signed-in browser, or null after answering with a redirect to the sign-in page. */
export function requireSession(instance: Instance, request: FastifyRequest, reply: FastifyReply): SignedIn | null {
  const session = currentSession(instance, request);
  if (!session) {
    void reply.redirect(signInUrl(safeReturnTo(request.url)), 302);
    return null;
  }
  return { session, csrf: csrfTokenFor(instance, request, reply) };
}

export interface ErrorPage {
  status: number;
  title: string;
  message: string;
}

export function sendErrorPage(instance: Instance, reply: FastifyReply, i18n: Translator, error: ErrorPage, signedIn: SignedIn | null = null): FastifyReply {
  const { status, title, message } = error;
  const body = html`<div class="card"><h1>${title}</h1><p class="lead">${message}</p>
    <div class="actions"><a class="button secondary" href="/">${i18n.t('common.start_page')}</a></div></div>`;
  return sendHtml(reply, status, renderPage(instance, { i18n, title, body, session: signedIn, narrow: true }));
}

export const sendCsrfError = (instance: Instance, reply: FastifyReply, i18n: Translator, signedIn: SignedIn | null = null): FastifyReply =>
  sendErrorPage(instance, reply, i18n, { status: 422, title: i18n.t('common.csrf.title'), message: i18n.t('common.csrf.message') }, signedIn);
