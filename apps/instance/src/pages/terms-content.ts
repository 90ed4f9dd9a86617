import type { Instance } from '../context';
import { html, type SafeHtml } from './html';
import type { Translator } from './translator';

/**
 * The instance's terms of service and privacy policy: one text, in the pages' languages, that both
 * /terms and the API (GET /api/v1/instance/terms_of_service, /privacy_policy) show. The dates are
 * when the text last changed; change them with it.
 */
export const TERMS_EFFECTIVE_DATE = '2026-11-22';
export const PRIVACY_POLICY_UPDATED_AT = '2026-11-22T00:00:00.000Z';

const code = (children: SafeHtml) => html`<code>${children}</code>`;

/** Who runs the server, its rules, and the warranty. */
export function termsOfServiceHtml(instance: Instance, i18n: Translator): SafeHtml {
  const { title, domain } = instance.config;
  return html`<p class="lead">${i18n.t('terms.lead', { title, domain })}</p>
      <h2>${i18n.t('terms.rules.title')}</h2>
      <p>${i18n.t('terms.rules.text')}</p>
      <p class="muted small">${i18n.t('terms.warranty')}</p>`;
}

/** What is stored, where, for how long, and who can read it. */
export function privacyPolicyHtml(i18n: Translator): SafeHtml {
  return html`<h2>${i18n.t('terms.stored.title')}</h2>
      <ul>
        <li>${i18n.t('terms.stored.account')}</li>
        <li>${i18n.t('terms.stored.activity')}</li>
        <li>${i18n.t('terms.stored.sign_ins')}</li>
      </ul>
      <h2>${i18n.t('terms.kept.title')}</h2>
      <p>${i18n.rich('terms.kept.text', { option: '--memory' }, [code])}</p>
      <h2>${i18n.t('terms.cookies.title')}</h2>
      <p>${i18n.t('terms.cookies.text')}</p>
      <h2>${i18n.t('terms.apps.title')}</h2>
      <p>${i18n.t('terms.apps.text')}</p>
      <h2>${i18n.t('terms.data.title')}</h2>
      <p>${i18n.t('terms.data.text')}</p>`;
}
