import type { Account, Poll, Status } from '@trumpet/api-client';
import { put, select } from 'typed-redux-saga';
import { services } from '../store/context';
import { getEntity } from '../store/entity-table';
import type { RootState } from '../store/root-reducer';
import { entitiesImported } from './importer-actions';
import { normalizeEntities } from './normalize';

const selectExpandSpoilers = (state: RootState): boolean => state.meta.expand_spoilers;
const selectAccountTable = (state: RootState): RootState['accounts'] => state.accounts;

/** The one importer: every saga that receives entities brings them into the store through here. */
export function* importEntities(input: {
  statuses?: readonly Status[];
  accounts?: readonly Account[];
  polls?: readonly Poll[];
}) {
  const { sanitize } = yield* services();
  const expandSpoilers = yield* select(selectExpandSpoilers);
  const accounts = yield* select(selectAccountTable);
  yield* put(entitiesImported(normalizeEntities(input, { sanitize, expandSpoilers, storedAccount: (id) => getEntity(accounts, id) })));
}
