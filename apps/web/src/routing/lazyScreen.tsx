import { Component, lazy, Suspense, useState, type ComponentType, type ErrorInfo, type LazyExoticComponent, type ReactNode } from 'react';
import { ChunkLoadError, loadChunk } from './chunks';
import { ChunkFailure } from './ChunkFailure';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

interface BoundaryProps {
  chunk: string;
  onRetry: () => void;
  children: ReactNode;
}

// Error boundaries are still class components in React 19.
class ChunkBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (!(error instanceof ChunkLoadError)) console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const message = error instanceof ChunkLoadError ? error.message : new ChunkLoadError(this.props.chunk, 'error', error.message).message;
    return (
      <ChunkFailure
        message={message}
        onRetry={() => {
          this.setState({ error: null });
          this.props.onRetry();
        }}
      />
    );
  }
}

/**
 * A lazily loaded chunk (SPEC §2): React.lazy over an import with the 120 s timeout; a failure shows
 * the load-failure modal with 'Try again' (a fresh import) and 'Close'.
 */
export type LazyChunk<P> = ComponentType<P> & {
  /** Starts loading the chunk now, before anything renders it (a failure shows when it renders). */
  preload: () => void;
};

export function lazyChunk<P extends object>(chunk: string, load: Loader<P>, fallback: ReactNode = null): LazyChunk<P> {
  let Loaded: LazyExoticComponent<ComponentType<P>> = lazy(() => loadChunk(chunk, load));
  let generation = 0;
  function Chunk(props: P) {
    const [, setGeneration] = useState(generation);
    const retry = () => {
      generation += 1;
      Loaded = lazy(() => loadChunk(chunk, load));
      setGeneration(generation);
    };
    // A lazy component renders as the component it loads (React 18's types say otherwise).
    const Current = Loaded as unknown as ComponentType<P>;
    return (
      <ChunkBoundary chunk={chunk} onRetry={retry} key={generation}>
        <Suspense fallback={fallback}>
          <Current {...props} />
        </Suspense>
      </ChunkBoundary>
    );
  }
  Chunk.displayName = `Chunk(${chunk})`;
  // The module map keeps what an import loaded, so React.lazy's own import later finds it there.
  Chunk.preload = () => void load().catch(() => undefined);
  return Chunk;
}
