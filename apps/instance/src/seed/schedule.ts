interface Event {
  at: number;
  seq: number;
  run: () => void;
}

/**
 * A back-dated clock and the events still to happen on it. Events run in time order (ties in the
 * order they were added); while one runs, `now()` is its time, so everything the services stamp
 * (ids, created_at, notifications) is dated as if it had happened then.
 */
export class Schedule {
  private readonly events: Event[] = [];
  private seq = 0;
  private clock: number;

  constructor(
    readonly start: number,
    /** Nothing is scheduled after this: the seeded past ends shortly before the real now. */
    readonly end: number,
  ) {
    this.clock = start;
  }

  readonly now = (): Date => new Date(this.clock);

  get time(): number {
    return this.clock;
  }

  /** Runs `run` at `at` (not before the current time); false, and nothing scheduled, if past the end. */
  add(at: number, run: () => void): boolean {
    const time = Math.max(Math.floor(at), this.clock);
    if (time > this.end) return false;
    const event = { at: time, seq: this.seq++, run };
    let low = 0;
    let high = this.events.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      const other = this.events[mid];
      if (other && (other.at < time || (other.at === time && other.seq < event.seq))) low = mid + 1;
      else high = mid;
    }
    this.events.splice(low, 0, event);
    return true;
  }

  /** Sets the clock without running anything (for setup steps before the first event). */
  setTime(at: number): void {
    this.clock = Math.floor(at);
  }

  runAll(): void {
    for (let event = this.events.shift(); event; event = this.events.shift()) {
      this.clock = event.at;
      event.run();
    }
  }
}
