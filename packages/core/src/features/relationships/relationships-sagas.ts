import type { Relationship } from '@trumpet/api-client';
import { call, put, select, takeEvery } from 'typed-redux-saga';
import type { AsyncActions, PayloadAction } from '../../store/actions';
import { services, type CoreServices } from '../../store/context';
import { toStoredError } from '../../store/errors';
import { entityValues, getEntity, hasEntity } from '../../store/entity-table';
import type { RootState } from '../../store/root-reducer';
import { selectAccountStatusIds } from '../accounts/accounts-selectors';
import {
  accountDomainBlockToggled,
  authorizeFollowRequest,
  blockAccount,
  blockDomain,
  endorseAccount,
  fetchRelationships,
  followAccount,
  muteAccount,
  rejectFollowRequest,
  saveAccountNote,
  unblockAccount,
  unblockDomain,
  unendorseAccount,
  unfollowAccount,
  unmuteAccount,
  showingReblogsToggled,
} from './relationships-actions';
import { domainOf, selectRelationship } from './relationships-selectors';

type ById = { id: string };

const unloadedIds = (state: RootState, ids: readonly string[]): string[] =>
  [...new Set(ids)].filter((id) => !hasEntity(state.relationships, id));

/** Only ids not yet loaded are requested; with none left nothing is requested (SPEC §7). */
export function* fetchRelationshipsSaga(action: PayloadAction<{ ids: string[] }>) {
  const ids = yield* select(unloadedIds, action.payload.ids);
  if (ids.length === 0) {
    yield* put(fetchRelationships.success({ relationships: [] }));
    return;
  }
  const { api } = yield* services();
  try {
    const relationships = yield* call([api.accounts, api.accounts.relationships], ids);
    yield* put(fetchRelationships.success({ relationships }));
  } catch (error) {
    yield* put(fetchRelationships.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

/** One relationship call: request, the api-client call, then success with `extra` read from the store first. */
function relationshipSaga<R extends ById, E extends object>(
  actions: AsyncActions<R, E & { relationship: Relationship }>,
  send: (api: CoreServices['api'], request: R) => Promise<Relationship>,
  before: (state: RootState, request: R) => E,
) {
  return function* saga(action: PayloadAction<R>) {
    const { api } = yield* services();
    const extra = yield* select(before, action.payload);
    try {
      const relationship = yield* call(send, api, action.payload);
      yield* put(actions.success({ ...extra, relationship }));
    } catch (error) {
      yield* put(actions.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
    }
  };
}

const nothing = () => ({});
const statusesOf = (state: RootState, { id }: ById) => ({ statusIds: selectAccountStatusIds(state, id) });

const follow = relationshipSaga(
  followAccount,
  (api, { id, reblogs = true }) => api.accounts.follow(id, { reblogs }),
  (state, { id }) => ({ alreadyFollowing: selectRelationship(state, id)?.following ?? false }),
);
const unfollow = relationshipSaga(
  unfollowAccount,
  (api, { id }) => api.accounts.unfollow(id),
  (state, request) => ({ ...statusesOf(state, request), wasFollowing: selectRelationship(state, request.id)?.following ?? true }),
);
const block = relationshipSaga(blockAccount, (api, { id }) => api.accounts.block(id), statusesOf);
const unblock = relationshipSaga(unblockAccount, (api, { id }) => api.accounts.unblock(id), nothing);
const mute = relationshipSaga(
  muteAccount,
  (api, { id, notifications = true }) => api.accounts.mute(id, { notifications }),
  statusesOf,
);
const unmute = relationshipSaga(unmuteAccount, (api, { id }) => api.accounts.unmute(id), nothing);
const endorse = relationshipSaga(endorseAccount, (api, { id }) => api.accounts.pin(id), nothing);
const unendorse = relationshipSaga(unendorseAccount, (api, { id }) => api.accounts.unpin(id), nothing);
const authorize = relationshipSaga(authorizeFollowRequest, (api, { id }) => api.followRequests.authorize(id), nothing);
const reject = relationshipSaga(rejectFollowRequest, (api, { id }) => api.followRequests.reject(id), nothing);
const note = relationshipSaga(saveAccountNote, (api, { id, comment }) => api.accounts.note(id, comment), nothing);

function* toggleShowingReblogs(action: PayloadAction<ById>) {
  const { id } = action.payload;
  const relationship = yield* select(selectRelationship, id);
  yield* put(followAccount.request({ id, reblogs: !(relationship?.showing_reblogs ?? true) }));
}

function* toggleAccountDomainBlock(action: PayloadAction<ById & { block: boolean }>) {
  const acct = yield* select((state: RootState) => getEntity(state.accounts, action.payload.id)?.acct);
  const domain = acct === undefined ? null : domainOf(acct);
  if (!domain) return;
  yield* put((action.payload.block ? blockDomain : unblockDomain).request({ domain }));
}

const accountIdsOnDomain = (state: RootState, domain: string): string[] =>
  entityValues(state.accounts)
    .filter((account) => domainOf(account.acct) === domain)
    .map((account) => account.id);

function domainSaga(actions: typeof blockDomain, send: (api: CoreServices['api'], domain: string) => Promise<void>) {
  return function* saga(action: PayloadAction<{ domain: string }>) {
    const { domain } = action.payload;
    const { api } = yield* services();
    try {
      yield* call(send, api, domain);
      const accountIds = yield* select(accountIdsOnDomain, domain);
      yield* put(actions.success({ domain, accountIds }));
    } catch (error) {
      yield* put(actions.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
    }
  };
}

export function* relationshipsSaga() {
  yield* takeEvery(fetchRelationships.request.type, fetchRelationshipsSaga);
  yield* takeEvery(followAccount.request.type, follow);
  yield* takeEvery(unfollowAccount.request.type, unfollow);
  yield* takeEvery(blockAccount.request.type, block);
  yield* takeEvery(unblockAccount.request.type, unblock);
  yield* takeEvery(muteAccount.request.type, mute);
  yield* takeEvery(unmuteAccount.request.type, unmute);
  yield* takeEvery(endorseAccount.request.type, endorse);
  yield* takeEvery(unendorseAccount.request.type, unendorse);
  yield* takeEvery(authorizeFollowRequest.request.type, authorize);
  yield* takeEvery(rejectFollowRequest.request.type, reject);
  yield* takeEvery(saveAccountNote.request.type, note);
  yield* takeEvery(showingReblogsToggled.type, toggleShowingReblogs);
  yield* takeEvery(accountDomainBlockToggled.type, toggleAccountDomainBlock);
  yield* takeEvery(blockDomain.request.type, domainSaga(blockDomain, (api, domain) => api.domainBlocks.block(domain)));
  yield* takeEvery(unblockDomain.request.type, domainSaga(unblockDomain, (api, domain) => api.domainBlocks.unblock(domain)));
}
