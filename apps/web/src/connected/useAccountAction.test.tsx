import { fetchRelationships, followAccount, unfollowAccount } from '@trumpet/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountActionKind } from '@trumpet/ui';
import { account, createTestApp, renderInApp } from '../../test/support/app';
import { useAccountAction } from './useAccountAction';

function Buttons({ id, kinds }: { id: string; kinds: AccountActionKind[] }) {
  const act = useAccountAction();
  return (
    <>
      {kinds.map((kind) => (
        <button key={kind} onClick={() => act(id, kind)}>
          {kind}
        </button>
      ))}
    </>
  );
}

const carol = account('3', 'carol', { locked: true });
const relationship = (extra: Record<string, unknown>) => ({
  id: '3', following: false, requested: false, followed_by: false, blocking: false, blocked_by: false, muting: false,
  muting_notifications: false, muting_expires_at: null, requested_by: false, domain_blocking: false, showing_reblogs: true, endorsed: false,
  notifying: false, note: '', ...extra,
});

describe('account actions (SPEC §4 Relationship UI)', () => {
  it('follows through core', async () => {
    const app = createTestApp({ accounts: [carol] });
    renderInApp(app, <Buttons id="3" kinds={['follow']} />);
    await userEvent.click(await screen.findByText('follow'));
    expect(app.actions).toContainEqual(expect.objectContaining({ type: followAccount.request.type, payload: { id: '3' } }));
  });

  it('asks before unfollowing when unfollow_modal is on', async () => {
    const app = createTestApp({ accounts: [carol], meta: { unfollow_modal: true } });
    app.store.dispatch(fetchRelationships.success({ relationships: [relationship({ following: true })] }));
    renderInApp(app, <Buttons id="3" kinds={['unfollow']} />);
    await userEvent.click(await screen.findByText('unfollow'));
    expect(await screen.findByText((_, element) => element?.textContent === 'Are you sure you want to unfollow @carol?')).toBeTruthy();
    expect(app.actions.some((action) => action.type === unfollowAccount.request.type)).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(app.actions).toContainEqual(expect.objectContaining({ type: unfollowAccount.request.type }));
  });

  it('cancels a pending request at once when unfollow_modal is off', async () => {
    const app = createTestApp({ accounts: [carol] });
    app.store.dispatch(fetchRelationships.success({ relationships: [relationship({ requested: true })] }));
    renderInApp(app, <Buttons id="3" kinds={['cancel_request']} />);
    await userEvent.click(await screen.findByText('cancel_request'));
    expect(app.actions).toContainEqual(expect.objectContaining({ type: unfollowAccount.request.type, payload: { id: '3' } }));
  });

  it('blocking asks with the wording of SPEC §8', async () => {
    const app = createTestApp({ accounts: [carol] });
    renderInApp(app, <Buttons id="3" kinds={['block']} />);
    await userEvent.click(await screen.findByText('block'));
    expect(await screen.findByText((_, element) => element?.textContent === 'Are you sure you want to block @carol?')).toBeTruthy();
  });
});
