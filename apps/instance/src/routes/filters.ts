import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { notFound, unprocessable } from '../http/api-error';
import { requireUser } from '../http/auth';
import { bool, DURATION_RANGE, int, str, strArray } from '../http/param-readers';
import { idParam, paramsOf } from '../http/params';
import { filterContexts, serializeFilter, type FilterRow } from '../serializers/filter';

export const FILTER_CONTEXTS = ['home', 'notifications', 'public', 'thread', 'account'];

/**
 * v1 filters (muted words). https://docs.joinmastodon.org/methods/filters/#v1 — every change is
 * announced on the owner's user stream as `filters_changed`, so their clients reload them.
 */
export function filterRoutes(app: FastifyInstance, instance: Instance): void {
  const { db } = instance;

  const ownFilter = (accountId: string, id: string): FilterRow => {
    const row = db.prepare<[string, string], FilterRow>('SELECT * FROM filters WHERE id = ? AND account_id = ?').get(id, accountId);
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
      wholeWord: (bool(params.whole_word) ?? (current ? current.whole_word === 1 : true)) ? 1 : 0,
      expiresAt,
    };
  };

  app.get('/api/v1/filters', async (request) => {
    const { accountId } = requireUser(instance, request, 'read:filters');
    return db.prepare<[string], FilterRow>('SELECT * FROM filters WHERE account_id = ? ORDER BY id').all(accountId).map(serializeFilter);
  });

  app.get('/api/v1/filters/:id', async (request) => {
    const { accountId } = requireUser(instance, request, 'read:filters');
    return serializeFilter(ownFilter(accountId, idParam(request)));
  });

  app.post('/api/v1/filters', async (request) => {
    const { accountId } = requireUser(instance, request, 'write:filters');
    const values = filterParams(paramsOf(request), null);
    const id = snowflake(instance.now());
    db.prepare(
      'INSERT INTO filters (id, account_id, phrase, context, whole_word, irreversible, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(id, accountId, values.phrase, values.context, values.wholeWord, values.irreversible, values.expiresAt, instance.now().toISOString());
    changed(accountId);
    return serializeFilter(ownFilter(accountId, id));
  });

  app.put('/api/v1/filters/:id', async (request) => {
    const { accountId } = requireUser(instance, request, 'write:filters');
    const filter = ownFilter(accountId, idParam(request));
    const values = filterParams(paramsOf(request), filter);
    db.prepare('UPDATE filters SET phrase = ?, context = ?, whole_word = ?, irreversible = ?, expires_at = ? WHERE id = ?').run(
      values.phrase,
      values.context,
      values.wholeWord,
      values.irreversible,
      values.expiresAt,
      filter.id,
    );
    changed(accountId);
    return serializeFilter(ownFilter(accountId, filter.id));
  });

  app.delete('/api/v1/filters/:id', async (request) => {
    const { accountId } = requireUser(instance, request, 'write:filters');
    const filter = ownFilter(accountId, idParam(request));
    db.prepare('DELETE FROM filters WHERE id = ?').run(filter.id);
    changed(accountId);
    return {};
  });
}
