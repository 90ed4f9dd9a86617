import { ChunkLoadError, lazyModule, type LazyModule } from '@trumpet/ui';
import { Component, Suspense, use, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
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
    const failure = error instanceof ChunkLoadError ? error : new ChunkLoadError(this.props.chunk, 'error', error.message);
    return (
      <ChunkFailure
        failure={failure}
        onRetry={() => {
          this.setState({ error: null });
          this.props.onRetry();
        }}
      />
    );
  }
}

/**
 * A screen or modal whose code loads later (SPEC §2), over ui's `lazyModule` (the 120 s timeout,
 * a failure that imports afresh): it renders at once when the code is there, suspends until it
 * arrives otherwise, and a failure shows the load-failure modal with 'Try again' and 'Close'.
 */
export type LazyChunk<P> = ComponentType<P> & {
  /** Starts loading the chunk now, before anything renders it (a failure shows when it renders). */
  preload: () => void;
  readonly module: LazyModule<ComponentType<P>>;
};

export function lazyChunk<P extends object>(chunk: string, load: Loader<P>, fallback: ReactNode = null): LazyChunk<P> {
  const module = lazyModule(chunk, () => load().then((loaded) => loaded.default));
  // One attempt until 'Try again': React renders a failed component twice, which must not import twice.
  let attempt: Promise<ComponentType<P>> | null = null;
  function Loaded(props: P) {
    const Current = module.current() ?? use((attempt ??= module.load()));
    return <Current {...props} />;
  }
  function Chunk(props: P) {
    const [generation, setGeneration] = useState(0);
    const retry = () => {
      attempt = null;
      setGeneration((current) => current + 1);
    };
    return (
      <ChunkBoundary chunk={chunk} onRetry={retry} key={generation}>
        <Suspense fallback={fallback}>
          <Loaded {...props} />
        </Suspense>
      </ChunkBoundary>
    );
  }
  Chunk.displayName = `Chunk(${chunk})`;
  Chunk.preload = module.preload;
  Chunk.module = module;
  return Chunk;
}
