import { safeUrl } from '@trumpet/core/text';
import { memo, useId, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { EMOJI_PER_LINE, moveInGrid } from './grid-navigation';
import type { PickerItem, PickerSection } from './picker-items';

export interface EmojiGridProps {
  sections: readonly PickerSection[];
  /** The one emoji reachable with Tab (roving focus). */
  activeIndex: number;
  onActiveIndex: (index: number) => void;
  onPick: (item: PickerItem, event: MouseEvent) => void;
  onPreview: (item: PickerItem | null) => void;
  /** Up from the first line: focus goes back to the search field. */
  onExitTop: () => void;
  gridRef: RefObject<HTMLDivElement | null>;
}

/** The emoji as lines of 8 (SPEC §2), one grid per section; arrow keys, Home and End move, Enter picks. */
export const EmojiGrid = memo(function EmojiGrid({ sections, activeIndex, onActiveIndex, onPick, onPreview, onExitTop, gridRef }: EmojiGridProps) {
  const baseId = useId();
  const sizes = sections.map((section) => section.items.length);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  const tabbable = Math.min(activeIndex, total - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLElement) || event.target.dataset.index === undefined) return;
    const next = moveInGrid(sizes, Number(event.target.dataset.index), event.key);
    if (next === null) return;
    event.preventDefault();
    if (next === 'above') {
      onExitTop();
      return;
    }
    onActiveIndex(next);
    gridRef.current?.querySelector<HTMLElement>(`[data-index="${next}"]`)?.focus();
  };

  let offset = 0;
  return (
    <div ref={gridRef} className="t-emoji-grid" onKeyDown={onKeyDown} onMouseLeave={() => onPreview(null)}>
      {sections.map((section, sectionIndex) => {
        const start = offset;
        offset += section.items.length;
        const titleId = `${baseId}-${sectionIndex}`;
        const lines: PickerItem[][] = [];
        for (let at = 0; at < section.items.length; at += EMOJI_PER_LINE) lines.push(section.items.slice(at, at + EMOJI_PER_LINE));
        return (
          <section key={section.id} className="t-emoji-grid__section">
            <h3 id={titleId} className="t-emoji-grid__title">
              {section.title}
            </h3>
            <div role="grid" aria-labelledby={titleId} className="t-emoji-grid__lines">
              {lines.map((line, lineIndex) => (
                <div role="row" key={lineIndex} className="t-emoji-grid__line">
                  {line.map((item, column) => {
                    const index = start + lineIndex * EMOJI_PER_LINE + column;
                    return (
                      <div role="gridcell" key={item.key} className="t-emoji-grid__cell">
                        <button
                          type="button"
                          className="t-emoji-grid__emoji"
                          data-index={index}
                          tabIndex={index === tabbable ? 0 : -1}
                          aria-label={item.name}
                          title={`:${item.shortcode}:`}
                          onClick={(event) => onPick(item, event)}
                          onFocus={() => {
                            onActiveIndex(index);
                            onPreview(item);
                          }}
                          onMouseEnter={() => onPreview(item)}
                        >
                          <EmojiGlyph item={item} />
                        </button>
                      </div>
                    );
                  })}
                </div>
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
});

/** SPEC §2 "size 22": a native emoji as text, a custom one as a 22 px image. */
export function EmojiGlyph({ item, size = 22 }: { item: PickerItem; size?: number }) {
  if (item.kind === 'native') {
    return (
      <span className="t-emoji-glyph" style={{ fontSize: size }} aria-hidden="true">
        {item.native}
      </span>
    );
  }
  const src = safeUrl(item.src);
  if (!src) return <span className="t-emoji-glyph" style={{ width: size, height: size }} aria-hidden="true" />;
  return <img className="t-emoji-glyph t-emoji-glyph--custom" src={src} alt="" width={size} height={size} loading="lazy" decoding="async" draggable={false} />;
}
