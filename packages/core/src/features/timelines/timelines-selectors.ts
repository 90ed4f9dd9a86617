import { createSelector } from 'reselect';
import { getEntity, hasEntity } from '../../store/entity-table';
import type { RootState } from '../../store/root-reducer';
import { initialTimeline, type TimelineState } from './timelines-state';

export const selectTimeline = (state: RootState, timeline: string): TimelineState | undefined => state.timelines[timeline];

/** A timeline's state, the initial one for a timeline never loaded. */
export const selectTimelineOrInitial = (state: RootState, timeline: string): TimelineState =>
  state.timelines[timeline] ?? initialTimeline;

/** The statuses in the store that are reblogs of these ids. */
export const selectReblogIdsOf = (state: RootState, ids: readonly string[]): string[] =>
  ids.flatMap((id) => getEntity(state.reblogs, id) ?? []).filter((id) => hasEntity(state.statuses, id));

/**
 * The items a timeline shows (gaps kept): home hides boosts when shows.reblog is false, and replies
 * when shows.reply is false, except replies to the own account or to oneself (SPEC §5;
 * Mastodon ui/containers/status_list_container makeGetStatusIds).
 */
export const selectTimelineVisibleIds = createSelector(
  [
    (state: RootState, timeline: string) => state.timelines[timeline]?.items ?? initialTimeline.items,
    (state: RootState, timeline: string) => (timeline === 'home' ? state.settings.home.shows : null),
    (state: RootState) => state.statuses,
    (state: RootState) => state.meta.me,
  ],
  (items, shows, statuses, me): (string | null)[] => {
    if (!shows || (shows.reblog && shows.reply)) return items;
    return items.filter((id) => {
      if (id === null) return true;
      const status = getEntity(statuses, id);
      if (!status) return true;
      if (!shows.reblog && status.reblog !== null) return false;
      if (!shows.reply && status.in_reply_to_id !== null) {
        return status.in_reply_to_account_id === me || status.in_reply_to_account_id === status.account;
      }
      return true;
    });
  },
);
