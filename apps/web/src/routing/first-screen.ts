import { expandNotifications, expandTimeline, selectColumns, type TrumpetStore } from '@trumpet/core';
import { isShownColumn } from '../layout/columns';
import { MOBILE_MAX_WIDTH } from '../layout/useMobile';
import * as Screens from './screens';
import { markStartedLoad } from './started-loads';

export interface FirstScreen {
  signedIn: boolean;
  pathname: string;
  /** The viewport's width: at MOBILE_MAX_WIDTH or less, only the route shows. */
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
  const pinned = width > MOBILE_MAX_WIDTH ? selectColumns(store.getState()).filter(isShownColumn).map((column) => column.id) : [];
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
