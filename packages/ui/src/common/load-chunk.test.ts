import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk } from './lazy-module';

describe('loadChunk (SPEC §8, §9)', () => {
  afterEach(() => jest.useRealTimers());

  it('fails with the timeout type after 120 s', async () => {
    jest.useFakeTimers();
    const loading = loadChunk('home', () => new Promise<never>(() => undefined));
    const outcome = loading.then(
      () => 'loaded',
      (error: unknown) => error,
    );
    jest.advanceTimersByTime(CHUNK_TIMEOUT_MS - 1);
    await Promise.resolve();
    jest.advanceTimersByTime(1);
    const error = await outcome;
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).type).toBe('timeout');
    expect((error as ChunkLoadError).message).toMatch(/^Loading chunk home failed/);
  });

  it('names a failed import an error, and an empty module missing', async () => {
    await expect(loadChunk('notifications', () => Promise.reject(new Error('404 /packs/js/x.js')))).rejects.toMatchObject({ type: 'error', chunk: 'notifications' });
    await expect(loadChunk('lists', () => Promise.resolve(undefined))).rejects.toMatchObject({ type: 'missing' });
  });

  it('resolves with the module when it loads in time', async () => {
    await expect(loadChunk('home', () => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
  });
});
