import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { notFound, unprocessable } from '../http/api-error';
import { signedIn } from '../http/auth';
import { record } from '../http/param-readers';
import { flag, idParams, seconds, text, texts } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { serializeFilter } from '../serializers/filter';
import { deleteOwnFilter, filterContexts, filtersOf, findOwnFilter, insertFilter, updateFilter } from '../db/repositories/filters';
import type { FilterRow } from '../db/rows';

export const FILTER_CONTEXTS = ['home', 'notifications', 'public', 'thread', 'account'];

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

/**
 * v1 filters (muted words). https://docs.joinmastodon.org/methods/filters/#v1 — every change is
 * announced on the owner's user stream as `filters_changed`, so their clients reload them.
 */
export function filterRoutes(app: FastifyInstance, instance: Instance): void {
  const { db } = instance;

  const ownFilter = (accountId: string, id: string): FilterRow => {
    const row = findOwnFilter(db, id, accountId);
    if (!row) throw notFound();
    return row;
  };
  const changed = (accountId: string): void => instance.hub.publish(`timeline:${accountId}`, { kind: 'filters_changed' });

  /** The params of a filter, validated; absent ones keep `current`'s values (a PUT may send only some). */
  const filterParams = (params: z.output<typeof filterFields>, current: FilterRow | null) => {
    const phrase = params.phrase ?? current?.phrase ?? '';
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
      context: JSON.stringify(context),
      irreversible: (params.irreversible ?? current?.irreversible === 1) ? 1 : 0,
      whole_word: (params.whole_word ?? (current ? current.whole_word === 1 : true)) ? 1 : 0,
      expires_at: expiresAt,
    };
  };

  const api = apiRoutes(app, instance);
  const reading = signedIn('read:filters');
  const writing = signedIn('write:filters');

  api.get('/api/v1/filters', { auth: reading }, async ({ auth }) => filtersOf(db, auth.accountId).map(serializeFilter));

  api.get('/api/v1/filters/:id', { auth: reading, params: idParams }, async ({ auth, params }) => serializeFilter(ownFilter(auth.accountId, params.id)));

  api.post('/api/v1/filters', { auth: writing, body: filterFields }, async ({ auth: { accountId }, body }) => {
    const values = filterParams(body, null);
    const id = snowflake(instance.now());
    insertFilter(db, { id, account_id: accountId, ...values, created_at: instance.now().toISOString() });
    changed(accountId);
    return serializeFilter(ownFilter(accountId, id));
  });

  api.put('/api/v1/filters/:id', { auth: writing, params: idParams, body: filterFields }, async ({ auth: { accountId }, params, body }) => {
    const filter = ownFilter(accountId, params.id);
    const values = filterParams(body, filter);
    updateFilter(db, filter.id, values);
    changed(accountId);
    return serializeFilter(ownFilter(accountId, filter.id));
  });

  api.delete('/api/v1/filters/:id', { auth: writing, params: idParams }, async ({ auth: { accountId }, params }) => {
    const filter = ownFilter(accountId, params.id);
    deleteOwnFilter(db, filter.id, accountId);
    changed(accountId);
    return {};
  });
}
