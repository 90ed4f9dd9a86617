import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { rawFetch } from '../support/user-data-fixtures';

const png = async (width: number, height: number): Promise<Blob> =>
  new Blob([new Uint8Array(await sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer())], { type: 'image/png' });

describe('/api/v1/profile', () => {
  let t: TestInstance;
  let alice: TestUser;

  beforeEach(async () => {
    t = await startTestInstance();
    alice = t.user('alice', { note: 'Hello @bob, see https://example.com', fields: [{ name: 'Site', value: 'https://alice.example', verified_at: '2025-01-01T00:00:00.000Z' }] });
  });
  afterEach(() => t.close());

  const pictures = () => t.instance.db.prepare<[string], { avatar_path: string | null; header_path: string | null }>('SELECT avatar_path, header_path FROM accounts WHERE id = ?').get(alice.account.id);
  const mediaFile = (relative: string) => path.join(t.instance.config.mediaDir, relative);

  it('answers the profile in its source form: the bio as written, no picture when none is set', async () => {
    const profile = await alice.api.profile.fetch();
    expect(profile).toMatchObject({
      id: alice.account.id,
      display_name: 'Alice',
      note: 'Hello @bob, see https://example.com',
      fields: [{ name: 'Site', value: 'https://alice.example', verified_at: '2025-01-01T00:00:00.000Z' }],
      avatar: null,
      avatar_static: null,
      header: null,
      locked: false,
      bot: false,
      discoverable: true,
      attribution_domains: [],
      featured_tags: [],
    });
  });

  it('updates with update_credentials’ params and rules, and answers the new profile', async () => {
    const updated = await alice.api.profile.update({
      display_name: 'Alice Liddell',
      note: 'New bio',
      locked: true,
      avatar: await png(80, 80),
      fields_attributes: [{ name: 'Site', value: 'https://alice.example' }, { name: 'Pronouns', value: 'she/her' }],
    });
    expect(updated).toMatchObject({ display_name: 'Alice Liddell', note: 'New bio', locked: true });
    expect(updated.avatar).toMatch(/\/system\/accounts\/avatars\//);
    // The unchanged field keeps its verification, as with update_credentials.
    expect(updated.fields).toEqual([
      { name: 'Site', value: 'https://alice.example', verified_at: '2025-01-01T00:00:00.000Z' },
      { name: 'Pronouns', value: 'she/her', verified_at: null },
    ]);
    const row = t.instance.db.prepare<[string], { display_name: string; locked: number }>('SELECT display_name, locked FROM accounts WHERE id = ?').get(alice.account.id);
    expect(row).toEqual({ display_name: 'Alice Liddell', locked: 1 });
    expect((await alice.api.accounts.verifyCredentials()).source.note).toBe('New bio');

    const refused = await rawFetch(`${t.url}/api/v1/profile`, { method: 'PATCH', token: alice.token, json: { display_name: 'x'.repeat(31), locked: 'maybe' } });
    expect(refused).toMatchObject({
      status: 422,
      body: {
        error: 'Validation failed: Display name is too long (maximum is 30 characters), Locked is invalid',
        details: { display_name: [{ error: 'ERR_TOO_LONG' }], locked: [{ error: 'ERR_INVALID' }] },
      },
    });
    expect((await alice.api.profile.fetch()).display_name).toBe('Alice Liddell');
  });

  it('removes the avatar and the header: the files go, the CredentialAccount shows the default pictures', async () => {
    await alice.api.profile.update({ avatar: await png(60, 60), header: await png(300, 100) });
    const before = pictures();
    if (!before?.avatar_path || !before.header_path) throw new Error('the pictures were not stored');
    expect(existsSync(mediaFile(before.avatar_path))).toBe(true);

    const account = await alice.api.profile.removeAvatar();
    expect(account.avatar).toBe(`${t.url}/avatars/original/missing.png`);
    expect(account.source.privacy).toBe('public');
    expect(pictures()).toEqual({ avatar_path: null, header_path: before.header_path });
    expect(existsSync(mediaFile(before.avatar_path))).toBe(false);

    const again = await alice.api.profile.removeHeader();
    expect(again.header).toBe(`${t.url}/headers/original/missing.png`);
    expect(pictures()).toEqual({ avatar_path: null, header_path: null });
    expect(existsSync(mediaFile(before.header_path))).toBe(false);
    // Removing what is not there is no error.
    expect((await alice.api.profile.removeHeader()).id).toBe(alice.account.id);
    expect((await alice.api.profile.fetch()).avatar).toBeNull();
  });

  it('asks for profile or read:accounts to read, write:accounts to change', async () => {
    const profileOnly = t.user('bob', { scopes: 'profile' });
    expect((await profileOnly.api.profile.fetch()).id).toBe(profileOnly.account.id);
    expect(await rawFetch(`${t.url}/api/v1/profile`, { method: 'PATCH', token: profileOnly.token, json: { note: 'x' } })).toMatchObject({ status: 403 });
    expect(await rawFetch(`${t.url}/api/v1/profile/avatar`, { method: 'DELETE', token: profileOnly.token })).toMatchObject({ status: 403 });
    expect(await rawFetch(`${t.url}/api/v1/profile`)).toMatchObject({ status: 401 });
  });
});

describe('endorsements (Mastodon 4.4 names)', () => {
  let t: TestInstance;

  beforeEach(async () => {
    t = await startTestInstance();
  });
  afterEach(() => t.close());

  it('endorse and unendorse act as pin and unpin; an account’s endorsements are public and paginated', async () => {
    const alice = t.user('alice');
    const others = ['bob', 'carol', 'dave'].map((name) => t.user(name));
    const refused = await rawFetch(`${t.url}/api/v1/accounts/${others[0]?.account.id}/endorse`, { method: 'POST', token: alice.token });
    expect(refused).toMatchObject({ status: 422, body: { error: 'Validation failed: You must be already following the person you want to endorse' } });
    for (const other of others) {
      await alice.api.accounts.follow(other.account.id);
      expect((await alice.api.accounts.endorse(other.account.id)).endorsed).toBe(true);
    }
    const endorsed = () => t.instance.db.prepare<[string], { target_account_id: string }>('SELECT target_account_id FROM endorsements WHERE account_id = ? ORDER BY target_account_id').all(alice.account.id);
    expect(endorsed()).toHaveLength(3);

    const pages: string[][] = [];
    for await (const page of t.anonymous().accounts.endorsements(alice.account.id, { limit: 2 })) pages.push(page.items.map((account) => account.username));
    expect(pages.map((page) => page.length)).toEqual([2, 1]);
    expect(pages.flat().sort()).toEqual(['bob', 'carol', 'dave']);

    expect((await alice.api.accounts.unendorse(others[1]?.account.id ?? '')).endorsed).toBe(false);
    expect(endorsed().map((row) => row.target_account_id)).not.toContain(others[1]?.account.id);
    expect(await rawFetch(`${t.url}/api/v1/accounts/404/endorsements`)).toMatchObject({ status: 404 });
  });
});
