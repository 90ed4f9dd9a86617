/** Where each feed was scrolled and its measured item heights, so going back restores the position. */
export interface FeedMemory {
  offset: number;
  heights: Map<string, number>;
}

const MAX_REMEMBERED = 30;
const memory = new Map<string, FeedMemory>();

export function feedMemory(key: string): FeedMemory {
  let entry = memory.get(key);
  if (entry) {
    memory.delete(key);
  } else {
    entry = { offset: 0, heights: new Map() };
    if (memory.size >= MAX_REMEMBERED) {
      const oldest = memory.keys().next();
      if (!oldest.done) memory.delete(oldest.value);
    }
  }
  memory.set(key, entry);
  return entry;
}
