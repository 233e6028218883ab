import { useEffect, useRef } from 'react';
import {
  cellState,
  isSelectable,
  type Selection,
  type SlotRef,
} from '../../../shared/slot-selection';
import { GRID_TIMES, timeLabel, type LocalMoment, type TimeRange } from '../../../shared/slots';
import { shortDateLabel } from '../../../shared/time';
import { GridCell } from './grid-cell';

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
  caption?: string;
}

function isOwnSlot(own: TimeRange | null | undefined, slot: SlotRef): boolean {
  return !!own && own.date === slot.date && own.start <= slot.minutes && slot.minutes < own.end;
}

/** Today and the next six days by half-hour (spec §2), scrolling inside 400 px. */
export function AvailabilityGrid({
  days,
  now,
  taken,
  selection,
  onPick,
  ownBooking = null,
  caption = 'Availability for the next seven days',
}: AvailabilityGridProps) {
  const facts = { now, taken, selection };
  const scroller = useRef<HTMLDivElement>(null);
  const firstOpenRow = useRef<HTMLTableRowElement>(null);
  // Open at the player's booking when there is one; else at the current time of day rather than
  // at 6 AM, which is past by evening.
  const openAt = ownBooking?.start ?? now.minutes;
  const firstOpenMinutes = GRID_TIMES.find((minutes) => minutes >= openAt) ?? GRID_TIMES[0];

  // Only on the first render: after that the player's own scrolling wins.
  useEffect(() => {
    const box = scroller.current;
    const row = firstOpenRow.current;
    if (box && row) box.scrollTop = row.offsetTop - (box.querySelector('thead')?.clientHeight ?? 0);
  }, []);

  return (
    <div
      ref={scroller}
      className="max-h-[400px] overflow-auto rounded-xl border border-slate-200 bg-white shadow-inner"
      data-testid="availability-grid"
    >
      <table className="w-full border-separate border-spacing-0 text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky top-0 left-0 z-20 bg-white px-2 py-2 text-xs font-semibold text-slate-500"
            >
              Time
            </th>
            {days.map((day) => (
              <th
                key={day}
                scope="col"
                className="sticky top-0 z-10 bg-white px-1 py-2 text-center text-xs font-semibold whitespace-nowrap text-slate-700"
              >
                {shortDateLabel(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {GRID_TIMES.map((minutes) => (
            <tr key={minutes} ref={minutes === firstOpenMinutes ? firstOpenRow : undefined}>
              <th
                scope="row"
                className="sticky left-0 z-10 bg-white px-2 text-xs font-medium whitespace-nowrap text-slate-500"
              >
                {timeLabel(minutes)}
              </th>
              {days.map((date) => {
                const slot = { date, minutes };
                const state = cellState(slot, facts);
                return (
                  <GridCell
                    key={date}
                    date={date}
                    minutes={minutes}
                    state={state}
                    own={isOwnSlot(ownBooking, slot)}
                    onPick={() => isSelectable(state) && onPick(slot)}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
