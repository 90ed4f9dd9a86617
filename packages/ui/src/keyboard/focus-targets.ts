/** Marks an entry that j and k (and the arrow keys) move between: a feed's entries, a thread's. */
export const NAV_ITEM_ATTRIBUTE = 'data-nav-item';

/** The entry holding `target`, if any. */
export function navItemOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(`[${NAV_ITEM_ATTRIBUTE}]`) : null;
}

/** The entry before or after `item` among its siblings (spacers and gaps' neighbours skipped). */
export function siblingItem(item: HTMLElement, direction: 1 | -1): HTMLElement | null {
  let next = direction === 1 ? item.nextElementSibling : item.previousElementSibling;
  while (next !== null && !(next instanceof HTMLElement && next.hasAttribute(NAV_ITEM_ATTRIBUTE))) {
    next = direction === 1 ? next.nextElementSibling : next.previousElementSibling;
  }
  return next instanceof HTMLElement ? next : null;
}

/** The status a hotkey acts on from `target`: the status it is in, or the one its entry shows. */
export function statusElementOf(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const inside = target.closest<HTMLElement>('.t-status[data-id]');
  if (inside !== null) return inside;
  return navItemOf(target)?.querySelector<HTMLElement>('.t-status[data-id]') ?? null;
}

/**
 * Shows or hides the media of a status element by its own controls: the overlay that reveals hidden
 * media, or the gallery's hide button; false when it has neither.
 */
export function toggleMediaIn(status: Element): boolean {
  const toggle = status.querySelector<HTMLElement>('.t-media-spoiler, .t-media__spoiler') ?? status.querySelector<HTMLElement>('.t-media__hide');
  if (toggle === null) return false;
  toggle.click();
  return true;
}

/** Focuses the composer's text on screen, caret at the end; false when no composer is mounted. */
export function focusComposer(root: ParentNode = document): boolean {
  const textarea = root.querySelector<HTMLTextAreaElement>('.t-compose .t-autosuggest__textarea');
  if (textarea === null) return false;
  textarea.focus();
  textarea.setSelectionRange(textarea.value.length, textarea.value.length);
  return true;
}

/** Focuses the search field on screen (the `/` and `s` hotkeys), its text selected; false when none is mounted. */
export function focusSearchField(root: ParentNode = document): boolean {
  const field = root.querySelector<HTMLInputElement>('input[data-search-field]');
  if (field === null) return false;
  field.focus();
  field.select();
  return true;
}
