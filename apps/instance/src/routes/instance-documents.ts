import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { instanceDocument } from '../db/repositories/instance-documents';
import { activeLocalAccounts, knownDomains, localRegistrations, localStatusesMade, type TimeRange } from '../db/repositories/instance-activity';
import { notFound } from '../http/api-error';
import { bestAvailableLanguage } from '../http/accept-language';
import { viewerIfAny, type Auth } from '../http/auth';
import { segment } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { PAGE_LOCALES, SOURCE_LOCALE } from '../pages/catalogues';
import { escapeHtml } from '../pages/html';
import { chosenLocale } from '../pages/page-locale';
import { PRIVACY_POLICY_UPDATED_AT, privacyPolicyHtml, TERMS_EFFECTIVE_DATE, termsOfServiceHtml } from '../pages/terms-content';
import { translatorFor, type Translator } from '../pages/translator';
import { serializeRules } from '../serializers/instance-rule';

const DAY_MS = 86_400_000;
const WEEKS_OF_ACTIVITY = 12;

/** The documents in the language /terms would show this caller: their account's choice, else Accept-Language, else English. */
function documentLanguage(instance: Instance, request: FastifyRequest, auth: Auth | null): Translator {
  const chosen = auth?.accountId ? chosenLocale(instance.db, auth.accountId) : null;
  return translatorFor(chosen ?? bestAvailableLanguage(request.headers['accept-language'], PAGE_LOCALES) ?? SOURCE_LOCALE);
}

/** Plain text in paragraphs (blank lines between them) as HTML. */
function paragraphsHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * The 12 weeks of Api::V1::Instances::ActivityController: week i starts i weeks before now and
 * spans the seven UTC days from that one (so week 0 holds only today, as in Mastodon).
 */
function activityWeeks(now: Date): { week: Date; range: TimeRange }[] {
  return Array.from({ length: WEEKS_OF_ACTIVITY }, (_, i) => {
    const week = new Date(now.getTime() - i * 7 * DAY_MS);
    const firstDay = Date.parse(week.toISOString().slice(0, 10));
    return { week, range: { from: new Date(firstDay).toISOString(), to: new Date(firstDay + 7 * DAY_MS).toISOString() } };
  });
}

const termsParams = z.object({ date: segment() });

/**
 * The instance's documents and public figures: rules, about text, privacy policy, terms, peers,
 * weekly activity, moderated domains, translation languages. https://docs.joinmastodon.org/methods/instance/
 */
export function instanceDocumentsRoutes(app: FastifyInstance, instance: Instance): void {
  const { db } = instance;
  const api = apiRoutes(app, instance);
  // Api::V1::Instances::* look at no token (outside limited-federation mode); the viewer only picks the documents' language.
  const auth = viewerIfAny;

  api.get('/api/v1/instance/rules', { auth }, async () => serializeRules(db));

  // Mastodon answers a null updated_at and '' before the admin has written one (the reference says a string).
  api.get('/api/v1/instance/extended_description', { auth }, async () => {
    const document = instanceDocument(db, 'extended_description');
    return { updated_at: document?.updated_at ?? null, content: document ? paragraphsHtml(document.text) : '' };
  });

  api.get('/api/v1/instance/privacy_policy', { auth }, async ({ request, auth: viewer }) => ({
    updated_at: PRIVACY_POLICY_UPDATED_AT,
    content: privacyPolicyHtml(documentLanguage(instance, request, viewer)).value,
  }));

  const terms = (request: FastifyRequest, viewer: Auth | null) => ({
    effective_date: TERMS_EFFECTIVE_DATE,
    effective: true,
    content: termsOfServiceHtml(instance, documentLanguage(instance, request, viewer)).value,
    succeeded_by: null,
  });
  api.get('/api/v1/instance/terms_of_service', { auth }, async ({ request, auth: viewer }) => terms(request, viewer));
  api.get('/api/v1/instance/terms_of_service/:date', { auth, params: termsParams }, async ({ request, auth: viewer, params }) => {
    if (params.date !== TERMS_EFFECTIVE_DATE) throw notFound();
    return terms(request, viewer);
  });

  // TranslationService.configured? ? its languages : {}.
  api.get('/api/v1/instance/translation_languages', { auth }, async () => (instance.config.translator ? instance.config.translator.languages() : {}));

  api.get('/api/v1/instance/peers', { auth }, async () => knownDomains(db));

  // The numbers are strings, as Mastodon sends them.
  api.get('/api/v1/instance/activity', { auth }, async () =>
    activityWeeks(instance.now()).map(({ week, range }) => ({
      week: String(Math.floor(week.getTime() / 1000)),
      statuses: String(localStatusesMade(db, range)),
      logins: String(activeLocalAccounts(db, range)),
      registrations: String(localRegistrations(db, range)),
    })),
  );

  // The instance moderates no other server (it does not federate): Mastodon's list with
  // show_domain_blocks 'all', which is empty.
  api.get('/api/v1/instance/domain_blocks', { auth }, async () => []);
}
