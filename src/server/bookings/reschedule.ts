import { and, eq, isNull } from 'drizzle-orm';
import type { Sport } from '../../shared/catalog';
import type { TimeRange } from '../../shared/slots';
import type { DbOrTx } from '../db/database';
import { enqueue } from '../db/outbox';
import { bookingEvents, bookings } from '../db/schema-bookings';
import type { BookingRow } from './changes';
import { assignCourts } from './court-assignment';
import { expireStaleHolds } from './hold-endings';
import { lockTurfDays } from './lifecycle';
import { offerFreedRanges } from './waitlist-offers';

// The booking core's move (decision 011's state machine, continued from changes.ts):
//
//   confirmed ──reschedule (once)──▶ confirmed, at another time (and maybe court) of the same turf
//
// A compare-and-swap inside the caller's transaction, like every transition of the core.

export interface Reschedule {
  booking: BookingRow;
  to: TimeRange;
  now: Date;
  requestKey: string | null;
  /** The turf's sports_type (the sport a booking is taken to be played at). */
  turfSport: Sport;
  /** The court the player asked to move to; none: its own while free, else another. */
  courtId?: string | null;
  /** What a move to a cheaper slot gives back (docs/decisions/053), for its history. */
  backPaise?: number;
}

/**
 * Where a booking moving to `to` lands (the player's reschedule and a rained-out booking's move
 * alike): both days locked, run-out holds there expired (they still sit in the constraint), and
 * the court assigned as a new booking's would be, keeping the booking's own while it is free.
 */
export async function courtAtMoveTarget(
  tx: DbOrTx,
  move: Pick<Reschedule, 'booking' | 'to' | 'now' | 'turfSport' | 'courtId'>,
): Promise<string> {
  const { booking, to, now } = move;
  await lockTurfDays(tx, booking.turfId, [booking.day, to.date]);
  await expireStaleHolds(tx, now, { turfId: booking.turfId, day: to.date });
  const [courtId] = await assignCourts(
    tx,
    { id: booking.turfId },
    [{ range: to, courtId: move.courtId ?? null }],
    now,
    { bookingId: booking.id, courtId: booking.courtId, turfSport: move.turfSport },
  );
  return courtId!;
}

/**
 * confirmed → confirmed at `to`, once: the row's range (and court, when its own is taken there or
 * the player names another) changes in one statement, so the new slot is taken and the old one
 * freed together; the exclusion constraint throws if `to` is taken (the caller answers 409 and
 * nothing changed), and a court the turf does not offer throws CourtRefused. Answers false when
 * the booking was no longer movable.
 */
export async function rescheduleConfirmedBooking(tx: DbOrTx, move: Reschedule): Promise<boolean> {
  const { booking, to, now } = move;
  const courtId = await courtAtMoveTarget(tx, move);
  const [moved] = await tx
    .update(bookings)
    .set({ day: to.date, startMinute: to.start, endMinute: to.end, courtId, rescheduledAt: now })
    .where(
      and(
        eq(bookings.id, booking.id),
        eq(bookings.source, 'online'),
        eq(bookings.status, 'confirmed'),
        isNull(bookings.rescheduledAt),
      ),
    )
    .returning({ id: bookings.id });
  if (!moved) return false;
  const from = {
    date: booking.day,
    startMinute: booking.startMinute,
    endMinute: booking.endMinute,
  };
  await recordMoveEvent(tx, booking, to, now, {
    requestKey: move.requestKey,
    ...(move.backPaise ? { backPaise: move.backPaise } : {}),
  });
  await enqueue(tx, 'booking.rescheduled', { bookingId: booking.id, from });
  // The time it left may be someone's wait (docs/decisions/033).
  await offerFreedRanges(tx, { turfId: booking.turfId, days: [booking.day], now });
  return true;
}

/**
 * A booking's move in its history, from where it stood to `to`: the player's one free reschedule
 * and a rained-out booking's free move (docs/decisions/041, `detail.rainOut`) alike.
 */
export async function recordMoveEvent(
  tx: DbOrTx,
  booking: Pick<BookingRow, 'id' | 'day' | 'startMinute' | 'endMinute'>,
  to: { date: string; start: number; end: number },
  now: Date,
  detail: { requestKey: string | null; rainOut?: 'move'; paidPaise?: number; backPaise?: number },
) {
  await tx.insert(bookingEvents).values({
    bookingId: booking.id,
    kind: 'rescheduled',
    at: now,
    detail: {
      fromDate: booking.day,
      fromStart: booking.startMinute,
      fromEnd: booking.endMinute,
      toDate: to.date,
      toStart: to.start,
      toEnd: to.end,
      ...detail,
    },
  });
}
