import { favouriteStatus, selectAlerts } from '@trumpet/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestApp, fakeFetch, renderInApp } from '../../test/support/app';
import { activeAccountKey, isExpired, rememberAccount, rememberedAccounts } from './accounts';
import { SessionExpiredNotice } from './SessionExpiredNotice';
import { rememberedAccount } from '../../test/support/remembered';

const unauthorized = { status: 401, body: { error: 'The access token is invalid' } };
const remembered = rememberedAccount;

describe('the expired-session message (issue #10)', () => {
  const me = remembered('1', 'https://example.test', 'me');
  const alice = remembered('2', 'https://other.test', 'alice');
  let navigations: string[];

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    rememberAccount(me);
    rememberAccount(alice);
    navigations = [];
    // jsdom cannot navigate: it reports each attempt as "Not implemented: navigation".
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      navigations.push(String(args[0]));
    });
  });
  afterEach(() => jest.restoreAllMocks());

  async function expireByClicks() {
    const test = createTestApp({ routes: { 'POST /api/v1/statuses/10/favourite': unauthorized, 'POST /api/v1/statuses/11/favourite': unauthorized } });
    const app = { ...test, session: { ...test.session, account: me } };
    renderInApp(app, <SessionExpiredNotice />);
    expect(screen.queryByRole('alert')).toBeNull();
    for (const id of ['10', '11', '10']) {
      await act(async () => {
        app.store.dispatch(favouriteStatus.request({ id }));
        await waitFor(() => expect(app.actions.filter((action) => action.type === favouriteStatus.fail.type).length).toBeGreaterThan(0));
      });
    }
    await screen.findByRole('region', { name: 'The session for @me@example.test has expired' });
    return app;
  }

  it('shows one message instead of an alert per click, and marks only this account as needing sign-in', async () => {
    const app = await expireByClicks();
    await waitFor(() => expect(app.actions.filter((action) => action.type === favouriteStatus.fail.type)).toHaveLength(3));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(selectAlerts(app.store.getState())).toEqual([]);
    expect(rememberedAccounts().map((account) => [account.key, isExpired(account)])).toEqual([
      [me.key, true],
      [alice.key, false],
    ]);
  });

  it('switches to another signed-in account, whose session still works', async () => {
    await expireByClicks();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to @alice@other.test' }));
    // The page then reloads as alice, with her own token.
    expect(activeAccountKey()).toBe(alice.key);
  });

  it('signs in again on the same server through OAuth', async () => {
    await expireByClicks();
    const fake = fakeFetch({
      'POST /api/v1/apps': { body: { id: '1', name: 'Trumpet', client_id: 'cid', client_secret: 'secret', redirect_uri: 'http://localhost/callback', vapid_key: null, website: null } },
    });
    Object.assign(globalThis, { fetch: (input: string, init?: RequestInit) => fake.fetch(String(input), init ?? {}) });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    await waitFor(() => expect(sessionStorage.getItem('trumpet:pending-sign-in')).not.toBeNull());
    expect(JSON.parse(sessionStorage.getItem('trumpet:pending-sign-in') ?? '{}')).toMatchObject({ origin: 'https://example.test', client_id: 'cid' });
    expect(fake.calls[0]?.url).toBe('https://example.test/api/v1/apps');
    await waitFor(() => expect(navigations.some((message) => message.includes('Not implemented: navigation'))).toBe(true));
  });
});
