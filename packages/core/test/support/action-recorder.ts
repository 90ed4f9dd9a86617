import type { Middleware } from 'redux';

export interface RecordedAction {
  type: string;
  payload?: unknown;
}

/** Records every action that reaches the store, saga puts included, and waits for the ones a test needs. */
export function createActionRecorder() {
  const actions: RecordedAction[] = [];
  const waiters: { types: readonly string[]; resolve: (action: RecordedAction) => void }[] = [];
  const middleware: Middleware = () => (next) => (action) => {
    const result = next(action);
    const recorded = action as RecordedAction;
    actions.push(recorded);
    for (const waiter of [...waiters]) {
      if (waiter.types.includes(recorded.type)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(recorded);
      }
    }
    return result;
  };
  return {
    actions,
    middleware,
    types: () => actions.map((a) => a.type),
    /** The next action of one of these types (time-limited so a broken saga fails the test, not the run). */
    next: (types: readonly string[], timeoutMs = 5000): Promise<RecordedAction> =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${types.join(' or ')} within ${timeoutMs} ms; saw ${actions.map((a) => a.type).join(', ')}`)), timeoutMs);
        waiters.push({ types, resolve: (action) => { clearTimeout(timer); resolve(action); } });
      }),
  };
}
