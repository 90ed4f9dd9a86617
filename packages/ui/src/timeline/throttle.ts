export interface Throttled {
  (): void;
  cancel(): void;
}

/** Runs `fn` at once, then at most once per `wait` ms, with a trailing call for the calls in between. */
export function throttle(fn: () => void, wait: number): Throttled {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = (): void => {
    last = Date.now();
    timer = null;
    fn();
  };
  const throttled = (): void => {
    const remaining = last + wait - Date.now();
    if (remaining <= 0) {
      if (timer !== null) {
        clearTimeout(timer);
        timer = null;
      }
      run();
    } else if (timer === null) {
      timer = setTimeout(run, remaining);
    }
  };
  throttled.cancel = (): void => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return throttled;
}
