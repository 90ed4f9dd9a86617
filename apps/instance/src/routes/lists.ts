import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { snowflake } from '../db/ids';
import { findAccount } from '../db/queries';
import { followsOrRequested } from '../db/repositories/follows';
import { addListMembers, countListsOf, deleteList, findOwnList, insertList, isListMember, listMembers, listsOf, removeListMembers, updateList } from '../db/repositories/lists';
import type { ListRow } from '../db/rows';
import { notFound, unprocessable } from '../http/api-error';
import { requireUser } from '../http/auth';
import { setPageLinks } from '../http/page-links';
import { pageQuery } from '../http/pagination';
import { bool, str, strArray } from '../http/param-readers';
import { idParam, paramsOf } from '../http/params';
import { serializeAccounts } from '../serializers/account';
import { serializeList } from '../serializers/list';

const REPLIES_POLICIES = ['followed', 'list', 'none'];
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
  const listParams = (params: Record<string, unknown>, current: ListRow | null) => {
    const title = str(params.title) ?? current?.title ?? '';
    const repliesPolicy = str(params.replies_policy) ?? current?.replies_policy ?? 'list';
    const exclusive = bool(params.exclusive) ?? current?.exclusive === 1;
    const errors: string[] = [];
    if (title.trim() === '') errors.push("Title can't be blank");
    if (!REPLIES_POLICIES.includes(repliesPolicy)) errors.push('Replies policy is not included in the list');
    if (errors.length > 0) throw unprocessable(errors.join(', '));
    return { title, replies_policy: repliesPolicy, exclusive: exclusive ? 1 : 0 };
  };

  app.get('/api/v1/lists', async (request) => {
    const { accountId } = requireUser(instance, request, 'read:lists');
    return listsOf(db, accountId).map(serializeList);
  });

  app.get('/api/v1/lists/:id', async (request) => {
    const { accountId } = requireUser(instance, request, 'read:lists');
    return serializeList(ownList(accountId, idParam(request)));
  });

  app.post('/api/v1/lists', async (request) => {
    const { accountId } = requireUser(instance, request, 'write:lists');
    const values = listParams(paramsOf(request), null);
    if (countListsOf(db, accountId) >= LISTS_PER_ACCOUNT) throw unprocessable('You have reached the maximum number of lists');
    const id = snowflake(instance.now());
    insertList(db, { id, account_id: accountId, ...values, created_at: instance.now().toISOString() });
    return serializeList(ownList(accountId, id));
  });

  app.put('/api/v1/lists/:id', async (request) => {
    const { accountId } = requireUser(instance, request, 'write:lists');
    const list = ownList(accountId, idParam(request));
    const values = listParams(paramsOf(request), list);
    updateList(db, list.id, values);
    return serializeList(ownList(accountId, list.id));
  });

  app.delete('/api/v1/lists/:id', async (request) => {
    const { accountId } = requireUser(instance, request, 'write:lists');
    const list = ownList(accountId, idParam(request));
    deleteList(db, list.id);
    return {};
  });

  // Members, paginated by account id (Mastodon's list.accounts.paginate_by_max_id); `limit=0` gives them all.
  app.get('/api/v1/lists/:id/accounts', async (request, reply) => {
    const { accountId } = requireUser(instance, request, 'read:lists');
    const list = ownList(accountId, idParam(request));
    const params = paramsOf(request);
    const all = str(params.limit) === '0';
    const page = pageQuery(all ? { ...params, limit: undefined } : params, { default: 40, max: 80 });
    const rows = listMembers(db, list.id, all ? { maxId: null, sinceId: null, limit: null } : page);
    if (!all) setPageLinks(instance, request, reply, { first: rows[0]?.id, last: rows.at(-1)?.id });
    return serializeAccounts(instance, rows);
  });

  app.post('/api/v1/lists/:id/accounts', async (request) => {
    const { accountId } = requireUser(instance, request, 'write:lists');
    const list = ownList(accountId, idParam(request));
    const ids = [...new Set(strArray(paramsOf(request).account_ids))];
    const accounts = ids.map((id) => findAccount(db, id) ?? null);
    if (accounts.some((account) => account === null)) throw notFound();
    addMembers(instance, list, ids);
    return {};
  });

  app.delete('/api/v1/lists/:id/accounts', async (request) => {
    const { accountId } = requireUser(instance, request, 'write:lists');
    const list = ownList(accountId, idParam(request));
    removeListMembers(db, list.id, strArray(paramsOf(request).account_ids));
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
