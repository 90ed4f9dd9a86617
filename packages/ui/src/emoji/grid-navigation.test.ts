import { moveInGrid } from './grid-navigation';

describe('moveInGrid (8 per line, each section on new lines)', () => {
  // Sections of 10 and 3: lines [0..7], [8, 9], then [10, 11, 12].
  const sizes = [10, 3];

  it('moves left and right through the whole list, stopping at the ends', () => {
    expect(moveInGrid(sizes, 0, 'ArrowRight')).toBe(1);
    expect(moveInGrid(sizes, 9, 'ArrowRight')).toBe(10);
    expect(moveInGrid(sizes, 10, 'ArrowLeft')).toBe(9);
    expect(moveInGrid(sizes, 0, 'ArrowLeft')).toBeNull();
    expect(moveInGrid(sizes, 12, 'ArrowRight')).toBeNull();
  });

  it('moves up and down a line keeping the column, or to the end of a shorter line', () => {
    expect(moveInGrid(sizes, 1, 'ArrowDown')).toBe(9);
    expect(moveInGrid(sizes, 6, 'ArrowDown')).toBe(9);
    expect(moveInGrid(sizes, 9, 'ArrowDown')).toBe(11);
    expect(moveInGrid(sizes, 11, 'ArrowUp')).toBe(9);
    expect(moveInGrid(sizes, 8, 'ArrowUp')).toBe(0);
    expect(moveInGrid(sizes, 12, 'ArrowDown')).toBeNull();
  });

  it("answers 'above' for Up from the first line, and Home / End go to the ends of the line", () => {
    expect(moveInGrid(sizes, 3, 'ArrowUp')).toBe('above');
    expect(moveInGrid(sizes, 5, 'Home')).toBe(0);
    expect(moveInGrid(sizes, 5, 'End')).toBe(7);
    expect(moveInGrid(sizes, 11, 'End')).toBe(12);
    expect(moveInGrid(sizes, 5, 'Enter')).toBeNull();
    expect(moveInGrid([], 0, 'ArrowDown')).toBeNull();
  });
});
