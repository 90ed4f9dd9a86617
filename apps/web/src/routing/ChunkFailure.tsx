import { LoadFailure } from '@trumpet/ui';
import { Component, lazy, Suspense, type ReactNode } from 'react';

interface FailureProps {
  message: string;
  onRetry: () => void;
}

// The modal (react-aria's overlay and focus scope) stays out of the first load: it is fetched once
// the app has shown (prefetchChunkFailure), so it is at hand when a later chunk fails.
const loadModal = () => import('./ChunkFailureModal');
const ChunkFailureModal = lazy(loadModal);

export function prefetchChunkFailure(): void {
  loadModal().catch(() => undefined);
}

/** If even the modal cannot load (the network is gone), the same words and buttons, inline. */
class InlineFallback extends Component<FailureProps & { children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="w-chunk-failure">
        <LoadFailure detail={this.props.message} onRetry={this.props.onRetry} onClose={() => this.setState({ failed: false })} />
      </div>
    );
  }
}

/** The load-failure modal over a chunk that did not load (SPEC §2, §8). */
export function ChunkFailure({ message, onRetry }: FailureProps) {
  return (
    <InlineFallback message={message} onRetry={onRetry}>
      <Suspense fallback={null}>
        <ChunkFailureModal message={message} onRetry={onRetry} />
      </Suspense>
    </InlineFallback>
  );
}
