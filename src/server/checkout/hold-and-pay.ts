import { randomUUID } from 'node:crypto';
import { CURRENCY } from '../../shared/catalog';
import { SLOT_REQUEST_MESSAGES, UNPAID_HOLD_LIMITS } from '../../shared/slot-request';
import { SLOT_TAKEN, rangesOverlap, timeLabel, type TimeRange } from '../../shared/slots';
import { longDateLabel } from '../../shared/time';
import type { UserRow } from '../auth/users';
import { normalizePromoCode } from '../../shared/promo-codes';
import {
  HOLD_MINUTES,
  HoldLimitReached,
  holdSlots,
  linkHoldsToPayment,
  releasePaymentHolds,
} from '../bookings/lifecycle';
import { CourtRefused } from '../bookings/court-assignment';
import { activeTurfBookings, bookingsOfPayment } from '../bookings/queries';
import type { ResolvedRequest } from '../bookings/resolve-request';
import { isExclusionViolation } from '../db/errors';
import { HttpError } from '../http/errors';
import { safeForLog } from '../http/logging';
import {
  PromoRaceLost,
  lockPromoCode,
  recordPromoUse,
  requireRoomForUse,
  type PromoCodeRow,
} from '../promos/promo-uses';
import type { PaymentContext } from './payment-context';
import { findPendingPaymentFor, paymentOfHolds, recordPayment } from './payment-records';
import type { CountStart } from './start-limit';

// Pay Now: open one payment intent for the charge, then hold every slot of a resolved request
// (one, or a subscription's several) and record the payment in one transaction, so either all
// are held and paid for by that intent, or none is.

export const INTENT_FAILED = 'An error occurred while creating the payment intent.';

export interface PaymentStart {
  clientSecret: string;
  paymentId: string;
  holdExpiresAt: Date | null;
  amountPaise: number;
}

/** A promo code Pay Now takes a use of, and what it takes off (already off request.charge). */
export interface PromoToTake {
  code: PromoCodeRow;
  discountPaise: number;
}

export function holdKeyOf(request: ResolvedRequest, promoCode: string | null = null): string {
  // The sport, and the court where the player named one: asking for another court is another hold.
  const slots = request.ranges
    .map((r, i) => `${r.date}@${r.start}-${r.end}${courtKey(request.courtIds[i])}`)
    .sort();
  // Another code (or none) is another price, so another payment (docs/decisions/035).
  const promo = promoCode ? `+${normalizePromoCode(promoCode)}` : '';
  return `${request.kind}:${request.turf.id}:${request.sport}:${slots.join(',')}${promo}`;
}

const courtKey = (courtId: string | null | undefined) => (courtId ? `#${courtId}` : '');

/**
 * The same player asking for the same slots while their holds live gets the same payment, at the
 * price it was held at (docs/decisions/034).
 */
export async function findReusablePayment(
  context: Pick<PaymentContext, 'db' | 'now'>,
  player: UserRow,
  request: ResolvedRequest,
  holdKey: string,
): Promise<PaymentStart | null> {
  const payment = await findPendingPaymentFor(context.db, player.id, holdKey);
  if (!payment) return null;
  const now = context.now();
  const live = (await bookingsOfPayment(context.db, payment.intentId)).filter(
    (hold) => hold.status === 'pending' && hold.holdExpiresAt && hold.holdExpiresAt > now,
  );
  if (live.length !== request.ranges.length) return null;
  return {
    clientSecret: payment.clientSecret,
    paymentId: payment.intentId,
    holdExpiresAt: live[0]!.holdExpiresAt,
    amountPaise: payment.amountPaise,
  };
}

/** The 409's message; a subscription's names the first slot that is taken. */
async function takenSlotMessage(
  context: Pick<PaymentContext, 'db' | 'now'>,
  request: ResolvedRequest,
): Promise<string> {
  if (request.kind === 'booking') return SLOT_TAKEN;
  const days = request.ranges.map((range) => range.date).sort();
  const window = { from: days[0], to: days[days.length - 1] };
  const rows = await activeTurfBookings(context.db, request.turf.id, window, context.now());
  const taken: TimeRange[] = rows.map(({ booking: b }) => ({
    date: b.day,
    start: b.startMinute,
    end: b.endMinute,
  }));
  const clash = request.ranges.find((range) =>
    taken.some((booked) => rangesOverlap(booked, range)),
  );
  if (!clash) return SLOT_TAKEN;
  return `${SLOT_TAKEN} (${longDateLabel(clash.date)}, ${timeLabel(clash.start)} – ${timeLabel(clash.end)})`;
}

/** Opens the gateway's intent; a provider failure becomes a clear 502 for the browser. */
export async function openIntent(
  context: Pick<PaymentContext, 'payments'>,
  amount: number,
  metadata: Record<string, string>,
  idempotencyKey: string,
) {
  try {
    return await context.payments.createIntent({
      amount,
      currency: CURRENCY,
      metadata,
      idempotencyKey,
    });
  } catch (error) {
    console.error('Creating a payment intent failed', safeForLog(error));
    throw new HttpError(502, INTENT_FAILED);
  }
}

/** Cancels an intent nobody will pay (its request lost the slot); a failure only costs a log line. */
export async function dropIntent(context: Pick<PaymentContext, 'payments'>, intentId: string) {
  await context.payments.cancelIntent(intentId).catch((error: unknown) => {
    // Unpaid and unrecorded, it can never become a booking; the provider expires it.
    console.error('Cancelling an unused payment intent failed', safeForLog(error));
  });
}

/**
 * Holds the slots for HOLD_MINUTES and opens an intent for exactly the server's price. The
 * intent is opened first, so that counting the start (`countIn`), holding the slots, recording
 * the payment and tying them together is ONE transaction (a request that then loses the slot
 * cancels its intent). Asking
 * again for the same slots while the holds live answers the same payment (a reload or a double
 * click never charges twice); anyone else asking for an overlapping slot gets 409.
 */
export async function holdAndOpenIntent(
  context: PaymentContext,
  player: UserRow,
  request: ResolvedRequest,
  countIn: CountStart,
  promo: PromoToTake | null = null,
): Promise<PaymentStart> {
  const holdKey = holdKeyOf(request, promo?.code.code ?? null);
  const { db } = context;
  const now = context.now();
  const turfId = request.turf.id;
  const amountPaise = request.charge.finalPaise;
  const intent = await openIntent(
    context,
    amountPaise,
    { kind: request.kind, userId: player.id, turfId },
    `start-${randomUUID()}`,
  );
  const holdRequest = {
    userId: player.id,
    turfId,
    now,
    limits: UNPAID_HOLD_LIMITS,
    holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
    paymentId: intent.id,
    sport: request.sport,
    slots: request.ranges.map((range, index) => ({
      range,
      amountPaise: request.charge.sharesPaise[index]!,
      courtId: request.holdCourtIds[index],
    })),
  };
  let start: PaymentStart;
  try {
    start = await db.transaction(async (tx) => {
      await countIn(tx);
      // The code's lock before the days' (the order finalize keeps too): its uses are counted
      // and recorded by one Pay Now at a time, across processes (docs/decisions/035).
      const code = promo ? await lockPromoCode(tx, promo.code.id) : null;
      let hold = await holdSlots(tx, holdRequest);
      let earlier = hold.alreadyHeld ? await paymentOfHolds(tx, hold.paymentIds) : null;
      if (earlier && earlier.amountPaise !== amountPaise) {
        // The player holds these slots at another price (they added, changed or dropped a promo
        // code): that payment's holds are given up and placed again for this one. Should the
        // old intent still be paid, finalize finds its slot taken and refunds it (decision 021).
        await releasePaymentHolds(tx, earlier.intentId, now);
        hold = await holdSlots(tx, holdRequest);
        earlier = null;
      }
      if (earlier) {
        // A double click: the first request's holds and payment answer this one too.
        return {
          clientSecret: earlier.clientSecret,
          paymentId: earlier.intentId,
          holdExpiresAt: hold.holdExpiresAt,
          amountPaise: earlier.amountPaise,
        };
      }
      await recordPayment(tx, {
        intentId: intent.id,
        clientSecret: intent.clientSecret,
        provider: context.payments.provider,
        userId: player.id,
        kind: request.kind,
        amountPaise,
        currency: CURRENCY,
        holdKey,
        createdAt: now,
      });
      if (promo && code) {
        await requireRoomForUse(tx, code, player.id, now);
        await recordPromoUse(tx, {
          codeId: code.id,
          userId: player.id,
          paymentIntentId: intent.id,
          turfId,
          discountPaise: promo.discountPaise,
          now,
        });
      }
      // Holds placed before this version tied holds to intents after the fact.
      if (hold.alreadyHeld) {
        const shares = request.charge.sharesPaise;
        const holds = hold.holdIds.map((id, index) => ({ id, amountPaise: shares[index]! }));
        await linkHoldsToPayment(tx, holds, intent.id);
      }
      return {
        clientSecret: intent.clientSecret,
        paymentId: intent.id,
        holdExpiresAt: hold.holdExpiresAt,
        amountPaise,
      };
    });
  } catch (error) {
    await dropIntent(context, intent.id);
    if (isExclusionViolation(error))
      throw new HttpError(409, await takenSlotMessage(context, request));
    if (error instanceof HoldLimitReached)
      throw new HttpError(409, SLOT_REQUEST_MESSAGES.tooManyHolds);
    if (error instanceof CourtRefused) throw new HttpError(400, error.message);
    if (error instanceof PromoRaceLost) throw new HttpError(409, error.message);
    throw error;
  }
  if (start.paymentId !== intent.id) await dropIntent(context, intent.id);
  return start;
}
