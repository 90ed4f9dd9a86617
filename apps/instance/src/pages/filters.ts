import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { bool, str, strArray } from '../http/param-readers';
import { idParam, paramsOf } from '../http/params';
import { csrfValid } from '../sessions/csrf';
import { requireSession, sendCsrfError, sendErrorPage, type SignedIn } from './common';
import { checkbox, csrfField, errorAlert, noticeAlert, selectField, textField } from './forms';
import { html } from './html';
import { renderPage, sendHtml } from './layout';
import { deleteOwnFilter, filterContexts, filtersOf, insertFilter } from '../db/repositories/filters';

const CONTEXTS = [
  ['home', 'Home timeline'],
  ['notifications', 'Notifications'],
  ['public', 'Public timelines'],
  ['thread', 'Conversations'],
  ['account', 'Profiles'],
] as const;

const EXPIRY_CHOICES = [
  ['', 'Never'],
  ['1800', '30 minutes'],
  ['3600', '1 hour'],
  ['21600', '6 hours'],
  ['43200', '12 hours'],
  ['86400', '1 day'],
  ['604800', '1 week'],
] as const;

// Notices are picked from this list by key, so nothing from the query string is echoed.
const NOTICES: Record<string, string> = { created: 'The filter was added.', deleted: 'The filter was removed.' };

interface FilterForm {
  phrase: string;
  context: string[];
  whole_word: boolean;
  irreversible: boolean;
  expires_in: string;
}

const EMPTY_FORM: FilterForm = { phrase: '', context: ['home', 'notifications', 'public', 'thread'], whole_word: true, irreversible: false, expires_in: '' };

function expiryText(instance: Instance, expiresAt: string | null) {
  if (!expiresAt) return html`<span class="muted">Never</span>`;
  if (expiresAt <= instance.now().toISOString()) return html`<span class="tag">Expired</span>`;
  return html`<time datetime="${expiresAt}">${expiresAt.slice(0, 16).replace('T', ' ')} UTC</time>`;
}

function sendFiltersPage(instance: Instance, reply: FastifyReply, signedIn: SignedIn, form: FilterForm, status: number, errors: string[], notice?: string) {
  const filters = filtersOf(instance.db, signedIn.session.account.id, 'newest');
  const label = (context: string) => CONTEXTS.find(([value]) => value === context)?.[1] ?? context;
  const list =
    filters.length === 0
      ? html`<p class="empty">You have no filters yet.</p>`
      : html`<table class="stack">
          <thead><tr><th>Phrase</th><th>Where</th><th>Options</th><th>Expires</th><th><span class="muted">Remove</span></th></tr></thead>
          <tbody>${filters.map(
            (filter) => html`<tr>
              <td data-label="Phrase"><strong>${filter.phrase}</strong></td>
              <td data-label="Where">${filterContexts(filter).map((context) => html`<span class="tag">${label(context)}</span>`)}</td>
              <td class="small" data-label="Options">${filter.whole_word ? 'Whole word' : 'Anywhere in words'}${filter.irreversible ? html`<br>Dropped` : html`<br>Hidden`}</td>
              <td class="small" data-label="Expires">${expiryText(instance, filter.expires_at)}</td>
              <td><form method="post" action="/filters/${filter.id}/delete">${csrfField(signedIn.csrf)}
                <button type="submit" class="button danger small" aria-label="Remove the filter ${filter.phrase}">Remove</button></form></td>
            </tr>`,
          )}</tbody></table>`;
  const body = html`<div class="card">
      <h1>Filters</h1>
      <p class="lead">Posts containing a filtered phrase are hidden where you choose.</p>
      ${noticeAlert(notice)}
      ${list}
    </div>
    <div class="card">
      <h2>Add a filter</h2>
      ${errorAlert(errors)}
      <form method="post" action="/filters">
        ${csrfField(signedIn.csrf)}
        ${textField({ name: 'phrase', label: 'Keyword or phrase', value: form.phrase, maxLength: 1000, required: true })}
        <fieldset><legend>Filter in</legend><div class="inline-checks">
          ${CONTEXTS.map(([value, text]) => checkbox('context[]', text, form.context.includes(value), undefined, value))}
        </div></fieldset>
        ${checkbox('whole_word', 'Whole word', form.whole_word, 'When the phrase is a single word or number, it only matches whole words.')}
        ${checkbox('irreversible', 'Drop instead of hide', form.irreversible, 'Filtered posts disappear for good, even if the filter is removed later. Works in the home timeline and notifications.')}
        ${selectField('expires_in', 'Expire after', form.expires_in, EXPIRY_CHOICES)}
        <div class="actions"><button type="submit" class="button">Add filter</button></div>
      </form>
    </div>`;
  return sendHtml(reply, status, renderPage(instance, { title: 'Filters', body, session: signedIn, current: '/filters' }));
}

function validate(form: FilterForm): string[] {
  const errors: string[] = [];
  if (form.phrase === '') errors.push("Phrase can't be blank.");
  if ([...form.phrase].length > 1000) errors.push('Phrase is too long (maximum is 1000 characters).');
  if (form.context.length === 0) errors.push('Choose at least one place to filter in.');
  else if (!form.context.every((context) => CONTEXTS.some(([value]) => value === context))) errors.push('Filter contexts contain an unknown value.');
  if (!EXPIRY_CHOICES.some(([value]) => value === form.expires_in)) errors.push('Expire after must be one of the listed choices.');
  return errors;
}

/** /filters: the v1 filters (Mastodon's settings page for them), listed, added and removed. */
export function filterRoutes(app: FastifyInstance, instance: Instance): void {
  const changed = (accountId: string) => instance.hub.publish(`timeline:${accountId}`, { kind: 'filters_changed' });

  app.get('/filters', async (request, reply) => {
    const signedIn = requireSession(instance, request, reply);
    if (!signedIn) return reply;
    const notice = NOTICES[str(paramsOf(request).notice) ?? ''];
    return sendFiltersPage(instance, reply, signedIn, EMPTY_FORM, 200, [], notice);
  });

  app.post('/filters', async (request, reply) => {
    const signedIn = requireSession(instance, request, reply);
    if (!signedIn) return reply;
    if (!csrfValid(instance, request)) return sendCsrfError(instance, reply, signedIn);
    const params = paramsOf(request);
    const form: FilterForm = {
      phrase: (str(params.phrase) ?? '').trim(),
      context: [...new Set(strArray(params.context))],
      whole_word: bool(params.whole_word) === true,
      irreversible: bool(params.irreversible) === true,
      expires_in: str(params.expires_in) ?? '',
    };
    const errors = validate(form);
    if (errors.length > 0) return sendFiltersPage(instance, reply, signedIn, form, 422, errors);

    const now = instance.now();
    const expiresAt = form.expires_in === '' ? null : new Date(now.getTime() + Number(form.expires_in) * 1000).toISOString();
    const accountId = signedIn.session.account.id;
    insertFilter(instance.db, {
      id: snowflake(now),
      account_id: accountId,
      phrase: form.phrase,
      context: JSON.stringify(form.context),
      whole_word: form.whole_word ? 1 : 0,
      irreversible: form.irreversible ? 1 : 0,
      expires_at: expiresAt,
      created_at: now.toISOString(),
    });
    changed(accountId);
    return reply.redirect('/filters?notice=created', 302);
  });

  app.post('/filters/:id/delete', async (request, reply) => {
    const signedIn = requireSession(instance, request, reply);
    if (!signedIn) return reply;
    if (!csrfValid(instance, request)) return sendCsrfError(instance, reply, signedIn);
    const accountId = signedIn.session.account.id;
    if (!deleteOwnFilter(instance.db, idParam(request), accountId)) return sendErrorPage(instance, reply, 404, 'Filter not found', 'This filter does not exist, or was already removed.', signedIn);
    changed(accountId);
    return reply.redirect('/filters?notice=deleted', 302);
  });
}
