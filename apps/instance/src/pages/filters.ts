import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Instance } from '../context';
import { bool, str, strArray } from '../http/param-readers';
import { idParam, paramsOf } from '../http/params';
import { csrfValid } from '../sessions/csrf';
import { requireSession, sendCsrfError, sendErrorPage, type SignedIn } from './common';
import { checkbox, csrfField, errorAlert, noticeAlert, selectField, textField } from './forms';
import { html } from './html';
import { renderPage, sendHtml } from './layout';
import { translatorOf } from './page-locale';
import type { Translator } from './translator';
import type { MessageId } from './catalogues';
import { deleteFilterIfEmpty, deleteKeyword, filterContexts, findOwnKeywordFilter, keywordFiltersOf } from '../db/repositories/filters';
import { announceFiltersChanged, createKeywordFilter } from '../services/filters';

const CONTEXTS = [
  ['home', 'filters.context.home'],
  ['notifications', 'filters.context.notifications'],
  ['public', 'filters.context.public'],
  ['thread', 'filters.context.thread'],
  ['account', 'filters.context.account'],
] as const satisfies readonly (readonly [string, MessageId])[];

const EXPIRY_CHOICES: readonly { seconds: string; text: (i18n: Translator) => string }[] = [
  { seconds: '', text: (i18n) => i18n.t('filters.never') },
  { seconds: '1800', text: (i18n) => i18n.t('filters.expiry.minutes', { count: 30 }) },
  { seconds: '3600', text: (i18n) => i18n.t('filters.expiry.hours', { count: 1 }) },
  { seconds: '21600', text: (i18n) => i18n.t('filters.expiry.hours', { count: 6 }) },
  { seconds: '43200', text: (i18n) => i18n.t('filters.expiry.hours', { count: 12 }) },
  { seconds: '86400', text: (i18n) => i18n.t('filters.expiry.days', { count: 1 }) },
  { seconds: '604800', text: (i18n) => i18n.t('filters.expiry.weeks', { count: 1 }) },
];

const MAX_PHRASE_LENGTH = 1000;

// Notices are picked from this list by key, so nothing from the query string is echoed.
const NOTICES: Record<string, MessageId> = { created: 'filters.notice.created', deleted: 'filters.notice.deleted' };

interface FilterForm {
  phrase: string;
  context: string[];
  whole_word: boolean;
  irreversible: boolean;
  expires_in: string;
}

const EMPTY_FORM: FilterForm = { phrase: '', context: ['home', 'notifications', 'public', 'thread'], whole_word: true, irreversible: false, expires_in: '' };

function expiryText(instance: Instance, i18n: Translator, expiresAt: string | null) {
  if (!expiresAt) return html`<span class="muted">${i18n.t('filters.never')}</span>`;
  if (expiresAt <= instance.now().toISOString()) return html`<span class="tag">${i18n.t('filters.expired')}</span>`;
  return html`<time datetime="${expiresAt}">${expiresAt.slice(0, 16).replace('T', ' ')} UTC</time>`;
}

interface FiltersView {
  form: FilterForm;
  status: number;
  errors: string[];
  notice?: string;
}

function sendFiltersPage(instance: Instance, reply: FastifyReply, i18n: Translator, signedIn: SignedIn, view: FiltersView) {
  const { form, status, errors, notice } = view;
  const filters = keywordFiltersOf(instance.db, signedIn.session.account.id, 'newest');
  const label = (context: string) => {
    const id = CONTEXTS.find(([value]) => value === context)?.[1];
    return id ? i18n.t(id) : context;
  };
  const column = {
    phrase: i18n.t('filters.column.phrase'),
    where: i18n.t('filters.column.where'),
    options: i18n.t('filters.column.options'),
    expires: i18n.t('filters.column.expires'),
  };
  const list =
    filters.length === 0
      ? html`<p class="empty">${i18n.t('filters.empty')}</p>`
      : html`<table class="stack">
          <thead><tr><th>${column.phrase}</th><th>${column.where}</th><th>${column.options}</th><th>${column.expires}</th><th><span class="muted">${i18n.t('filters.column.remove')}</span></th></tr></thead>
          <tbody>${filters.map(
            (filter) => html`<tr>
              <td data-label="${column.phrase}"><strong>${filter.keyword}</strong></td>
              <td data-label="${column.where}">${filterContexts(filter).map((context) => html`<span class="tag">${label(context)}</span>`)}</td>
              <td class="small" data-label="${column.options}">${i18n.t(filter.whole_word ? 'filters.whole_word' : 'filters.anywhere')}<br>${i18n.t(filter.action === 'hide' ? 'filters.dropped' : 'filters.hidden')}</td>
              <td class="small" data-label="${column.expires}">${expiryText(instance, i18n, filter.expires_at)}</td>
              <td><form method="post" action="/filters/${filter.id}/delete">${csrfField(signedIn.csrf)}
                <button type="submit" class="button danger small" aria-label="${i18n.t('filters.remove_label', { phrase: filter.keyword })}">${i18n.t('filters.remove')}</button></form></td>
            </tr>`,
          )}</tbody></table>`;
  const title = i18n.t('filters.title');
  const body = html`<div class="card">
      <h1>${title}</h1>
      <p class="lead">${i18n.t('filters.lead')}</p>
      ${noticeAlert(notice)}
      ${list}
    </div>
    <div class="card">
      <h2>${i18n.t('filters.add.title')}</h2>
      ${errorAlert(i18n, errors)}
      <form method="post" action="/filters">
        ${csrfField(signedIn.csrf)}
        ${textField({ name: 'phrase', label: i18n.t('filters.add.phrase'), value: form.phrase, maxLength: MAX_PHRASE_LENGTH, required: true })}
        <fieldset><legend>${i18n.t('filters.add.context')}</legend><div class="inline-checks">
          ${CONTEXTS.map(([value, id]) => checkbox('context[]', i18n.t(id), form.context.includes(value), undefined, value))}
        </div></fieldset>
        ${checkbox('whole_word', i18n.t('filters.whole_word'), form.whole_word, i18n.t('filters.add.whole_word_hint'))}
        ${checkbox('irreversible', i18n.t('filters.add.irreversible'), form.irreversible, i18n.t('filters.add.irreversible_hint'))}
        ${selectField('expires_in', i18n.t('filters.add.expires_in'), form.expires_in, EXPIRY_CHOICES.map((choice) => [choice.seconds, choice.text(i18n)] as const))}
        <div class="actions"><button type="submit" class="button">${i18n.t('filters.add.submit')}</button></div>
      </form>
    </div>`;
  return sendHtml(reply, status, renderPage(instance, { i18n, title, body, session: signedIn, current: '/filters' }));
}

function validate(i18n: Translator, form: FilterForm): string[] {
  const errors: string[] = [];
  if (form.phrase === '') errors.push(i18n.t('filters.errors.phrase_blank'));
  if ([...form.phrase].length > MAX_PHRASE_LENGTH) errors.push(i18n.t('filters.errors.phrase_too_long', { max: MAX_PHRASE_LENGTH }));
  if (form.context.length === 0) errors.push(i18n.t('filters.errors.no_context'));
  else if (!form.context.every((context) => CONTEXTS.some(([value]) => value === context))) errors.push(i18n.t('filters.errors.unknown_context'));
  if (!EXPIRY_CHOICES.some((choice) => choice.seconds === form.expires_in)) errors.push(i18n.t('filters.errors.expiry'));
  return errors;
}

/** /filters: the v1 filters (keywords with their filter), listed, added (a filter with one keyword) and removed. */
export function filterRoutes(app: FastifyInstance, instance: Instance): void {
  app.get('/filters', async (request, reply) => {
    const signedIn = requireSession(instance, request, reply);
    if (!signedIn) return reply;
    const i18n = translatorOf(instance, request, signedIn.session);
    const notice = NOTICES[str(paramsOf(request).notice) ?? ''];
    return sendFiltersPage(instance, reply, i18n, signedIn, { form: EMPTY_FORM, status: 200, errors: [], notice: notice && i18n.t(notice) });
  });

  app.post('/filters', async (request, reply) => {
    const signedIn = requireSession(instance, request, reply);
    if (!signedIn) return reply;
    const i18n = translatorOf(instance, request, signedIn.session);
    if (!csrfValid(instance, request)) return sendCsrfError(instance, reply, i18n, signedIn);
    const params = paramsOf(request);
    const form: FilterForm = {
      phrase: (str(params.phrase) ?? '').trim(),
      context: [...new Set(strArray(params.context))],
      whole_word: bool(params.whole_word) === true,
      irreversible: bool(params.irreversible) === true,
      expires_in: str(params.expires_in) ?? '',
    };
    const errors = validate(i18n, form);
    if (errors.length > 0) return sendFiltersPage(instance, reply, i18n, signedIn, { form, status: 422, errors });

    const expiresAt = form.expires_in === '' ? null : new Date(instance.now().getTime() + Number(form.expires_in) * 1000).toISOString();
    createKeywordFilter(instance, signedIn.session.account.id, {
      phrase: form.phrase,
      context: form.context,
      action: form.irreversible ? 'hide' : 'warn',
      whole_word: form.whole_word,
      expires_at: expiresAt,
    });
    return reply.redirect('/filters?notice=created', 302);
  });

  app.post('/filters/:id/delete', async (request, reply) => {
    const signedIn = requireSession(instance, request, reply);
    if (!signedIn) return reply;
    const i18n = translatorOf(instance, request, signedIn.session);
    if (!csrfValid(instance, request)) return sendCsrfError(instance, reply, i18n, signedIn);
    const accountId = signedIn.session.account.id;
    const filter = findOwnKeywordFilter(instance.db, idParam(request), accountId);
    if (!filter) {
      return sendErrorPage(instance, reply, i18n, { status: 404, title: i18n.t('filters.not_found.title'), message: i18n.t('filters.not_found.message') }, signedIn);
    }
    // The keyword, and its filter when nothing else is left in it (the page made it with this one keyword).
    instance.db.transaction(() => {
      deleteKeyword(instance.db, filter.id);
      deleteFilterIfEmpty(instance.db, filter.filter_id);
    })();
    announceFiltersChanged(instance, accountId);
    return reply.redirect('/filters?notice=deleted', 302);
  });
}
