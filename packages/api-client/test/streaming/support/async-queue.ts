/** Items in arrival order; `next()` waits for the next one, failing after `timeoutMs`. */
export class AsyncQueue<T> {
  readonly all: T[] = [];
  private read = 0;
  private waiter: (() => void) | undefined;

  push(item: T): void {
    this.all.push(item);
    this.waiter?.();
  }

  /** Items pushed and not yet taken by `next()`. */
  get pending(): T[] {
    return this.all.slice(this.read);
  }

  async next(timeoutMs = 2000): Promise<T> {
    while (this.read >= this.all.length) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          this.waiter = undefined;
          reject(new Error(`nothing arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        this.waiter = () => {
          clearTimeout(timer);
          this.waiter = undefined;
          resolve();
        };
      });
    }
    const item = this.all[this.read] as T;
    this.read += 1;
    return item;
  }
}
