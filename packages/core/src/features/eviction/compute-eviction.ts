import { entityIds, getEntity } from '../../store/entity-table';
import type { RootState } from '../../store/root-reducer';
import type { EvictedEntities } from './eviction-actions';

/** A timeline off screen keeps this many items; older ones are loaded again through "load more". */
export const HIDDEN_TIMELINE_KEEP = 400;
/** An import that leaves more statuses than this runs the eviction pass at once. */
export const EVICTION_STATUS_THRESHOLD = 2000;
/** Otherwise the pass runs at most this often after imports. */
export const EVICTION_INTERVAL_MS = 30_000;

/** Hidden timelines longer than HIDDEN_TIMELINE_KEEP, to trim before the pass. */
export function timelinesToTrim(state: RootState): string[] {
  return Object.keys(state.screens.hiddenTimelines).filter(
    (name) => (state.timelines[name]?.items.length ?? 0) > HIDDEN_TIMELINE_KEEP,
  );
}

/**
 * Everything no timeline, thread, notification, conversation, user list or open screen refers to (issue #4 "Memory stays
 * bounded"). `protectedIds` (just imported, maybe not yet referenced) are kept too.
 */
export function computeEviction(state: RootState, protectedIds: ReadonlySet<string> = new Set()): EvictedEntities {
  const statusIds = new Set<string>(protectedIds);
  const accountIds = new Set<string>(protectedIds);
  const add = (set: Set<string>, id: string | null | undefined): void => {
    if (id) set.add(id);
  };
  for (const timeline of Object.values(state.timelines)) {
    for (const id of timeline.items) add(statusIds, id);
    for (const id of timeline.pending) add(statusIds, id);
  }
  for (const notification of state.notifications.items) {
    add(statusIds, notification.status);
    add(accountIds, notification.account);
  }
  for (const lists of [state.contexts.ancestors, state.contexts.descendants]) {
    for (const [root, ids] of Object.entries(lists)) {
      add(statusIds, root);
      for (const id of ids) add(statusIds, id);
    }
  }
  for (const screen of Object.values(state.screens.open)) {
    for (const id of screen.statusIds) add(statusIds, id);
    for (const id of screen.accountIds) add(accountIds, id);
  }
  for (const conversation of state.conversations.items) {
    add(statusIds, conversation.last_status);
    for (const id of conversation.accounts) add(accountIds, id);
  }
  for (const [key, list] of Object.entries(state.userLists)) {
    if (key !== 'domain_blocks') for (const id of list?.items ?? []) add(accountIds, id);
  }
  add(accountIds, state.meta.me);

  const pollIds = new Set<string>();
  for (const id of [...statusIds]) {
    const status = getEntity(state.statuses, id);
    if (!status) continue;
    const reblog = status.reblog ? getEntity(state.statuses, status.reblog) : undefined;
    const shown = reblog ?? status;
    // The quoted status shows inside the quoting one; its own quote is a link by id only.
    const quotedId = shown.quote?.quoted_status_id;
    const quoted = quotedId ? getEntity(state.statuses, quotedId) : undefined;
    for (const kept of [status, reblog, quoted]) {
      if (!kept) continue;
      statusIds.add(kept.id);
      add(accountIds, kept.account);
      add(pollIds, kept.poll);
    }
  }
  // Follow moved-to chains (erin → frank → …) so a kept account's "moved" always resolves.
  const pending = [...accountIds];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    const moved = getEntity(state.accounts, id)?.moved;
    if (moved && !accountIds.has(moved)) {
      accountIds.add(moved);
      pending.push(moved);
    }
  }
  const notKept = (kept: Set<string>) => (id: string) => !kept.has(id);
  return {
    statusIds: entityIds(state.statuses).filter(notKept(statusIds)),
    accountIds: [...new Set([...entityIds(state.accounts), ...entityIds(state.relationships)])].filter(notKept(accountIds)),
    pollIds: entityIds(state.polls).filter(notKept(pollIds)),
  };
}
