import { safeUrl } from '@trumpet/core/text';
import { useCallback, useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { IconButton } from '../common/Button';
import { Modal } from '../common/Modal';
import type { MessageId } from '../i18n/catalogue';
import { useT, useTextDirection, type Translate } from '../i18n/locale-context';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../icons';
import type { MediaAttachmentData } from '../status/MediaGallery';
import { AudioPlayer } from './AudioPlayer';
import { useHistoryEntry } from './use-history-entry';
import { VideoPlayer, type PlaybackState } from './VideoPlayer';
import { ZoomableImage } from './ZoomableImage';
import './MediaModal.css';

export interface MediaModalProps {
  media: readonly MediaAttachmentData[];
  /** The attachment shown first. */
  index?: number;
  /** The status the media belongs to: enables 'View context'. */
  statusId?: string | null;
  /**
   * Runs once the modal should go away: after the history entry it added was popped (the back
   * button, or the modal's own close controls, which go back).
   */
  onClose: () => void;
  /**
   * 'View context' (SPEC §2): the modal closes without going back; navigate to /statuses/{id} with
   * `replace` so the thread takes the place of the modal's history entry.
   */
  onViewContext?: (statusId: string) => void;
  /** Where an expanded inline video was (time, volume, muted). */
  playback?: PlaybackState;
  /** Reports the shown attachment's index. */
  onIndexChange?: (index: number) => void;
  isOpen?: boolean;
}

/** A horizontal drag this long flips to the previous or next attachment. */
const SWIPE_DISTANCE = 50;

function itemLabel(item: MediaAttachmentData, t: Translate): string {
  const [plain, described]: [MessageId, MessageId] =
    item.type === 'video'
      ? ['media.video', 'media.video_described']
      : item.type === 'gifv'
        ? ['media.gif', 'media.gif_described']
        : item.type === 'audio'
          ? ['media.audio', 'media.audio_described']
          : ['media.image', 'media.image_described'];
  return item.description ? t(described, { description: item.description }) : t(plain);
}

const aspectOf = (item: MediaAttachmentData) => item.meta?.original?.aspect ?? item.meta?.small?.aspect ?? null;

/**
 * The media viewer (SPEC §2 MEDIA and VIDEO modals): one attachment at a time with previous and next
 * buttons, page dots and arrow keys that wrap around, swipe, a click toggling the overlay (controls
 * and the description), zoom on images, 'View context', and a history entry that the back button pops.
 */
export function MediaModal({ media, index = 0, statusId = null, onClose, onViewContext, playback, onIndexChange, isOpen = true }: MediaModalProps) {
  const t = useT();
  const rtl = useTextDirection() === 'rtl';
  const requestClose = useHistoryEntry(isOpen, onClose);
  const count = media.length;
  const [current, setCurrent] = useState(() => (count > 0 ? ((index % count) + count) % count : 0));
  const [overlay, setOverlay] = useState(true);
  const zoomed = useRef(false);
  const swipe = useRef<{ x: number; y: number; pointers: number } | null>(null);

  const go = useCallback(
    (delta: number) => {
      if (count < 2) return;
      const next = (((current + delta) % count) + count) % count;
      setCurrent(next);
      onIndexChange?.(next);
      zoomed.current = false;
    },
    [count, current, onIndexChange],
  );
  const goTo = useCallback(
    (next: number) => {
      setCurrent(next);
      onIndexChange?.(next);
      zoomed.current = false;
    },
    [onIndexChange],
  );

  useEffect(() => {
    if (!isOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target;
      if (target instanceof Element && (target.tagName === 'INPUT' || target.getAttribute('role') === 'slider')) return;
      // Right to left, the next item is on the left.
      if (event.key === 'ArrowLeft') go(rtl ? 1 : -1);
      else if (event.key === 'ArrowRight') go(rtl ? -1 : 1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, go, rtl]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('button, input, [role="slider"], .t-media-controls')) return;
    if (swipe.current) swipe.current.pointers += 1;
    else swipe.current = { x: event.clientX, y: event.clientY, pointers: 1 };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.pointers > 1 || zoomed.current) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy) * 1.5) go(dx < 0 !== rtl ? 1 : -1);
  };

  const toggleOverlay = useCallback(() => setOverlay((value) => !value), []);
  const onZoomChange = useCallback((value: boolean) => {
    zoomed.current = value;
  }, []);

  const viewContext = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!statusId || !onViewContext || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onClose();
    onViewContext(statusId);
  };

  const item = media[current];
  if (!isOpen || !item) return null;
  const label = itemLabel(item, t);
  const url = safeUrl(item.url);
  const preview = safeUrl(item.preview_url);

  return (
    <Modal isOpen onClose={requestClose} label={t('media.label')} isDismissable={false} className="t-media-modal">
      <div
        className={overlay ? 't-media-modal__body' : 't-media-modal__body is-overlay-hidden'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipe.current = null;
        }}
      >
        <div
          className={item.type === 'image' || item.type === 'unknown' ? 't-media-modal__stage' : 't-media-modal__stage t-media-modal__stage--framed'}
          key={item.id}
          aria-roledescription={t('media.slide')}
          aria-label={t('media.position', { position: current + 1, count })}
        >
          {item.type === 'video' && url ? (
            <div className="t-media-modal__video" style={{ ['--t-aspect' as string]: String(aspectOf(item) ?? 16 / 9) }}>
              <VideoPlayer
                src={url}
                preview={preview}
                blurhash={item.blurhash}
                alt={item.description}
                fill
                autoPlay
                autoFocus={count === 1}
                startTime={playback?.currentTime}
                volume={playback?.volume}
                muted={playback?.muted}
              />
            </div>
          ) : item.type === 'gifv' && url ? (
            <video
              className="t-media-modal__gifv"
              src={url}
              poster={preview}
              aria-label={label}
              title={item.description ?? undefined}
              autoPlay
              loop
              muted
              playsInline
              onClick={toggleOverlay}
            />
          ) : item.type === 'audio' && url ? (
            <AudioPlayer src={url} poster={preview} blurhash={item.blurhash} alt={item.description} fill autoPlay />
          ) : (
            <ZoomableImage
              src={url ?? preview ?? ''}
              alt={item.description ?? ''}
              blurhash={item.blurhash}
              preview={preview}
              aspect={aspectOf(item)}
              onZoomChange={onZoomChange}
              onTap={toggleOverlay}
            />
          )}
        </div>

        <div className="t-media-modal__top">
          {count > 1 ? (
            <span className="t-media-modal__counter" aria-hidden="true">
              {current + 1} / {count}
            </span>
          ) : (
            <span />
          )}
          <IconButton icon={CloseIcon} label={t('common.close')} onPress={requestClose} className="t-media-modal__button t-media-modal__close" iconSize={22} />
        </div>

        {count > 1 ? (
          <>
            <IconButton icon={ChevronLeftIcon} label={t('media.previous')} onPress={() => go(-1)} className="t-media-modal__button t-media-modal__prev" iconSize={26} />
            <IconButton icon={ChevronRightIcon} label={t('media.next')} onPress={() => go(1)} className="t-media-modal__button t-media-modal__next" iconSize={26} />
          </>
        ) : null}

        <div className="t-media-modal__bottom">
          {item.description ? (
            <p className="t-media-modal__caption" lang="">
              <span className="t-media-modal__alt" aria-hidden="true">
                {t('media.alt')}
              </span>
              {item.description}
            </p>
          ) : null}
          {count > 1 ? (
            <div className="t-media-modal__dots" role="group" aria-label={t('media.label')}>
              {media.map((entry, position) => (
                <button
                  key={entry.id}
                  type="button"
                  className={position === current ? 't-media-modal__dot is-active' : 't-media-modal__dot'}
                  aria-label={t('media.position', { position: position + 1, count })}
                  aria-current={position === current ? 'true' : undefined}
                  onClick={() => goTo(position)}
                />
              ))}
            </div>
          ) : null}
          {statusId && onViewContext ? (
            <a className="t-media-modal__context" href={`/statuses/${statusId}`} onClick={viewContext}>
              {t('media.view_context')}
            </a>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}
