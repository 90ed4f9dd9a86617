import { expandNotifications, expandTimeline, settingChanged } from '@trumpet/core';
import { createTestApp } from '../../test/support/app';
import { startFirstScreen } from './first-screen';
import * as Screens from './screens';
import { takeStartedLoad } from './started-loads';

const firstLoads = (actions: { type: string; payload?: unknown }[]) =>
  actions.filter((action) => action.type === expandTimeline.request.type || action.type === expandNotifications.request.type).map((action) => [action.type, action.payload]);

describe('startFirstScreen', () => {
  let preloadHome: jest.SpyInstance;
  let preloadNotifications: jest.SpyInstance;
  beforeEach(() => {
    preloadHome = jest.spyOn(Screens.HomeTimeline, 'preload').mockImplementation(() => undefined);
    preloadNotifications = jest.spyOn(Screens.Notifications, 'preload').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    takeStartedLoad('home');
    takeStartedLoad('notifications');
  });

  it('on a wide screen starts the default columns: home and notifications, requests and code', () => {
    const app = createTestApp();
    startFirstScreen(app.store, { signedIn: true, pathname: '/accounts/5', width: 1280 });
    expect(firstLoads(app.actions)).toEqual([
      [expandTimeline.request.type, { timeline: 'home' }],
      [expandNotifications.request.type, {}],
    ]);
    expect(app.calls.map((call) => new URL(call.url).pathname)).toEqual(expect.arrayContaining(['/api/v1/timelines/home', '/api/v2/notifications']));
    expect(preloadHome).toHaveBeenCalledTimes(1);
    expect(preloadNotifications).toHaveBeenCalledTimes(1);
    // Each screen's first mount finds its load started, once.
    expect(takeStartedLoad('home')).toBe(true);
    expect(takeStartedLoad('home')).toBe(false);
    expect(takeStartedLoad('notifications')).toBe(true);
  });

  it('on a phone starts only what the route shows', () => {
    const home = createTestApp();
    startFirstScreen(home.store, { signedIn: true, pathname: '/', width: 400 });
    expect(firstLoads(home.actions)).toEqual([[expandTimeline.request.type, { timeline: 'home' }]]);
    expect(preloadNotifications).not.toHaveBeenCalled();

    const profile = createTestApp();
    startFirstScreen(profile.store, { signedIn: true, pathname: '/accounts/5', width: 400 });
    expect(firstLoads(profile.actions)).toEqual([]);
  });

  it('in the single-column layout starts only what the route shows; chosen columns start with a narrower window', () => {
    const single = createTestApp();
    startFirstScreen(single.store, { signedIn: true, pathname: '/accounts/5', width: 1024 });
    expect(firstLoads(single.actions)).toEqual([]);

    const columns = createTestApp();
    columns.store.dispatch(settingChanged({ path: ['layout'], value: 'multi_column' }));
    startFirstScreen(columns.store, { signedIn: true, pathname: '/accounts/5', width: 1024 });
    expect(firstLoads(columns.actions)).toEqual([
      [expandTimeline.request.type, { timeline: 'home' }],
      [expandNotifications.request.type, {}],
    ]);
  });

  it('signed out, starts nothing', () => {
    const app = createTestApp({ signedIn: false });
    startFirstScreen(app.store, { signedIn: false, pathname: '/', width: 1280 });
    expect(firstLoads(app.actions)).toEqual([]);
    expect(takeStartedLoad('home')).toBe(false);
  });
});
