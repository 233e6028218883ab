import { useCallback, useState, type KeyboardEvent, type RefObject } from 'react';
import { keepInGrid, moveInGrid, type GridPosition, type GridSize } from './grid-keys';

/**
 * One tab stop for a grid of cell buttons (roving tabindex): the active cell, kept inside the
 * grid as it changes size; arrow, Home/End and Page keys move it and its focus; a cell that gets
 * focus another way (a click) becomes it. The cells, inside `grid`, carry data-row and data-col.
 */
export function useRovingGrid(
  grid: RefObject<HTMLElement | null>,
  size: GridSize,
  start: GridPosition | (() => GridPosition),
) {
  const [kept, setActive] = useState<GridPosition>(start);
  const active = keepInGrid(kept, size);

  // The same handler on every render, so memoized cells are not redrawn for it.
  const onFocusCell = useCallback((row: number, col: number) => {
    setActive((current) => (current.row === row && current.col === col ? current : { row, col }));
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = moveInGrid(active, event, size);
    if (!target) return;
    event.preventDefault();
    setActive(target);
    grid.current
      ?.querySelector<HTMLButtonElement>(`[data-row="${target.row}"][data-col="${target.col}"]`)
      ?.focus();
  };

  return { active, onFocusCell, onKeyDown };
}
