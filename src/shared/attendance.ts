import { bookingHasEnded } from './booking-status';
import { timeLabel, type LocalMoment } from './slots';
import type { LocalDate } from './time';

// Who showed up (docs/decisions/043): the turf's keeper marks a booking Arrived or No-show, in a
// window of time around it, and may correct the mark until that window closes. Pure: "now" is
// always an argument, the venue's date and minute.

export const ATTENDANCE_MARKS = ['arrived', 'no_show'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

export const ATTENDANCE_LABELS: Record<AttendanceMark, string> = {
  arrived: 'Arrived',
  no_show: 'No-show',
};

/** A player may be checked in this long before their start (they warm up, they change). */
export const ARRIVE_EARLY_MINUTES = 30;
/** Marks may be made or corrected until the end of this many days after the booking's day. */
export const CORRECTION_DAYS_AFTER = 1;

export const ATTENDANCE_MESSAGES = {
  notMarkable: 'Only a confirmed booking can be marked.',
  tooEarlyToArrive: (startMinute: number) =>
    `A player can be checked in from ${ARRIVE_EARLY_MINUTES} minutes before the start (${timeLabel(Math.max(0, startMinute - ARRIVE_EARLY_MINUTES))}).`,
  tooEarlyForNoShow: 'A no-show can be marked only once the booking has started.',
  tooLate: 'This booking can no longer be marked: marks close at the end of the next day.',
  notFound: 'No booking with this reference at your venues.',
  badReference: 'Enter a booking reference such as TB-7K3M9Q.',
  bookingNotFound: 'Booking not found.',
  playerNotFound: 'That player is not playing in this booking.',
  chooseTurf: 'Choose a turf to see its day.',
} as const;

export interface MarkableBooking {
  status: string;
  day: LocalDate;
  startMinute: number;
}

/** Whole days from `from` to `to` (calendar dates, not 24-hour steps). */
function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** `now` as minutes from the start of the booking's day (negative on the days before it). */
function minutesIntoBookingDay(day: LocalDate, now: LocalMoment): number {
  return daysBetween(day, now.date) * 1440 + now.minutes;
}

/**
 * Why `mark` (or clearing the mark, null) cannot be set on `booking` at `now`, or null when it can.
 * Only confirmed bookings: a cancelled one, an unpaid hold or a block has nobody to show up.
 * Arrived opens ARRIVE_EARLY_MINUTES before the start; No-show at the start; clearing a mark as
 * soon as either could be set. All close at the end of the day after the booking's day.
 */
export function attendanceProblem(
  booking: MarkableBooking,
  mark: AttendanceMark | null,
  now: LocalMoment,
): string | null {
  if (booking.status !== 'confirmed') return ATTENDANCE_MESSAGES.notMarkable;
  const at = minutesIntoBookingDay(booking.day, now);
  if (at >= (1 + CORRECTION_DAYS_AFTER) * 1440) return ATTENDANCE_MESSAGES.tooLate;
  if (mark === 'no_show' && at < booking.startMinute) return ATTENDANCE_MESSAGES.tooEarlyForNoShow;
  if (mark !== 'no_show' && at < booking.startMinute - ARRIVE_EARLY_MINUTES) {
    return ATTENDANCE_MESSAGES.tooEarlyToArrive(booking.startMinute);
  }
  return null;
}

/** Which marks the owner's buttons offer at `now` (the server checks again with attendanceProblem). */
export function marksOpenAt(booking: MarkableBooking, now: LocalMoment): AttendanceMark[] {
  return ATTENDANCE_MARKS.filter((mark) => attendanceProblem(booking, mark, now) === null);
}

/** The letters of a booking reference (migration 0007): no 0/O, 1/I/L, so none is misread. */
const REFERENCE_LETTERS = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const REFERENCE_CODE = new RegExp(`^(?:TB)?([${REFERENCE_LETTERS}]{6})$`);

/**
 * A typed or scanned reference in its stored form 'TB-7K3M9Q', or null when it cannot be one.
 * Forgiving of what a person at a gate types: any case, spaces or dashes, with or without 'TB'.
 */
export function normalizeBookingReference(text: string): string | null {
  if (text.length > 40) return null;
  const compact = text.toUpperCase().replace(/[\s-]/g, '');
  const match = REFERENCE_CODE.exec(compact);
  return match ? `TB-${match[1]}` : null;
}

/**
 * The reference a player shows at the gate, or null: while the booking is confirmed and not
 * over. For a game's joined players and a split's teammates (who cannot open the booker's
 * booking page) as for the booker, whose page shows the same pass.
 */
export function gatePassReference(
  booking: { status: string; date: string; endTime: string; reference: string },
  now: LocalMoment,
): string | null {
  if (booking.status !== 'confirmed' || bookingHasEnded(booking, now)) return null;
  return booking.reference;
}

/** Where the booking page's QR code points: the owner's check-in with the reference filled in. */
export function checkInPath(reference: string): string {
  return `/owner/check-in?ref=${encodeURIComponent(reference)}`;
}
