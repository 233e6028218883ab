import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGE_ROWS, keepInGrid, moveInGrid, type GridPosition } from './grid-keys';

// The turf grid: 7 days by 37 times (6:00 AM … 11:30 PM and 11:59 PM).
const size = { rows: 37, cols: 7 };
const middle: GridPosition = { row: 10, col: 3 };

describe('moving the grid’s focus with the keyboard', () => {
  it('goes a day left or right and a half-hour up or down', () => {
    expect(moveInGrid(middle, { key: 'ArrowLeft' }, size)).toEqual({ row: 10, col: 2 });
    expect(moveInGrid(middle, { key: 'ArrowRight' }, size)).toEqual({ row: 10, col: 4 });
    expect(moveInGrid(middle, { key: 'ArrowUp' }, size)).toEqual({ row: 9, col: 3 });
    expect(moveInGrid(middle, { key: 'ArrowDown' }, size)).toEqual({ row: 11, col: 3 });
  });

  it('stops at the edges instead of wrapping', () => {
    const topLeft = { row: 0, col: 0 };
    const bottomRight = { row: 36, col: 6 };
    expect(moveInGrid(topLeft, { key: 'ArrowLeft' }, size)).toEqual(topLeft);
    expect(moveInGrid(topLeft, { key: 'ArrowUp' }, size)).toEqual(topLeft);
    expect(moveInGrid(bottomRight, { key: 'ArrowRight' }, size)).toEqual(bottomRight);
    expect(moveInGrid(bottomRight, { key: 'ArrowDown' }, size)).toEqual(bottomRight);
  });

  it('Home and End go to the first and last day of the same time; with Ctrl, to the corners', () => {
    expect(moveInGrid(middle, { key: 'Home' }, size)).toEqual({ row: 10, col: 0 });
    expect(moveInGrid(middle, { key: 'End' }, size)).toEqual({ row: 10, col: 6 });
    expect(moveInGrid(middle, { key: 'Home', ctrlKey: true }, size)).toEqual({ row: 0, col: 0 });
    expect(moveInGrid(middle, { key: 'End', ctrlKey: true }, size)).toEqual({ row: 36, col: 6 });
    expect(moveInGrid(middle, { key: 'End', metaKey: true }, size)).toEqual({ row: 36, col: 6 });
  });

  it('Page Up and Page Down move four hours, stopping at the first and last time', () => {
    expect(moveInGrid(middle, { key: 'PageDown' }, size)).toEqual({
      row: 10 + PAGE_ROWS,
      col: 3,
    });
    expect(moveInGrid(middle, { key: 'PageUp' }, size)).toEqual({ row: 2, col: 3 });
    expect(moveInGrid({ row: 33, col: 1 }, { key: 'PageDown' }, size)).toEqual({ row: 36, col: 1 });
  });

  it('leaves every other key alone (Tab leaves the grid, Enter and Space pick)', () => {
    for (const key of ['Tab', 'Enter', ' ', 'a', 'Escape']) {
      expect(moveInGrid(middle, { key }, size)).toBeNull();
    }
  });

  it('never leaves the grid, whatever the keys and the grid', () => {
    const keys = [
      'ArrowLeft',
      'ArrowRight',
      'ArrowUp',
      'ArrowDown',
      'Home',
      'End',
      'PageUp',
      'PageDown',
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 10 }),
        fc.array(fc.record({ key: fc.constantFrom(...keys), ctrlKey: fc.boolean() })),
        (rows, cols, presses) => {
          let at: GridPosition = { row: 0, col: 0 };
          for (const press of presses) {
            at = moveInGrid(at, press, { rows, cols })!;
            expect(at.row >= 0 && at.row < rows && at.col >= 0 && at.col < cols).toBe(true);
          }
        },
      ),
    );
  });
});

describe('keeping a position when the grid changes', () => {
  it('brings it inside a smaller grid and leaves it inside a larger one', () => {
    expect(keepInGrid({ row: 40, col: 9 }, size)).toEqual({ row: 36, col: 6 });
    expect(keepInGrid(middle, size)).toEqual(middle);
  });
});
