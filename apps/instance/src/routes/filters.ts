import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { ApiError, notFound, unprocessable } from '../http/api-error';
import { signedIn } from '../http/auth';
import { record } from '../http/param-readers';
import { flag, idParams, seconds, text, texts } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { serializeFilter } from '../serializers/filter';
import { countKeywords, deleteKeyword, filterContexts, findOwnKeywordFilter, keywordFiltersOf, updateFilter, updateKeyword, type KeywordFilterRow } from '../db/repositories/filters';
import { FILTER_CONTEXTS } from '../policies/filters';
import { announceFiltersChanged, createKeywordFilter } from '../services/filters';

/**
 * A filter's params. `sent` tells which of `context` and `expires_in` came at all: left out, an
 * update keeps the filter's contexts and expiry; `expires_in` sent blank clears the expiry.
 */
const filterFields = z.preprocess(
  (raw) => {
    const params = record(raw);
    return { ...params, sent: { context: Object.hasOwn(params, 'context'), expires_in: Object.hasOwn(params, 'expires_in') } };
  },
  z.object({
    phrase: text(),
    context: texts(),
    irreversible: flag(),
    whole_word: flag(),
    expires_in: seconds(),
    sent: z.object({ context: z.boolean(), expires_in: z.boolean() }),
  }),
);

// I18n filters.errors.deprecated_api_multiple_keywords, raised as Mastodon::ValidationError (a 422 without the prefix).
const MULTIPLE_KEYWORDS =
  'These parameters cannot be changed from this application because they apply to more than one filter keyword. Use a more recent application or the web interface.';

/**
 * v1 filters (muted words), a view of v2 filters as Mastodon keeps it: one entry per keyword, with the
 * keyword's id; creating one makes a filter with that one keyword; deleting one deletes the keyword.
 * https://docs.joinmastodon.org/methods/filters/#v1 — every change is announced on the owner's user
 * stream as `filters_changed`, so their clients reload them.
 */
export function filterRoutes(app: FastifyInstance, instance: Instance): void {
  const { db } = instance;

  const ownFilter = (accountId: string, id: string): KeywordFilterRow => {
    const row = findOwnKeywordFilter(db, id, accountId);
    if (!row) throw notFound();
    return row;
  };

  /** The params of a filter, validated; absent ones keep `current`'s values (a PUT may send only some). */
  const filterParams = (params: z.output<typeof filterFields>, current: KeywordFilterRow | null) => {
    const phrase = params.phrase ?? current?.keyword ?? '';
    const context = params.sent.context ? [...new Set(params.context)] : current ? filterContexts(current) : [];
    const errors: string[] = [];
    if (phrase.trim() === '') errors.push("Phrase can't be blank");
    if (context.length === 0) errors.push("Context can't be blank");
    else if (context.some((c) => !FILTER_CONTEXTS.includes(c))) errors.push('Context none or invalid context supplied');
    if (errors.length > 0) throw unprocessable(errors.join(', '));
    let expiresAt = current?.expires_at ?? null;
    if (params.sent.expires_in) {
      expiresAt = params.expires_in === undefined ? null : new Date(instance.now().getTime() + params.expires_in * 1000).toISOString();
    }
    return {
      phrase,
      context,
      action: params.irreversible === undefined ? (current?.action ?? 'warn') : params.irreversible ? 'hide' : 'warn',
      whole_word: params.whole_word ?? (current ? current.whole_word === 1 : true),
      expires_at: expiresAt,
    };
  };

  const api = apiRoutes(app, instance);
  const reading = signedIn('read:filters');
  const writing = signedIn('write:filters');

  api.get('/api/v1/filters', { auth: reading }, async ({ auth }) => keywordFiltersOf(db, auth.accountId).map(serializeFilter));

  api.get('/api/v1/filters/:id', { auth: reading, params: idParams }, async ({ auth, params }) => serializeFilter(ownFilter(auth.accountId, params.id)));

  api.post('/api/v1/filters', { auth: writing, body: filterFields }, async ({ auth: { accountId }, body }) => {
    const id = createKeywordFilter(instance, accountId, filterParams(body, null));
    return serializeFilter(ownFilter(accountId, id));
  });

  api.put('/api/v1/filters/:id', { auth: writing, params: idParams, body: filterFields }, async ({ auth: { accountId }, params, body }) => {
    const current = ownFilter(accountId, params.id);
    const values = filterParams(body, current);
    const filter = { title: body.phrase === undefined ? current.title : values.phrase, context: JSON.stringify(values.context), action: values.action, expires_at: values.expires_at };
    const filterChanged = filter.title !== current.title || filter.context !== current.context || filter.action !== current.action || filter.expires_at !== current.expires_at;
    db.transaction(() => {
      updateKeyword(db, current.id, { keyword: values.phrase, whole_word: values.whole_word ? 1 : 0 });
      if (!filterChanged) return;
      if (countKeywords(db, current.filter_id) > 1) throw new ApiError(422, MULTIPLE_KEYWORDS);
      updateFilter(db, current.filter_id, filter);
    })();
    announceFiltersChanged(instance, accountId);
    return serializeFilter(ownFilter(accountId, current.id));
  });

  api.delete('/api/v1/filters/:id', { auth: writing, params: idParams }, async ({ auth: { accountId }, params }) => {
    const filter = ownFilter(accountId, params.id);
    deleteKeyword(db, filter.id);
    announceFiltersChanged(instance, accountId);
    return {};
  });
}
