import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { findAccount } from '../db/queries';
import { accountsByIds } from '../db/repositories/accounts';
import { badRequest, notFound, unprocessable } from '../http/api-error';
import { anyViewer, signedIn } from '../http/auth';
import { isUploadedFile } from '../http/multipart';
import { bool, OFFSET_RANGE, record, str } from '../http/param-readers';
import { clamped, flag, idParams, integer, text, texts } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { serializeAccount, serializeAccounts, serializeCredentialAccount } from '../serializers/account';
import { serializeRelationship } from '../serializers/relationship';
import { accountOr404, findAccountByAcct } from '../services/account-lookup';
import { searchAccounts } from '../services/account-search';
import { UNREADABLE, updateCredentials, type FieldParams, type Sent, type SourceParams } from '../services/update-credentials';
import { listsWithMember } from '../db/repositories/lists';
import { serializeList } from '../serializers/list';
import { familiarFollowers, identityProofsOf } from '../db/repositories/account-relations';
import { featuredTagsOf } from '../db/repositories/featured-tags';
import { serializeFeaturedTag } from '../serializers/featured-tag';

const MAX_ACCOUNTS = 80;

/** A param read by `read`: undefined when absent, UNREADABLE when sent as something `read` cannot read. */
const sentAs = <T>(value: unknown, read: (value: unknown) => T | undefined): Sent<T> => (value === undefined ? undefined : (read(value) ?? UNREADABLE));

/** A profile param for update_credentials, which answers `is invalid` for one sent unreadable. */
const sent = <T>(read: (value: unknown) => T | undefined) => z.unknown().transform((value) => sentAs(value, read)).optional();

/** `fields_attributes[n][name|value]` (or a JSON array); sent blank, no fields. */
function profileFields(value: unknown): FieldParams[] | undefined {
  const entries = Array.isArray(value) ? value : typeof value === 'object' && value !== null ? Object.values(value) : value === '' ? [] : undefined;
  return entries?.map((entry) => {
    const attributes = record(entry);
    return { name: str(attributes.name) ?? '', value: str(attributes.value) ?? '' };
  });
}

/** `source[privacy|sensitive|language|quote_policy]`, an object; a `language` sent as null is left as it is. */
function postingDefaults(value: unknown): SourceParams | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const source = record(value);
  return {
    privacy: sentAs(source.privacy, str),
    sensitive: sentAs(source.sensitive, bool),
    language: source.language === null ? undefined : sentAs(source.language, str),
    quote_policy: sentAs(source.quote_policy, str),
  };
}

/** An avatar or header: a multipart upload; sent blank, left as it is. */
const image = () => z.unknown().transform((value) => (value === '' ? undefined : sentAs(value, (file) => (isUploadedFile(file) ? file : undefined)))).optional();

/** update_credentials' params (and PATCH /api/v1/profile's), each absent, read, or UNREADABLE; the service validates them all before answering one 422. */
export const credentialFields = z.object({
  display_name: sent(str),
  note: sent(str),
  locked: sent(bool),
  bot: sent(bool),
  discoverable: sent(bool),
  fields_attributes: sent(profileFields),
  source: sent(postingDefaults),
  avatar: image(),
  header: image(),
});
const accountIds = z.object({ id: texts() });
const acctQuery = z.object({ acct: text() });
/** Without `q` (a 400 of its own, as Rails' ParameterMissing) the other params are not read. */
const searchQuery = z.preprocess(
  (raw) => {
    const params = record(raw);
    return str(params.q) === undefined ? {} : params;
  },
  z.object({
    q: text(),
    limit: clamped({ min: 1, max: MAX_ACCOUNTS }, 40),
    offset: integer(OFFSET_RANGE),
    following: flag(),
  }),
);

/** Reading accounts and the signed-in user's own profile. https://docs.joinmastodon.org/methods/accounts/ */
export function accountsRoutes(app: FastifyInstance, instance: Instance): void {
  const { db } = instance;
  const api = apiRoutes(app, instance);
  const viewing = anyViewer('read:accounts');

  api.get('/api/v1/accounts/verify_credentials', { auth: signedIn(['profile', 'read:accounts']) }, async ({ auth }) =>
    serializeCredentialAccount(instance, accountOr404(instance, auth.accountId)),
  );

  api.patch('/api/v1/accounts/update_credentials', { auth: signedIn('write:accounts'), body: credentialFields }, async ({ auth, body }) =>
    serializeCredentialAccount(instance, await updateCredentials(instance, auth.accountId, body)),
  );

  // GET /api/v1/accounts?id[]=…: several accounts at once (Mastodon 4.3), missing ones left out.
  api.get('/api/v1/accounts', { auth: viewing, query: accountIds }, async ({ query }) => {
    const ids = [...new Set(query.id)];
    if (ids.length > MAX_ACCOUNTS) throw unprocessable('Too many IDs requested');
    const found = accountsByIds(db, ids);
    return serializeAccounts(
      instance,
      ids.flatMap((id) => found.get(id) ?? []),
    );
  });

  api.get('/api/v1/accounts/lookup', { auth: viewing, query: acctQuery }, async ({ query }) => {
    const account = findAccountByAcct(instance, query.acct ?? '');
    if (!account) throw notFound();
    return serializeAccount(instance, account);
  });

  api.get('/api/v1/accounts/relationships', { auth: signedIn('read:follows'), query: accountIds }, async ({ auth, query }) => {
    const ids = [...new Set(query.id)];
    return ids.filter((id) => findAccount(db, id) !== undefined).map((id) => serializeRelationship(instance, auth.accountId, id));
  });

  // Accounts the user follows that also follow each given account (the "followed by …" line on profiles).
  api.get('/api/v1/accounts/familiar_followers', { auth: signedIn('read:follows'), query: accountIds }, async ({ auth, query }) => {
    const ids = [...new Set(query.id)].slice(0, MAX_ACCOUNTS);
    return ids
      .filter((id) => findAccount(db, id) !== undefined)
      .map((id) => ({ id, accounts: familiarFollowers(db, auth.accountId, id).map((account) => serializeAccount(instance, account)) }));
  });

  api.get('/api/v1/accounts/search', { auth: signedIn('read:accounts'), query: searchQuery }, async ({ auth, query }) => {
    const { q, limit, offset = 0, following } = query;
    if (q === undefined) throw badRequest('param is missing or the value is empty: q');
    const accounts = searchAccounts(instance, auth.accountId, q, { limit, offset: Math.max(offset, 0), following: following === true });
    return serializeAccounts(instance, accounts);
  });

  api.get('/api/v1/accounts/:id', { auth: viewing, params: idParams }, async ({ params }) => serializeAccount(instance, accountOr404(instance, params.id)));

  api.get('/api/v1/accounts/:id/lists', { auth: signedIn('read:lists'), params: idParams }, async ({ auth, params }) => {
    const account = accountOr404(instance, params.id);
    return listsWithMember(db, auth.accountId, account.id).map(serializeList);
  });

  // The hashtags the account features, with its public and unlisted statuses carrying each.
  api.get('/api/v1/accounts/:id/featured_tags', { auth: viewing, params: idParams }, async ({ params }) => {
    const account = accountOr404(instance, params.id);
    return featuredTagsOf(db, account.id).map((row) => serializeFeaturedTag(instance, account, row));
  });

  api.get('/api/v1/accounts/:id/identity_proofs', { auth: viewing, params: idParams }, async ({ params }) => {
    const account = accountOr404(instance, params.id);
    return identityProofsOf(db, account.id);
  });
}
