import type { FastifyRequest } from 'fastify';
import type { Instance } from '../context';
import type { Db } from '../db/connection';
import { bestAvailableLanguage } from '../http/accept-language';
import { readInterfaceLocale } from '../services/web-preferences';
import { currentSession, type BrowserSession } from '../sessions/sessions';
import { isPageLocale, PAGE_LOCALES, SOURCE_LOCALE, type PageLocale } from './catalogues';
import { translatorFor, type Translator } from './translator';

/** The interface language an account chose (Mastodon's users.locale), or null to follow the browser. */
export function chosenLocale(db: Db, accountId: string): PageLocale | null {
  const locale = readInterfaceLocale(db, accountId);
  return locale !== null && isPageLocale(locale) ? locale : null;
}

/**
 * The language to answer a request in, as Mastodon picks it: the signed-in user's choice, else the
 * best of Accept-Language, else English.
 */
export function requestLocale(instance: Instance, request: FastifyRequest, session: BrowserSession | null = currentSession(instance, request)): PageLocale {
  return (
    (session ? chosenLocale(instance.db, session.account.id) : null) ??
    bestAvailableLanguage(request.headers['accept-language'], PAGE_LOCALES) ??
    SOURCE_LOCALE
  );
}

/** The pages' texts in the request's language. */
export const translatorOf = (instance: Instance, request: FastifyRequest, session?: BrowserSession | null): Translator =>
  translatorFor(requestLocale(instance, request, session));
