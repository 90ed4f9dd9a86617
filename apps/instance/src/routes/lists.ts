import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { findAccount } from '../db/queries';
import { followsOrRequested } from '../db/repositories/follows';
import { addListMembers, countListsOf, deleteList, findOwnList, insertList, isListMember, listMembers, listsOf, removeListMembers, updateList } from '../db/repositories/lists';
import type { ListRow } from '../db/rows';
import { notFound, unprocessable } from '../http/api-error';
import { signedIn } from '../http/auth';
import { setPageLinks } from '../http/page-links';
import { record, str } from '../http/param-readers';
import { flag, idParams, pageFields, pageOf, text, texts } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { serializeAccounts } from '../serializers/account';
import { serializeList } from '../serializers/list';

const REPLIES_POLICIES = ['followed', 'list', 'none'];

const listFields = z.object({ title: text(), replies_policy: text(), exclusive: flag() });
const memberFields = z.object({ account_ids: texts() });
/** Members come 40 at a time; `limit=0` gives them all. */
const memberPage = z.preprocess((raw) => ({ ...record(raw), all: str(record(raw).limit) === '0' }), z.object({ ...pageFields({ default: 40, max: 80 }), all: z.boolean() }));
/** Mastodon's List::PER_ACCOUNT_LIMIT. */
const LISTS_PER_ACCOUNT = 50;

/**
 * https://docs.joinmastodon.org/methods/lists/ — only the owner sees or changes a list; anyone
 * else gets 404, as Mastodon finds lists within the current account's.
 */
export function listRoutes(app: FastifyInstance, instance: Instance): void {
  const { db } = instance;

  const ownList = (accountId: string, id: string): ListRow => {
    const row = findOwnList(db, id, accountId);
    if (!row) throw notFound();
    return row;
  };

  /** The title, replies_policy and exclusive params, validated; absent ones keep `current`'s values. */
  const listParams = (params: Partial<z.output<typeof listFields>>, current: ListRow | null) => {
    const title = params.title ?? current?.title ?? '';
    const repliesPolicy = params.replies_policy ?? current?.replies_policy ?? 'list';
    const exclusive = params.exclusive ?? current?.exclusive === 1;
    const errors: string[] = [];
    if (title.trim() === '') errors.push("Title can't be blank");
    if (!REPLIES_POLICIES.includes(repliesPolicy)) errors.push('Replies policy is not included in the list');
    if (errors.length > 0) throw unprocessable(errors.join(', '));
    return { title, replies_policy: repliesPolicy, exclusive: exclusive ? 1 : 0 };
  };

  const api = apiRoutes(app, instance);
  const reading = signedIn('read:lists');
  const writing = signedIn('write:lists');

  api.get('/api/v1/lists', { auth: reading }, async ({ auth }) => listsOf(db, auth.accountId).map(serializeList));

  api.get('/api/v1/lists/:id', { auth: reading, params: idParams }, async ({ auth, params }) => serializeList(ownList(auth.accountId, params.id)));

  api.post('/api/v1/lists', { auth: writing, body: listFields }, async ({ auth, body }) => {
    const values = listParams(body, null);
    if (countListsOf(db, auth.accountId) >= LISTS_PER_ACCOUNT) throw unprocessable('You have reached the maximum number of lists');
    const id = snowflake(instance.now());
    insertList(db, { id, account_id: auth.accountId, ...values, created_at: instance.now().toISOString() });
    return serializeList(ownList(auth.accountId, id));
  });

  api.put('/api/v1/lists/:id', { auth: writing, params: idParams, body: listFields }, async ({ auth, params, body }) => {
    const list = ownList(auth.accountId, params.id);
    updateList(db, list.id, listParams(body, list));
    return serializeList(ownList(auth.accountId, list.id));
  });

  api.delete('/api/v1/lists/:id', { auth: writing, params: idParams }, async ({ auth, params }) => {
    deleteList(db, ownList(auth.accountId, params.id).id);
    return {};
  });

  // Members, paginated by account id (Mastodon's list.accounts.paginate_by_max_id).
  api.get('/api/v1/lists/:id/accounts', { auth: reading, params: idParams, query: memberPage }, async ({ request, reply, auth, params, query }) => {
    const list = ownList(auth.accountId, params.id);
    const rows = listMembers(db, list.id, query.all ? { maxId: null, sinceId: null, limit: null } : pageOf(query));
    if (!query.all) setPageLinks(instance, request, reply, { first: rows[0]?.id, last: rows.at(-1)?.id });
    return serializeAccounts(instance, rows);
  });

  api.post('/api/v1/lists/:id/accounts', { auth: writing, params: idParams, body: memberFields }, async ({ auth, params, body }) => {
    const list = ownList(auth.accountId, params.id);
    const ids = [...new Set(body.account_ids)];
    const accounts = ids.map((id) => findAccount(db, id) ?? null);
    if (accounts.some((account) => account === null)) throw notFound();
    addMembers(instance, list, ids);
    return {};
  });

  api.delete('/api/v1/lists/:id/accounts', { auth: writing, params: idParams, body: memberFields }, async ({ auth, params, body }) => {
    removeListMembers(db, ownList(auth.accountId, params.id).id, body.account_ids);
    return {};
  });
}

/**
 * Mastodon's ListAccount validations, all or nothing: a member must be followed (or asked to be
 * followed) by the list's owner, who may also add themselves, and may be on the list only once.
 * https://github.com/mastodon/mastodon/blob/main/app/models/list_account.rb
 */
function addMembers(instance: Instance, list: ListRow, accountIds: readonly string[]): void {
  const { db } = instance;
  for (const id of accountIds) {
    if (id !== list.account_id && !followsOrRequested(db, list.account_id, id)) throw unprocessable('Account must be followed');
    if (isListMember(db, list.id, id)) throw unprocessable('Account is already on the list');
  }
  addListMembers(db, list.id, accountIds, instance.now().toISOString());
}
