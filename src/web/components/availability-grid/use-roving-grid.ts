import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { keepInGrid, moveInGrid, type GridPosition, type GridSize } from './grid-keys';

function cellAt(grid: HTMLElement | null, at: GridPosition): HTMLButtonElement | null {
  return (
    grid?.querySelector<HTMLButtonElement>(`[data-row="${at.row}"][data-col="${at.col}"]`) ?? null
  );
}

/**
 * One tab stop for a grid of cell buttons (roving tabindex): the active cell, kept inside the
 * grid as it changes size; arrow, Home/End and Page keys move it and its focus; a cell that gets
 * focus another way (a click) becomes it. The cells, inside `grid`, carry data-row and data-col.
 * A grid that shows one column at a time (a phone's day tabs) shows the active cell's: a key that
 * moves to another column focuses its cell once that column is drawn.
 */
export function useRovingGrid(
  grid: RefObject<HTMLElement | null>,
  size: GridSize,
  start: GridPosition | (() => GridPosition),
) {
  const [kept, setActive] = useState<GridPosition>(start);
  const active = keepInGrid(kept, size);
  const focusPending = useRef(false);

  // The same handler on every render, so memoized cells are not redrawn for it.
  const onFocusCell = useCallback((row: number, col: number) => {
    setActive((current) => (current.row === row && current.col === col ? current : { row, col }));
  }, []);

  useLayoutEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    cellAt(grid.current, active)?.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = moveInGrid(active, event, size);
    if (!target) return;
    event.preventDefault();
    setActive(target);
    const cell = cellAt(grid.current, target);
    // Not drawn (display: none) until the render that shows its column: focus it then.
    if (cell && cell.offsetParent !== null) cell.focus();
    else focusPending.current = true;
  };

  /** Makes `col` the active column (a day tab chosen), keeping the time; focus stays put. */
  const showColumn = useCallback((col: number) => {
    setActive((current) => ({ row: current.row, col }));
  }, []);

  return { active, onFocusCell, onKeyDown, showColumn };
}
