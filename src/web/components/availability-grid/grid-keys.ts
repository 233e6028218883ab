// Keyboard use of the availability grid (the ARIA grid pattern with a roving tab stop): the grid
// is one stop in the page's tab order, and the arrow keys move within it. Columns are days, rows
// are times.

export interface GridPosition {
  /** The time's index (0 = 6:00 AM). */
  row: number;
  /** The day's index (0 = today). */
  col: number;
}

export interface GridSize {
  rows: number;
  cols: number;
}

export interface GridKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/** Page Up / Page Down move by this many half-hours (four hours). */
export const PAGE_ROWS = 8;

function clamp(value: number, max: number): number {
  return Math.min(Math.max(value, 0), max - 1);
}

/**
 * Where focus goes for a key, or null when the key is not the grid's (Tab, letters…) and must be
 * left alone. Left/Right: the day before/after; Up/Down: the half-hour before/after; Home/End:
 * the first/last day of this time; Ctrl+Home/End: the grid's first/last cell; Page Up/Down: four
 * hours up/down. Moves stop at the edges (no wrapping).
 */
export function moveInGrid(at: GridPosition, event: GridKey, size: GridSize): GridPosition | null {
  const corner = event.ctrlKey || event.metaKey;
  switch (event.key) {
    case 'ArrowLeft':
      return { row: at.row, col: clamp(at.col - 1, size.cols) };
    case 'ArrowRight':
      return { row: at.row, col: clamp(at.col + 1, size.cols) };
    case 'ArrowUp':
      return { row: clamp(at.row - 1, size.rows), col: at.col };
    case 'ArrowDown':
      return { row: clamp(at.row + 1, size.rows), col: at.col };
    case 'PageUp':
      return { row: clamp(at.row - PAGE_ROWS, size.rows), col: at.col };
    case 'PageDown':
      return { row: clamp(at.row + PAGE_ROWS, size.rows), col: at.col };
    case 'Home':
      return corner ? { row: 0, col: 0 } : { row: at.row, col: 0 };
    case 'End':
      return corner
        ? { row: size.rows - 1, col: size.cols - 1 }
        : { row: at.row, col: size.cols - 1 };
    default:
      return null;
  }
}

/** A position kept from an earlier grid, brought inside this one. */
export function keepInGrid(at: GridPosition, size: GridSize): GridPosition {
  return { row: clamp(at.row, size.rows), col: clamp(at.col, size.cols) };
}
