/** SPEC §2: 8 emoji per line. */
export const EMOJI_PER_LINE = 8;

/**
 * Where an arrow key (or Home / End) moves in a grid of sections, each starting a new line: the next
 * index, 'above' for Up from the first line, or null when there is nowhere to go. Up and Down
 * keep the column, or take the last emoji of a shorter line.
 */
export function moveInGrid(sectionSizes: readonly number[], index: number, key: string, perLine = EMOJI_PER_LINE): number | 'above' | null {
  const lines: { start: number; length: number }[] = [];
  let start = 0;
  for (const size of sectionSizes) {
    for (let offset = 0; offset < size; offset += perLine) lines.push({ start: start + offset, length: Math.min(perLine, size - offset) });
    start += size;
  }
  const total = start;
  const line = lines.findIndex((candidate) => index >= candidate.start && index < candidate.start + candidate.length);
  const current = lines[line];
  if (current === undefined) return total > 0 ? 0 : null;
  const column = index - current.start;
  const toLine = (target: { start: number; length: number } | undefined) => (target ? target.start + Math.min(column, target.length - 1) : null);
  switch (key) {
    case 'ArrowLeft':
      return index > 0 ? index - 1 : null;
    case 'ArrowRight':
      return index < total - 1 ? index + 1 : null;
    case 'ArrowUp':
      return line === 0 ? 'above' : toLine(lines[line - 1]);
    case 'ArrowDown':
      return toLine(lines[line + 1]);
    case 'Home':
      return current.start;
    case 'End':
      return current.start + current.length - 1;
    default:
      return null;
  }
}
