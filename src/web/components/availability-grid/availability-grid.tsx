import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
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
import { GRID_TIMES, timeLabel, type LocalMoment, type TimeRange } from '../../../shared/slots';
import { useShortDate } from '../../hooks/use-short-date';
import { useWideScreen } from '../../hooks/use-wide-screen';
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
}: AvailabilityGridProps) {
  const { t } = useTranslation('grid');
  const dates = useShortDate();
  const facts = { now, taken, selection, openingHours };
  const firstOpenRow = useRef<HTMLTableRowElement>(null);
  // Open at the player's booking when there is one, or at a selection brought along (a link, a
  // login); else at the current time of day rather than at 6 AM, which is past by evening.
  const openAt = ownBooking?.start ?? selection.start?.minutes ?? now.minutes;
  const firstOpenMinutes = GRID_TIMES.find((minutes) => minutes >= openAt) ?? GRID_TIMES[0];
  const size = { rows: GRID_TIMES.length, cols: days.length };

  const startCell = (): GridPosition => {
    const start = ownBooking
      ? { date: ownBooking.date, minutes: ownBooking.start }
      : (selection.start ?? null);
    const col = start ? days.indexOf(start.date) : -1;
    const row = start ? GRID_TIMES.indexOf(start.minutes) : -1;
    if (col >= 0 && row >= 0) return { row, col };
    return { row: Math.max(GRID_TIMES.indexOf(firstOpenMinutes!), 0), col: 0 };
  };
  const scroller = useRef<HTMLDivElement>(null);
  const { active, onFocusCell, onKeyDown, showColumn } = useRovingGrid(scroller, size, startCell);
  const wide = useWideScreen();
  // On a phone the day shown is the active cell's: a tab or an arrow key changes both.
  const shownCol = wide ? null : active.col;
  const hiddenOnPhone = (col: number) => (shownCol !== null && col !== shownCol ? 'hidden' : '');

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
  // Only on the first render: after that the player's own scrolling wins.
  useEffect(() => {
    const box = scroller.current;
    const row = firstOpenRow.current;
    if (box && row) box.scrollTop = row.offsetTop - (box.querySelector('thead')?.clientHeight ?? 0);
    // On a narrow screen, the day of that booking or selection (the tab stop) is in view too.
    const cell = box?.querySelector('[tabindex="0"]')?.closest('td');
    const timeColumn = box?.querySelector('th')?.offsetWidth ?? 0;
    if (box && cell) box.scrollLeft = Math.max(0, cell.offsetLeft - timeColumn);
  }, []);

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
            {days.map((day, col) => (
              <th
                key={day}
                scope="col"
                className={`sticky top-0 z-10 bg-white px-1 py-2 text-center text-xs font-semibold whitespace-nowrap text-slate-700 ${hiddenOnPhone(col)}`}
              >
                {dates.short(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {GRID_TIMES.map((minutes, row) => (
            <tr key={minutes} ref={minutes === firstOpenMinutes ? firstOpenRow : undefined}>
              <th
                scope="row"
                className="sticky left-0 z-10 bg-white px-2 text-xs font-medium whitespace-nowrap text-slate-600"
              >
                {timeLabel(minutes)}
              </th>
              {days.map((date, col) => {
                const slot = { date, minutes };
                const state = cellState(slot, facts);
                const courts = courtsAt?.(date, minutes);
                return (
                  <GridCell
                    key={date}
                    hidden={shownCol !== null && col !== shownCol}
                    date={date}
                    minutes={minutes}
                    state={state}
                    own={isOwnSlot(ownBooking, slot)}
                    ownHold={ownHolds.some((hold) => isOwnSlot(hold, slot))}
                    freeText={
                      courts && courts.suitable > 1
                        ? t('freeCourts', { free: courts.free, suitable: courts.suitable })
                        : undefined
                    }
                    row={row}
                    col={col}
                    tabbable={row === active.row && col === active.col}
                    bookedPickable={!!onPickBooked}
                    priceLabel={state === 'available' ? priceLabelAt?.(date, minutes) : null}
                    onFocusCell={onFocusCell}
                    onPickCell={onPickCell}
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
