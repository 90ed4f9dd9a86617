export type StartedLoad = 'home' | 'notifications';

/** First loads the entry started before any screen rendered (routing/first-screen.ts). */
const started = new Set<StartedLoad>();

export function markStartedLoad(load: StartedLoad): void {
  started.add(load);
}

/**
 * Whether the entry already started this screen's first load: true once, so the screen's first
 * mount does not ask again (a since_id request moments after the first page); later mounts refresh.
 */
export function takeStartedLoad(load: StartedLoad): boolean {
  return started.delete(load);
}
