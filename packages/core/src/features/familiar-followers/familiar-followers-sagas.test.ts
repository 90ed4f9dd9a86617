import { localStoreHarness } from '../../../test/support/local-store';
import { fetchFamiliarFollowers } from './familiar-followers-actions';
import { selectFamiliarFollowers } from './familiar-followers-selectors';

describe('familiar followers against the local instance', () => {
  const h = localStoreHarness();

  it('loads the accounts demo follows that follow an account, as the server answers', async () => {
    const dave = await h.api.accounts.lookup('dave');
    const s = h.newStore();
    expect(selectFamiliarFollowers(s.getState(), dave.id)).toEqual([]);
    const done = await h.settle(s, fetchFamiliarFollowers, fetchFamiliarFollowers.request({ id: dave.id }));
    expect(done.type).toBe(fetchFamiliarFollowers.success.type);
    // Seeded: demo follows bob and grace, who follow dave.
    expect(selectFamiliarFollowers(s.getState(), dave.id).map((account) => account.acct).sort()).toEqual(['bob', 'grace']);
    const [server] = await h.api.accounts.familiarFollowers([dave.id]);
    expect(selectFamiliarFollowers(s.getState(), dave.id).map((account) => account.id).sort()).toEqual(server?.accounts.map((account) => account.id).sort());
  });

  it('keeps each account’s own answer (seeded: of demo’s follows, only grace follows lain)', async () => {
    const [lain, dave] = await Promise.all([h.api.accounts.lookup('lain@pleroma.example'), h.api.accounts.lookup('dave')]);
    const s = h.newStore();
    await h.settle(s, fetchFamiliarFollowers, fetchFamiliarFollowers.request({ id: lain.id }));
    await h.settle(s, fetchFamiliarFollowers, fetchFamiliarFollowers.request({ id: dave.id }));
    expect(selectFamiliarFollowers(s.getState(), lain.id).map((account) => account.acct)).toEqual(['grace']);
    expect(selectFamiliarFollowers(s.getState(), dave.id)).toHaveLength(2);
  });
});
