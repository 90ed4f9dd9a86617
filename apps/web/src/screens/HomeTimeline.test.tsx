import { DEFAULT_COLUMNS, settingChanged } from '@trumpet/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestApp, renderInApp } from '../../test/support/app';
import HomeTimeline from './HomeTimeline';
import Notifications from './Notifications';

// As the pinned columns of the default layout (a routed copy of a pinned column renders nothing).
const [, homeColumn, notificationsColumn] = DEFAULT_COLUMNS;

describe('column settings wiring', () => {
  it("home's settings panel toggles showing boosts through core settings", async () => {
    const app = createTestApp({ routes: { 'GET /api/v1/timelines/home': { body: [] } } });
    renderInApp(app, <HomeTimeline column={homeColumn} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show settings' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Show boosts' }));
    expect(app.actions).toContainEqual(expect.objectContaining({ type: settingChanged.type, payload: { path: ['home', 'shows', 'reblog'], value: false } }));
    expect(screen.getByRole('button', { name: 'Hide settings' })).toBeTruthy();
  });

  it("the notifications filter bar sets the quick filter, and the settings clear asks first", async () => {
    const app = createTestApp({ routes: { 'GET /api/v1/notifications': { body: [] } } });
    renderInApp(app, <Notifications column={notificationsColumn} />);
    await userEvent.click(await screen.findByRole('tab', { name: /Mentions/ }));
    expect(app.actions).toContainEqual(
      expect.objectContaining({ type: settingChanged.type, payload: { path: ['notifications', 'quickFilter', 'active'], value: 'mention' } }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show settings' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear notifications' }));
    expect(await screen.findByText('Are you sure you want to permanently clear all your notifications?')).toBeTruthy();
  });
});
