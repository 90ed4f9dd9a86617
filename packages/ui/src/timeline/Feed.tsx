import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {
  computeOffsets,
  feedKeys,
  indexAt,
  LOAD_MORE_DISTANCE,
  SCROLL_THROTTLE_MS,
  TOP_THRESHOLD,
  visibleRange,
  type FeedRange,
} from './feed-layout';
import { throttle } from './throttle';
import { EmptyMessage } from './EmptyMessage';
import { PartialHomeMessage } from './PartialHomeMessage';
import { LoadMore } from '../common/LoadMore';
import { NewPostsPill } from './NewPostsPill';
import { NAV_ITEM_ATTRIBUTE, navItemOf, siblingItem } from '../keyboard/focus-targets';
import { hotkeyFor, isTextField } from '../keyboard/keymap';
import './Feed.css';
import { useT } from '../i18n/locale-context';

/** How the Feed reads sizes; jsdom has no layout, so tests pass their own. */
export interface FeedMetrics {
  itemHeight(element: HTMLElement): number;
  /** The visible height of the scroller; `null` is the window. */
  viewportHeight(scroller: HTMLElement | null): number;
}

export const domMetrics: FeedMetrics = {
  itemHeight: (element) => element.getBoundingClientRect().height,
  viewportHeight: (scroller) => (scroller === null ? window.innerHeight : scroller.clientHeight),
};

export interface FeedProps {
  /** Entries newest first; `null` is a gap. */
  ids: readonly (string | null)[];
  renderItem: (id: string, index: number) => ReactNode;
  /** The feed's accessible name, e.g. 'Home'. */
  label: string;
  /** The id of what shows the entries (the feed, or its empty or loading message), for a control's aria-controls. */
  listId?: string;
  isLoading?: boolean;
  /** A partial home (HTTP 206): 'Your home feed is being prepared!'. */
  isPartial?: boolean;
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** A gap's button; `index` is the gap's position in `ids`. */
  onLoadGap?: (index: number) => void;
  unread?: number;
  /** The new-posts pill was clicked (after scrolling to the top). */
  onShowNew?: () => void;
  onScrollTop?: (isAtTop: boolean) => void;
  /** The entry at the top of the viewport, when it changes (a reading position, e.g. for the home marker). */
  onTopItem?: (id: string) => void;
  /** An entry to bring to the top of the viewport once it is listed (a restored reading position). */
  scrollToId?: string | null;
  /** `scrollToId` was reached, or given up: the feed has entries, is not loading, and it is not among them. */
  onScrolledTo?: () => void;
  emptyMessage?: ReactNode;
  /** Offset from the top of the list to restore on mount. */
  initialScrollTop?: number;
  /** Called on unmount with the offset to pass back as `initialScrollTop`. */
  onScrollSave?: (offset: number) => void;
  /** 'container': the Feed is its own scroll area (a column body). 'window': the page scrolls (mobile). */
  scrollMode?: 'container' | 'window';
  /** Content above the list inside the scroll area (an account header, a hashtag header). */
  header?: ReactNode;
  estimatedItemHeight?: number;
  /** Measured heights by key; pass the same Map again to restore positions exactly. */
  heightCache?: Map<string, number>;
  metrics?: FeedMetrics;
  className?: string;
}

interface Anchor {
  key: string;
  /** How far the viewport top is below the item's top. */
  delta: number;
}

const GAP_HEIGHT = 56;
const isGap = (key: string): boolean => key.startsWith('gap:');

export function Feed({
  ids,
  renderItem,
  label,
  listId,
  isLoading = false,
  isPartial = false,
  hasMore = false,
  onLoadMore,
  onLoadGap,
  unread = 0,
  onShowNew,
  onScrollTop,
  onTopItem,
  scrollToId = null,
  onScrolledTo,
  emptyMessage,
  initialScrollTop = 0,
  onScrollSave,
  scrollMode = 'container',
  header,
  estimatedItemHeight = 180,
  heightCache,
  metrics = domMetrics,
  className,
}: FeedProps) {
  const t = useT();
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const ownHeights = useRef<Map<string, number>>(new Map());
  const heights = heightCache ?? ownHeights.current;
  const [layoutVersion, setLayoutVersion] = useState(0);

  const keys = useMemo(() => feedKeys(ids), [ids]);
  const keyIndex = useMemo(() => new Map(keys.map((key, index) => [key, index])), [keys]);
  const offsets = useMemo(
    () => computeOffsets(keys, (key) => heights.get(key) ?? (isGap(key) ? GAP_HEIGHT : estimatedItemHeight)),
    // layoutVersion: heights is mutable and changes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [keys, heights, estimatedItemHeight, layoutVersion],
  );

  const [range, setRange] = useState<FeedRange>(() => visibleRange(offsets, initialScrollTop, 0));
  const [atTop, setAtTop] = useState(initialScrollTop < TOP_THRESHOLD);

  const latest = useRef({ offsets, keyIndex, keys, ids, hasMore, isLoading, onLoadMore, onScrollTop, onTopItem, metrics });
  latest.current = { offsets, keyIndex, keys, ids, hasMore, isLoading, onLoadMore, onScrollTop, onTopItem, metrics };
  const anchorRef = useRef<Anchor | null>(null);
  const lastTopRef = useRef(initialScrollTop);
  const reportedTopRef = useRef<boolean | null>(null);

  const scroller = useCallback((): HTMLElement | null => (scrollMode === 'container' ? rootRef.current : null), [scrollMode]);

  // The list's top within the scrolled content, kept between renders, resizes of what is above it
  // and window resizes, so a scroll event reads no layout but the scroll position (issue #17).
  const listTopRef = useRef<number | null>(null);
  const listOffset = useCallback((): number => {
    if (listTopRef.current !== null) return listTopRef.current;
    const stop = scroller();
    let top = 0;
    let element: HTMLElement | null = listRef.current;
    while (element !== null && element !== stop) {
      top += element.offsetTop;
      element = element.offsetParent instanceof HTMLElement ? element.offsetParent : null;
    }
    if (listRef.current !== null) listTopRef.current = top;
    return top;
  }, [scroller]);
  useLayoutEffect(() => {
    listTopRef.current = null;
  });

  const readTop = useCallback((): number => {
    const element = scroller();
    const absolute = element === null ? window.scrollY : element.scrollTop;
    return absolute - listOffset();
  }, [scroller, listOffset]);

  const writeTop = useCallback(
    (top: number): void => {
      const element = scroller();
      const absolute = Math.max(0, top + listOffset());
      if (element === null) window.scrollTo(0, absolute);
      else element.scrollTop = absolute;
    },
    [scroller, listOffset],
  );

  const viewport = useCallback((): number => latest.current.metrics.viewportHeight(scroller()), [scroller]);

  const reportedItemRef = useRef<string | null>(null);
  const reportTopItem = useCallback((top: number): void => {
    const { offsets: current, ids: currentIds, onTopItem: report } = latest.current;
    const id = currentIds.length === 0 ? null : currentIds[indexAt(current, Math.max(0, top))];
    if (report === undefined || id === null || id === undefined || id === reportedItemRef.current) return;
    reportedItemRef.current = id;
    report(id);
  }, []);

  const captureAnchor = useCallback((top: number): void => {
    const { offsets: current, keys: currentKeys } = latest.current;
    if (currentKeys.length === 0 || top <= 0) {
      anchorRef.current = null;
      return;
    }
    const index = indexAt(current, top);
    const key = currentKeys[index];
    anchorRef.current = key === undefined ? null : { key, delta: top - (current[index] ?? 0) };
  }, []);

  const updateRange = useCallback((top: number): void => {
    const next = visibleRange(latest.current.offsets, top, viewport());
    setRange((previous) => (previous.start === next.start && previous.end === next.end ? previous : next));
  }, [viewport]);

  // Load more and the top report run throttled (SPEC §9: 150 ms); the rendered range follows every scroll.
  const checkEdges = useMemo(
    () =>
      throttle(() => {
        const top = readTop();
        const current = latest.current;
        const isTop = top + listOffset() < TOP_THRESHOLD;
        setAtTop(isTop);
        reportTopItem(top);
        if (reportedTopRef.current !== isTop) {
          reportedTopRef.current = isTop;
          current.onScrollTop?.(isTop);
        }
        const total = current.offsets[current.offsets.length - 1] ?? 0;
        const distance = total - (top + viewport());
        if (distance < LOAD_MORE_DISTANCE && current.hasMore && !current.isLoading && current.keys.length > 0) {
          current.onLoadMore?.();
        }
      }, SCROLL_THROTTLE_MS),
    [readTop, listOffset, viewport, reportTopItem],
  );
  useEffect(() => () => checkEdges.cancel(), [checkEdges]);
  // Entries arriving at the top while it is shown change what is read there.
  useEffect(() => reportTopItem(lastTopRef.current), [keys, reportTopItem]);

  const onScroll = useCallback((): void => {
    const top = readTop();
    lastTopRef.current = top;
    captureAnchor(top);
    updateRange(top);
    checkEdges();
  }, [readTop, captureAnchor, updateRange, checkEdges]);

  useEffect(() => {
    const target: HTMLElement | Window = scroller() ?? window;
    const onResize = (): void => {
      listTopRef.current = null;
      onScroll();
    };
    target.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      target.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
    };
  }, [scroller, onScroll]);

  // Restore the saved offset, report the initial top, and hand the offset back on unmount.
  const onScrollSaveRef = useRef(onScrollSave);
  onScrollSaveRef.current = onScrollSave;
  useLayoutEffect(() => {
    if (initialScrollTop > 0) writeTop(initialScrollTop);
    const top = readTop();
    lastTopRef.current = top;
    captureAnchor(top);
    updateRange(top);
    checkEdges();
    return () => onScrollSaveRef.current?.(Math.max(0, lastTopRef.current));
    // Mount only: later changes of initialScrollTop are not a request to scroll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // When entries arrive above or heights change, keep the entry being read where it was (not at the top:
  // there new entries show, as in Mastodon's ScrollableList getSnapshotBeforeUpdate).
  useLayoutEffect(() => {
    const anchor = anchorRef.current;
    let top = readTop();
    if (anchor !== null && top > 0) {
      const index = keyIndex.get(anchor.key);
      if (index !== undefined) {
        const wanted = (offsets[index] ?? 0) + anchor.delta;
        if (Math.abs(wanted - top) >= 1) {
          writeTop(wanted);
          top = readTop();
          lastTopRef.current = top;
        }
      }
    }
    captureAnchor(top);
    updateRange(top);
  }, [offsets, keyIndex, readTop, writeTop, captureAnchor, updateRange]);

  // A restored reading position: once its entry is listed, it goes to the top, and then it is kept
  // there as heights are measured (the anchor above).
  const scrolledToRef = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (scrollToId === null || scrolledToRef.current === scrollToId) return;
    const index = keyIndex.get(scrollToId);
    if (index === undefined) {
      if (isLoading || keys.length === 0) return;
    } else {
      writeTop(offsets[index] ?? 0);
      const top = readTop();
      lastTopRef.current = top;
      captureAnchor(top);
      updateRange(top);
    }
    scrolledToRef.current = scrollToId;
    onScrolledTo?.();
  }, [scrollToId, keyIndex, keys, offsets, isLoading, readTop, writeTop, captureAnchor, updateRange, onScrolledTo]);

  // Measure each entry when it is first rendered, then only when it resizes (images, spoilers): the
  // ResizeObserver reports those, so a render reads the layout of new entries only (issue #17).
  const observerRef = useRef<ResizeObserver | null>(null);
  const observed = useRef(new Set<Element>());
  const measure = useCallback(
    (elements: Iterable<Element>): void => {
      let changed = false;
      for (const element of elements) {
        if (!(element instanceof HTMLElement)) continue;
        const key = element.dataset.key;
        if (key === undefined) continue;
        const height = latest.current.metrics.itemHeight(element);
        if (height > 0 && Math.abs((heights.get(key) ?? -1) - height) >= 0.5) {
          heights.set(key, height);
          changed = true;
        }
      }
      if (changed) setLayoutVersion((version) => version + 1);
    },
    [heights],
  );
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      listTopRef.current = null;
      measure(entries.map((entry) => entry.target));
    });
    observerRef.current = observer;
    const set = observed.current;
    for (const child of Array.from(listRef.current?.children ?? [])) {
      if (child instanceof HTMLElement && child.dataset.key !== undefined) {
        observer.observe(child);
        set.add(child);
      }
    }
    return () => {
      observer.disconnect();
      set.clear();
      observerRef.current = null;
    };
  }, [measure]);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list === null) return;
    const rendered = Array.from(list.children).filter((child) => child instanceof HTMLElement && child.dataset.key !== undefined);
    const observer = observerRef.current;
    // Without a ResizeObserver nothing reports resizes: every render measures what it shows.
    measure(observer === null ? rendered : rendered.filter((element) => !observed.current.has(element)));
    if (observer === null) return;
    // What is above the list (an account's header, its image loading) moves the list when it resizes.
    const above: Element[] = [];
    for (let element = list.previousElementSibling; element !== null; element = element.previousElementSibling) above.push(element);
    const watched = [...rendered, ...above];
    const present = new Set(watched);
    for (const element of observed.current) {
      if (!present.has(element)) {
        observer.unobserve(element);
        observed.current.delete(element);
      }
    }
    for (const element of watched) {
      if (!observed.current.has(element)) {
        observer.observe(element);
        observed.current.add(element);
      }
    }
  });

  const showNew = (): void => {
    writeTop(-listOffset());
    anchorRef.current = null;
    lastTopRef.current = readTop();
    updateRange(lastTopRef.current);
    setAtTop(true);
    onShowNew?.();
  };

  // Mastodon's hotkeys: j and k (or the arrow keys on an entry) move focus to the next and previous entry.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const hotkey = hotkeyFor(event);
    if (hotkey === null || (hotkey.id !== 'moveDown' && hotkey.id !== 'moveUp') || event.defaultPrevented) return;
    const target = event.target;
    const list = listRef.current;
    if (!(target instanceof HTMLElement) || list === null || isTextField(target) || !rootRef.current?.contains(target)) return;
    const current = navItemOf(target);
    // The arrow keys scroll or move within a control; they move between entries only from an entry itself.
    if (event.key.startsWith('Arrow') && current !== target) return;
    let item: HTMLElement | null;
    if (current === null || current.parentElement !== list) {
      const items = Array.from(list.querySelectorAll<HTMLElement>(`:scope > [${NAV_ITEM_ATTRIBUTE}]`));
      item = items[Math.max(0, indexAt(offsets, Math.max(0, readTop())) - range.start)] ?? null;
    } else {
      item = siblingItem(current, hotkey.id === 'moveDown' ? 1 : -1);
    }
    if (item === null) return;
    event.preventDefault();
    item.focus();
  };

  const count = keys.length;
  const start = Math.min(range.start, count);
  const end = Math.min(Math.max(range.end, start), count);
  const total = offsets[count] ?? 0;
  const topSpace = offsets[start] ?? 0;
  const bottomSpace = total - (offsets[end] ?? total);

  let body: ReactNode;
  if (count === 0) {
    if (isPartial) body = <PartialHomeMessage />;
    else if (isLoading) body = <div className="t-feed__loading" role="status">{t('common.loading')}</div>;
    else body = <EmptyMessage>{emptyMessage}</EmptyMessage>;
  }

  const rendered: ReactNode[] = [];
  for (let index = start; index < end; index += 1) {
    const key = keys[index] as string;
    const id = ids[index];
    rendered.push(
      <article
        key={key}
        data-key={key}
        className={id === null || id === undefined ? 't-feed__item t-feed__item--gap' : 't-feed__item'}
        tabIndex={-1}
        {...{ [NAV_ITEM_ATTRIBUTE]: '' }}
        aria-posinset={index + 1}
        aria-setsize={hasMore ? -1 : count}
      >
        {id === null || id === undefined ? (
          <LoadMore isLoading={isLoading} onLoadMore={() => onLoadGap?.(index)} />
        ) : (
          renderItem(id, index)
        )}
      </article>,
    );
  }

  return (
    <div
      ref={rootRef}
      className={['t-feed', scrollMode === 'container' ? 't-feed--container' : 't-feed--window', className]
        .filter(Boolean)
        .join(' ')}
      data-at-top={atTop}
      onKeyDown={onKeyDown}
    >
      {unread > 0 && !atTop ? <NewPostsPill count={unread} onClick={showNew} /> : null}
      {header}
      {body ? (
        <div id={listId}>{body}</div>
      ) : (
        <>
          <div ref={listRef} id={listId} className="t-feed__list" role="feed" aria-label={label} aria-busy={isLoading}>
            {topSpace > 0 ? <div className="t-feed__spacer" style={{ height: topSpace }} aria-hidden="true" /> : null}
            {rendered}
            {bottomSpace > 0 ? <div className="t-feed__spacer" style={{ height: bottomSpace }} aria-hidden="true" /> : null}
          </div>
          {isLoading ? (
            <div className="t-feed__loading" role="status">
              {t('common.loading')}
            </div>
          ) : hasMore ? (
            <LoadMore onLoadMore={() => onLoadMore?.()} />
          ) : null}
        </>
      )}
    </div>
  );
}
