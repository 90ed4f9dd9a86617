import type { Account, Poll, Status } from '@trumpet/api-client';
import { put, select, type PutEffect, type SelectEffect } from 'redux-saga/effects';
import { services } from '../store/context';
import { getEntity } from '../store/entity-table';
import type { CoreServices } from '../store/context';
import type { RootState } from '../store/root-reducer';
import { entitiesImported } from './importer-actions';
import { normalizeEntities } from './normalize';
import type { GetContextEffect } from 'redux-saga/effects';

const selectExpandSpoilers = (state: RootState): boolean => state.meta.expand_spoilers;
const selectAccountTable = (state: RootState): RootState['accounts'] => state.accounts;

/** The one importer: every saga that receives entities brings them into the store through here. */
export function* importEntities(input: {
  statuses?: readonly Status[];
  accounts?: readonly Account[];
  polls?: readonly Poll[];
}): Generator<GetContextEffect | SelectEffect | PutEffect, void, CoreServices & boolean & RootState['accounts']> {
  const { sanitize }: CoreServices = yield* services();
  const expandSpoilers: boolean = yield select(selectExpandSpoilers);
  const accounts: RootState['accounts'] = yield select(selectAccountTable);
  yield put(entitiesImported(normalizeEntities(input, { sanitize, expandSpoilers, storedAccount: (id) => getEntity(accounts, id) })));
}
