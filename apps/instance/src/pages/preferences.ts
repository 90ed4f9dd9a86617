import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Instance } from '../context';
import { updateAccountColumns, updatePostingDefaults } from '../db/repositories/accounts';
import { bool, str } from '../http/param-readers';
import { paramsOf } from '../http/params';
import { csrfValid } from '../sessions/csrf';
import {
  DEFAULT_QUOTE_POLICIES,
  isDefaultQuotePolicy,
  isDisplayMedia,
  readDefaultQuotePolicy,
  readPreferences,
  saveDefaultQuotePolicy,
  saveInterfaceLocale,
  savePreferences,
  type BOOLEAN_PREFERENCES,
  type DefaultQuotePolicy,
  type WebPreferences,
} from '../services/web-preferences';
import { isPageLocale, LANGUAGE_NAMES, PAGE_LOCALES, type MessageId, type PageLocale } from './catalogues';
import { requireSession, sendCsrfError, type SignedIn } from './common';
import { checkbox, csrfField, errorAlert, noticeAlert, selectField, type SelectChoice } from './forms';
import { html } from './html';
import { renderPage, sendHtml } from './layout';
import { chosenLocale, translatorOf } from './page-locale';
import type { Translator } from './translator';

const PRIVACY_CHOICES = [
  ['public', 'preferences.privacy.public'],
  ['unlisted', 'preferences.privacy.unlisted'],
  ['private', 'preferences.privacy.private'],
] as const satisfies readonly (readonly [string, MessageId])[];

const DISPLAY_MEDIA_CHOICES = [
  ['default', 'preferences.display_media.default'],
  ['show_all', 'preferences.display_media.show_all'],
  ['hide_all', 'preferences.display_media.hide_all'],
] as const satisfies readonly (readonly [string, MessageId])[];

const QUOTE_POLICY_LABELS: Record<DefaultQuotePolicy, MessageId> = {
  public: 'preferences.quote_policy.public',
  followers: 'preferences.quote_policy.followers',
  nobody: 'preferences.quote_policy.nobody',
};

/** The languages offered as the default of new posts (ISO 639-1), named in the page's language. */
const POSTING_LANGUAGES = ['ar', 'ca', 'cs', 'da', 'de', 'el', 'en', 'eo', 'es', 'eu', 'fa', 'fi', 'fr', 'ga', 'gl', 'he', 'hi', 'hu', 'id', 'it', 'ja', 'ko', 'nl', 'no', 'pl', 'pt', 'ro', 'ru', 'sv', 'th', 'tr', 'uk', 'vi', 'zh'];

/** The posting language's value for "none": each post's language is left to the app. */
const NO_LANGUAGE = '';

const LABELS: Record<(typeof BOOLEAN_PREFERENCES)[number], MessageId> = {
  unfollow_modal: 'preferences.unfollow_modal',
  boost_modal: 'preferences.boost_modal',
  delete_modal: 'preferences.delete_modal',
  auto_play_gif: 'preferences.auto_play_gif',
  reduce_motion: 'preferences.reduce_motion',
  expand_spoilers: 'preferences.expand_spoilers',
};

/** The interface language's value for "same as the browser". */
const BROWSER_LOCALE = '';

interface PreferencesForm extends WebPreferences {
  default_privacy: string;
  default_sensitive: boolean;
  /** A POSTING_LANGUAGES code, or NO_LANGUAGE. */
  default_language: string;
  default_quote_policy: DefaultQuotePolicy;
  /** An interface language, or BROWSER_LOCALE. */
  locale: PageLocale | typeof BROWSER_LOCALE;
}

interface PreferencesView {
  form: PreferencesForm;
  status: number;
  errors: string[];
  notice?: string;
}

const localeChoices = (i18n: Translator): SelectChoice[] => [
  [BROWSER_LOCALE, i18n.t('preferences.locale_browser')],
  ...PAGE_LOCALES.map((locale): SelectChoice => [locale, LANGUAGE_NAMES[locale], locale === i18n.locale ? undefined : locale]),
];

function languageChoices(i18n: Translator): SelectChoice[] {
  const names = new Intl.DisplayNames([i18n.locale], { type: 'language' });
  const named = POSTING_LANGUAGES.map((code): SelectChoice => [code, names.of(code) ?? code]);
  return [[NO_LANGUAGE, i18n.t('preferences.default_language.none')], ...named.sort((a, b) => a[1].localeCompare(b[1], i18n.locale))];
}

function sendPreferencesPage(instance: Instance, reply: FastifyReply, i18n: Translator, signedIn: SignedIn, view: PreferencesView) {
  const { form, status, errors, notice } = view;
  const choices = (list: readonly (readonly [string, MessageId])[]) => list.map(([value, id]) => [value, i18n.t(id)] as const);
  const flag = (name: keyof typeof LABELS) => checkbox(name, i18n.t(LABELS[name]), form[name]);
  const title = i18n.t('preferences.title');
  const body = html`<div class="card">
    <h1>${title}</h1>
    <p class="lead">${i18n.t('preferences.lead')}</p>
    ${noticeAlert(notice)}${errorAlert(i18n, errors)}
    <form method="post" action="/settings/preferences">
      ${csrfField(signedIn.csrf)}
      <h2>${i18n.t('preferences.language')}</h2>
      ${selectField('locale', i18n.t('preferences.locale'), form.locale, localeChoices(i18n), i18n.t('preferences.locale_hint'))}
      <h2>${i18n.t('preferences.posting')}</h2>
      ${selectField('default_privacy', i18n.t('preferences.default_privacy'), form.default_privacy, choices(PRIVACY_CHOICES))}
      ${checkbox('default_sensitive', i18n.t('preferences.default_sensitive'), form.default_sensitive)}
      ${selectField('default_language', i18n.t('preferences.default_language'), form.default_language, languageChoices(i18n))}
      ${selectField('default_quote_policy', i18n.t('preferences.default_quote_policy'), form.default_quote_policy, DEFAULT_QUOTE_POLICIES.map((policy) => [policy, i18n.t(QUOTE_POLICY_LABELS[policy])] as const))}
      <h2>${i18n.t('preferences.reading')}</h2>
      ${selectField('display_media', i18n.t('preferences.display_media'), form.display_media, choices(DISPLAY_MEDIA_CHOICES))}
      ${flag('expand_spoilers')}
      ${flag('auto_play_gif')}
      ${flag('reduce_motion')}
      <h2>${i18n.t('preferences.confirmations')}</h2>
      ${flag('unfollow_modal')}
      ${flag('boost_modal')}
      ${flag('delete_modal')}
      <div class="actions"><button type="submit" class="button">${i18n.t('common.save_changes')}</button></div>
    </form>
  </div>`;
  return sendHtml(reply, status, renderPage(instance, { i18n, title, body, session: signedIn, current: '/settings/preferences' }));
}

export function preferencesRoutes(app: FastifyInstance, instance: Instance): void {
  app.get('/settings/preferences', async (request, reply) => {
    const signedIn = requireSession(instance, request, reply);
    if (!signedIn) return reply;
    const { account } = signedIn.session;
    const i18n = translatorOf(instance, request, signedIn.session);
    const form: PreferencesForm = {
      ...readPreferences(instance.db, account.id),
      default_privacy: account.source_privacy,
      default_sensitive: account.source_sensitive === 1,
      default_language: account.source_language ?? NO_LANGUAGE,
      default_quote_policy: readDefaultQuotePolicy(instance.db, account.id),
      locale: chosenLocale(instance.db, account.id) ?? BROWSER_LOCALE,
    };
    const saved = str(paramsOf(request).saved) === '1';
    return sendPreferencesPage(instance, reply, i18n, signedIn, { form, status: 200, errors: [], notice: saved ? i18n.t('preferences.saved') : undefined });
  });

  app.post('/settings/preferences', async (request, reply) => {
    const signedIn = requireSession(instance, request, reply);
    if (!signedIn) return reply;
    const i18n = translatorOf(instance, request, signedIn.session);
    if (!csrfValid(instance, request)) return sendCsrfError(instance, reply, i18n, signedIn);
    const params = paramsOf(request);
    // Checkboxes send nothing when unchecked: absent means off.
    const flag = (name: string) => bool(params[name]) === true;
    const displayMedia = str(params.display_media) ?? 'default';
    const locale = str(params.locale) ?? BROWSER_LOCALE;
    const { account } = signedIn.session;
    // Absent (a form from before these fields), the posting language and quote policy stay as they are.
    const language = str(params.default_language) ?? account.source_language ?? NO_LANGUAGE;
    const quotePolicy = str(params.default_quote_policy) ?? readDefaultQuotePolicy(instance.db, account.id);
    const form: PreferencesForm = {
      default_privacy: str(params.default_privacy) ?? 'public',
      default_sensitive: flag('default_sensitive'),
      default_language: language === NO_LANGUAGE || POSTING_LANGUAGES.includes(language) ? language : (account.source_language ?? NO_LANGUAGE),
      default_quote_policy: isDefaultQuotePolicy(quotePolicy) ? quotePolicy : readDefaultQuotePolicy(instance.db, account.id),
      boost_modal: flag('boost_modal'),
      delete_modal: flag('delete_modal'),
      unfollow_modal: flag('unfollow_modal'),
      auto_play_gif: flag('auto_play_gif'),
      reduce_motion: flag('reduce_motion'),
      expand_spoilers: flag('expand_spoilers'),
      display_media: isDisplayMedia(displayMedia) ? displayMedia : 'default',
      locale: isPageLocale(locale) ? locale : BROWSER_LOCALE,
    };
    const errors: string[] = [];
    if (!PRIVACY_CHOICES.some(([value]) => value === form.default_privacy)) {
      errors.push(i18n.t('preferences.errors.privacy'));
      form.default_privacy = signedIn.session.account.source_privacy;
    }
    if (language !== NO_LANGUAGE && !POSTING_LANGUAGES.includes(language)) errors.push(i18n.t('preferences.errors.language'));
    if (!isDefaultQuotePolicy(quotePolicy)) errors.push(i18n.t('preferences.errors.quote_policy'));
    if (!isDisplayMedia(displayMedia)) errors.push(i18n.t('preferences.errors.display_media'));
    if (locale !== BROWSER_LOCALE && !isPageLocale(locale)) {
      errors.push(i18n.t('preferences.errors.locale'));
      form.locale = chosenLocale(instance.db, signedIn.session.account.id) ?? BROWSER_LOCALE;
    }
    if (errors.length > 0) return sendPreferencesPage(instance, reply, i18n, signedIn, { form, status: 422, errors });

    const { id } = signedIn.session.account;
    instance.db.transaction(() => {
      updatePostingDefaults(instance.db, id, form.default_privacy, form.default_sensitive ? 1 : 0);
      updateAccountColumns(instance.db, id, new Map([['source_language', form.default_language === NO_LANGUAGE ? null : form.default_language]]));
      saveDefaultQuotePolicy(instance.db, id, form.default_quote_policy);
      savePreferences(instance.db, id, form);
      saveInterfaceLocale(instance.db, id, form.locale === BROWSER_LOCALE ? null : form.locale);
    })();
    return reply.redirect('/settings/preferences?saved=1', 302);
  });
}
