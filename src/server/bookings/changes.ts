import { and, eq, sql } from 'drizzle-orm';
import type { RefundDestination } from '../../shared/credit';
import type { DbOrTx } from '../db/database';
import { enqueue } from '../db/outbox';
import { bookingEvents, bookings } from '../db/schema-bookings';
import { HttpError } from '../http/errors';
import { gameStillRunning } from './game-shares';
import { PAYABLE } from './confirm-holds';
import { writeDueRefunds } from './due-refunds';
import { lockTurfDays } from './lifecycle';
import { offerFreedRanges } from './waitlist-offers';

// The booking core's transitions after payment (decision 011's state machine, continued):
//
//   confirmed ──cancel──▶ cancelled (refund due ──refunded──▶ refunded)
//   held/expired, paid ──void──▶ cancelled by TurfBook (refund due ──refunded──▶ refunded)
//   (refund due ──refunded──▶ refunded: refund-completion.ts)
//   (confirmed ──reschedule (once)──▶ confirmed elsewhere: reschedule.ts)
//
// Like lifecycle.ts, each is a compare-and-swap inside the caller's transaction, writes the
// booking's history, and queues the mail that follows it in the same transaction.

export type BookingRow = typeof bookings.$inferSelect;

/**
 * A booking's row, locked for the rest of the transaction, after the locks of its day and of
 * `alsoDays` (taken together, in date order, as every writer of a turf's days takes them: a row
 * lock taken before a day lock could deadlock with an owner's rain-out of that day). Null when
 * the booking does not exist.
 */
export async function lockBooking(
  tx: DbOrTx,
  bookingId: string,
  alsoDays: readonly string[] = [],
): Promise<BookingRow | null> {
  const locked = new Set<string>();
  for (;;) {
    const [seen] = await tx
      .select({ turfId: bookings.turfId, day: bookings.day })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    if (!seen) return null;
    const days = [seen.day, ...alsoDays].filter((day) => !locked.has(`${seen.turfId}:${day}`));
    await lockTurfDays(tx, seen.turfId, days);
    for (const day of days) locked.add(`${seen.turfId}:${day}`);
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    // A reschedule may have moved it to a day not locked yet: lock that one too.
    if (!row || locked.has(`${row.turfId}:${row.day}`)) return row ?? null;
  }
}

/** Who cancels: the player, the venue's owner, or TurfBook itself (a paid hold lost its slot). */
export type CancelledBy = NonNullable<BookingRow['cancelledBy']>;

export interface Cancellation {
  bookingId: string;
  now: Date;
  /** What goes back (the policy's answer); 0 for nothing. */
  refundPaise: number;
  /**
   * Where the player asked it to go: the card or UPI it came from (the default), or their
   * TurfBook credit (docs/decisions/040); either is made after commit by payments/refunds.ts. On
   * a shared booking, the booker's own part; each teammate's goes where they chose (044).
   */
  refundTo?: RefundDestination;
  by: 'player' | 'owner';
  /** The owner's reason, told to the player ('Rain', 'Maintenance'). */
  reason?: string;
  /** The request's Idempotency-Key, so a repeated request can be recognised. */
  requestKey: string | null;
  /**
   * Offer the freed time to its waitlist at once (docs/decisions/033); false when the caller
   * closes the time itself (a rain-out blocks it).
   */
  offerToWaitlist?: boolean;
  /**
   * A rain-out whose player chooses what becomes of the money (docs/decisions/041): nothing is
   * refunded yet, and the rain-out's own mail tells the player, not the cancellation's.
   */
  awaitingChoice?: boolean;
  /**
   * What of the price already went back to the booking's other payers (docs/decisions/045: a
   * settled game's kept spots, refunded by the game in this transaction): counted in the
   * booking's refunded_paise, with no refund row of its own (the game's players' payments carry
   * it). 0 when none.
   */
  returnedPaise?: number;
}

/**
 * The one way a cancellation is recorded, whatever caused it: its history event and, when money
 * goes back, the refunds that are due (made after commit by payments/refunds.ts). Every refund
 * figure anywhere is read from these rows and the booking's refunded_paise written with them.
 */
async function recordCancellation(
  tx: DbOrTx,
  row: Pick<BookingRow, 'id' | 'paymentId' | 'amountPaise' | 'creditPaise'>,
  told: {
    now: Date;
    refundPaise: number;
    refundTo: RefundDestination | undefined;
    by: CancelledBy;
    reason: string | null;
    requestKey: string | null;
  },
): Promise<string[]> {
  await tx.insert(bookingEvents).values({
    bookingId: row.id,
    kind: 'cancelled',
    at: told.now,
    detail: {
      refundPaise: told.refundPaise,
      by: told.by,
      reason: told.reason,
      requestKey: told.requestKey,
    },
  });
  return writeDueRefunds(tx, row, told.refundPaise, { asked: told.refundTo });
}

/**
 * confirmed → cancelled: frees the slot at once (a cancelled booking is outside the exclusion
 * constraint) and, when money goes back, writes the refunds that are due. Answers their ids (none
 * when nothing is refunded), or undefined when the booking was not confirmed.
 */
export async function cancelConfirmedBooking(
  tx: DbOrTx,
  cancellation: Cancellation,
): Promise<{ refundIds: string[] } | undefined> {
  const { bookingId, now, refundPaise } = cancellation;
  const reason = cancellation.reason ?? null;
  // A game booking is cancelled with its game (games/game-changes.ts endGameOfBooking first).
  if (await gameStillRunning(tx, bookingId)) throw new HttpError(409, 'game_cancel_first');
  const refundedPaise = refundPaise + (cancellation.returnedPaise ?? 0);
  const [row] = await tx
    .update(bookings)
    .set({
      status: 'cancelled',
      cancelledAt: now,
      cancelledBy: cancellation.by,
      cancelReason: reason,
      refundedPaise,
    })
    .where(
      and(
        eq(bookings.id, bookingId),
        // A venue booking has no card to refund: venue-bookings.ts cancels it.
        eq(bookings.source, 'online'),
        eq(bookings.status, 'confirmed'),
        eq(bookings.paymentStatus, 'paid'),
        sql`${bookings.amountPaise} >= ${refundedPaise}`,
      ),
    )
    .returning();
  if (!row) return undefined;
  const refundTo = cancellation.refundTo;
  const refundIds = await recordCancellation(tx, row, {
    now,
    refundPaise,
    refundTo,
    by: cancellation.by,
    reason,
    requestKey: cancellation.requestKey,
  });
  if (!cancellation.awaitingChoice)
    await enqueue(tx, 'booking.cancelled', {
      bookingId,
      refundPaise,
      by: cancellation.by,
      ...(cancellation.reason ? { reason: cancellation.reason } : {}),
      ...(refundTo === 'credit' && refundPaise > 0 ? { refundTo } : {}),
    });
  if (cancellation.offerToWaitlist !== false)
    await offerFreedRanges(tx, { turfId: row.turfId, days: [row.day], now });
  return { refundIds };
}

/**
 * held or expired → cancelled by TurfBook: the payment went through but its slot was lost. Each
 * hold reads paid, then cancelled with its whole share due back ("Refund pending" until the
 * gateway accepts the refund), its credit part to credit and the rest to the card. Answers the refunds that are due, for the caller to make after
 * commit; none when the payment had no holds left to void.
 */
export async function voidPaidHolds(
  tx: DbOrTx,
  paymentId: string,
  now: Date,
  cause: string,
): Promise<string[]> {
  const voided = await tx
    .update(bookings)
    .set({
      status: 'cancelled',
      paymentStatus: 'paid',
      cancelledAt: now,
      cancelledBy: 'system',
      cancelReason: cause,
      refundedPaise: sql`${bookings.amountPaise}`,
      holdExpiresAt: null,
    })
    .where(and(eq(bookings.paymentId, paymentId), PAYABLE))
    .returning();
  const refundIds: string[] = [];
  for (const row of voided) {
    await tx.insert(bookingEvents).values({
      bookingId: row.id,
      kind: 'paid',
      at: now,
      detail: { amountPaise: row.amountPaise, paymentId },
    });
    refundIds.push(
      ...(await recordCancellation(tx, row, {
        now,
        refundPaise: row.amountPaise,
        refundTo: 'source',
        by: 'system',
        reason: cause,
        requestKey: null,
      })),
    );
  }
  return refundIds;
}
