import { lazyModule, LoadFailure, useT, type ChunkFailureType, type ChunkLoadError, type MessageId } from '@trumpet/ui';
import { Component, Suspense, use, type ReactNode } from 'react';

interface FailureProps {
  message: string;
  onRetry: () => void;
}

const HINTS: Record<ChunkFailureType, MessageId> = {
  timeout: 'routing.chunk_failure.timeout',
  missing: 'routing.chunk_failure.missing',
  error: 'routing.chunk_failure.error',
};

/** What the reader can do about it, in words: SPEC §8's technical text (chunk, type, the browser's URL) stays in the error. */
function useFailureText(failure: ChunkLoadError): string {
  const t = useT();
  return t(HINTS[failure.type]);
}

// The modal (react-aria's overlay and focus scope) stays out of the first load: it is fetched once
// the app has shown (prefetchChunkFailure), so it is at hand when a later chunk fails.
const failureModal = lazyModule('chunk-failure', () => import('./ChunkFailureModal').then((module) => module.default));

export const prefetchChunkFailure = failureModal.preload;

function ChunkFailureModal(props: FailureProps) {
  const Modal = failureModal.current() ?? use(failureModal.load());
  return <Modal {...props} />;
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
export function ChunkFailure({ failure, onRetry }: { failure: ChunkLoadError; onRetry: () => void }) {
  const message = useFailureText(failure);
  return (
    <InlineFallback message={message} onRetry={onRetry}>
      <Suspense fallback={null}>
        <ChunkFailureModal message={message} onRetry={onRetry} />
      </Suspense>
    </InlineFallback>
  );
}
