import { and, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import type { bookingDetailsSchema} from '../../shared/booking-request';
import { parseBookingDate } from '../../shared/booking-request';
import { CURRENCY } from '../../shared/catalog';
import { bookingPricePaise, paiseToRupeesText } from '../../shared/pricing';
import { BOOKING_MESSAGES } from '../../shared/slot-selection';
import { isPastSlot } from '../../shared/slots';
import { addDays, zonedNow } from '../../shared/time';
import type { AppContext } from '../app-context';
import type { UserRow } from '../auth/users';
import type { DbOrTx } from '../db/database';
import { bookings, payments } from '../db/schema';
import { HttpError } from '../http/errors';
import { requireVisibleTurf, TURF_NOT_FOUND } from '../turfs/service';
import { HOLD_MINUTES, expireStaleHolds } from './holds';

export const BOOKING_DAYS_AHEAD = 7;
export const INTENT_FAILED = 'An error occurred while creating the payment intent.';

type BookingDetails = z.output<typeof bookingDetailsSchema>;

export interface PaymentStart {
  clientSecret: string;
  paymentId: string;
  holdExpiresAt: Date | null;
  amountPaise: number;
}

/** The slot a player asks for, checked against the turf and the clock; priced by the server. */
export async function resolveBookingRequest(
  context: AppContext,
  player: UserRow,
  details: BookingDetails,
) {
  const zone = context.config.venueTimeZone;
  const turf = await requireVisibleTurf(context.db, details.turfId, player);
  if (!turf.approved) throw new HttpError(404, TURF_NOT_FOUND);
  const day = parseBookingDate(details.bookingDate, zone);
  if (!day) throw new HttpError(400, 'Booking date must be a date such as 2030-05-10');
  if (details.endTime <= details.startTime)
    throw new HttpError(400, BOOKING_MESSAGES.endBeforeStart);
  const now = zonedNow(context.now(), zone);
  if (isPastSlot(day, details.startTime, now)) {
    throw new HttpError(400, 'This time slot has already started. Please select a future time.');
  }
  if (day > addDays(now.date, BOOKING_DAYS_AHEAD - 1)) {
    throw new HttpError(400, `Bookings can be made up to ${BOOKING_DAYS_AHEAD} days ahead.`);
  }
  const pricePaise = bookingPricePaise(details.startTime, details.endTime, turf.pricePaise);
  return { turf, day, startMinute: details.startTime, endMinute: details.endTime, pricePaise };
}

export function requireMatchingAmount(claimedPaise: number, pricePaise: number) {
  if (claimedPaise !== pricePaise) {
    throw new HttpError(
      400,
      `The amount does not match the price of this booking (₹${paiseToRupeesText(pricePaise)}). Please go back and try again.`,
    );
  }
}

/**
 * Pay Now: hold the slot for HOLD_MINUTES and open a payment intent for the server's price.
 * Asking again for the same slot while the hold lives answers the same payment (a reload
 * never charges twice); anyone else asking for an overlapping slot gets 409.
 */
export async function startBookingPayment(
  context: AppContext,
  player: UserRow,
  claimedPaise: number,
  details: BookingDetails,
): Promise<PaymentStart> {
  const { db } = context;
  const slot = await resolveBookingRequest(context, player, details);
  requireMatchingAmount(claimedPaise, slot.pricePaise);
  const now = context.now();

  const [reusable] = await db
    .select({ payment: payments, hold: bookings })
    .from(bookings)
    .innerJoin(payments, eq(payments.intentId, bookings.paymentId))
    .where(
      and(
        eq(bookings.userId, player.id),
        eq(bookings.turfId, slot.turf.id),
        eq(bookings.day, slot.day),
        eq(bookings.startMinute, slot.startMinute),
        eq(bookings.endMinute, slot.endMinute),
        eq(bookings.status, 'pending'),
        gt(bookings.holdExpiresAt, now),
        eq(payments.status, 'pending'),
      ),
    )
    .limit(1);
  if (reusable) {
    return {
      clientSecret: reusable.payment.clientSecret,
      paymentId: reusable.payment.intentId,
      holdExpiresAt: reusable.hold.holdExpiresAt,
      amountPaise: reusable.payment.amountPaise,
    };
  }

  const holdExpiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  const hold = await db.transaction(async (tx) => {
    await expireStaleHolds(tx, now, { turfId: slot.turf.id, day: slot.day });
    await releaseOwnHolds(tx, player.id, slot.turf.id, slot.day);
    const [row] = await tx
      .insert(bookings)
      .values({
        turfId: slot.turf.id,
        userId: player.id,
        day: slot.day,
        startMinute: slot.startMinute,
        endMinute: slot.endMinute,
        status: 'pending',
        amountPaise: slot.pricePaise,
        paymentStatus: 'unpaid',
        holdExpiresAt,
      })
      .returning();
    return row!;
  });

  const intent = await openIntent(
    context,
    slot.pricePaise,
    { bookingId: hold.id, userId: player.id },
    hold.id,
  ).catch(async (error: unknown) => {
    await db.delete(bookings).where(eq(bookings.id, hold.id));
    throw error;
  });
  await db.transaction(async (tx) => {
    await tx.insert(payments).values({
      intentId: intent.id,
      clientSecret: intent.clientSecret,
      provider: context.payments.provider,
      userId: player.id,
      kind: 'booking',
      amountPaise: slot.pricePaise,
      currency: CURRENCY,
      createdAt: now,
    });
    await tx.update(bookings).set({ paymentId: intent.id }).where(eq(bookings.id, hold.id));
  });
  return {
    clientSecret: intent.clientSecret,
    paymentId: intent.id,
    holdExpiresAt,
    amountPaise: slot.pricePaise,
  };
}

/** A player who goes back and picks another time gives up their earlier unpaid hold that day. */
async function releaseOwnHolds(tx: DbOrTx, userId: string, turfId: string, day: string) {
  await tx
    .update(bookings)
    .set({ status: 'expired' })
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.turfId, turfId),
        eq(bookings.day, day),
        eq(bookings.status, 'pending'),
        eq(bookings.paymentStatus, 'unpaid'),
      ),
    );
}

async function openIntent(
  context: AppContext,
  amount: number,
  metadata: Record<string, string>,
  key: string,
) {
  try {
    return await context.payments.createIntent({
      amount,
      currency: CURRENCY,
      metadata,
      idempotencyKey: key,
    });
  } catch (error) {
    console.error('Creating a payment intent failed', error);
    throw new HttpError(502, INTENT_FAILED);
  }
}

/**
 * An older client that sends no booking details: an intent for its amount, no hold. The booking
 * is checked at create-booking; unclaimed, it is refunded by the reconciler.
 */
export async function startLegacyPayment(
  context: AppContext,
  player: UserRow,
  amountPaise: number,
): Promise<PaymentStart> {
  const key = `legacy-${player.id}-${context.now().getTime()}`;
  const intent = await openIntent(context, amountPaise, { userId: player.id, kind: 'legacy' }, key);
  await context.db.insert(payments).values({
    intentId: intent.id,
    clientSecret: intent.clientSecret,
    provider: context.payments.provider,
    userId: player.id,
    kind: 'legacy',
    amountPaise,
    currency: CURRENCY,
    createdAt: context.now(),
  });
  return {
    clientSecret: intent.clientSecret,
    paymentId: intent.id,
    holdExpiresAt: null,
    amountPaise,
  };
}
