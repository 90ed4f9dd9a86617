import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Feed, type FeedMetrics, type FeedProps } from './Feed';

const ITEM = 100;
const VIEWPORT = 500;

/** jsdom has no layout: every entry is 100 px (or what `sizes` says), the viewport 500 px. */
function metricsWith(sizes: Record<string, number> = {}): FeedMetrics {
  return {
    itemHeight: (element) => sizes[element.dataset.key ?? ''] ?? ITEM,
    viewportHeight: () => VIEWPORT,
  };
}

const manyIds = (count: number, prefix = 's'): string[] => Array.from({ length: count }, (_, index) => `${prefix}${count - index}`);

function renderFeed(props: Partial<FeedProps> = {}) {
  const all: FeedProps = {
    ids: manyIds(1000),
    label: 'Home',
    renderItem: (id) => <p>Status {id}</p>,
    metrics: metricsWith(),
    estimatedItemHeight: ITEM,
    ...props,
  };
  const view = render(<Feed {...all} />);
  const scroller = view.container.querySelector('.t-feed') as HTMLDivElement;
  const scrollTo = (top: number): void => {
    scroller.scrollTop = top;
    fireEvent.scroll(scroller);
  };
  return { ...view, scroller, scrollTo, props: all };
}

const renderedArticles = (): HTMLElement[] => within(screen.getByRole('feed')).queryAllByRole('article');

afterEach(() => {
  jest.useRealTimers();
});

describe('Feed virtualisation', () => {
  it('keeps a bounded number of entries in the DOM however far one scrolls through 1,000', () => {
    const { scrollTo } = renderFeed();
    // 500 px viewport + 300 % above and below = 3,500 px of 100 px entries, plus the edges.
    expect(renderedArticles().length).toBeLessThanOrEqual(37);
    expect(screen.queryByText('Status s1000')).not.toBeNull();

    for (const top of [20_000, 50_000, 99_500]) {
      scrollTo(top);
      expect(renderedArticles().length).toBeLessThanOrEqual(37);
    }
    expect(screen.queryByText('Status s1000')).toBeNull();
    expect(screen.queryByText('Status s1')).not.toBeNull();

    scrollTo(50_000);
    // Entry 500 (s500) is at the top of the viewport; 300 % of the viewport above it stays rendered.
    expect(screen.queryByText('Status s500')).not.toBeNull();
    expect(screen.queryByText('Status s515')).not.toBeNull();
    expect(screen.queryByText('Status s520')).toBeNull();
  });

  it('sizes the spacers so the scroll height equals the measured heights', () => {
    const { container, scrollTo } = renderFeed({ ids: manyIds(100), metrics: metricsWith({ s100: 300 }) });
    scrollTo(5_000);
    const spacers = Array.from(container.querySelectorAll<HTMLElement>('.t-feed__spacer'));
    const spacerTotal = spacers.reduce((sum, spacer) => sum + parseFloat(spacer.style.height), 0);
    expect(renderedArticles()[0]?.dataset.key).not.toBe('s100');
    expect(spacerTotal + renderedArticles().length * ITEM).toBe(99 * ITEM + 300);
  });
});

describe('Feed loading more', () => {
  it('calls onLoadMore within 400 px of the bottom, throttled to one call per 150 ms', () => {
    jest.useFakeTimers();
    const onLoadMore = jest.fn();
    const { scrollTo } = renderFeed({ ids: manyIds(100), hasMore: true, onLoadMore });
    act(() => jest.advanceTimersByTime(200));

    // Total 10,000 px, viewport 500: the bottom is 401 px away at 9,099.
    scrollTo(9_099);
    expect(onLoadMore).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(200));

    scrollTo(9_101);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    scrollTo(9_200);
    scrollTo(9_300);
    scrollTo(9_400);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(149));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1));
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('does not ask for more while loading or when there is no more', () => {
    jest.useFakeTimers();
    const onLoadMore = jest.fn();
    const { scrollTo, rerender, props } = renderFeed({ ids: manyIds(10), hasMore: true, isLoading: true, onLoadMore });
    act(() => jest.advanceTimersByTime(200));
    scrollTo(500);
    expect(onLoadMore).not.toHaveBeenCalled();
    expect(screen.getByRole('status')?.textContent).toContain('Loading…');
    rerender(<Feed {...props} isLoading={false} hasMore={false} />);
    act(() => jest.advanceTimersByTime(200));
    scrollTo(501);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('offers a Load more button at the end of a list with more', async () => {
    const onLoadMore = jest.fn();
    renderFeed({ ids: manyIds(3), hasMore: true, onLoadMore });
    // Three entries do not fill the viewport: the list already asked for more on mount.
    const before = onLoadMore.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(before + 1);
  });

  it('renders a gap as a Load more button that calls onLoadGap with its index', async () => {
    const onLoadGap = jest.fn();
    renderFeed({ ids: ['s3', null, 's1'], onLoadGap });
    const gap = renderedArticles()[1] as HTMLElement;
    await userEvent.click(within(gap).getByRole('button', { name: 'Load more' }));
    expect(onLoadGap).toHaveBeenCalledWith(1);
    expect(screen.queryByText('Status s3')).not.toBeNull();
    expect(screen.queryByText('Status s1')).not.toBeNull();
  });
});

describe('Feed in the page scroll (mobile layout)', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
  });

  it('virtualises and loads more from the window scroll position', () => {
    jest.useFakeTimers();
    const onLoadMore = jest.fn();
    render(<Feed ids={manyIds(100)} label="Home" renderItem={(id) => <p>Status {id}</p>} metrics={metricsWith()} estimatedItemHeight={ITEM} scrollMode="window" hasMore onLoadMore={onLoadMore} />);
    act(() => jest.advanceTimersByTime(200));
    Object.defineProperty(window, 'scrollY', { value: 9_101, configurable: true, writable: true });
    fireEvent.scroll(window);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Status s1')).not.toBeNull();
    expect(screen.queryByText('Status s100')).toBeNull();
    expect(renderedArticles().length).toBeLessThanOrEqual(37);
  });
});

describe('Feed new posts', () => {
  it('shows the unread count only away from the top, and its pill scrolls up and calls onShowNew', () => {
    jest.useFakeTimers();
    const onShowNew = jest.fn();
    const { scrollTo, scroller, rerender, props } = renderFeed({ unread: 3, onShowNew });
    expect(screen.queryByRole('button', { name: /new posts/ })).toBeNull();

    act(() => jest.advanceTimersByTime(200));
    scrollTo(2_000);
    const pill = screen.getByRole('button', { name: '3 new posts' });
    fireEvent.click(pill);
    expect(scroller.scrollTop).toBe(0);
    expect(onShowNew).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /new posts/ })).toBeNull();

    rerender(<Feed {...props} unread={1} />);
    act(() => jest.advanceTimersByTime(200));
    scrollTo(2_000);
    expect(screen.queryByRole('button', { name: '1 new post' })).not.toBeNull();
  });

  it('reports whether the list is at the top', () => {
    jest.useFakeTimers();
    const onScrollTop = jest.fn();
    const { scrollTo } = renderFeed({ onScrollTop });
    expect(onScrollTop).toHaveBeenLastCalledWith(true);
    act(() => jest.advanceTimersByTime(200));
    scrollTo(1_000);
    expect(onScrollTop).toHaveBeenLastCalledWith(false);
    act(() => jest.advanceTimersByTime(200));
    scrollTo(1_200);
    act(() => jest.advanceTimersByTime(200));
    scrollTo(0);
    expect(onScrollTop).toHaveBeenCalledTimes(3);
    expect(onScrollTop).toHaveBeenLastCalledWith(true);
  });
});

describe('Feed scroll anchoring', () => {
  it('keeps the entry being read in place when entries arrive above', () => {
    const { scrollTo, scroller, rerender, props } = renderFeed({ ids: manyIds(200) });
    scrollTo(5_030);
    expect(scroller.scrollTop).toBe(5_030);

    rerender(<Feed {...props} ids={['new3', 'new2', 'new1', ...props.ids]} />);
    // Three 100 px entries above: the same entry (s150, 30 px in) is still at the viewport's top.
    expect(scroller.scrollTop).toBe(5_330);
  });

  it('compensates when entries above the reader turn out taller than estimated', () => {
    const sizes: Record<string, number> = {};
    const { scrollTo, scroller, rerender, props } = renderFeed({ ids: manyIds(200), metrics: metricsWith(sizes) });
    scrollTo(1_000);
    // A new entry arrives inside the rendering margin and measures 260 px, not the estimated 100.
    sizes.new1 = 260;
    rerender(<Feed {...props} ids={['new1', ...props.ids]} metrics={metricsWith(sizes)} />);
    expect(scroller.scrollTop).toBe(1_260);
    // An entry above grows (an image loaded): the reader stays on the same line.
    sizes.s199 = 180;
    rerender(<Feed {...props} ids={['new1', ...props.ids]} metrics={metricsWith(sizes)} />);
    expect(scroller.scrollTop).toBe(1_340);
  });

  it('lets new entries show when the reader is at the top', () => {
    const { scroller, rerender, props } = renderFeed({ ids: manyIds(50) });
    rerender(<Feed {...props} ids={['new1', ...props.ids]} />);
    expect(scroller.scrollTop).toBe(0);
    expect(renderedArticles()[0]?.textContent).toContain('Status new1');
  });
});

describe('Feed scroll restoration', () => {
  it('restores a saved offset on mount and hands the offset back on unmount', () => {
    const onScrollSave = jest.fn();
    const { scroller, scrollTo, unmount } = renderFeed({ initialScrollTop: 3_000, onScrollSave });
    expect(scroller.scrollTop).toBe(3_000);
    expect(screen.queryByText('Status s970')).not.toBeNull();
    scrollTo(4_200);
    unmount();
    expect(onScrollSave).toHaveBeenCalledWith(4_200);
  });
});

describe('Feed messages and keyboard', () => {
  it('shows Loading…, the partial-home message, or the empty message when there is nothing', () => {
    const { rerender, props } = renderFeed({ ids: [], isLoading: true });
    expect(screen.getByRole('status')?.textContent).toContain('Loading…');
    rerender(<Feed {...props} isLoading isPartial />);
    expect(screen.queryByText('Your home feed is being prepared!')).not.toBeNull();
    expect(screen.queryByText('Loading…')).not.toBeNull();
    rerender(<Feed {...props} isLoading={false} emptyMessage="Your home timeline is empty!" />);
    expect(screen.queryByText('Your home timeline is empty!')).not.toBeNull();
    expect(screen.queryByRole('feed')).toBeNull();
  });

  it('moves focus between entries with j and k', async () => {
    renderFeed({ ids: manyIds(5), renderItem: (id) => <button type="button">Open {id}</button> });
    const articles = renderedArticles();
    (articles[0] as HTMLElement).focus();
    await userEvent.keyboard('j');
    expect(document.activeElement).toBe(articles[1]);
    await userEvent.keyboard('j');
    expect(document.activeElement).toBe(articles[2]);
    await userEvent.keyboard('k');
    expect(document.activeElement).toBe(articles[1]);

    // From a control inside an entry, j goes to the next entry.
    screen.getByRole('button', { name: 'Open s2' }).focus();
    await userEvent.keyboard('j');
    expect(document.activeElement).toBe(articles[4]);
  });

  it('moves with the arrow keys from an entry, but leaves them to a control inside it', async () => {
    renderFeed({ ids: manyIds(3), renderItem: (id) => <button type="button">Open {id}</button> });
    const articles = renderedArticles();
    (articles[0] as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(articles[1]);
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(articles[0]);
    const button = within(articles[1] as HTMLElement).getByRole('button');
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(button);
  });

  it('ignores j with a modifier key', async () => {
    renderFeed({ ids: manyIds(3), renderItem: (id) => <span>{id}</span> });
    const articles = renderedArticles();
    (articles[0] as HTMLElement).focus();
    await userEvent.keyboard('{Control>}j{/Control}');
    expect(document.activeElement).toBe(articles[0]);
  });

  it('ignores j and k typed into a text field inside an entry', async () => {
    renderFeed({ ids: manyIds(3), renderItem: (id) => <input aria-label={`Reply ${id}`} /> });
    const input = screen.getByRole('textbox', { name: 'Reply s3' });
    await userEvent.type(input, 'jk');
    expect(document.activeElement).toBe(input);
    expect((input as HTMLInputElement).value).toBe('jk');
  });
});

describe('Feed measuring', () => {
  /** A ResizeObserver the test drives: it records what is observed and reports resizes on demand. */
  class FakeResizeObserver {
    static last: FakeResizeObserver | null = null;
    readonly observed = new Set<Element>();
    constructor(private readonly callback: ResizeObserverCallback) {
      FakeResizeObserver.last = this;
    }
    observe(element: Element) {
      this.observed.add(element);
    }
    unobserve(element: Element) {
      this.observed.delete(element);
    }
    disconnect() {
      this.observed.clear();
    }
    resize(elements: Element[]) {
      this.callback(elements.map((target) => ({ target }) as ResizeObserverEntry), this as unknown as ResizeObserver);
    }
  }
  const original = globalThis.ResizeObserver;
  beforeEach(() => {
    globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    globalThis.ResizeObserver = original;
  });

  it('reads the layout of new entries only; an entry already shown is measured again when it resizes', () => {
    const sizes: Record<string, number> = {};
    const itemHeight = jest.fn((element: HTMLElement) => sizes[element.dataset.key ?? ''] ?? ITEM);
    const metrics: FeedMetrics = { itemHeight, viewportHeight: () => VIEWPORT };
    const { rerender, props } = renderFeed({ ids: manyIds(50), metrics });
    const shown = renderedArticles().length;
    expect(itemHeight.mock.calls.length).toBeGreaterThanOrEqual(shown);

    itemHeight.mockClear();
    rerender(<Feed {...props} renderItem={(id) => <p>Post {id}</p>} />);
    expect(itemHeight).not.toHaveBeenCalled();

    rerender(<Feed {...props} ids={['new1', ...props.ids]} renderItem={(id) => <p>Post {id}</p>} />);
    expect(itemHeight.mock.calls.map(([element]) => element.dataset.key)).toEqual(['new1']);

    itemHeight.mockClear();
    const observer = FakeResizeObserver.last;
    const second = renderedArticles()[1];
    if (!observer || !second) throw new Error('nothing observed');
    expect(observer.observed.has(second)).toBe(true);
    sizes[second.dataset.key ?? ''] = 240;
    act(() => observer.resize([second]));
    expect(itemHeight.mock.calls.map(([element]) => element.dataset.key)).toEqual([second.dataset.key]);
  });
});

describe('Feed reading position', () => {
  it('reports the entry at the top as the reader scrolls and as entries arrive at the top', () => {
    jest.useFakeTimers();
    const onTopItem = jest.fn();
    const { scrollTo, rerender, props } = renderFeed({ ids: manyIds(200), onTopItem });
    expect(onTopItem).toHaveBeenLastCalledWith('s200');
    scrollTo(1_030);
    act(() => jest.advanceTimersByTime(200));
    // Entry 10 (s190) is 30 px above the viewport's top edge.
    expect(onTopItem).toHaveBeenLastCalledWith('s190');
    scrollTo(0);
    act(() => jest.advanceTimersByTime(200));
    const calls = onTopItem.mock.calls.length;
    rerender(<Feed {...props} ids={['new1', ...props.ids]} />);
    expect(onTopItem).toHaveBeenLastCalledWith('new1');
    expect(onTopItem).toHaveBeenCalledTimes(calls + 1);
  });

  it('scrolls to a restored position once it is listed, and only once', () => {
    const onScrolledTo = jest.fn();
    const { scroller, rerender, props } = renderFeed({ ids: [], isLoading: true, scrollToId: 's150', onScrolledTo });
    expect(onScrolledTo).not.toHaveBeenCalled();
    rerender(<Feed {...props} ids={manyIds(200)} isLoading={false} />);
    expect(scroller.scrollTop).toBe(5_000);
    expect(screen.queryByText('Status s150')).not.toBeNull();
    expect(onScrolledTo).toHaveBeenCalledTimes(1);
    rerender(<Feed {...props} ids={['new1', ...manyIds(200)]} isLoading={false} />);
    expect(onScrolledTo).toHaveBeenCalledTimes(1);
  });

  it('gives up a restored position that the loaded feed does not have', () => {
    const onScrolledTo = jest.fn();
    const { scroller } = renderFeed({ ids: manyIds(20), scrollToId: 'older', onScrolledTo });
    expect(onScrolledTo).toHaveBeenCalledTimes(1);
    expect(scroller.scrollTop).toBe(0);
  });
});
