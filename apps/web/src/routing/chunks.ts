/** SPEC §9: "Chunk timeout 120,000 ms." */
export const CHUNK_TIMEOUT_MS = 120_000;
/** SPEC §9: "Modal placeholder delay 200 ms." */
export const MODAL_PLACEHOLDER_DELAY_MS = 200;

export type ChunkFailureType = 'missing' | 'timeout' | 'error';

/** SPEC §8: 'Loading chunk {n} failed' with type missing, timeout or error (webpack's ChunkLoadError). */
export class ChunkLoadError extends Error {
  readonly chunk: string;
  readonly type: ChunkFailureType;

  constructor(chunk: string, type: ChunkFailureType, detail?: string) {
    super(`Loading chunk ${chunk} failed.\n(${type}${detail ? `: ${detail}` : ''})`);
    this.name = 'ChunkLoadError';
    this.chunk = chunk;
    this.type = type;
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
