import { isClosedSlot, isWithinOpeningHours, type WeekHours } from './opening-hours';
import type { TimeRange } from './slots';
import type { LocalDate } from './time';

// A court's own opening hours (docs/decisions/031). The venue's hours (shared/opening-hours) say
// when the venue is open; a court may have its own week on top, inside them (the hall's Court 4
// closes at 9 PM, the rest at 11): a court is open when the venue is and, if it has hours of its
// own, when they say so too. A court without its own hours follows the venue's alone, so every
// listing and every client that knows nothing of courts is unchanged.

export const courtHoursMessages = {
  closed: (courtName: string) =>
    `${courtName} is closed at this time. Please select a time within its opening hours.`,
} as const;

/** Whether the court may be claimed for the half-open range. */
export function isCourtOpen(
  range: TimeRange,
  courtWeek: WeekHours | null | undefined,
  venueWeek: WeekHours | null | undefined,
): boolean {
  return (
    isWithinOpeningHours(range, venueWeek) && (!courtWeek || isWithinOpeningHours(range, courtWeek))
  );
}

/** A grid cell of the court starting at `minutes` is closed when no slot of it can start there. */
export function isClosedCourtSlot(
  date: LocalDate,
  minutes: number,
  courtWeek: WeekHours | null | undefined,
  venueWeek: WeekHours | null | undefined,
): boolean {
  return (
    isClosedSlot(date, minutes, venueWeek) ||
    (!!courtWeek && isClosedSlot(date, minutes, courtWeek))
  );
}
