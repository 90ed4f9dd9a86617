import { createPreferencesResource } from '@trumpet/api-client';
import { isQuoteApprovalPolicy } from './quote-rules';
import { call, put, select, take, takeEvery } from 'typed-redux-saga';
import { importEntities } from '../../importer/import-saga';
import type { PayloadAction } from '../../store/actions';
import { services } from '../../store/context';
import { resource } from '../../store/resource';
import { toStoredError } from '../../store/errors';
import type { RootState } from '../../store/root-reducer';
import { composeMounted } from '../compose/compose-actions';
import { composeQuoteDefaultLoaded, revokeQuote } from './quote-actions';

/** POST /api/v1/statuses/:quoted/quotes/:quoting/revoke; the answer (the quoting status, revoked) is imported. */
export function* revokeQuoteSaga(action: PayloadAction<{ quotedId: string; quotingId: string }>) {
  const { quotedId, quotingId } = action.payload;
  const { api } = yield* services();
  try {
    const quoting = yield* call([api.statuses, api.statuses.revokeQuote], quotedId, quotingId);
    yield* importEntities({ statuses: [quoting] });
    yield* put(revokeQuote.success({ quotingId }));
  } catch (error) {
    yield* put(revokeQuote.fail({ request: action.payload, error: toStoredError(error), skipAlert: false }));
  }
}

const composerShown = (state: RootState): boolean => state.meta.me !== null && state.compose.mounted > 0;

/**
 * Once a composer is first shown, the user's default quote policy from GET /api/v1/preferences
 * (`posting:default:quote_policy`, Mastodon 4.5+). A server without it leaves the default at public.
 */
export function* quoteDefaultSaga() {
  while (!(yield* select(composerShown))) yield* take(composeMounted.type);
  const preferencesApi = yield* resource(createPreferencesResource);
  try {
    const preferences = yield* call([preferencesApi, preferencesApi.fetch]);
    const policy = preferences['posting:default:quote_policy'];
    if (isQuoteApprovalPolicy(policy)) yield* put(composeQuoteDefaultLoaded({ policy }));
  } catch {
    // An older server, or none to read: the composer offers public first, and sends no policy unless one is chosen.
  }
}

export function* quotesSaga() {
  yield* takeEvery(revokeQuote.request.type, revokeQuoteSaga);
  yield* quoteDefaultSaga();
}
