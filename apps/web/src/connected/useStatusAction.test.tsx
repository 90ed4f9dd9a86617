import { entitiesImported, favouriteStatus, normalizeEntities, reblogStatus, deleteStatus } from '@trumpet/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Status } from '@trumpet/api-client';
import { account, createTestApp, renderInApp, status, type TestApp } from '../../test/support/app';
import { useStatusAction } from './useStatusAction';

function Buttons({ id }: { id: string }) {
  const onAction = useStatusAction();
  return (
    <>
      <button onClick={() => onAction('favourite', id)}>fav</button>
      <button onClick={() => onAction('reblog', id)}>boost</button>
      <button onClick={() => onAction('reblog', id, { skipModal: true })}>shift-boost</button>
      <button onClick={() => onAction('reply', id)}>reply</button>
      <button onClick={() => onAction('delete', id)}>delete</button>
    </>
  );
}

const alice = account('2', 'alice');
function withStatus(app: TestApp) {
  app.store.dispatch(entitiesImported(normalizeEntities({ statuses: [status('10', alice) as unknown as Status] }, { sanitize: (html) => html, expandSpoilers: false })));
}

describe('status actions (SPEC §1, §4, §6)', () => {
  it('signed out, reply, favourite and boost open the 445 by 600 interaction popup', async () => {
    const app = createTestApp({ signedIn: false });
    withStatus(app);
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    renderInApp(app, <Buttons id="10" />);
    await userEvent.click(await screen.findByText('fav'));
    await userEvent.click(screen.getByText('boost'));
    await userEvent.click(screen.getByText('reply'));
    expect(open.mock.calls.map((call) => call[0])).toEqual(['/interact/10?type=favourite', '/interact/10?type=reblog', '/interact/10?type=reply']);
    expect(open.mock.calls[0]?.[2]).toContain('width=445,height=600');
    expect(app.actions.some((action) => action.type === favouriteStatus.request.type)).toBe(false);
    open.mockRestore();
  });

  it('favourites through core', async () => {
    const app = createTestApp();
    withStatus(app);
    renderInApp(app, <Buttons id="10" />);
    await userEvent.click(await screen.findByText('fav'));
    expect(app.actions).toContainEqual(expect.objectContaining({ type: favouriteStatus.request.type, payload: { id: '10' } }));
  });

  it('with boost_modal on, boosting asks first; Shift skips the modal', async () => {
    const app = createTestApp({ meta: { boost_modal: true } });
    withStatus(app);
    renderInApp(app, <Buttons id="10" />);
    await userEvent.click(await screen.findByText('boost'));
    expect(app.actions.some((action) => action.type === reblogStatus.request.type)).toBe(false);
    expect(await screen.findByText(/to skip this next time/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Boost' }));
    expect(app.actions.filter((action) => action.type === reblogStatus.request.type)).toHaveLength(1);

    await userEvent.click(screen.getByText('shift-boost'));
    expect(app.actions.filter((action) => action.type === reblogStatus.request.type)).toHaveLength(2);
  });

  it('asks before deleting (delete_modal) with the wording of SPEC §8', async () => {
    const app = createTestApp({ meta: { delete_modal: true } });
    withStatus(app);
    renderInApp(app, <Buttons id="10" />);
    await userEvent.click(await screen.findByText('delete'));
    expect(await screen.findByText('Are you sure you want to delete this status?')).toBeTruthy();
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    });
    expect(app.actions).toContainEqual(expect.objectContaining({ type: deleteStatus.request.type, payload: { id: '10', withRedraft: false } }));
  });
});
