import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { bookingDetailsSchema } from '../../shared/booking-request';
import type { BookingJson } from '../../shared/booking-types';
import type { AppContext } from '../app-context';
import type { UserRow } from '../auth/users';
import type { DbOrTx } from '../db/database';
import { bookings, turfs, users } from '../db/schema';
import { HttpError } from '../http/errors';
import {
  SLOT_LOST_MESSAGE,
  completeRefund,
  finalizePayment,
  settledOutcome,
  type FinalizeOutcome,
} from '../payments/finalize';
import { findPaymentByIntent, settlePayment } from '../payments/payments-repo';
import { isExclusionViolation } from '../db/errors';
import { requireMatchingAmount, resolveBookingRequest } from '../payments/service';
import { toBookingJson } from './booking-json';

type BookingDetails = z.output<typeof bookingDetailsSchema>;

export const PAYMENT_NOT_FOUND = 'Payment not found';
export const NOT_PAID = 'This payment has not been completed yet.';

/** Bookings with their turf (and customer), ready to answer as JSON. */
export async function bookingsAsJson(
  db: DbOrTx,
  ids: string[],
  timeZone: string,
): Promise<BookingJson[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ booking: bookings, turf: turfs, customer: users })
    .from(bookings)
    .innerJoin(turfs, eq(turfs.id, bookings.turfId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(inArray(bookings.id, ids))
    .orderBy(bookings.day, bookings.startMinute);
  return rows.map((row) => toBookingJson(row.booking, row.turf, row.customer, timeZone));
}

/**
 * create-booking: the browser's "I paid" is only a request to finalize. The server checks the
 * payment with the gateway and answers the booking it made (the same one on every call), never
 * trusting the client's amount or status.
 */
export async function createBookingForPayment(
  context: AppContext,
  player: UserRow,
  intentId: string,
  details: BookingDetails | null,
) {
  const payment = await findPaymentByIntent(context.db, intentId);
  if (!payment || payment.userId !== player.id) throw new HttpError(404, PAYMENT_NOT_FOUND);
  if (payment.kind === 'subscription') {
    throw new HttpError(
      400,
      'This payment is for a subscription; finish it with /api/v1/subscription/create.',
    );
  }
  const result =
    payment.kind === 'legacy'
      ? await finalizeLegacyPayment(context, player, intentId, details)
      : await finalizePayment(context, intentId);
  switch (result.outcome) {
    case 'booked':
      return (
        await bookingsAsJson(context.db, result.bookingIds, context.config.venueTimeZone)
      )[0]!;
    case 'refunded':
      throw new HttpError(409, result.reason);
    case 'unpaid':
      throw new HttpError(402, NOT_PAID);
    case 'unknown':
      throw new HttpError(404, PAYMENT_NOT_FOUND);
  }
}

/** An older client paid without a hold: book the slot now if it is still free, else refund. */
async function finalizeLegacyPayment(
  context: AppContext,
  player: UserRow,
  intentId: string,
  details: BookingDetails | null,
) {
  const { db, payments: gateway } = context;
  const settled = await settledOutcome(db, (await findPaymentByIntent(db, intentId))!);
  if (settled) return settled;
  if (!details) throw new HttpError(400, 'Booking details are required to finish this payment.');

  const slot = await resolveBookingRequest(context, player, details);
  const intent = await gateway.retrieveIntent(intentId);
  if (intent.status !== 'succeeded') return { outcome: 'unpaid' as const };
  const payment = (await findPaymentByIntent(db, intentId))!;
  requireMatchingAmount(payment.amountPaise, slot.pricePaise);

  const result: FinalizeOutcome = await db.transaction(async (tx) => {
    const locked = (await findPaymentByIntent(tx, intentId, true))!;
    const settledMeanwhile = await settledOutcome(tx, locked);
    if (settledMeanwhile) return settledMeanwhile;
    try {
      const [made] = await tx.transaction((savepoint) =>
        savepoint
          .insert(bookings)
          .values({
            turfId: slot.turf.id,
            userId: player.id,
            day: slot.day,
            startMinute: slot.startMinute,
            endMinute: slot.endMinute,
            status: 'confirmed',
            amountPaise: slot.pricePaise,
            paymentStatus: 'paid',
            paymentId: intentId,
          })
          .returning({ id: bookings.id }),
      );
      await settlePayment(tx, locked.id, 'finalized', context.now());
      return { outcome: 'booked' as const, bookingIds: [made!.id] };
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
      await settlePayment(tx, locked.id, 'refund_due', context.now(), SLOT_LOST_MESSAGE);
      return { outcome: 'refunded' as const, reason: SLOT_LOST_MESSAGE };
    }
  });
  if (result.outcome === 'refunded') await completeRefund(context, intentId);
  return result;
}

/** A player's own bookings (paid, or paid and refunded), newest created first; holds are not bookings. */
export async function userBookings(
  db: DbOrTx,
  userId: string,
  timeZone: string,
): Promise<BookingJson[]> {
  const rows = await db
    .select({ booking: bookings, turf: turfs, customer: users })
    .from(bookings)
    .innerJoin(turfs, eq(turfs.id, bookings.turfId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        eq(bookings.userId, userId),
        // A hold is not a booking until it is paid; a cancelled one was paid and refunded.
        inArray(bookings.status, ['confirmed', 'cancelled']),
      ),
    )
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  return rows.map((row) => toBookingJson(row.booking, row.turf, row.customer, timeZone));
}
