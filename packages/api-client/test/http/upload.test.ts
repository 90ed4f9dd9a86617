import { createRestClient, type UploadProgress } from '../../src';
import { fixture } from '../support/fixtures';
import { sendJson, TestServer } from '../support/test-server';

describe('media uploads', () => {
  const server = new TestServer();
  const processing = fixture<Record<string, unknown>>('MediaAttachment_processing_202.json');
  const done = fixture<Record<string, unknown>>('MediaAttachment_image.json');
  let polls = 0;

  beforeAll(async () => {
    await server.start();
    server.on('POST', '/api/v1/media', (_req, res) => sendJson(res, 200, done));
    server.on('POST', '/api/v2/media', (_req, res) => sendJson(res, 202, { ...processing, id: '77', url: null }));
    server.on('GET', '/api/v1/media/77', (_req, res) => {
      polls += 1;
      if (polls < 3) sendJson(res, 206, { ...processing, id: '77', url: null });
      else sendJson(res, 200, { ...done, id: '77' });
    });
  });
  afterAll(() => server.stop());

  const file = () => new Blob([new Uint8Array(300 * 1024).fill(7)], { type: 'image/png' });

  it('uploads multipart data from Node and reports progress up to the whole size', async () => {
    const client = createRestClient({ url: server.url, accessToken: 't' });
    const progress: UploadProgress[] = [];
    const media = await client.media.upload(
      { file: file(), filename: 'cat.png', description: 'a cat' },
      { onProgress: (p) => progress.push(p) },
    );
    expect(media.id).toBe(String(done.id));
    const request = server.last();
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers.authorization).toBe('Bearer t');
    const body = request.body.toString('latin1');
    expect(body).toContain('filename="cat.png"');
    expect(body).toContain('a cat');
    expect(request.body.length).toBeGreaterThan(300 * 1024);
    expect(progress.length).toBeGreaterThan(2);
    const loaded = progress.map((p) => p.loaded);
    expect([...loaded].sort((a, b) => a - b)).toEqual(loaded);
    expect(progress.at(-1)).toEqual({ loaded: request.body.length, total: request.body.length });
  });

  it('polls a v2 upload that answered 202 until its url is there', async () => {
    const client = createRestClient({ url: server.url, accessToken: 't' });
    const media = await client.media.uploadAndWait({ file: file() }, { pollIntervalMs: 10 });
    expect(media.url).not.toBeNull();
    expect(polls).toBe(3);
  });

  it('stops polling when aborted', async () => {
    polls = -100;
    const client = createRestClient({ url: server.url, accessToken: 't' });
    const controller = new AbortController();
    const pending = client.media.uploadAndWait({ file: file() }, { pollIntervalMs: 20, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });
});
