import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { HalfHourCourts } from '../../../shared/court-availability';
import type { WeekHours } from '../../../shared/opening-hours';
import type { PriceLabel } from '../../../shared/price-rules';
import {
  cellState,
  isSelectable,
  type CellState,
  type Selection,
  type SlotRef,
} from '../../../shared/slot-selection';
import { firstFreeSlot, shownSlot } from '../../../shared/grid-landing';
import { GRID_TIMES, timeLabel, type LocalMoment, type TimeRange } from '../../../shared/slots';
import { useShortDate } from '../../hooks/use-short-date';
import { useWideScreen } from '../../hooks/use-wide-screen';
import { kindCountText } from '../court-kind-text';
import { DayTabs } from '../day-tabs';
import { GridCell } from './grid-cell';
import type { GridPosition } from './grid-keys';
import { useRovingGrid } from './use-roving-grid';

interface AvailabilityGridProps {
  days: readonly string[];
  now: LocalMoment;
  /** Other bookings: Booked, not pickable. */
  taken: readonly TimeRange[];
  selection: Selection;
  onPick: (slot: SlotRef) => void;
  /**
   * The player's own booking while they pick a new time for it: its cells read "Your booking"
   * and stay pickable (the new time may overlap the old one). Leave it out of `taken`.
   */
  ownBooking?: TimeRange | null;
  /** The player's own unpaid holds: their cells read "Your hold". Leave them out of `taken`. */
  ownHolds?: readonly TimeRange[];
  /** The turf's week of opening hours: times outside them read "Closed". Null: the default. */
  openingHours?: WeekHours | null;
  caption?: string;
  /**
   * A venue with several courts (docs/decisions/029): how many suitable courts are free at a
   * half-hour, said on its cell ("2 of 3 free"); absent, or one court, nothing is added.
   */
  courtsAt?: (date: string, minutes: number) => HalfHourCourts | null;
  /** A Booked half-hour was picked (the waitlist's "Tell me when it frees", decision 033). */
  onPickBooked?: (slot: SlotRef) => void;
  /** The half-hour's price band by the turf's rules (docs/decisions/034); null: the base. */
  priceLabelAt?: (date: string, minutes: number) => PriceLabel | null;
  /** A time to open at without picking it, e.g. the one a search found (docs/decisions/067). */
  lookAt?: SlotRef | null;
  /**
   * Whether `taken` is the answer, not a placeholder while it loads: the grid opens at the first
   * free time once it is (docs/decisions/067). Default true.
   */
  settled?: boolean;
}

const NO_HOLDS: readonly TimeRange[] = [];

function isOwnSlot(own: TimeRange | null | undefined, slot: SlotRef): boolean {
  return !!own && own.date === slot.date && own.start <= slot.minutes && slot.minutes < own.end;
}

/**
 * Today and the next six days by half-hour (spec §2), scrolling inside 400 px. An ARIA grid: one
 * stop in the tab order (the last cell used, at first the selection's start or the first time
 * still open), the arrow keys move between days and times, Enter or Space picks. On a phone it
 * shows one day at a time, chosen with day tabs (or the arrow keys), instead of three columns
 * and a sideways scroll; the other days' columns are only hidden, so a selection runs on as on
 * a wide screen (the booking's rules, such as one day only, are checked when it is used).
 */
export function AvailabilityGrid({
  days,
  now,
  taken,
  selection,
  onPick,
  ownBooking = null,
  ownHolds = NO_HOLDS,
  openingHours = null,
  caption,
  courtsAt,
  onPickBooked,
  priceLabelAt,
  lookAt = null,
  settled = true,
}: AvailabilityGridProps) {
  const { t } = useTranslation('grid');
  const dates = useShortDate();
  const cellWords = useMemo(() => ({ t, dates }), [t, dates]);
  const facts = { now, taken, selection, openingHours };
  // Open where the player looks (docs/decisions/067): their booking being moved, a selection or
  // searched time brought along (a link, a login), else the first time still free after now, on
  // whichever day it falls, once the bookings are known; meanwhile at the current time of day.
  const asked = shownSlot(
    days,
    ownBooking ? { date: ownBooking.date, minutes: ownBooking.start } : (selection.start ?? lookAt),
  );
  const landing = asked ?? (settled ? firstFreeSlot(days, facts) : null);
  const meanwhile = GRID_TIMES.find((minutes) => minutes >= now.minutes) ?? GRID_TIMES[0]!;
  const size = { rows: GRID_TIMES.length, cols: days.length };
  const positionOf = (slot: SlotRef | null): GridPosition => ({
    row: Math.max(GRID_TIMES.indexOf(slot?.minutes ?? meanwhile), 0),
    col: Math.max(slot ? days.indexOf(slot.date) : 0, 0),
  });

  const startCell = (): GridPosition => positionOf(landing);
  const scroller = useRef<HTMLDivElement>(null);
  const { active, onFocusCell, onKeyDown, showColumn } = useRovingGrid(scroller, size, startCell);
  const wide = useWideScreen();
  // On a phone the day shown is the active cell's: a tab or an arrow key changes both. Only that
  // day's column is drawn (the others' 288 cells cost a phone's first render, decision 078).
  const shownCol = wide ? null : active.col;
  const drawn = (col: number) => shownCol === null || col === shownCol;

  // Cells are memoized and get the same handlers on every render: a new turf answer, a new
  // minute or a new pick redraws only the cells whose state changed.
  const latestOnPick = useRef(onPick);
  const latestOnPickBooked = useRef(onPickBooked);
  useLayoutEffect(() => {
    latestOnPick.current = onPick;
    latestOnPickBooked.current = onPickBooked;
  });
  const onPickCell = useCallback((date: string, minutes: number, state: CellState) => {
    if (isSelectable(state)) latestOnPick.current({ date, minutes });
    else if (state === 'booked') latestOnPickBooked.current?.({ date, minutes });
  }, []);
  // Courts of different kinds (5-a-side, 7-a-side) are counted apart, never mixed (decision 067).
  const freeCourtsText = (courts: HalfHourCourts): string | undefined => {
    if (courts.byKind) return courts.byKind.map((count) => kindCountText(t, count)).join('\n');
    if (courts.suitable > 1)
      return t('freeCourts', { free: courts.free, suitable: courts.suitable });
    return undefined;
  };
  // Once landed, the player's own scrolling and picking win.
  // Until the answer is in, the rows may still change height (a venue's courts add a line to
  // each cell), so the grid lands again once it is.
  // A player who moved meanwhile (a day tab, an arrow key, a tap) keeps where they went.
  const landed = useRef(false);
  const landedAt = useRef<GridPosition | null>(null);
  const landingKey = `${landing ? `${landing.date} ${landing.minutes}` : 'none'} ${settled}`;
  useEffect(() => {
    const box = scroller.current;
    if (landed.current || !box) return;
    const moved =
      landedAt.current !== null &&
      (landedAt.current.row !== active.row || landedAt.current.col !== active.col);
    landed.current = settled || moved;
    if (moved) return;
    const at = positionOf(landing);
    landedAt.current = at;
    // The day's column is the active one (a phone's day tab shows it), and its row is at the top.
    onFocusCell(at.row, at.col);
    const row = box.querySelectorAll('tbody tr')[at.row] as HTMLElement | undefined;
    if (row) box.scrollTop = row.offsetTop - (box.querySelector('thead')?.clientHeight ?? 0);
    // On a screen too narrow for the week, that day's column is in view too.
    const cell = box.querySelector(`[data-row="${at.row}"][data-col="${at.col}"]`)?.closest('td');
    const timeColumn = box.querySelector('th')?.offsetWidth ?? 0;
    if (cell) box.scrollLeft = Math.max(0, cell.offsetLeft - timeColumn);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- lands once, when its slot is known
  }, [landingKey]);

  const grid = (
    <div
      ref={scroller}
      className="max-h-[400px] overflow-auto rounded-xl border border-slate-200 bg-white shadow-inner"
      data-testid="availability-grid"
    >
      <table
        role="grid"
        aria-readonly="true"
        className="w-full border-separate border-spacing-0 text-left"
        onKeyDown={onKeyDown}
      >
        <caption className="sr-only">
          {t('caption.withKeys', { caption: caption ?? t('caption.default') })}
        </caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky top-0 left-0 z-20 bg-white px-2 py-2 text-xs font-semibold text-slate-600"
            >
              {t('time')}
            </th>
            {days.map((day, col) =>
              drawn(col) ? (
                <th
                  key={day}
                  scope="col"
                  className="sticky top-0 z-10 bg-white px-1 py-2 text-center text-xs font-semibold whitespace-nowrap text-slate-700"
                >
                  {dates.short(day)}
                </th>
              ) : null,
            )}
          </tr>
        </thead>
        <tbody>
          {GRID_TIMES.map((minutes, row) => (
            <tr key={minutes}>
              <th
                scope="row"
                className="sticky left-0 z-10 bg-white px-2 text-xs font-medium whitespace-nowrap text-slate-600"
              >
                {timeLabel(minutes)}
              </th>
              {days.map((date, col) => {
                if (!drawn(col)) return null;
                const slot = { date, minutes };
                const state = cellState(slot, facts);
                const courts = courtsAt?.(date, minutes);
                return (
                  <GridCell
                    key={date}
                    date={date}
                    minutes={minutes}
                    state={state}
                    own={isOwnSlot(ownBooking, slot)}
                    ownHold={ownHolds.some((hold) => isOwnSlot(hold, slot))}
                    freeText={courts ? freeCourtsText(courts) : undefined}
                    row={row}
                    col={col}
                    tabbable={row === active.row && col === active.col}
                    bookedPickable={!!onPickBooked}
                    priceLabel={state === 'available' ? priceLabelAt?.(date, minutes) : null}
                    onFocusCell={onFocusCell}
                    onPickCell={onPickCell}
                    words={cellWords}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  if (shownCol === null) return grid;
  return (
    <div>
      <DayTabs
        days={days}
        shown={days[shownCol]!}
        today={now.date}
        onShow={(day) => showColumn(days.indexOf(day))}
        className="mb-3"
        tabbable={false}
      />
      {grid}
    </div>
  );
}
