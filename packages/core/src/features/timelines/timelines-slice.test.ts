import type { UnknownAction } from 'redux';
import { statusesRemoved } from '../statuses/status-actions';
import {
  expandTimeline,
  timelineConnected,
  timelineDisconnected,
  timelineLoadStarted,
  timelineScrolledTop,
  timelineStatusDeleted,
  timelineStatusesRemoved,
  timelineUpdate,
  type ExpandTimelineSuccess,
} from './timelines-actions';
import { mergeTimelineIds } from './merge-timeline-ids';
import { timelinesReducer } from './timelines-slice';
import { initialTimeline, MAX_PENDING, type TimelineState, type TimelinesState } from './timelines-state';

const withTimeline = (name: string, patch: Partial<TimelineState>): TimelinesState => ({ [name]: { ...initialTimeline, ...patch } });
const run = (state: TimelinesState, ...actions: UnknownAction[]): TimelinesState =>
  actions.reduce((s, a) => timelinesReducer(s, a), state);
const success = (patch: Partial<ExpandTimelineSuccess>): UnknownAction =>
  expandTimeline.success({ timeline: 'home', ids: [], hasNext: true, partial: false, loadingRecent: false, skipped: false, ...patch });

describe('mergeTimelineIds (Mastodon expandNormalizedTimeline)', () => {
  it.each([
    ['first page into an empty timeline', [], ['30', '20'], false, ['30', '20']],
    ['older page appended', ['50', '40'], ['30', '20'], false, ['50', '40', '30', '20']],
    ['newer page on top', ['30', '20'], ['50', '40'], false, ['50', '40', '30', '20']],
    ['overlap de-duplicated', ['50', '40', '30'], ['40', '30', '20'], false, ['50', '40', '30', '20']],
    ['a gap filled by a page reaching below it', ['50', null, '20'], ['40', '30', '20'], false, ['50', '40', '30', '20']],
    ['a gap kept below a page that stops short of the next id', ['50', null, '20'], ['40', '30'], false, ['50', '40', '30', null, '20']],
    ['a gap the page does not reach stays', ['90', null, '20'], ['50', '40'], false, ['90', '50', '40', null, '20']],
    ['partial page into an empty timeline gets a gap above it', [], ['30'], true, [null, '30']],
    ['partial page above existing ids', ['20'], ['40', '30'], true, [null, '40', '30', '20']],
    ['an empty page changes nothing', ['20', null], [], true, ['20', null]],
    ['ids compare by length first', ['9'], ['10'], false, ['10', '9']],
  ])('%s', (_name, old, page, partial, expected) => {
    expect(mergeTimelineIds(old as (string | null)[], page as string[], partial as boolean)).toEqual(expected);
  });
});

describe('timelines reducer (SPEC §4 Timelines)', () => {
  it('starts a timeline with the initial state', () => {
    expect(run({}, timelineLoadStarted({ timeline: 'home' })).home).toEqual({ ...initialTimeline, isLoading: true });
  });

  it('merges a loaded page, clears isLoading and keeps hasMore while there is a next link', () => {
    const state = run({}, timelineLoadStarted({ timeline: 'home' }), success({ ids: ['3', '2'], hasNext: true }));
    expect(state.home).toMatchObject({ isLoading: false, hasMore: true, isPartial: false, items: ['3', '2'] });
  });

  it('sets hasMore false on a last page, but not on a since_id load', () => {
    expect(run({}, success({ ids: ['2'], hasNext: false })).home?.hasMore).toBe(false);
    expect(run({}, success({ ids: ['2'], hasNext: false, loadingRecent: true })).home?.hasMore).toBe(true);
  });

  it('puts a since_id page on top and a max_id page at the end', () => {
    const start = withTimeline('home', { items: ['5', '4'] });
    expect(run(start, success({ ids: ['7', '6'], loadingRecent: true })).home?.items).toEqual(['7', '6', '5', '4']);
    expect(run(start, success({ ids: ['3', '2'] })).home?.items).toEqual(['5', '4', '3', '2']);
  });

  it('marks a 206 answer partial with a gap at the head, and clears it on a full answer', () => {
    const partial = run({}, success({ ids: ['4'], partial: true }));
    expect(partial.home).toMatchObject({ isPartial: true, items: [null, '4'] });
    expect(run(partial, success({ ids: ['6', '5'], loadingRecent: true })).home).toMatchObject({ isPartial: false, items: ['6', '5', null, '4'] });
  });

  it('replaces a pinned timeline wholesale', () => {
    const start = withTimeline('account:1:pinned', { items: ['9', '8'] });
    const next = run(start, expandTimeline.success({ timeline: 'account:1:pinned', ids: ['7'], hasNext: false, partial: false, loadingRecent: false, skipped: false }));
    expect(next['account:1:pinned']?.items).toEqual(['7']);
  });

  it('leaves a loading timeline alone on a skipped success', () => {
    const loading = run({}, timelineLoadStarted({ timeline: 'home' }));
    expect(run(loading, success({ ids: ['1'], skipped: true }))).toBe(loading);
  });

  it('clears isLoading on failure', () => {
    const loading = run({}, timelineLoadStarted({ timeline: 'home' }));
    const failed = run(loading, expandTimeline.fail({ request: { timeline: 'home' }, error: { kind: 'unexpected', message: 'x', status: null }, skipAlert: false }));
    expect(failed.home?.isLoading).toBe(false);
  });

  const forty = Array.from({ length: 41 }, (_, i) => String(100 - i));
  it.each([
    ['at the top, few items: on top, no unread', { top: true, items: ['2', '1'] }, { unread: 0, items: ['3', '2', '1'] }],
    ['not at the top: waits, unread rises, the list stays', { top: false, unread: 2, items: ['2', '1'] }, { unread: 3, items: ['2', '1'], pending: ['3'] }],
    ['at the top above 40: cut to 20 first', { top: true, items: forty }, { unread: 0, items: ['3', ...forty.slice(0, 20)] }],
    ['not at the top above 40: not cut', { top: false, items: forty }, { unread: 1, items: forty, pending: ['3'] }],
    ['exactly 40 at the top: not cut', { top: true, items: forty.slice(0, 40) }, { unread: 0, items: ['3', ...forty.slice(0, 40)] }],
  ])('a new status %s', (_name, before, after) => {
    const next = run(withTimeline('home', before), timelineUpdate({ timeline: 'home', statusId: '3' }));
    expect(next.home).toMatchObject(after);
  });

  it('ignores a new status already in the timeline', () => {
    const start = withTimeline('home', { top: false, items: ['3', '2'] });
    expect(run(start, timelineUpdate({ timeline: 'home', statusId: '2' }))).toBe(start);
  });

  it('ignores a streamed status already waiting', () => {
    const start = withTimeline('home', { top: false, items: ['2'], pending: ['3'], unread: 1 });
    expect(run(start, timelineUpdate({ timeline: 'home', statusId: '3' }))).toBe(start);
  });

  it('releases what waited on top of the list when the reader is back at the top', () => {
    let state = withTimeline('home', { top: false, items: ['2', '1'] });
    for (const id of ['3', '4', '5']) state = run(state, timelineUpdate({ timeline: 'home', statusId: id }));
    expect(state.home).toMatchObject({ items: ['2', '1'], pending: ['5', '4', '3'], unread: 3 });
    const back = run(state, timelineScrolledTop({ timeline: 'home', top: true })).home;
    expect(back).toMatchObject({ top: true, unread: 0, items: ['5', '4', '3', '2', '1'], pending: [], pendingGap: false });
  });

  it(`keeps the newest ${MAX_PENDING} waiting, and a gap below them for what did not fit`, () => {
    let state = withTimeline('home', { top: false, items: ['1'] });
    const streamedIds = Array.from({ length: MAX_PENDING + 5 }, (_, i) => String(1000 + i));
    for (const id of streamedIds) state = run(state, timelineUpdate({ timeline: 'home', statusId: id }));
    expect(state.home?.pending).toEqual([...streamedIds].reverse().slice(0, MAX_PENDING));
    expect(state.home?.unread).toBe(MAX_PENDING + 5);
    const back = run(state, timelineScrolledTop({ timeline: 'home', top: true })).home;
    expect(back?.items).toEqual([...[...streamedIds].reverse().slice(0, MAX_PENDING), null, '1']);
  });

  it('a deleted status leaves the waiting ones too', () => {
    const start = withTimeline('home', { top: false, items: ['2'], pending: ['4', '3'] });
    expect(run(start, statusesRemoved({ ids: ['3'] })).home).toMatchObject({ items: ['2'], pending: ['4'] });
  });

  it('records the scroll position and resets unread at the top', () => {
    const start = withTimeline('home', { unread: 4 });
    expect(run(start, timelineScrolledTop({ timeline: 'home', top: false })).home).toMatchObject({ top: false, unread: 4 });
    expect(run(start, timelineScrolledTop({ timeline: 'home', top: true })).home).toMatchObject({ top: true, unread: 0 });
  });

  it.each([
    ['items', ['2', '1'], [null, '2', '1']],
    ['a gap at the head already', [null, '1'], [null, '1']],
    ['no items', [], []],
  ])('going offline with %s inserts a gap at the head only when needed', (_name, items, expected) => {
    const next = run(withTimeline('home', { online: true, items }), timelineDisconnected({ timeline: 'home' }));
    expect(next.home).toMatchObject({ online: false, items: expected });
    expect(run(next, timelineConnected({ timeline: 'home' })).home?.online).toBe(true);
  });

  it('removes a deleted status and its reblogs from every timeline', () => {
    const start = { ...withTimeline('home', { items: ['5', '4', null, '3'] }), ...withTimeline('account:1', { items: ['4', '2'] }) };
    const next = run(start, timelineStatusDeleted({ id: '4', reblogIds: ['5'] }));
    expect(next.home?.items).toEqual([null, '3']);
    expect(next['account:1']?.items).toEqual(['2']);
  });

  it('drops statuses removed from the store (statuses/REMOVED) from every timeline', () => {
    const start = { ...withTimeline('home', { items: ['5', '4', '3'] }), ...withTimeline('account:1', { items: ['4'] }) };
    const next = run(start, statusesRemoved({ ids: ['4', '5'] }));
    expect([next.home?.items, next['account:1']?.items]).toEqual([['3'], []]);
  });

  it('removes a blocked account’s statuses from every timeline but the account timelines, or only from home', () => {
    const start = {
      ...withTimeline('home', { items: ['5', '4'] }),
      ...withTimeline('public', { items: ['4', '3'] }),
      ...withTimeline('account:1', { items: ['4'] }),
    };
    const blocked = run(start, timelineStatusesRemoved({ ids: ['4'], from: 'allButAccounts' }));
    expect([blocked.home?.items, blocked.public?.items, blocked['account:1']?.items]).toEqual([['5'], ['3'], ['4']]);
    const unfollowed = run(start, timelineStatusesRemoved({ ids: ['4'], from: 'home' }));
    expect([unfollowed.home?.items, unfollowed.public?.items]).toEqual([['5'], ['4', '3']]);
  });
});

describe('actions the timelines do not handle', () => {
  it('leave the state object untouched, while handled ones still apply', () => {
    const state = timelinesReducer(undefined, timelineUpdate({ timeline: 'home', statusId: '5' }));
    expect(timelinesReducer(state, { type: 'something/ELSE_HAPPENED' })).toBe(state);
    expect(timelinesReducer(state, timelineUpdate({ timeline: 'home', statusId: '6' })).home?.items).toEqual(['6', '5']);
  });
});
