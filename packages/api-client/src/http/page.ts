/** The Link header's cursors of a page: its URLs, plain strings a store can keep. */
export interface PageCursors {
  next: string | null;
  prev: string | null;
  /** The server answered 206 Partial Content (a home feed still being regenerated). */
  partial: boolean;
}

/** One page of a paginated list. */
export interface Page<T> extends PageCursors {
  items: T[];
}

/** One page of a list whose body is an object, not an array (grouped notifications): the body and its cursors. */
export type LinkedPage<T extends object> = T & PageCursors;

/**
 * Pages linked by their `next` cursors: awaiting it gives the first page; `for await` walks page
 * after page along the `next` links until there are none.
 */
export class Pages<P extends PageCursors> implements PromiseLike<P>, AsyncIterable<P> {
  private first: Promise<P> | null = null;

  constructor(private readonly fetchPage: (cursor: string | null) => Promise<P>) {}

  private firstPage(): Promise<P> {
    this.first ??= this.fetchPage(null);
    return this.first;
  }

  then<A = P, B = never>(
    onFulfilled?: ((page: P) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.firstPage().then(onFulfilled, onRejected);
  }

  async *[Symbol.asyncIterator](): AsyncIterator<P> {
    let page = await this.firstPage();
    yield page;
    while (page.next !== null) {
      page = await this.fetchPage(page.next);
      yield page;
    }
  }
}

/** A paginated list of items: a `Pages` of `Page<T>`. */
export class Paginator<T> extends Pages<Page<T>> {}
