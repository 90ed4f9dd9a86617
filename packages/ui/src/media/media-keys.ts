import type { KeyboardEvent } from 'react';
import type { MediaElementControls } from './use-media-element';

/**
 * The players' shortcuts (Mastodon's video player): space or k play/pause, m mute, f full screen,
 * j / l back and forward 10 s, the left and right arrows 5 s. Keys typed into the volume slider or
 * pressed on a focused button keep their native meaning.
 */
export function handleMediaKey(event: KeyboardEvent, controls: Pick<MediaElementControls, 'togglePlay' | 'toggleMute' | 'skip'>, toggleFullscreen?: () => void): void {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  const target = event.target as HTMLElement;
  const tag = target.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA') return;
  const onButton = tag === 'BUTTON' || tag === 'A';
  switch (event.key) {
    case ' ':
    case 'Enter':
      if (onButton || event.key === 'Enter') return;
      controls.togglePlay();
      break;
    case 'k':
      controls.togglePlay();
      break;
    case 'm':
      controls.toggleMute();
      break;
    case 'f':
      if (!toggleFullscreen) return;
      toggleFullscreen();
      break;
    case 'j':
      controls.skip(-10);
      break;
    case 'l':
      controls.skip(10);
      break;
    case 'ArrowLeft':
      controls.skip(-5);
      break;
    case 'ArrowRight':
      controls.skip(5);
      break;
    default:
      return;
  }
  event.preventDefault();
  event.stopPropagation();
}
