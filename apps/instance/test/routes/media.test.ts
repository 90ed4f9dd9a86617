import { HttpError } from '@trumpet/api-client';
import { decode, isBlurhashValid } from 'blurhash';
import sharp from 'sharp';
import { failInterruptedMedia, mediaQueueIdle, PROCESSING_ERROR } from '../../src/media/attachments';
import { startTestInstance, type TestInstance, type TestUser } from '../support/harness';

const noise = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } });

// Blocks of noise: over 1 MB as a PNG, yet quick to make and to decode.
async function largePng(): Promise<Buffer> {
  const tile = await noise(900, 600).png().toBuffer();
  return sharp(tile).resize(3000, 2000, { kernel: 'nearest' }).png().toBuffer();
}

// The smallest ISO media header that says "mp4", then some bytes: stored as is, never decoded.
const fakeMp4 = (): Buffer =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2'), Buffer.alloc(2048, 7)]);
const fakeMp3 = (): Buffer => Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0]), Buffer.alloc(1024, 1)]);

// A copy in a plain ArrayBuffer: what the DOM's Blob typings take.
const blob = (data: Buffer | string): Blob => new Blob([typeof data === 'string' ? data : new Uint8Array(data)]);

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

async function postForm(t: TestInstance, path: string, token: string | null, fields: Record<string, string | { data: Buffer; name: string }>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, blob(value.data), value.name);
  }
  const response = await fetch(`${t.url}${path}`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('media', () => {
  let t: TestInstance;
  let alice: TestUser;
  let bob: TestUser;
  let png: Buffer;
  beforeAll(async () => {
    t = await startTestInstance();
    alice = t.user('alice');
    bob = t.user('bob');
    png = await noise(300, 200).png().toBuffer();
  });
  afterAll(async () => {
    await mediaQueueIdle(t.instance);
    await t.close();
  });

  describe('POST /api/v1/media', () => {
    it('stores an image with its sizes, a preview and a blurhash computed from it', async () => {
      const media = await alice.api.media.upload({ file: blob(png), filename: 'a.png', description: 'grey noise', focus: '0.5,-0.25' });
      expect(media).toMatchObject({ type: 'image', description: 'grey noise', remote_url: null });
      expect(media.meta?.original).toMatchObject({ width: 300, height: 200, aspect: 1.5 });
      expect(media.meta?.small).toMatchObject({ width: 300, height: 200 });
      expect(media.meta?.focus).toEqual({ x: 0.5, y: -0.25 });
      expect(media.url).toMatch(new RegExp(`^${t.url}/system/media_attachments/files/${media.id}/original\\.png$`));

      expect(media.blurhash).toBeTruthy();
      const hash = media.blurhash ?? '';
      expect(isBlurhashValid(hash)).toEqual({ result: true });
      const pixels = decode(hash, 32, 32);
      expect(pixels).toHaveLength(32 * 32 * 4);
      // Noise around mid-grey blurs to mid-grey.
      const mean = pixels.reduce((sum, value, index) => (index % 4 === 3 ? sum : sum + value), 0) / (32 * 32 * 3);
      expect(mean).toBeGreaterThan(90);
      expect(mean).toBeLessThan(170);

      const original = await fetch(media.url ?? '');
      expect(original.status).toBe(200);
      expect(Buffer.from(await original.arrayBuffer()).equals(png)).toBe(true);
      const preview = await fetch(media.preview_url ?? '');
      expect(preview.status).toBe(200);
      expect(preview.headers.get('content-type')).toBe('image/webp');
      expect(await sharp(Buffer.from(await preview.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 300, height: 200 });
    });

    it('answers the Mastodon meta shape, with size strings', async () => {
      const response = await postForm(t, '/api/v1/media', alice.token, { file: { data: png, name: 'b.png' } });
      expect(response.status).toBe(200);
      expect(response.body.meta).toEqual({
        original: { width: 300, height: 200, size: '300x200', aspect: 1.5 },
        small: { width: 300, height: 200, size: '300x200', aspect: 1.5 },
        focus: { x: 0, y: 0 },
      });
      expect(response.body).toMatchObject({ preview_remote_url: null, text_url: null, description: null });
    });

    it('makes a preview at most 640 pixels on its long side', async () => {
      const tall = await noise(500, 1000).jpeg().toBuffer();
      const media = await alice.api.media.upload({ file: blob(tall), filename: 'tall.jpg' });
      expect(media.meta?.original).toMatchObject({ width: 500, height: 1000, aspect: 0.5 });
      expect(media.meta?.small).toMatchObject({ width: 320, height: 640 });
      expect(media.url).toMatch(/original\.jpg$/);
      const preview = Buffer.from(await (await fetch(media.preview_url ?? '')).arrayBuffer());
      expect(await sharp(preview).metadata()).toMatchObject({ width: 320, height: 640 });
    });

    it('turns a rotated photo upright and strips its EXIF', async () => {
      const photo = await noise(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
      const media = await alice.api.media.upload({ file: blob(photo), filename: 'photo.jpg' });
      expect(media.meta?.original).toMatchObject({ width: 200, height: 300 });
      const stored = await sharp(Buffer.from(await (await fetch(media.url ?? '')).arrayBuffer())).metadata();
      expect(stored).toMatchObject({ width: 200, height: 300 });
      expect(stored.orientation).toBeUndefined();
      expect(stored.exif).toBeUndefined();
    });

    it('keeps GIFs (animated too) as images, without conversion', async () => {
      const gif = await sharp(await noise(60, 40).png().toBuffer()).gif().toBuffer();
      const media = await alice.api.media.upload({ file: blob(gif), filename: 'x.gif' });
      expect(media.type).toBe('image');
      expect(media.url).toMatch(/original\.gif$/);
      expect(media.meta?.original).toMatchObject({ width: 60, height: 40 });
    });

    it('stores audio and video as they are, with no preview unless a thumbnail comes along', async () => {
      const video = await alice.api.media.upload({ file: blob(fakeMp4()), filename: 'clip.mp4' });
      expect(video).toMatchObject({ type: 'video', preview_url: null, blurhash: null });
      expect(video.url).toMatch(/original\.mp4$/);
      expect(Buffer.from(await (await fetch(video.url ?? '')).arrayBuffer()).equals(fakeMp4())).toBe(true);

      const audio = await alice.api.media.upload({ file: blob(fakeMp3()), filename: 'song.mp3', thumbnail: blob(png) });
      expect(audio).toMatchObject({ type: 'audio' });
      expect(audio.url).toMatch(/original\.mp3$/);
      expect(audio.preview_url).toMatch(/\.webp$/);
      expect(isBlurhashValid(audio.blurhash ?? '')).toEqual({ result: true });
      const thumbnail = await fetch(audio.preview_url ?? '');
      expect(thumbnail.status).toBe(200);
      expect(await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).toMatchObject({ width: 300, height: 200 });

      const square = await noise(100, 100).png().toBuffer();
      const form = new FormData();
      form.append('thumbnail', blob(square), 'square.png');
      const replaced = await fetch(`${t.url}/api/v1/media/${audio.id}`, { method: 'PUT', body: form, headers: { authorization: `Bearer ${alice.token}` } });
      expect(replaced.status).toBe(200);
      const after = (await replaced.json()) as { preview_url: string; meta: { small: { width: number } } };
      expect(after.preview_url).not.toBe(audio.preview_url);
      expect(after.meta.small.width).toBe(100);
      expect((await fetch(after.preview_url)).status).toBe(200);
      const gone = await fetch(audio.preview_url ?? '');
      await gone.arrayBuffer();
      expect(gone.status).toBe(404);
    });

    it('refuses what is not a supported media type, whatever its name says', async () => {
      const text = await rejection(alice.api.media.upload({ file: blob('just some text'), filename: 'fake.png' }));
      expect(text.status).toBe(422);
      expect(text.message).toBe('Validation failed: File content type is invalid');
      const pdf = await postForm(t, '/api/v1/media', alice.token, { file: { data: Buffer.from('%PDF-1.4 ...'), name: 'doc.pdf' } });
      expect(pdf).toEqual({ status: 422, body: { error: 'Validation failed: File content type is invalid' } });
    });

    it('refuses a missing file and a corrupt image with 422, never 500', async () => {
      expect(await postForm(t, '/api/v1/media', alice.token, { description: 'nothing' })).toEqual({
        status: 422,
        body: { error: "Validation failed: File can't be blank" },
      });
      const truncated = png.subarray(0, Math.floor(png.length / 2));
      const corrupt = await rejection(alice.api.media.upload({ file: blob(truncated), filename: 'broken.png' }));
      expect(corrupt.status).toBe(422);
      expect(corrupt.message).toBe('File type of uploaded media could not be verified');
      const headerOnly = Buffer.concat([png.subarray(0, 8), Buffer.alloc(100)]);
      expect((await rejection(alice.api.media.upload({ file: blob(headerOnly), filename: 'x.png' }))).status).toBe(422);
      const count = t.instance.db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM media_attachments WHERE account_id = ? AND file_path IS NULL').get(alice.account.id);
      expect(count?.n).toBe(0);
    });

    it('validates the description (1500 characters) and the focus (-1..1)', async () => {
      const long = await rejection(alice.api.media.upload({ file: blob(png), filename: 'a.png', description: 'x'.repeat(1501) }));
      expect(long.status).toBe(422);
      expect(long.message).toMatch(/^Validation failed: Description is too long/);
      const max = await alice.api.media.upload({ file: blob(png), filename: 'a.png', description: '🎺'.repeat(1500) });
      expect([...(max.description ?? '')]).toHaveLength(1500);
      for (const focus of ['2,0', '0,-1.5', 'a,b', '0.5', '0.1,0.2,0.3']) {
        const error = await rejection(alice.api.media.upload({ file: blob(png), filename: 'a.png', focus }));
        expect(error.status).toBe(422);
      }
    });

    it('needs a token with write:media', async () => {
      expect((await postForm(t, '/api/v1/media', null, { file: { data: png, name: 'a.png' } })).status).toBe(401);
      const reader = t.user('reader', { scopes: 'read' });
      expect((await postForm(t, '/api/v1/media', reader.token, { file: { data: png, name: 'a.png' } })).status).toBe(403);
      const writer = t.user('writer', { scopes: 'write:media' });
      expect((await postForm(t, '/api/v1/media', writer.token, { file: { data: png, name: 'a.png' } })).status).toBe(200);
    });
  });

  describe('POST /api/v2/media', () => {
    it('answers small images at once with 200', async () => {
      const response = await postForm(t, '/api/v2/media', alice.token, { file: { data: png, name: 'a.png' } });
      expect(response.status).toBe(200);
      expect(response.body.url).toMatch(/original\.png$/);
    });

    it('answers a large image with 202 and a null url, 206 while processing, then 200 (uploadAndWait)', async () => {
      const large = await largePng();
      expect(large.length).toBeGreaterThan(1024 * 1024);
      const accepted = await postForm(t, '/api/v2/media', alice.token, { file: { data: large, name: 'large.png' } });
      expect(accepted.status).toBe(202);
      expect(accepted.body).toMatchObject({ type: 'image', url: null, preview_url: null });
      const id = String(accepted.body.id);
      const during = await fetch(`${t.url}/api/v1/media/${id}`, { headers: { authorization: `Bearer ${alice.token}` } });
      expect(during.status).toBe(206);
      expect(((await during.json()) as { url: unknown }).url).toBeNull();

      await mediaQueueIdle(t.instance);
      const done = await alice.api.media.fetch(id);
      expect(done.url).toMatch(/original\.png$/);
      expect(done.meta?.original).toMatchObject({ width: 3000, height: 2000, aspect: 1.5 });
      expect(done.meta?.small).toMatchObject({ width: 640, height: 427 });

      const waited = await alice.api.media.uploadAndWait({ file: blob(large), filename: 'again.png', description: 'big' }, { pollIntervalMs: 20 });
      expect(waited).toMatchObject({ type: 'image', description: 'big' });
      expect(waited.meta?.original).toMatchObject({ width: 3000, height: 2000 });
      expect(isBlurhashValid(waited.blurhash ?? '')).toEqual({ result: true });
      const preview = await fetch(waited.preview_url ?? '');
      expect(preview.status).toBe(200);
      expect(await sharp(Buffer.from(await preview.arrayBuffer())).metadata()).toMatchObject({ width: 640, height: 427 });
    });

    it('processes every video after answering, beyond the 10 MB limit of other bodies', async () => {
      const big = Buffer.concat([fakeMp4(), Buffer.alloc(12 * 1024 * 1024, 3)]);
      const accepted = await postForm(t, '/api/v2/media', alice.token, { file: { data: big, name: 'clip.mp4' } });
      expect(accepted).toMatchObject({ status: 202, body: { type: 'video', url: null } });
      await mediaQueueIdle(t.instance);
      const stored = await alice.api.media.fetch(String(accepted.body.id));
      expect((await (await fetch(stored.url ?? '')).arrayBuffer()).byteLength).toBe(big.length);
      const video = await alice.api.media.uploadAndWait({ file: blob(fakeMp4()), filename: 'clip.mp4' }, { pollIntervalMs: 20 });
      expect(video.url).toMatch(/original\.mp4$/);
    });

    it('reports a large upload that cannot be processed with 422 once it has failed', async () => {
      const large = await largePng();
      const broken = large.subarray(0, Math.floor(large.length * 0.6));
      const accepted = await postForm(t, '/api/v2/media', alice.token, { file: { data: broken, name: 'broken.png' } });
      expect(accepted.status).toBe(202);
      await mediaQueueIdle(t.instance);
      const error = await rejection(alice.api.media.fetch(String(accepted.body.id)));
      expect(error.status).toBe(422);
      expect(error.message).toBe(PROCESSING_ERROR);
    });
  });

  describe('GET and PUT /api/v1/media/:id', () => {
    it('shows and updates only the owner’s media', async () => {
      const media = await alice.api.media.upload({ file: blob(png), filename: 'a.png' });
      expect((await alice.api.media.fetch(media.id)).id).toBe(media.id);
      expect((await rejection(bob.api.media.fetch(media.id))).status).toBe(404);
      expect((await rejection(bob.api.media.update(media.id, { description: 'mine now' }))).status).toBe(404);
      expect((await rejection(alice.api.media.fetch('123456789012345678'))).status).toBe(404);
      expect((await alice.api.media.fetch(media.id)).description).toBeNull();
    });

    it('updates the description and the focus, with the same validation', async () => {
      const media = await alice.api.media.upload({ file: blob(png), filename: 'a.png' });
      const updated = await alice.api.media.update(media.id, { description: 'a cat', focus: '-1,1' });
      expect(updated.description).toBe('a cat');
      expect(updated.meta?.focus).toEqual({ x: -1, y: 1 });
      expect((await alice.api.media.update(media.id, { focus: '0.2,0.3' })).description).toBe('a cat');
      expect((await rejection(alice.api.media.update(media.id, { description: 'y'.repeat(1501) }))).status).toBe(422);
      expect((await rejection(alice.api.media.update(media.id, { focus: '1.5,0' }))).status).toBe(422);
      expect((await alice.api.media.fetch(media.id)).meta?.focus).toEqual({ x: 0.2, y: 0.3 });
    });

    it('attaches to a status, which then shows it; the description stays editable', async () => {
      const media = await alice.api.media.upload({ file: blob(png), filename: 'a.png', description: 'before' });
      const status = await alice.api.statuses.create({ status: 'look', media_ids: [media.id] });
      expect(status.media_attachments).toHaveLength(1);
      expect(status.media_attachments[0]).toMatchObject({ id: media.id, type: 'image', url: media.url, description: 'before', blurhash: media.blurhash });
      await alice.api.media.update(media.id, { description: 'after' });
      expect((await alice.api.statuses.fetch(status.id)).media_attachments[0]?.description).toBe('after');
      expect((await rejection(bob.api.media.update(media.id, { description: 'vandal' }))).status).toBe(404);
    });
  });

  describe('default images', () => {
    it('serves a grey avatar and a header for accounts without their own', async () => {
      const account = await alice.api.accounts.verifyCredentials();
      expect(account.avatar).toBe(`${t.url}/avatars/original/missing.png`);
      const avatar = await fetch(account.avatar);
      expect(avatar.status).toBe(200);
      expect(avatar.headers.get('content-type')).toBe('image/png');
      const avatarImage = sharp(Buffer.from(await avatar.arrayBuffer()));
      expect(await avatarImage.metadata()).toMatchObject({ format: 'png', width: 400, height: 400 });
      const { channels } = await avatarImage.stats();
      expect(channels[0]?.mean).toBeGreaterThan(150);
      expect(channels[0]?.stdev).toBeGreaterThan(5); // a silhouette, not a flat square

      const header = await fetch(`${t.url}/headers/original/missing.png`);
      expect(header.status).toBe(200);
      expect(await sharp(Buffer.from(await header.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 1500, height: 500 });
    });
  });

  it('marks uploads a previous run left unprocessed as failed', () => {
    t.instance.db
      .prepare("INSERT INTO media_attachments (id, account_id, type, created_at) VALUES ('100000000000000001', ?, 'image', ?)")
      .run(alice.account.id, new Date().toISOString());
    failInterruptedMedia(t.instance);
    const row = t.instance.db.prepare<[], { processing_error: string | null }>("SELECT processing_error FROM media_attachments WHERE id = '100000000000000001'").get();
    expect(row?.processing_error).toBe(PROCESSING_ERROR);
  });
});
