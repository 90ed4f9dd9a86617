import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { findStatus } from '../db/queries';
import {
  deleteFilterStatus,
  deleteKeyword,
  deleteOwnFilter,
  filterContexts,
  filterHasStatus,
  filtersOf,
  findOwnFilter,
  findOwnFilterStatus,
  findOwnKeyword,
  insertFilter,
  insertFilterStatus,
  insertKeyword,
  keywordsOfFilters,
  statusesOfFilters,
  updateFilter,
  updateKeyword,
} from '../db/repositories/filters';
import type { FilterKeywordRow, FilterRow, FilterStatusRow } from '../db/rows';
import { notFound, unprocessable } from '../http/api-error';
import { signedIn } from '../http/auth';
import { bool, record, str } from '../http/param-readers';
import { flag, idParams, seconds, segment, text, texts } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { FILTER_CONTEXTS } from '../policies/filters';
import { canSeeStatus } from '../policies/visibility';
import { serializeFilterKeyword, serializeFilterStatus, serializeFilterV2, type FilterV2Json } from '../serializers/filter';
import { announceFiltersChanged } from '../services/filters';

const FILTER_ACTIONS = ['warn', 'hide', 'blur'];

interface KeywordAttributes {
  id?: string;
  keyword?: string;
  whole_word?: boolean;
  destroy: boolean;
}

/** `keywords_attributes` as Rails reads nested attributes: an array, or a hash of them by index. */
function keywordAttributes(value: unknown): KeywordAttributes[] {
  const items = Array.isArray(value) ? value : typeof value === 'object' && value !== null ? Object.values(record(value)) : [];
  return items.flatMap((item): KeywordAttributes[] => {
    const params = record(item);
    const attributes = { id: str(params.id), keyword: str(params.keyword), whole_word: bool(params.whole_word), destroy: bool(params._destroy) === true };
    // reject_if: :all_blank
    const blank = (attributes.id ?? '').trim() === '' && (attributes.keyword ?? '').trim() === '' && attributes.whole_word === undefined;
    return blank ? [] : [attributes];
  });
}

/** A v2 filter's params; `sent` tells whether `context` and `expires_in` came at all (an update keeps what is left out). */
const filterFields = z.preprocess(
  (raw) => {
    const params = record(raw);
    return { ...params, sent: { context: Object.hasOwn(params, 'context'), expires_in: Object.hasOwn(params, 'expires_in') } };
  },
  z.object({
    title: text(),
    context: texts(),
    filter_action: text(),
    expires_in: seconds(),
    keywords_attributes: z.unknown().transform(keywordAttributes).default([]),
    sent: z.object({ context: z.boolean(), expires_in: z.boolean() }),
  }),
);
const keywordFields = z.object({ keyword: text(), whole_word: flag() });
const statusFields = z.object({ status_id: text() });
const filterIdParams = z.object({ filter_id: segment() });

/**
 * v2 filters, their keywords and statuses. https://docs.joinmastodon.org/methods/filters/ — every
 * change is announced on the owner's user stream as `filters_changed`.
 */
export function filtersV2Routes(app: FastifyInstance, instance: Instance): void {
  const { db } = instance;

  const ownFilter = (accountId: string, id: string): FilterRow => {
    const row = findOwnFilter(db, id, accountId);
    if (!row) throw notFound();
    return row;
  };
  const ownKeyword = (accountId: string, id: string): FilterKeywordRow => {
    const row = findOwnKeyword(db, id, accountId);
    if (!row) throw notFound();
    return row;
  };
  const ownStatus = (accountId: string, id: string): FilterStatusRow => {
    const row = findOwnFilterStatus(db, id, accountId);
    if (!row) throw notFound();
    return row;
  };
  const filterJson = (rows: readonly FilterRow[]): FilterV2Json[] => {
    const ids = rows.map((row) => row.id);
    const keywords = keywordsOfFilters(db, ids);
    const statuses = statusesOfFilters(db, ids);
    return rows.map((row) => serializeFilterV2(row, keywords.get(row.id) ?? [], statuses.get(row.id) ?? []));
  };
  const oneFilterJson = (accountId: string, id: string): FilterV2Json => {
    const [json] = filterJson([ownFilter(accountId, id)]);
    if (!json) throw notFound();
    return json;
  };

  /** The filter's own fields, validated; absent ones keep `current`'s. */
  const filterValues = (params: z.output<typeof filterFields>, current: FilterRow | null): Pick<FilterRow, 'title' | 'context' | 'action' | 'expires_at'> => {
    const title = params.title ?? current?.title ?? '';
    const context = params.sent.context ? [...new Set(params.context.map((c) => c.trim()).filter(Boolean))] : current ? filterContexts(current) : [];
    const action = params.filter_action ?? current?.action ?? 'warn';
    const errors: string[] = [];
    if (title.trim() === '') errors.push("Title can't be blank");
    if (context.length === 0) errors.push("Context can't be blank");
    else if (context.some((c) => !FILTER_CONTEXTS.includes(c))) errors.push('Context none or invalid context supplied');
    if (!FILTER_ACTIONS.includes(action)) errors.push('Filter action is not included in the list');
    for (const attributes of params.keywords_attributes) {
      const blank = attributes.keyword === undefined ? attributes.id === undefined : attributes.keyword.trim() === '';
      if (!attributes.destroy && blank) errors.push("Keywords keyword can't be blank");
    }
    if (errors.length > 0) throw unprocessable([...new Set(errors)].join(', '));
    let expiresAt = current?.expires_at ?? null;
    if (params.sent.expires_in) {
      expiresAt = params.expires_in === undefined ? null : new Date(instance.now().getTime() + params.expires_in * 1000).toISOString();
    }
    return { title, context: JSON.stringify(context), action, expires_at: expiresAt };
  };

  /** Applies `keywords_attributes` to a filter: new keywords, changes, and `_destroy`; an id not of this filter is a 404. */
  const applyKeywords = (filterId: string, attributes: readonly KeywordAttributes[]): void => {
    const existing = new Map((keywordsOfFilters(db, [filterId]).get(filterId) ?? []).map((row) => [row.id, row]));
    const at = instance.now();
    for (const item of attributes) {
      if (item.id === undefined) {
        if (item.destroy) continue;
        insertKeyword(db, { id: snowflake(at), filter_id: filterId, keyword: item.keyword ?? '', whole_word: item.whole_word === false ? 0 : 1, created_at: at.toISOString() });
        continue;
      }
      const row = existing.get(item.id);
      if (!row) throw notFound();
      if (item.destroy) deleteKeyword(db, row.id);
      else updateKeyword(db, row.id, { keyword: item.keyword ?? row.keyword, whole_word: (item.whole_word ?? row.whole_word === 1) ? 1 : 0 });
    }
  };

  const api = apiRoutes(app, instance);
  const reading = signedIn('read:filters');
  const writing = signedIn('write:filters');

  api.get('/api/v2/filters', { auth: reading }, async ({ auth }) => filterJson(filtersOf(db, auth.accountId)));

  api.get('/api/v2/filters/:id', { auth: reading, params: idParams }, async ({ auth, params }) => oneFilterJson(auth.accountId, params.id));

  api.post('/api/v2/filters', { auth: writing, body: filterFields }, async ({ auth: { accountId }, body }) => {
    const values = filterValues(body, null);
    const now = instance.now();
    const id = snowflake(now);
    db.transaction(() => {
      insertFilter(db, { id, account_id: accountId, ...values, created_at: now.toISOString() });
      applyKeywords(id, body.keywords_attributes);
    })();
    announceFiltersChanged(instance, accountId);
    return oneFilterJson(accountId, id);
  });

  api.put('/api/v2/filters/:id', { auth: writing, params: idParams, body: filterFields }, async ({ auth: { accountId }, params, body }) => {
    const filter = ownFilter(accountId, params.id);
    const values = filterValues(body, filter);
    db.transaction(() => {
      updateFilter(db, filter.id, values);
      applyKeywords(filter.id, body.keywords_attributes);
    })();
    announceFiltersChanged(instance, accountId);
    return oneFilterJson(accountId, filter.id);
  });

  api.delete('/api/v2/filters/:id', { auth: writing, params: idParams }, async ({ auth: { accountId }, params }) => {
    const filter = ownFilter(accountId, params.id);
    deleteOwnFilter(db, filter.id, accountId);
    announceFiltersChanged(instance, accountId);
    return {};
  });

  // Keywords: https://docs.joinmastodon.org/methods/filters/#keywords-get
  api.get('/api/v2/filters/:filter_id/keywords', { auth: reading, params: filterIdParams }, async ({ auth, params }) => {
    const filter = ownFilter(auth.accountId, params.filter_id);
    return (keywordsOfFilters(db, [filter.id]).get(filter.id) ?? []).map(serializeFilterKeyword);
  });

  api.post('/api/v2/filters/:filter_id/keywords', { auth: writing, params: filterIdParams, body: keywordFields }, async ({ auth: { accountId }, params, body }) => {
    const filter = ownFilter(accountId, params.filter_id);
    const keyword = body.keyword ?? '';
    if (keyword.trim() === '') throw unprocessable("Keyword can't be blank");
    const at = instance.now();
    const row: FilterKeywordRow = { id: snowflake(at), filter_id: filter.id, keyword, whole_word: body.whole_word === false ? 0 : 1, created_at: at.toISOString() };
    insertKeyword(db, row);
    announceFiltersChanged(instance, accountId);
    return serializeFilterKeyword(row);
  });

  api.get('/api/v2/filters/keywords/:id', { auth: reading, params: idParams }, async ({ auth, params }) => serializeFilterKeyword(ownKeyword(auth.accountId, params.id)));

  api.put('/api/v2/filters/keywords/:id', { auth: writing, params: idParams, body: keywordFields }, async ({ auth: { accountId }, params, body }) => {
    const current = ownKeyword(accountId, params.id);
    const keyword = body.keyword ?? current.keyword;
    if (keyword.trim() === '') throw unprocessable("Keyword can't be blank");
    updateKeyword(db, current.id, { keyword, whole_word: (body.whole_word ?? current.whole_word === 1) ? 1 : 0 });
    announceFiltersChanged(instance, accountId);
    return serializeFilterKeyword(ownKeyword(accountId, current.id));
  });

  api.delete('/api/v2/filters/keywords/:id', { auth: writing, params: idParams }, async ({ auth: { accountId }, params }) => {
    deleteKeyword(db, ownKeyword(accountId, params.id).id);
    announceFiltersChanged(instance, accountId);
    return {};
  });

  // Statuses: https://docs.joinmastodon.org/methods/filters/#statuses-get
  api.get('/api/v2/filters/:filter_id/statuses', { auth: reading, params: filterIdParams }, async ({ auth, params }) => {
    const filter = ownFilter(auth.accountId, params.filter_id);
    return (statusesOfFilters(db, [filter.id]).get(filter.id) ?? []).map(serializeFilterStatus);
  });

  api.post('/api/v2/filters/:filter_id/statuses', { auth: writing, params: filterIdParams, body: statusFields }, async ({ auth: { accountId }, params, body }) => {
    const filter = ownFilter(accountId, params.filter_id);
    const status = body.status_id ? findStatus(db, body.status_id) : undefined;
    // CustomFilterStatus: belongs_to :status, validate_status_access (StatusPolicy#show?), unique per filter.
    if (!status) throw unprocessable('Status must exist');
    if (!canSeeStatus(instance, status, accountId)) throw unprocessable('Status is invalid');
    if (filterHasStatus(db, filter.id, status.id)) throw unprocessable('Status has already been taken');
    const at = instance.now();
    const row: FilterStatusRow = { id: snowflake(at), filter_id: filter.id, status_id: status.id, created_at: at.toISOString() };
    insertFilterStatus(db, row);
    announceFiltersChanged(instance, accountId);
    return serializeFilterStatus(row);
  });

  api.get('/api/v2/filters/statuses/:id', { auth: reading, params: idParams }, async ({ auth, params }) => serializeFilterStatus(ownStatus(auth.accountId, params.id)));

  api.delete('/api/v2/filters/statuses/:id', { auth: writing, params: idParams }, async ({ auth: { accountId }, params }) => {
    deleteFilterStatus(db, ownStatus(accountId, params.id).id);
    announceFiltersChanged(instance, accountId);
    return {};
  });
}
