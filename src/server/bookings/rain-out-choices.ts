import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Sport } from '../../shared/catalog';
import {
  choiceDeadline,
  lastMoveDay,
  type RainOutChoice,
  type RainOutChoiceView,
} from '../../shared/rain-out-choice';
import { timeLabel, type TimeRange } from '../../shared/slots';
import type { DbOrTx } from '../db/database';
import { enqueue } from '../db/outbox';
import { bookings, rainOutChoices } from '../db/schema-bookings';
import type { BookingRow } from './changes';
import { writeDueRefunds } from './due-refunds';
import { gameReturnedPaise } from './game-shares';
import { courtAtMoveTarget, recordMoveEvent } from './reschedule';

// A rained-out booking's choice (docs/decisions/041), the booking core's part. The rain-out
// cancels the booking with nothing refunded yet (the range is free at once) and opens its choice;
// the choice is then taken once, by a compare-and-swap on the open row, and carried out in the
// same transaction: credit or refund writes the whole amount due through writeDueRefunds, as any
// cancellation does; a move revives the same booking row on its new time, so the money stays on
// one row. Every function runs in the caller's transaction, after lockBooking.

export type ChoiceRow = typeof rainOutChoices.$inferSelect;

/** The booking page's view of a rained-out booking's choice. */
export function rainOutChoiceView(row: ChoiceRow): RainOutChoiceView {
  return {
    deadline: row.deadline.toISOString(),
    moveUntil: lastMoveDay(row.day),
    choice: row.choice,
    chosenBy: row.chosenBy,
    chosenAt: row.chosenAt?.toISOString() ?? null,
    rainedOut: {
      date: row.day,
      startTime: timeLabel(row.startMinute),
      endTime: timeLabel(row.endMinute),
    },
  };
}

/** Opens the choice of a booking the rain-out has just cancelled, and tells the player. */
export async function openRainOutChoice(
  tx: DbOrTx,
  booking: Pick<BookingRow, 'id' | 'day' | 'startMinute' | 'endMinute'>,
  now: Date,
  reason: string,
) {
  const deadline = choiceDeadline(now);
  await tx.insert(rainOutChoices).values({
    bookingId: booking.id,
    day: booking.day,
    startMinute: booking.startMinute,
    endMinute: booking.endMinute,
    rainedOutAt: now,
    deadline,
  });
  await enqueue(tx, 'booking.rained-out', {
    bookingId: booking.id,
    reason,
    deadline: deadline.toISOString(),
  });
}

export async function findRainOutChoice(db: DbOrTx, bookingId: string) {
  const [row] = await db
    .select()
    .from(rainOutChoices)
    .where(eq(rainOutChoices.bookingId, bookingId));
  return row ?? null;
}

/** Takes the open choice; false when it was taken already (by another tab, process or the sweep). */
export async function claimRainOutChoice(
  tx: DbOrTx,
  bookingId: string,
  choice: RainOutChoice,
  by: 'player' | 'system',
  now: Date,
): Promise<boolean> {
  const taken = await tx
    .update(rainOutChoices)
    .set({ choice, chosenBy: by, chosenAt: now })
    .where(and(eq(rainOutChoices.bookingId, bookingId), isNull(rainOutChoices.choice)))
    .returning({ bookingId: rainOutChoices.bookingId });
  return taken.length === 1;
}

/** The booking is still the rain-out's: cancelled by the owner with nothing refunded. */
const AWAITING = and(
  eq(bookings.status, 'cancelled'),
  eq(bookings.cancelledBy, 'owner'),
  eq(bookings.refundedPaise, 0),
);

/**
/**
 * Credit or refund: the whole amount due back, on the row and as refunds (made after commit by
 * payments/refunds.ts); of a settled game's booking, the organizer's part (the kept spots went
 * back to their players at the rain-out: docs/decisions/045). Credit puts every payer's part
 * into their own credit; refund sends each part back to how it was paid, or, on a shared
 * booking, to where each payer chose (044). Answers the due refunds' ids.
 */
export async function refundRainedOutBooking(
  tx: DbOrTx,
  bookingId: string,
  refundTo: 'credit' | 'source',
): Promise<string[]> {
  const [row] = await tx
    .update(bookings)
    .set({ refundedPaise: sql`${bookings.amountPaise}` })
    .where(and(eq(bookings.id, bookingId), AWAITING))
    .returning();
  if (!row) throw new Error(`rained-out booking ${bookingId} is not awaiting its choice`);
  const returned = await gameReturnedPaise(tx, bookingId);
  return writeDueRefunds(tx, row, row.amountPaise - returned, {
    allToCredit: refundTo === 'credit',
  });
}

export interface RainOutMove {
  booking: BookingRow;
  to: TimeRange;
  now: Date;
  turfSport: Sport;
  courtId?: string | null;
  requestKey: string | null;
}

/**
 * Move: the same booking row confirmed again at `to`, its amount unchanged (the price difference
 * waived) and its own free reschedule untouched. The exclusion constraint throws if `to` was
 * taken meanwhile (the caller answers 409 and nothing changed); a court the turf does not offer
 * there throws CourtRefused.
 */
export async function moveRainedOutBooking(tx: DbOrTx, move: RainOutMove): Promise<void> {
  const { booking, to, now } = move;
  const courtId = await courtAtMoveTarget(tx, move);
  const [moved] = await tx
    .update(bookings)
    .set({
      status: 'confirmed',
      day: to.date,
      startMinute: to.start,
      endMinute: to.end,
      courtId,
      cancelledAt: null,
      cancelledBy: null,
      cancelReason: null,
      // A settled game's kept spots went back to their players: the venue waives them, as it
      // waives a move's price difference (docs/decisions/045).
      refundedPaise: await gameReturnedPaise(tx, booking.id),
    })
    .where(and(eq(bookings.id, booking.id), AWAITING))
    .returning({ id: bookings.id });
  if (!moved) throw new Error(`rained-out booking ${booking.id} is not awaiting its choice`);
  const from = {
    date: booking.day,
    startMinute: booking.startMinute,
    endMinute: booking.endMinute,
  };
  await recordMoveEvent(tx, booking, to, now, { requestKey: move.requestKey, rainOut: 'move' });
  await enqueue(tx, 'booking.rescheduled', { bookingId: booking.id, from });
}

/** Open choices whose 24 hours have run out, oldest first: the sweep's work. */
export async function lapsedRainOutChoices(db: DbOrTx, now: Date, limit = 100) {
  return db
    .select({ bookingId: rainOutChoices.bookingId })
    .from(rainOutChoices)
    .where(and(isNull(rainOutChoices.choice), lte(rainOutChoices.deadline, now)))
    .orderBy(rainOutChoices.deadline)
    .limit(limit);
}
