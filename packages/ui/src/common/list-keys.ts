import type { KeyboardEvent } from 'react';

/**
 * Keyboard for a popup list (SPEC §2 dropdown menu: arrows, Home, End, Escape): moves the focus
 * among `elements`, wrapping around or stopping at the ends, and closes on Escape or Tab.
 */
export function handleListKeys(event: KeyboardEvent<HTMLElement>, elements: readonly HTMLElement[], close: () => void, wrap: boolean): void {
  const index = elements.findIndex((element) => element === document.activeElement);
  const move = (to: number) => {
    event.preventDefault();
    const target = wrap ? (to + elements.length) % elements.length : Math.max(0, Math.min(to, elements.length - 1));
    elements[target]?.focus({ preventScroll: true });
  };
  switch (event.key) {
    case 'ArrowDown':
      move(index + 1);
      break;
    case 'ArrowUp':
      move(index < 0 ? elements.length - 1 : index - 1);
      break;
    case 'Home':
      move(0);
      break;
    case 'End':
      move(elements.length - 1);
      break;
    case 'Escape':
      event.preventDefault();
      event.stopPropagation();
      close();
      break;
    case 'Tab':
      event.preventDefault();
      close();
      break;
    default:
  }
}
