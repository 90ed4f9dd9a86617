/** One page of a paginated list. Cursors are the Link header's URLs, plain strings a store can keep. */
export interface Page<T> {
  items: T[];
  next: string | null;
  prev: string | null;
  /** The server answered 206 Partial Content (a home feed still being regenerated). */
  partial: boolean;
}

/**
 * A paginated list: awaiting it gives the first page; `for await` walks page after page along the
 * `next` links until there are none.
 */
export class Paginator<T> implements PromiseLike<Page<T>>, AsyncIterable<Page<T>> {
  private first: Promise<Page<T>> | null = null;

  constructor(private readonly fetchPage: (cursor: string | null) => Promise<Page<T>>) {}

  private firstPage(): Promise<Page<T>> {
    this.first ??= this.fetchPage(null);
    return this.first;
  }

  then<A = Page<T>, B = never>(
    onFulfilled?: ((page: Page<T>) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.firstPage().then(onFulfilled, onRejected);
  }

  async *[Symbol.asyncIterator](): AsyncIterator<Page<T>> {
    let page = await this.firstPage();
    yield page;
    while (page.next !== null) {
      page = await this.fetchPage(page.next);
      yield page;
    }
  }
}
