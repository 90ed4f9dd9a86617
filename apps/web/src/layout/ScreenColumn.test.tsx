import { addColumn, columnMoved, columnRemoved, DEFAULT_COLUMNS } from '@trumpet/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestApp, renderInApp } from '../../test/support/app';
import { ScreenColumn } from './ScreenColumn';

const [, home, notifications] = DEFAULT_COLUMNS;

describe('ScreenColumn (SPEC §2 column header)', () => {
  it('Back goes to / when the history has one entry', async () => {
    const app = createTestApp();
    const { router } = renderInApp(
      app,
      <ScreenColumn title="Post">
        <p>body</p>
      </ScreenColumn>,
      { path: '/statuses/5' },
    );
    expect(window.history.length).toBe(1);
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('pins a routed timeline as a column', async () => {
    const app = createTestApp();
    renderInApp(
      app,
      <ScreenColumn title="#jazz" pinnable={{ id: 'HASHTAG', params: { id: 'jazz' } }}>
        <p>body</p>
      </ScreenColumn>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Show settings' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pin' }));
    expect(app.actions).toContainEqual(expect.objectContaining({ type: addColumn.type, payload: { id: 'HASHTAG', params: { id: 'jazz' } } }));
  });

  it('unpins and moves a pinned column past the hidden compose column', async () => {
    const app = createTestApp();
    if (!home || !notifications) throw new Error('default columns changed');
    renderInApp(
      app,
      <ScreenColumn title="Notifications" column={notifications}>
        <p>body</p>
      </ScreenColumn>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Show settings' }));
    expect(screen.getByRole('button', { name: 'Move column to the right' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Move column to the left' }));
    expect(app.actions.filter((action) => action.type === columnMoved.type)).toEqual([
      expect.objectContaining({ payload: { uuid: notifications.uuid, direction: -1 } }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Unpin' }));
    expect(app.actions).toContainEqual(expect.objectContaining({ type: columnRemoved.type, payload: { uuid: notifications.uuid } }));
  });
});
