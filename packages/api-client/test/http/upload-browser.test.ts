/**
 * @jest-environment jsdom
 */
import { createRestClient, type UploadProgress } from '../../src';
import { fixture } from '../support/fixtures';
import { sendJson, TestServer } from '../support/test-server';

// In a browser the upload goes through XMLHttpRequest, whose upload events give the progress.
describe('media uploads in a browser', () => {
  const server = new TestServer();

  beforeAll(async () => {
    await server.start();
    server.fallback = (req, res) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { 'Access-Control-Allow-Headers': 'Authorization, Content-Type', 'Access-Control-Allow-Methods': 'POST' });
        res.end();
        return;
      }
      if (req.path === '/api/v1/media') sendJson(res, 200, fixture('MediaAttachment_image.json'));
      else sendJson(res, 422, { error: 'Validation failed: File content type is invalid' });
    };
  });
  afterAll(() => server.stop());

  it('uses XMLHttpRequest, reports upload progress, and sends the file with the token', async () => {
    expect(typeof globalThis.XMLHttpRequest).toBe('function');
    const client = createRestClient({ url: server.url, accessToken: 't' });
    const progress: UploadProgress[] = [];
    const media = await client.media.upload(
      { file: new Blob([new Uint8Array(200 * 1024).fill(1)], { type: 'image/png' }), filename: 'big.png' },
      { onProgress: (p) => progress.push(p) },
    );
    expect(media.type).toBe('image');
    const request = server.requests.find((r) => r.method === 'POST');
    expect(request?.headers.authorization).toBe('Bearer t');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(request?.body.toString('latin1')).toContain('filename="big.png"');
    // jsdom fires XMLHttpRequest's upload events without lengths (a browser sends the byte counts),
    // so this shows the path and the callback, not the figures.
    expect(progress.length).toBeGreaterThan(0);
    for (const p of progress) expect(p.loaded).toBeLessThanOrEqual(p.total);
    const sends = jest.spyOn(XMLHttpRequest.prototype, 'send');
    await client.media.upload({ file: new Blob(['y'], { type: 'image/png' }) }, { onProgress: () => undefined });
    expect(sends).toHaveBeenCalledTimes(1);
    sends.mockRestore();
  });

  it('turns an error answer into an http error', async () => {
    const client = createRestClient({ url: server.url, accessToken: 't' });
    server.fallback = ((previous) => (req, res) => {
      if (req.method === 'POST') {
        res.setHeader('Access-Control-Allow-Origin', '*');
        sendJson(res, 422, { error: 'Validation failed: File content type is invalid' });
      } else void previous?.(req, res);
    })(server.fallback);
    await expect(
      client.media.upload({ file: new Blob(['x'], { type: 'text/plain' }) }, { onProgress: () => undefined }),
    ).rejects.toMatchObject({ kind: 'http', status: 422, message: 'Validation failed: File content type is invalid' });
  });

  it('reports an abort as aborted', async () => {
    const client = createRestClient({ url: server.url, accessToken: 't' });
    const controller = new AbortController();
    controller.abort();
    await expect(
      client.media.upload({ file: new Blob(['x']) }, { onProgress: () => undefined, signal: controller.signal }),
    ).rejects.toMatchObject({ kind: 'aborted' });
  });
});
