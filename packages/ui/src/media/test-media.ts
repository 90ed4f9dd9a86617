import type { MediaAttachmentData } from '../status/MediaGallery';

/** Attachments for the media tests (not exported from the package). */
export function makeMedia(id: string, overrides: Partial<MediaAttachmentData> = {}): MediaAttachmentData {
  return {
    id,
    type: 'image',
    url: `https://files.example.test/${id}.png`,
    preview_url: `https://files.example.test/${id}-small.png`,
    remote_url: null,
    description: null,
    blurhash: null,
    meta: { original: { width: 1200, height: 800, aspect: 1.5, duration: null }, small: null, focus: null },
    ...overrides,
  };
}

/** jsdom has no PointerEvent: a MouseEvent carrying a pointerId is enough for React's pointer handlers. */
export function installPointerEvent(): void {
  if (typeof window.PointerEvent === 'function') return;
  class TestPointerEvent extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  Object.defineProperty(window, 'PointerEvent', { value: TestPointerEvent, configurable: true, writable: true });
}
