import { voidPaidHolds } from '../bookings/changes';
import { confirmPaidHolds } from '../bookings/confirm-holds';
import { placeHolds } from '../bookings/lifecycle';
import { bookingsOfPayment } from '../bookings/queries';
import { CourtRefused } from '../bookings/court-assignment';
import type { ResolvedRequest } from '../bookings/resolve-request';
import type { DbOrTx } from '../db/database';
import { isExclusionViolation } from '../db/errors';
import { issueInvoice } from '../invoices/issue';
import { returnWholeCharge } from './money-back';
import type { GatewayIntent } from './gateways/gateway';
import {
  findPaymentByIntent,
  recordPaidWith,
  settlePayment,
  type PaymentRow,
} from './payment-records';
import { lapsedPromoUseProblem } from '../promos/promo-uses';
import type { PaymentContext } from './payment-context';
import { settleRefundsOfPayment } from './refunds';
import { recordSubscription } from './subscription-record';
import type { ChargePurposes } from './purposes';
import { linesOf, purposeOfLines, recordChargeLines } from './charge-lines';

// A succeeded payment becomes confirmed, paid bookings exactly once, whoever asks first: the
// local gateway at confirm, Stripe's webhook, the browser's create-booking or subscription/create,
// or the reconciler. This is the only path from a payment to bookings (decision 005). Calls to the
// gateway happen outside database transactions (the embedded database has a single connection,
// and a slow provider must not hold row locks).

/** Why a payment's money goes back (payments.note): its cause only, decision 021. */
export const SLOT_LOST_CAUSE =
  'This time slot was booked by someone else before your payment completed.';
const MISSING_HOLD_CAUSE = 'We could not find what this payment was for.';
const REFUNDED = 'Your payment has been refunded.';
const REFUND_PENDING = 'Refund pending: your money is on its way back to you.';

/** The player's message for a payment that is being (or has been) refunded. */
export function refundMessage(cause: string | null, refunded: boolean) {
  return `${cause ?? SLOT_LOST_CAUSE} ${refunded ? REFUNDED : REFUND_PENDING}`;
}

function refundedOutcome(cause: string | null, refunded: boolean): FinalizeOutcome {
  return { outcome: 'refunded', cause, refunded, reason: refundMessage(cause, refunded) };
}

export type FinalizeOutcome =
  | { outcome: 'booked'; bookingIds: string[] }
  /**
   * Paid into a split still collecting its shares (docs/decisions/044): the money is in and the
   * slot held, but nothing is confirmed until the last share is paid. Never read as booked.
   */
  | { outcome: 'collecting'; splitId: string }
  /** A spot in an open game paid (docs/decisions/045): the player is in; no booking of theirs. */
  | { outcome: 'joined'; gameId: string }
  /**
   * The money goes back: `cause` is why (payments.note), `refunded` whether the gateway has
   * accepted the refund yet, and `reason` the player's message saying both.
   */
  | { outcome: 'refunded'; cause: string | null; refunded: boolean; reason: string }
  | { outcome: 'unpaid' }
  | { outcome: 'unknown' };

/** How a payment that is no longer pending ended, or null while it is pending. */
export async function settledOutcome(
  db: DbOrTx,
  purposes: ChargePurposes,
  payment: PaymentRow,
): Promise<FinalizeOutcome | null> {
  if (payment.status === 'finalized') {
    const lines = await linesOf(db, payment.id);
    const purpose = purposeOfLines(lines);
    if (purpose !== 'slot') return purposes[purpose].settled(db, payment, lines);
    const made = await bookingsOfPayment(db, payment.intentId);
    return { outcome: 'booked', bookingIds: made.map((b) => b.id) };
  }
  if (payment.status === 'refunded' || payment.status === 'refund_due') {
    const refunded = payment.status === 'refunded';
    return refundedOutcome(payment.note, refunded);
  }
  // Its intent was cancelled after nobody paid it: it can never be paid now.
  if (payment.status === 'abandoned') return { outcome: 'unpaid' };
  return null;
}

/** A 'refunded' outcome once its refund has been tried: says truly whether the money is back. */
export async function refundAfterCommit(
  context: PaymentContext,
  intentId: string,
  outcome: Extract<FinalizeOutcome, { outcome: 'refunded' }>,
): Promise<FinalizeOutcome> {
  if (outcome.refunded) return outcome;
  return refundedOutcome(outcome.cause, await settleRefundsOfPayment(context, intentId));
}

/**
 * A gateway's own word that `intent` succeeded, inside its transaction (the local gateway's card
 * confirm, or its UPI approval): how it was paid is recorded, then it is finalized.
 */
export async function finalizeSucceeded(
  tx: DbOrTx,
  context: FinalizeContext,
  intent: GatewayIntent,
): Promise<FinalizeOutcome> {
  await recordPaidWith(tx, intent.id, intent.paidWith ?? null);
  return finalizePaid(tx, context, intent.id);
}

class NothingToConfirm extends Error {}

/**
 * Finalizes one payment. `claim` is the slot an older client names when it finishes a payment
 * it made without booking details: it is held and confirmed in the same step, so that payment
 * goes through the same lock, savepoint and refund as every other.
 */
export async function finalizePayment(
  context: PaymentContext,
  intentId: string,
  claim: ResolvedRequest | null = null,
): Promise<FinalizeOutcome> {
  const { db } = context;
  const payment = await findPaymentByIntent(db, intentId);
  if (!payment) return { outcome: 'unknown' };
  const settled = await settledOutcome(db, context.purposes, payment);
  if (settled) return settled;
  if (payment.kind === 'legacy' && !claim) return { outcome: 'unpaid' };
  const intent = await context.payments.retrieveIntent(intentId);
  if (intent.status !== 'succeeded') return { outcome: 'unpaid' };
  const result = await db.transaction(async (tx) => {
    await recordPaidWith(tx, intentId, intent.paidWith ?? null);
    return finalizePaid(tx, context, intentId, claim);
  });
  return result.outcome === 'refunded' ? refundAfterCommit(context, intentId, result) : result;
}

/**
 * Finalizing's one transaction, for a payment the gateway says succeeded, inside the caller's
 * transaction (finalizePayment's own, or the local gateway's confirm, which has just recorded the
 * success in it and so needs no second look at the gateway). A 'refunded' outcome carries only the
 * refund as due, and asks the caller to refundAfterCommit.
 */
export async function finalizePaid(
  tx: DbOrTx,
  context: FinalizeContext,
  intentId: string,
  claim: ResolvedRequest | null = null,
): Promise<FinalizeOutcome> {
  const locked = await findPaymentByIntent(tx, intentId, true);
  if (!locked) return { outcome: 'unknown' };
  const settledMeanwhile = await settledOutcome(tx, context.purposes, locked);
  if (settledMeanwhile) return settledMeanwhile;
  const outcome = await settleLocked(tx, context, locked, claim);
  // Counted here, the one place a paid charge settles (docs/decisions/069): what it paid for was
  // made, or its money goes back.
  if (outcome.outcome === 'refunded') context.metrics.payment('failed');
  else if (outcome.outcome !== 'unpaid' && outcome.outcome !== 'unknown')
    context.metrics.payment('succeeded');
  return outcome;
}

type FinalizeContext = Pick<PaymentContext, 'now' | 'invoicing' | 'purposes' | 'metrics'>;

/** Settles a paid charge whose row is locked and still pending. */
async function settleLocked(
  tx: DbOrTx,
  context: FinalizeContext,
  locked: PaymentRow,
  claim: ResolvedRequest | null,
): Promise<FinalizeOutcome> {
  const intentId = locked.intentId;
  const lines = await linesOf(tx, locked.id);
  const purpose = purposeOfLines(lines);
  if (purpose !== 'slot') {
    // A split's share or a game's spot (docs/decisions/044, 045): its purpose decides.
    const fulfilled = await context.purposes[purpose].fulfil(tx, context, locked, lines);
    return fulfilled.outcome === 'refund' ? refundedOutcome(fulfilled.cause, false) : fulfilled;
  }
  const unheld = locked.kind === 'legacy';
  // An older client's payment waits for create-booking to name its slot.
  if (unheld && !claim) return { outcome: 'unpaid' };
  const now = context.now();
  const refund = async (cause: string): Promise<FinalizeOutcome> => {
    // Its lost holds' refunds are the bookings'; a charge that held nothing goes back whole.
    const ofHolds = await voidPaidHolds(tx, intentId, now, cause);
    if (ofHolds.length > 0) await settlePayment(tx, locked.id, 'refund_due', now, cause);
    else await returnWholeCharge(tx, locked, { cause, now });
    return refundedOutcome(cause, false);
  };
  // A late payment's promo code may have been used up (its total) while it held nothing: its
  // discounted price no longer stands, so it goes back like a lost slot (docs/decisions/035).
  const promoLapsed = unheld ? null : await lapsedPromoUseProblem(tx, intentId, now);
  if (promoLapsed) return refund(promoLapsed);
  let bookingIds: string[];
  try {
    if (unheld && claim) {
      // A savepoint: if the claimed slot is taken, only this step rolls back.
      bookingIds = await tx.transaction(async (savepoint) => {
        const held = await placeHolds(savepoint, {
          userId: locked.userId,
          turfId: claim.turf.id,
          paymentId: intentId,
          holdExpiresAt: now,
          now: now,
          sport: claim.sport,
          slots: claim.ranges.map((range, i) => ({
            range,
            amountPaise: claim.charge.sharesPaise[i]!,
            courtId: claim.holdCourtIds[i],
          })),
        });
        // Claimed, it pays for these slots now (docs/decisions/052).
        const slotLines = held.map((bookingId, i) => ({
          purpose: 'slot' as const,
          amountPaise: claim.charge.sharesPaise[i]!,
          bookingId,
        }));
        await recordChargeLines(savepoint, locked.id, slotLines, now);
        return confirmPaidHolds(savepoint, intentId, now);
      });
    } else {
      // Its own savepoint, when a hold had expired, rolls back a clash (booking core).
      bookingIds = await confirmPaidHolds(tx, intentId, now);
    }
    if (bookingIds.length === 0) throw new NothingToConfirm();
  } catch (error) {
    if (error instanceof NothingToConfirm) return refund(MISSING_HOLD_CAUSE);
    if (isExclusionViolation(error)) return refund(SLOT_LOST_CAUSE);
    if (error instanceof CourtRefused) return refund(error.message);
    throw error;
  }
  const forSubscription = locked.kind === 'subscription' || claim?.kind === 'subscription';
  if (forSubscription) await recordSubscription(tx, locked, bookingIds);
  // Numbered in the transaction that makes the payment paid, so a rollback burns no number.
  await issueInvoice(tx, intentId, now, context.invoicing);
  await settlePayment(tx, locked.id, 'finalized', now);
  return { outcome: 'booked', bookingIds };
}
