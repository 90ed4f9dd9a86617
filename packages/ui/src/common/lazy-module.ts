/** SPEC §9: "Chunk timeout 120,000 ms." */
export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkFailureType = 'missing' | 'timeout' | 'error';

/** SPEC §8: 'Loading chunk {n} failed' with type missing, timeout or error (webpack's ChunkLoadError). */
export class ChunkLoadError extends Error {
  readonly chunk: string;
  readonly type: ChunkFailureType;
  /** What went wrong underneath, as the browser said it. */
  readonly detail: string | undefined;

  constructor(chunk: string, type: ChunkFailureType, detail?: string) {
    super(`Loading chunk ${chunk} failed.\n(${type}${detail ? `: ${detail}` : ''})`);
    this.name = 'ChunkLoadError';
    this.chunk = chunk;
    this.type = type;
    this.detail = detail;
  }
}

/** A chunk's import with the 120 s timeout, its failures named as SPEC §8 names them. */
export function loadChunk<T>(chunk: string, load: () => Promise<T>, timeoutMs: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout')), timeoutMs);
    load().then(
      (loaded) => {
        clearTimeout(timer);
        if (loaded === undefined || loaded === null) reject(new ChunkLoadError(chunk, 'missing'));
        else resolve(loaded);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunk, 'error', error instanceof Error ? error.message : undefined));
      },
    );
  });
}

/**
 * Code that loads on first use: the one way Trumpet loads code later (screens, modals, menus, the
 * streaming client, image resizing, emoji data). The import runs once and is kept; a failure is a
 * `ChunkLoadError` and the next `load()` imports afresh.
 */
export interface LazyModule<T> {
  readonly chunk: string;
  load(): Promise<T>;
  /** Starts the import now (the first screen's chunks, a menu about to open); never rejects. */
  preload(): void;
  /** What the import gave, once it has; null before. */
  current(): T | null;
}

export function lazyModule<T>(chunk: string, importer: () => Promise<T>, timeoutMs: number = CHUNK_TIMEOUT_MS): LazyModule<T> {
  let loaded: T | null = null;
  let pending: Promise<T> | null = null;
  const load = (): Promise<T> =>
    (pending ??= loadChunk(chunk, importer, timeoutMs).then(
      (value) => (loaded = value),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  return {
    chunk,
    load,
    preload: () => void load().catch(() => undefined),
    current: () => loaded,
  };
}
