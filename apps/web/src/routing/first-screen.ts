import { expandNotifications, expandTimeline, layoutFor, selectColumns, selectLayoutPreference, type TrumpetStore } from '@trumpet/core';
import { isShownColumn } from '../layout/columns';
import * as Screens from './screens';
import { markStartedLoad } from './started-loads';

export interface FirstScreen {
  signedIn: boolean;
  pathname: string;
  /** The viewport's width: the pinned columns show only in the multi-column layout (core's layoutFor). */
  width: number;
}

/**
 * Starts what the first screen shows from the entry, before anything renders (issue #17): the home
 * timeline's and notifications' first pages and their screens' code load in parallel, instead of
 * each request waiting for the chunks of the column that asks for it. The screens then find their
 * load under way (one load at a time) and their chunk in the module map.
 */
export function startFirstScreen(store: TrumpetStore, { signedIn, pathname, width }: FirstScreen): void {
  if (!signedIn) return;
  const multiColumn = layoutFor(selectLayoutPreference(store.getState()), width) === 'multi_column';
  const pinned = multiColumn ? selectColumns(store.getState()).filter(isShownColumn).map((column) => column.id) : [];
  const shows = new Set(pinned);
  if (pathname === '/') shows.add('HOME');
  if (pathname === '/notifications') shows.add('NOTIFICATIONS');
  if (shows.has('HOME')) {
    store.dispatch(expandTimeline.request({ timeline: 'home' }));
    markStartedLoad('home');
    Screens.HomeTimeline.preload();
  }
  if (shows.has('NOTIFICATIONS')) {
    store.dispatch(expandNotifications.request({}));
    markStartedLoad('notifications');
    Screens.Notifications.preload();
  }
}
