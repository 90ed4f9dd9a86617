import type { DisplayMedia } from '@trumpet/core';
import { safeUrl } from '@trumpet/core/text';
import { AudioPlayer } from '../media/AudioPlayer';
import { VideoPlayer, type PlaybackState } from '../media/VideoPlayer';
import { MediaGallery, type MediaAttachmentData } from './MediaGallery';

export interface StatusMediaProps {
  media: readonly MediaAttachmentData[];
  sensitive: boolean;
  displayMedia: DisplayMedia;
  autoPlayGif: boolean;
  /** Opens the media modal at `index`; an expanded video passes where it was. */
  onOpenMedia?: (index: number, playback?: PlaybackState) => void;
}

/**
 * A status's attachments, as Mastodon shows them: a lone video or audio file in its inline player,
 * anything else in the gallery (which opens the media modal).
 */
export function StatusMedia({ media, sensitive, displayMedia, autoPlayGif, onOpenMedia }: StatusMediaProps) {
  const only = media.length === 1 ? media[0] : undefined;
  const src = safeUrl(only?.url);
  if (only && src && only.type === 'video') {
    return (
      <VideoPlayer
        src={src}
        preview={only.preview_url}
        blurhash={only.blurhash}
        alt={only.description}
        aspectRatio={only.meta?.original?.aspect ?? only.meta?.small?.aspect}
        sensitive={sensitive}
        displayMedia={displayMedia}
        onExpand={onOpenMedia ? (playback) => onOpenMedia(0, playback) : undefined}
      />
    );
  }
  if (only && src && only.type === 'audio') {
    return <AudioPlayer src={src} poster={only.preview_url} blurhash={only.blurhash} alt={only.description} sensitive={sensitive} displayMedia={displayMedia} />;
  }
  return <MediaGallery media={media} sensitive={sensitive} displayMedia={displayMedia} autoPlayGif={autoPlayGif} onOpenMedia={onOpenMedia} />;
}
