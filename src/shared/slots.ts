import type { LocalDate } from './time';

// Half-hour slots of spec §9, as minutes since the venue's midnight.

export const SLOT_MINUTES = 30;
export const FIRST_SLOT = 6 * 60; // 6:00 AM
export const LAST_SLOT = 23 * 60 + 30; // 11:30 PM
/** The single-booking grid's extra last row, so a booking can run to the end of the day. */
export const END_OF_DAY = 23 * 60 + 59; // 11:59 PM

/** The 36 half-hour times 6:00 AM … 11:30 PM (subscription pickers). */
export const SLOT_TIMES: readonly number[] = Array.from(
  { length: (LAST_SLOT - FIRST_SLOT) / SLOT_MINUTES + 1 },
  (_, index) => FIRST_SLOT + index * SLOT_MINUTES,
);

/** The single-booking grid's rows: the 36 times and 11:59 PM. */
export const GRID_TIMES: readonly number[] = [...SLOT_TIMES, END_OF_DAY];

/** 390 → '6:30 AM'; 720 → '12:00 PM'; 0 → '12:00 AM'. */
export function timeLabel(minutes: number): string {
  const hours24 = Math.floor(minutes / 60);
  const mins = minutes % 60;
  const suffix = hours24 < 12 ? 'AM' : 'PM';
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(mins).padStart(2, '0')} ${suffix}`;
}

/** '6:30 PM' → 1110; anything that is not such a label → null. */
export function parseTimeLabel(label: string): number | null {
  const match = /^\s*(\d{1,2}):(\d{2})\s*([AaPp][Mm])\s*$/.exec(label);
  if (!match) return null;
  const hours = Number(match[1]);
  const mins = Number(match[2]);
  if (hours < 1 || hours > 12 || mins > 59) return null;
  const pm = match[3]!.toUpperCase() === 'PM';
  return (hours % 12) * 60 + mins + (pm ? 12 * 60 : 0);
}

/** Spec §4: night is 6 PM up to before 6 AM. */
export function isNightSlot(minutes: number): boolean {
  return minutes >= 18 * 60 || minutes < 6 * 60;
}

export interface LocalMoment {
  date: LocalDate;
  minutes: number;
}

/** Spec §5: a slot is past if its date and time is before now (both in the venue's zone). */
export function isPastSlot(date: LocalDate, minutes: number, now: LocalMoment): boolean {
  return date < now.date || (date === now.date && minutes < now.minutes);
}

export interface TimeRange {
  date: LocalDate;
  start: number;
  end: number;
}

/** Said wherever a chosen time is taken: the grid, the subscription calendar and the server. */
export const SLOT_TAKEN = 'This time slot is already booked. Please select a different time.';

/**
 * A range's end is the moment the turf is free again (half-open `[start, end)`, decision 010):
 * a slot is booked when it starts inside a booking, so a booking's end slot is free for the next.
 */
export function isBookedSlot(
  date: LocalDate,
  minutes: number,
  bookings: readonly TimeRange[],
): boolean {
  return bookings.some((b) => b.date === date && b.start <= minutes && minutes < b.end);
}

/** Two half-open ranges on one date share at least one minute; back-to-back ranges do not. */
export function rangesOverlap(a: TimeRange, b: TimeRange): boolean {
  return a.date === b.date && a.start < b.end && b.start < a.end;
}

/** A range is something to book only when it ends after it starts (equal times are empty). */
export function endsAfterStart(start: number, end: number): boolean {
  return end > start;
}
