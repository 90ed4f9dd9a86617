import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { notFound, unprocessable } from '../http/api-error';
import { requireUser } from '../http/auth';
import { bool, DURATION_RANGE, int, str, strArray } from '../http/param-readers';
import { idParam, paramsOf } from '../http/params';
import { serializeFilter } from '../serializers/filter';
import { deleteOwnFilter, filterContexts, filtersOf, findOwnFilter, insertFilter, updateFilter } from '../db/repositories/filters';
import type { FilterRow } from '../db/rows';

export const FILTER_CONTEXTS = ['home', 'notifications', 'public', 'thread', 'account'];

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
  const filterParams = (params: Record<string, unknown>, current: FilterRow | null) => {
    const phrase = str(params.phrase) ?? current?.phrase ?? '';
    const context = Object.hasOwn(params, 'context') ? [...new Set(strArray(params.context))] : current ? filterContexts(current) : [];
    const errors: string[] = [];
    if (phrase.trim() === '') errors.push("Phrase can't be blank");
    if (context.length === 0) errors.push("Context can't be blank");
    else if (context.some((c) => !FILTER_CONTEXTS.includes(c))) errors.push('Context none or invalid context supplied');
    if (errors.length > 0) throw unprocessable(errors.join(', '));
    let expiresAt = current?.expires_at ?? null;
    if (Object.hasOwn(params, 'expires_in')) {
      const seconds = int(params.expires_in, 'expires_in', DURATION_RANGE);
      expiresAt = seconds === undefined ? null : new Date(instance.now().getTime() + seconds * 1000).toISOString();
    }
    return {
      phrase,
      context: JSON.stringify(context),
      irreversible: (bool(params.irreversible) ?? current?.irreversible === 1) ? 1 : 0,
      whole_word: (bool(params.whole_word) ?? (current ? current.whole_word === 1 : true)) ? 1 : 0,
      expires_at: expiresAt,
    };
  };

  app.get('/api/v1/filters', async (request) => {
    const { accountId } = requireUser(instance, request, 'read:filters');
    return filtersOf(db, accountId).map(serializeFilter);
  });

  app.get('/api/v1/filters/:id', async (request) => {
    const { accountId } = requireUser(instance, request, 'read:filters');
    return serializeFilter(ownFilter(accountId, idParam(request)));
  });

  app.post('/api/v1/filters', async (request) => {
    const { accountId } = requireUser(instance, request, 'write:filters');
    const values = filterParams(paramsOf(request), null);
    const id = snowflake(instance.now());
    insertFilter(db, { id, account_id: accountId, ...values, created_at: instance.now().toISOString() });
    changed(accountId);
    return serializeFilter(ownFilter(accountId, id));
  });

  app.put('/api/v1/filters/:id', async (request) => {
    const { accountId } = requireUser(instance, request, 'write:filters');
    const filter = ownFilter(accountId, idParam(request));
    const values = filterParams(paramsOf(request), filter);
    updateFilter(db, filter.id, values);
    changed(accountId);
    return serializeFilter(ownFilter(accountId, filter.id));
  });

  app.delete('/api/v1/filters/:id', async (request) => {
    const { accountId } = requireUser(instance, request, 'write:filters');
    const filter = ownFilter(accountId, idParam(request));
    deleteOwnFilter(db, filter.id, accountId);
    changed(accountId);
    return {};
  });
}
