import { memo } from 'react';
import { timeLabel } from '../../../../shared/slots';
import { cellLabel, cellText, type CalendarCell, type CellLook } from '../calendar-cells';
import type { CalendarWords } from '../calendar-words';

interface CalendarGridCellProps {
  cell: CalendarCell;
  /** The grid's words, the same object while the language stays. */
  words: CalendarWords;
  selected: boolean;
  row: number;
  col: number;
  /** The grid's one stop in the tab order (roving tab stop). */
  tabbable: boolean;
  /** Both are the grid's own, the same on every render, so an unchanged cell is not redrawn. */
  onFocusCell: (row: number, col: number) => void;
  onPickCell: (cell: CalendarCell) => void;
}

// Text on every colour is at least 4.5:1 (axe checks it in the e2e journeys).
const STRIPES =
  'bg-[repeating-linear-gradient(135deg,transparent_0_6px,rgba(255,255,255,0.14)_6px_12px)]';

function looks(look: CellLook, past: boolean, selected: boolean): string {
  if (selected && look === 'open') return 'bg-sky-100 text-sky-950';
  switch (look) {
    case 'booking':
      return past ? 'bg-emerald-100 text-emerald-900' : 'bg-emerald-700 text-white';
    case 'hold':
      return past
        ? 'bg-amber-50 text-amber-900'
        : 'bg-amber-100 text-amber-950 border border-dashed border-amber-600';
    case 'block':
      return past ? 'bg-slate-300 text-slate-900' : `bg-slate-600 text-white ${STRIPES}`;
    case 'past':
      return 'bg-slate-100 text-slate-600';
    case 'closed':
      return 'bg-slate-200 text-slate-700';
    case 'open':
      return 'bg-white text-slate-700 hover:bg-emerald-50';
  }
}

/**
 * One half-hour of one day. Past and closed time cannot be picked; it stays reachable with the
 * arrow keys (aria-disabled, not disabled), so a screen reader hears why.
 */
export const CalendarGridCell = memo(function CalendarGridCell(props: CalendarGridCellProps) {
  const { cell, words, selected, row, col, tabbable, onFocusCell, onPickCell } = props;
  const text = cellText(words, cell);
  const first = !!cell.entry && cell.entryRow === 0;
  return (
    <td className="border-b border-l border-slate-200 p-0">
      <button
        type="button"
        aria-disabled={!cell.pickable || undefined}
        aria-pressed={selected}
        aria-label={cellLabel(words, cell)}
        tabIndex={tabbable ? 0 : -1}
        data-row={row}
        data-col={col}
        data-look={cell.look}
        data-slot={`${cell.date} ${timeLabel(cell.minutes)}`}
        data-court={cell.court?.name}
        onFocus={() => onFocusCell(row, col)}
        onClick={() => onPickCell(cell)}
        className={`block h-10 w-full min-w-[6.5rem] scroll-mt-12 scroll-ml-20 truncate px-1.5 text-left text-xs transition focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-700 ${
          cell.pickable ? '' : 'cursor-not-allowed'
        } ${looks(cell.look, cell.past, selected)} ${first ? 'font-semibold' : ''} ${
          selected ? 'shadow-[inset_0_0_0_3px_var(--color-sky-600)]' : ''
        }`}
      >
        {text}
      </button>
    </td>
  );
});
