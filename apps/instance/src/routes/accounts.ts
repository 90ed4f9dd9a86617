import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { findAccount } from '../db/queries';
import { accountsByIds } from '../db/repositories/accounts';
import { badRequest, notFound, unprocessable } from '../http/api-error';
import { optionalUser, requireUser } from '../http/auth';
import { bool, clampedInt, int, OFFSET_RANGE, str, strArray } from '../http/param-readers';
import { idParam, paramsOf } from '../http/params';
import { serializeAccount, serializeAccounts, serializeCredentialAccount } from '../serializers/account';
import { serializeRelationship } from '../serializers/relationship';
import { accountOr404, findAccountByAcct } from '../services/account-lookup';
import { searchAccounts } from '../services/account-search';
import { updateCredentials } from '../services/update-credentials';
import { listsWithMember } from '../db/repositories/lists';
import { serializeList } from '../serializers/list';
import { familiarFollowers, identityProofsOf } from '../db/repositories/account-relations';

const MAX_ACCOUNTS = 80;

/** Reading accounts and the signed-in user's own profile. https://docs.joinmastodon.org/methods/accounts/ */
export function accountsRoutes(app: FastifyInstance, instance: Instance): void {
  const { db } = instance;

  app.get('/api/v1/accounts/verify_credentials', async (request) => {
    const auth = requireUser(instance, request, ['profile', 'read:accounts']);
    return serializeCredentialAccount(instance, accountOr404(instance, auth.accountId));
  });

  app.patch('/api/v1/accounts/update_credentials', async (request) => {
    const auth = requireUser(instance, request, 'write:accounts');
    return serializeCredentialAccount(instance, await updateCredentials(instance, auth.accountId, paramsOf(request)));
  });

  // GET /api/v1/accounts?id[]=…: several accounts at once (Mastodon 4.3), missing ones left out.
  app.get('/api/v1/accounts', async (request) => {
    optionalUser(instance, request, 'read:accounts');
    const ids = [...new Set(strArray(paramsOf(request).id))];
    if (ids.length > MAX_ACCOUNTS) throw unprocessable('Too many IDs requested');
    const found = accountsByIds(db, ids);
    return serializeAccounts(
      instance,
      ids.flatMap((id) => found.get(id) ?? []),
    );
  });

  app.get('/api/v1/accounts/lookup', async (request) => {
    optionalUser(instance, request, 'read:accounts');
    const account = findAccountByAcct(instance, str(paramsOf(request).acct) ?? '');
    if (!account) throw notFound();
    return serializeAccount(instance, account);
  });

  app.get('/api/v1/accounts/relationships', async (request) => {
    const auth = requireUser(instance, request, 'read:follows');
    const ids = [...new Set(strArray(paramsOf(request).id))];
    return ids.filter((id) => findAccount(db, id) !== undefined).map((id) => serializeRelationship(instance, auth.accountId, id));
  });

  // Accounts the user follows that also follow each given account (the "followed by …" line on profiles).
  app.get('/api/v1/accounts/familiar_followers', async (request) => {
    const auth = requireUser(instance, request, 'read:follows');
    const ids = [...new Set(strArray(paramsOf(request).id))].slice(0, MAX_ACCOUNTS);
    return ids
      .filter((id) => findAccount(db, id) !== undefined)
      .map((id) => ({ id, accounts: familiarFollowers(db, auth.accountId, id).map((account) => serializeAccount(instance, account)) }));
  });

  app.get('/api/v1/accounts/search', async (request) => {
    const auth = requireUser(instance, request, 'read:accounts');
    const params = paramsOf(request);
    const q = str(params.q);
    if (q === undefined) throw badRequest('param is missing or the value is empty: q');
    const limit = clampedInt(params.limit, 'limit', { min: 1, max: MAX_ACCOUNTS }, 40);
    const offset = Math.max(int(params.offset, 'offset', OFFSET_RANGE) ?? 0, 0);
    const accounts = searchAccounts(instance, auth.accountId, q, { limit, offset, following: bool(params.following) === true });
    return serializeAccounts(instance, accounts);
  });

  app.get('/api/v1/accounts/:id', async (request) => {
    optionalUser(instance, request, 'read:accounts');
    return serializeAccount(instance, accountOr404(instance, idParam(request)));
  });

  app.get('/api/v1/accounts/:id/lists', async (request) => {
    const auth = requireUser(instance, request, 'read:lists');
    const account = accountOr404(instance, idParam(request));
    return listsWithMember(db, auth.accountId, account.id).map(serializeList);
  });

  // Featured hashtags are not kept here: every account features none.
  app.get('/api/v1/accounts/:id/featured_tags', async (request) => {
    optionalUser(instance, request, 'read:accounts');
    accountOr404(instance, idParam(request));
    return [];
  });

  app.get('/api/v1/accounts/:id/identity_proofs', async (request) => {
    optionalUser(instance, request, 'read:accounts');
    const account = accountOr404(instance, idParam(request));
    return identityProofsOf(db, account.id);
  });
}
