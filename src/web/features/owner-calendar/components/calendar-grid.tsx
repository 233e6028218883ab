import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { TimeRange } from '../../../../shared/slots';
import { timeLabel } from '../../../../shared/slots';
import { useRovingGrid } from '../../../components/availability-grid/use-roving-grid';
import {
  CALENDAR_TIMES,
  type CalendarCell,
  type CalendarFacts,
  columnCells,
} from '../calendar-cells';
import type { CalendarColumn } from '../calendar-courts';
import { isInRange } from '../calendar-selection';
import { shortDate } from '../calendar-words';
import { useCalendarWords } from '../use-calendar-words';
import { CalendarGridCell } from './calendar-grid-cell';

interface CalendarGridProps {
  /**
   * The columns: the week's days on wide screens (one day on a phone), or with courts one day's
   * courts side by side (one court on a phone; docs/decisions/031).
   */
  columns: readonly CalendarColumn[];
  facts: CalendarFacts;
  selected: TimeRange | null;
  /** The court the selection is on (null in the week view). */
  selectedCourtId: string | null;
  onPick: (cell: CalendarCell) => void;
  /** Where the grid opens scrolled to (the current time, or the first open hour). */
  openAtMinutes: number;
}

/**
 * Days by half-hours, scrolling inside the page with the days and the times kept in view. An ARIA
 * grid like the player's (one tab stop; arrow keys, Home/End and Page Up/Down move; Enter or
 * Space picks), so a keyboard reaches every cell.
 */
export function CalendarGrid(props: CalendarGridProps) {
  const { columns, facts, selected, selectedCourtId, onPick, openAtMinutes } = props;
  const words = useCalendarWords();
  const { t } = words;
  // `columns` and `facts` are memoized by the page: a new answer rebuilds the cells, a pick does not.
  const rows = useMemo(() => columnCells(columns, facts), [columns, facts]);
  const size = { rows: CALENDAR_TIMES.length, cols: columns.length };
  const byCourt = columns.some((column) => column.court);
  const openRow = Math.max(
    CALENDAR_TIMES.findIndex((minutes) => minutes + 30 > openAtMinutes),
    0,
  );
  const scroller = useRef<HTMLDivElement>(null);
  const { active, onFocusCell, onKeyDown } = useRovingGrid(scroller, size, {
    row: openRow,
    col: 0,
  });
  const firstRow = useRef(openRow);

  // Cells are memoized and get the same handlers on every render: a pick redraws only the cells
  // whose selection changed.
  const latestOnPick = useRef(onPick);
  useLayoutEffect(() => {
    latestOnPick.current = onPick;
  });
  const onPickCell = useCallback((cell: CalendarCell) => {
    if (cell.pickable) latestOnPick.current(cell);
  }, []);

  // Only on the first render: after that the owner's own scrolling wins.
  useEffect(() => {
    const box = scroller.current;
    const target = box?.querySelector<HTMLElement>(`[data-row="${firstRow.current}"]`);
    if (box && target) {
      const header = box.querySelector('thead')?.clientHeight ?? 0;
      box.scrollTop = (target.closest('tr')?.offsetTop ?? 0) - header;
    }
  }, []);

  return (
    <div
      ref={scroller}
      data-testid="owner-calendar-grid"
      className="max-h-[50vh] overflow-auto rounded-xl md:max-h-[65vh] border border-slate-200 bg-white shadow-sm"
    >
      <table
        role="grid"
        aria-readonly="true"
        className="w-full table-fixed border-separate border-spacing-0 text-left"
        onKeyDown={onKeyDown}
      >
        <caption className="sr-only">
          {byCourt
            ? t('grid.captionCourts', { date: shortDate(words, columns[0]!.date) })
            : t('grid.captionWeek')}
        </caption>
        <colgroup>
          <col className="w-20" />
          {columns.map((column) => (
            <col key={column.key} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky top-0 left-0 z-20 border-b border-slate-200 bg-white px-2 py-2 text-xs font-semibold text-slate-600"
            >
              {t('grid.time')}
            </th>
            {columns.map(({ key, date: day, court }) =>
              court ? (
                <th
                  key={key}
                  scope="col"
                  data-testid="calendar-court-header"
                  className="sticky top-0 z-10 border-b border-l border-slate-200 bg-white px-1.5 py-2 align-top text-xs font-semibold text-slate-800"
                >
                  {court.name}
                  {court.parts.length > 0 ? (
                    <span className="block font-medium text-slate-600">
                      {partsText(court.parts, facts)}
                    </span>
                  ) : null}
                </th>
              ) : (
                <th
                  key={key}
                  scope="col"
                  data-testid="calendar-day-header"
                  className={`sticky top-0 z-10 border-b border-l border-slate-200 px-1.5 py-2 align-top text-xs font-semibold ${
                    day === facts.now.date
                      ? 'bg-emerald-50 text-emerald-900'
                      : 'bg-white text-slate-700'
                  }`}
                >
                  {/* Today's mark goes on a line of its own: beside the date it did not fit a
                    seventh of the grid beside the selection panel, and was cut off. */}
                  {shortDate(words, day)}
                  {day === facts.now.date ? (
                    <>
                      {' '}
                      <span className="block font-medium">{t('grid.today')}</span>
                    </>
                  ) : null}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, row) => (
            <tr key={CALENDAR_TIMES[row]}>
              <th
                scope="row"
                className="sticky left-0 z-10 border-b border-slate-200 bg-white px-2 text-xs font-medium whitespace-nowrap text-slate-600"
              >
                {timeLabel(CALENDAR_TIMES[row]!)}
              </th>
              {cells.map((cell, col) => (
                <CalendarGridCell
                  key={columns[col]!.key}
                  cell={cell}
                  words={words}
                  selected={
                    (cell.court?._id ?? null) === selectedCourtId &&
                    isInRange(selected, cell.date, cell.minutes)
                  }
                  row={row}
                  col={col}
                  tabbable={row === active.row && col === active.col}
                  onFocusCell={onFocusCell}
                  onPickCell={onPickCell}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** 'Half A + Half B': the courts a whole pitch is made of, under its name. */
function partsText(parts: readonly string[], facts: CalendarFacts): string {
  const names = new Map((facts.courts ?? []).map((court) => [court._id, court.name]));
  return parts.map((id) => names.get(id) ?? '').join(' + ');
}
