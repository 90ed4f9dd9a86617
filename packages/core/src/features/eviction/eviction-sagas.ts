import { call, delay, fork, put, select, take } from 'typed-redux-saga';
import { entitiesImported } from '../../importer/importer-actions';
import type { RootState } from '../../store/root-reducer';
import {
  computeEviction,
  EVICTION_INTERVAL_MS,
  EVICTION_STATUS_THRESHOLD,
  HIDDEN_TIMELINE_KEEP,
  timelinesToTrim,
} from './compute-eviction';
import { entitiesEvicted, evictionRequested, timelineTrimmed } from './eviction-actions';

const selectState = (state: RootState): RootState => state;
const selectStatusCount = (state: RootState): number => state.statuses.size;

/** One pass: trim hidden timelines, then remove every entity nothing refers to. */
export function* runEviction(protectedIds: ReadonlySet<string>) {
  const before = yield* select(selectState);
  for (const timeline of timelinesToTrim(before)) yield* put(timelineTrimmed({ timeline, keep: HIDDEN_TIMELINE_KEEP }));
  const state = yield* select(selectState);
  const evicted = computeEviction(state, protectedIds);
  if (evicted.statusIds.length + evicted.accountIds.length + evicted.pollIds.length === 0) return;
  yield* put(entitiesEvicted(evicted));
}

/**
 * After imports the pass runs at most every EVICTION_INTERVAL_MS, or at once above
 * EVICTION_STATUS_THRESHOLD statuses (and twice what the last pass left, so a store whose timelines
 * really hold that many is not swept on every streamed status); entities imported since the last pass are spared, since the
 * timeline or screen that will refer to them may not have said so yet.
 */
export function* evictionSaga() {
  let fresh = new Set<string>();
  let scheduled = false;
  let leftByLastPass = 0;
  const pass = function* (protect: boolean) {
    const protectedIds = protect ? fresh : new Set<string>();
    fresh = new Set();
    scheduled = false;
    yield* call(runEviction, protectedIds);
    leftByLastPass = yield* select(selectStatusCount);
  };
  const later = function* () {
    yield* delay(EVICTION_INTERVAL_MS);
    if (scheduled) yield* call(pass, true);
  };
  const pattern = [entitiesImported.type, evictionRequested.type];
  for (;;) {
    const action = yield* take(pattern);
    if (evictionRequested.match(action)) {
      yield* call(pass, false);
      continue;
    }
    if (!entitiesImported.match(action)) continue;
    const imported = action.payload;
    for (const record of [...imported.statuses, ...imported.accounts]) fresh.add(record.id);
    const count = yield* select(selectStatusCount);
    if (count > Math.max(EVICTION_STATUS_THRESHOLD, 2 * leftByLastPass)) yield* call(pass, true);
    else if (!scheduled) {
      scheduled = true;
      yield* fork(later);
    }
  }
}
