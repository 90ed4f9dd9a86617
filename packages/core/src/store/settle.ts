/**
 * A thenable (a REST paginator) as a promise whose request starts now, for `call` to wait on and type:
 * `yield* call(() => settle(api.lists.accounts(id)))`. (`Promise.resolve` would call its `then` a
 * microtask later, after the first screen's requests should have started.)
 */
export const settle = <T>(pending: PromiseLike<T>): Promise<T> => new Promise<T>((resolve, reject) => pending.then(resolve, reject));
