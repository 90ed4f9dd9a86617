import { existsSync } from 'node:fs';
import path from 'node:path';
import { imageForm } from '../contract/world';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';
import { rawFetch } from '../support/user-data-fixtures';

async function upload(t: TestInstance, user: TestUser): Promise<{ id: string; file: string }> {
  const response = await fetch(`${t.url}/api/v2/media`, { method: 'POST', headers: { authorization: `Bearer ${user.token}` }, body: imageForm() });
  const { id } = (await response.json()) as { id: string };
  const row = t.instance.db.prepare<[string], { file_path: string }>('SELECT file_path FROM media_attachments WHERE id = ?').get(id);
  return { id, file: path.resolve(t.instance.config.mediaDir, row?.file_path ?? '') };
}

describe('DELETE /api/v1/media/:id (Mastodon 4.4)', () => {
  let t: TestInstance;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await startTestInstance();
    alice = t.user('alice');
    bob = t.user('bob');
  });
  afterAll(() => t.close());

  it('deletes an unattached upload and its files', async () => {
    const media = await upload(t, alice);
    expect(existsSync(media.file)).toBe(true);
    await alice.api.media.remove(media.id);
    expect(t.instance.db.prepare('SELECT id FROM media_attachments WHERE id = ?').get(media.id)).toBeUndefined();
    expect(existsSync(media.file)).toBe(false);
  });

  it('refuses one a status or a scheduled status uses, and someone else’s', async () => {
    const posted = await upload(t, alice);
    await alice.api.statuses.create({ status: 'With a picture', media_ids: [posted.id] });
    const scheduled = await upload(t, alice);
    await alice.api.statuses.create({ status: 'Later', media_ids: [scheduled.id], scheduled_at: new Date(Date.now() + 3_600_000).toISOString() });
    for (const id of [posted.id, scheduled.id]) {
      expect(await rawFetch(`${t.url}/api/v1/media/${id}`, { method: 'DELETE', token: alice.token })).toMatchObject({
        status: 422,
        body: { error: 'Media attachment is currently used by a status' },
      });
    }
    const mine = await upload(t, alice);
    expect((await rawFetch(`${t.url}/api/v1/media/${mine.id}`, { method: 'DELETE', token: bob.token })).status).toBe(404);
    expect(existsSync(posted.file) && existsSync(scheduled.file) && existsSync(mine.file)).toBe(true);
  });
});
