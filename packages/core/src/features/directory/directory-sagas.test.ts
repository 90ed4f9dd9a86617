import { localStoreHarness } from '../../../test/support/local-store';
import { selectAccount } from '../accounts/accounts-selectors';
import { expandDirectory, fetchDirectory } from './directory-actions';
import { selectDirectory } from './directory-selectors';
import { DIRECTORY_PAGE } from './directory-state';

describe('the profile directory against the local instance', () => {
  const h = localStoreHarness();
  const ids = (accounts: { id: string }[]) => accounts.map((account) => account.id);

  it('lists local or known accounts, by activity or by age, imported', async () => {
    const s = h.newStore();
    await h.settle(s, fetchDirectory, fetchDirectory.request({ order: 'active', local: true }));
    const local = await h.api.directory.list({ order: 'active', local: true, limit: DIRECTORY_PAGE });
    expect(selectDirectory(s.getState()).items).toEqual(ids(local));
    expect(selectAccount(s.getState(), local[0]?.id ?? '')?.acct).toBe(local[0]?.acct);

    const switched = h.settle(s, fetchDirectory, fetchDirectory.request({ order: 'new', local: false }));
    expect(selectDirectory(s.getState())).toMatchObject({ params: { order: 'new', local: false }, items: [], isLoading: true, loaded: false });
    await switched;
    expect(selectDirectory(s.getState()).items).toEqual(ids(await h.api.directory.list({ order: 'new', local: false, limit: DIRECTORY_PAGE })));
  });

  it('loads more from the offset of what is loaded, until a page is short', async () => {
    // More discoverable accounts than a page, straight into the instance's database.
    const { db } = h.local.server.instance;
    const insert = db.prepare("INSERT INTO accounts (id, username, domain, display_name, note, fields, created_at, role, discoverable) VALUES (?, ?, NULL, ?, '', '[]', ?, 'user', 1)");
    for (let index = 0; index < DIRECTORY_PAGE + 5; index += 1) insert.run(String(9_000_000_000 + index), `listed${index}`, `Listed ${index}`, new Date(2026, 0, 1, 0, index).toISOString());
    const s = h.newStore();
    await h.settle(s, fetchDirectory, fetchDirectory.request({ order: 'new', local: true }));
    expect(selectDirectory(s.getState())).toMatchObject({ hasMore: true });
    expect(selectDirectory(s.getState()).items).toHaveLength(DIRECTORY_PAGE);

    const list = jest.spyOn(h.api.directory, 'list');
    await h.settle(s, expandDirectory, expandDirectory.request());
    expect(list).toHaveBeenCalledWith({ order: 'new', local: true, offset: DIRECTORY_PAGE, limit: DIRECTORY_PAGE });
    const all = await h.api.directory.list({ order: 'new', local: true, limit: 80 });
    expect(selectDirectory(s.getState()).items).toEqual(ids(all));
    expect(selectDirectory(s.getState()).hasMore).toBe(false);

    const again = await h.settle(s, expandDirectory, expandDirectory.request());
    expect(again.payload).toMatchObject({ skipped: true });
    expect(list).toHaveBeenCalledTimes(2);
    list.mockRestore();
  });
});
