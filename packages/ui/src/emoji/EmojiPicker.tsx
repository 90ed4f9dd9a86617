import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useT } from '../i18n/locale-context';
import { SearchIcon } from '../icons';
import { CATEGORY_ICONS } from './category-icons';
import { EmojiGlyph, EmojiGrid } from './EmojiGrid';
import { NATIVE_CATEGORY_IDS, type EmojiIndex, type PickedEmoji, type PickerCategoryId, type PickerCustomEmoji, type SkinTone } from './emoji-types';
import { CATEGORY_TITLES, categorySections, searchItems, toPicked, type PickerItem, type PickerSection } from './picker-items';
import { normalizeQuery } from './search-emoji';
import { SkinTonePicker } from './SkinTonePicker';

export interface EmojiPickerProps {
  index: EmojiIndex;
  customEmojis: readonly PickerCustomEmoji[];
  frequentlyUsed: readonly string[];
  skinTone: SkinTone;
  onSkinTone: (tone: SkinTone) => void;
  /** `keepOpen` when Shift was held, to pick several in a row. */
  onPick: (emoji: PickedEmoji, keepOpen: boolean) => void;
  autoPlayGif: boolean;
  /** Focus the search field when shown (not on touch screens, where it would raise the keyboard). */
  autoFocus: boolean;
}

/** The open picker: search, category tabs, the grid of emoji and a footer with a preview and the skin tones. */
export function EmojiPicker({ index, customEmojis, frequentlyUsed, skinTone, onSkinTone, onPick, autoPlayGif, autoFocus }: EmojiPickerProps) {
  const t = useT();
  const baseId = useId();
  const [chosenCategory, setCategory] = useState<PickerCategoryId>('recent');
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const [preview, setPreview] = useState<PickerItem | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const tablistRef = useRef<HTMLDivElement>(null);

  const hasCustom = customEmojis.some((emoji) => emoji.visibleInPicker);
  const tabs = useMemo<PickerCategoryId[]>(() => (hasCustom ? ['recent', 'custom', ...NATIVE_CATEGORY_IDS] : ['recent', ...NATIVE_CATEGORY_IDS]), [hasCustom]);
  const category = tabs.includes(chosenCategory) ? chosenCategory : 'recent';
  const searching = normalizeQuery(query) !== '';
  const sections = useMemo<PickerSection[]>(
    () =>
      searching
        ? [{ id: 'search', title: t('emoji.search_results'), items: searchItems(query, index, customEmojis, skinTone, autoPlayGif) }]
        : categorySections(category, index, customEmojis, frequentlyUsed, skinTone, autoPlayGif, t),
    [searching, query, index, customEmojis, skinTone, autoPlayGif, category, frequentlyUsed, t],
  );
  const nothingFound = searching && sections.every((section) => section.items.length === 0);

  useEffect(() => {
    if (autoFocus) searchRef.current?.focus();
  }, [autoFocus]);

  const showFromTop = () => {
    setActiveIndex(0);
    setPreview(null);
    scrollRef.current?.scrollTo?.({ top: 0 });
  };

  const selectCategory = (id: PickerCategoryId) => {
    setCategory(id);
    setQuery('');
    showFromTop();
  };

  const pick = useCallback((item: PickerItem, event: Pick<MouseEvent, 'shiftKey'>) => onPick(toPicked(item), event.shiftKey), [onPick]);
  const focusSearch = useCallback(() => searchRef.current?.focus(), []);

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      const first = gridRef.current?.querySelector<HTMLElement>('[data-index="0"]');
      if (!first) return;
      event.preventDefault();
      setActiveIndex(0);
      first.focus();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const first = sections[0]?.items[0];
      if (searching && first) pick(first, event);
    }
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.indexOf(category);
    const targets: Record<string, number> = { ArrowRight: (at + 1) % tabs.length, ArrowLeft: (at - 1 + tabs.length) % tabs.length, Home: 0, End: tabs.length - 1 };
    const to = targets[event.key];
    const next = to === undefined ? undefined : tabs[to];
    if (next === undefined) return;
    event.preventDefault();
    selectCategory(next);
    tablistRef.current?.querySelector<HTMLElement>(`[data-category="${next}"]`)?.focus();
  };

  const panelId = `${baseId}-panel`;
  const tabId = (id: PickerCategoryId) => `${baseId}-tab-${id}`;

  return (
    <div className="t-emoji-picker">
      <div className="t-emoji-picker__search">
        <SearchIcon size={16} />
        <input
          ref={searchRef}
          type="search"
          className="t-emoji-picker__search-input"
          placeholder={t('emoji.search_placeholder')}
          aria-label={t('emoji.search')}
          aria-controls={panelId}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            showFromTop();
          }}
          onKeyDown={onSearchKeyDown}
        />
      </div>
      <div ref={tablistRef} role="tablist" aria-label={t('emoji.categories')} className="t-emoji-picker__tabs" onKeyDown={onTabKeyDown}>
        {tabs.map((id) => {
          const Icon = CATEGORY_ICONS[id];
          const selected = !searching && id === category;
          return (
            <button
              key={id}
              id={tabId(id)}
              type="button"
              role="tab"
              data-category={id}
              className={selected ? 't-emoji-picker__tab is-selected' : 't-emoji-picker__tab'}
              aria-selected={selected}
              aria-controls={panelId}
              aria-label={t(CATEGORY_TITLES[id])}
              title={t(CATEGORY_TITLES[id])}
              tabIndex={id === category ? 0 : -1}
              onClick={() => selectCategory(id)}
            >
              <Icon size={18} />
            </button>
          );
        })}
      </div>
      <div
        ref={scrollRef}
        id={panelId}
        className="t-emoji-picker__scroll"
        role={searching ? 'region' : 'tabpanel'}
        aria-label={searching ? t('emoji.search_results') : undefined}
        aria-labelledby={searching ? undefined : tabId(category)}
      >
        {nothingFound ? (
          <p className="t-emoji-picker__empty" role="status">
            {t('emoji.nothing_found')}
          </p>
        ) : (
          <EmojiGrid sections={sections} activeIndex={activeIndex} onActiveIndex={setActiveIndex} onPick={pick} onPreview={setPreview} onExitTop={focusSearch} gridRef={gridRef} />
        )}
      </div>
      <div className="t-emoji-picker__footer">
        <div className="t-emoji-picker__preview" aria-hidden="true">
          {preview ? (
            <>
              <EmojiGlyph item={preview} size={32} />
              <span className="t-emoji-picker__preview-text">
                <span className="t-emoji-picker__preview-name">{preview.kind === 'native' ? preview.name : preview.shortcode}</span>
                <span className="t-emoji-picker__preview-code">:{preview.shortcode}:</span>
              </span>
            </>
          ) : (
            <span className="t-emoji-picker__preview-hint">{t('emoji.pick')}</span>
          )}
        </div>
        <SkinTonePicker tone={skinTone} onChange={onSkinTone} />
      </div>
    </div>
  );
}
