import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '../common/Button';
import { useLazyModule } from '../common/use-lazy-module';
import { useT } from '../i18n/locale-context';
import { SmileIcon } from './category-icons';
import type { EmojiPickerProps } from './EmojiPicker';
import type { EmojiIndex, PickedEmoji, PickerCustomEmoji, SkinTone } from './emoji-types';
import { loadEmojiIndex } from './load-emoji-index';
import { pickerCode } from './picker-code';
import { placePicker, type PickerPlacement } from './place-picker';
import { useEmojiIndex } from './use-emoji-index';
import './EmojiPicker.css';

/** SPEC §2 "width 299 while loading"; the open picker keeps it. The height is the open picker's, for placing it. */
export const PICKER_WIDTH = 299;
const PICKER_HEIGHT = 380;

export interface EmojiPickerDropdownProps {
  /** The server's custom emoji; those not visible in the picker still show in the frequently used list. */
  customEmojis: readonly PickerCustomEmoji[];
  /** Ids (shortcodes or characters), most used first: core's selectFrequentlyUsedEmojis. */
  frequentlyUsed: readonly string[];
  /** 1 to 6 (SPEC §9); anything else counts as 1. */
  skinTone: number;
  onSkinTone: (tone: SkinTone) => void;
  onPick: (emoji: PickedEmoji) => void;
  /** Animate custom emoji (Mastodon's auto_play_gif). */
  autoPlayGif: boolean;
  isDisabled?: boolean;
  className?: string;
  /** The button's name; 'Insert emoji' by default. */
  label?: string;
  /** Where the native emoji come from; by default emojibase's data through a dynamic import. */
  loadIndex?: () => Promise<EmojiIndex>;
}

const asSkinTone = (tone: number): SkinTone => (tone === 2 || tone === 3 || tone === 4 || tone === 5 || tone === 6 ? tone : 1);

const coarsePointer = () => typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;

/**
 * The composer's emoji button (SPEC §2): opens the picker below or above itself, whichever has room;
 * Escape or a click outside closes it. A pick closes it too, unless Shift is held.
 */
export function EmojiPickerDropdown({
  customEmojis,
  frequentlyUsed,
  skinTone,
  onSkinTone,
  onPick,
  autoPlayGif,
  isDisabled,
  className,
  label,
  loadIndex = loadEmojiIndex,
}: EmojiPickerDropdownProps) {
  const t = useT();
  const [isOpen, setOpen] = useState(false);
  const [placement, setPlacement] = useState<PickerPlacement | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const data = useEmojiIndex(isOpen, loadIndex);

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) triggerRef.current?.focus();
  }, []);

  useLayoutEffect(() => {
    if (!isOpen) return undefined;
    const place = (event?: Event) => {
      const trigger = triggerRef.current;
      if (!trigger || (event?.target instanceof Node && panelRef.current?.contains(event.target))) return;
      const next = placePicker(trigger.getBoundingClientRect(), { width: window.innerWidth, height: window.innerHeight }, { width: PICKER_WIDTH, height: PICKER_HEIGHT });
      setPlacement((current) =>
        current && current.side === next.side && current.top === next.top && current.bottom === next.bottom && current.left === next.left ? current : next,
      );
    };
    place();
    window.addEventListener('resize', place);
    document.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      document.removeEventListener('scroll', place, true);
    };
  }, [isOpen]);

  useEffect(() => {
    if (!isOpen) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (target instanceof Node && (panelRef.current?.contains(target) || triggerRef.current?.contains(target))) return;
      close(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close(true);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen, close]);

  const pick = useCallback(
    (emoji: PickedEmoji, keepOpen: boolean) => {
      if (!keepOpen) close(true);
      onPick(emoji);
    },
    [close, onPick],
  );

  // Tab past either end of the picker goes back to the button, closing it, as a menu does.
  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const tabbable = Array.from(panelRef.current.querySelectorAll<HTMLElement>('input, button:not([tabindex="-1"]), [tabindex="0"]'));
    const edge = event.shiftKey ? tabbable[0] : tabbable[tabbable.length - 1];
    if (edge !== undefined && edge !== document.activeElement) return;
    event.preventDefault();
    close(true);
  };

  const panel =
    isOpen && placement ? (
      <div
        ref={panelRef}
        id={panelId}
        role="dialog"
        aria-label={t('emoji.picker')}
        tabIndex={-1}
        className={`t-emoji-dropdown is-${placement.side}${data.status === 'ready' ? '' : ' is-loading'}`}
        style={{ top: placement.top, bottom: placement.bottom, left: placement.left, width: PICKER_WIDTH }}
        onKeyDown={onPanelKeyDown}
      >
        {data.status === 'failed' ? null : (
          <LoadedPicker
            index={data.status === 'ready' ? data.index : null}
            customEmojis={customEmojis}
            frequentlyUsed={frequentlyUsed}
            skinTone={asSkinTone(skinTone)}
            onSkinTone={onSkinTone}
            onPick={pick}
            autoPlayGif={autoPlayGif}
            autoFocus={!coarsePointer()}
            loadingLabel={t('common.loading')}
          />
        )}
      </div>
    ) : null;

  return (
    <span className={className ? `t-emoji-dropdown-trigger ${className}` : 't-emoji-dropdown-trigger'}>
      <IconButton
        icon={SmileIcon}
        label={label ?? t('emoji.insert')}
        isDisabled={isDisabled}
        onPress={() => (isOpen ? close(false) : setOpen(true))}
        buttonRef={triggerRef}
        className={isOpen ? 'is-open' : undefined}
        triggerProps={{ 'aria-haspopup': 'dialog', 'aria-expanded': isOpen, 'aria-controls': isOpen ? panelId : undefined }}
      />
      {panel ? createPortal(panel, document.body) : null}
    </span>
  );
}

/** The picker once its code and the emoji data are both here; a spinner until then. */
function LoadedPicker({ index, loadingLabel, ...props }: Omit<EmojiPickerProps, 'index'> & { index: EmojiIndex | null; loadingLabel: string }) {
  const Picker = useLazyModule(pickerCode);
  if (Picker && index) return <Picker index={index} {...props} />;
  return (
    <div className="t-emoji-dropdown__loading" role="status" aria-label={loadingLabel}>
      <span className="t-emoji-dropdown__spinner" aria-hidden="true" />
    </div>
  );
}
