import { CURRENCY } from '../../shared/catalog';
import { creditShares } from '../../shared/credit-spend';
import type { UserRow } from '../auth/users';
import { spendCreditOnHolds } from '../bookings/credit-spend';
import { CourtRefused } from '../bookings/court-assignment';
import { HoldLimitReached } from '../bookings/lifecycle';
import type { ResolvedRequest } from '../bookings/resolve-request';
import { recordCredit } from '../credit/ledger';
import type { DbOrTx } from '../db/database';
import { isExclusionViolation } from '../db/errors';
import { HttpError } from '../http/errors';
import {
  PromoRaceLost,
  lockPromoCode,
  recordPromoUse,
  requireRoomForUse,
  type PromoCodeRow,
} from '../promos/promo-uses';
import type { NewChargeLine } from './charge-lines';
import { finalizePaid, type FinalizeOutcome } from './finalize';
import { holdForCharge, liveHoldsUntil, refuseTakenSlots, slotTaken } from './held-slots';
import { creditFor, dropRestIntent, openIntentForRest } from './intents';
import type { PaymentContext } from './payment-context';
import { findPendingPaymentFor, recordPayment, type PaymentRow } from './payment-records';
import { withStartLimit, type CountStart, type StartLimitContext } from './start-limit';
import { countedOnCommit } from '../metrics/metrics';

// The one start of a charge, whatever it pays for (docs/decisions/052): the payment-start limit,
// the same request answered by its unpaid charge, the server's price, the gateway's intent for
// what credit leaves to pay, then ONE transaction that counts the start, holds the slots (when it
// holds any), records the charge with its lines, takes the promo code's use and debits the credit;
// the intent is dropped when anything in it fails. A charge credit pays in full is finalized in
// that transaction, through finalize's own path (the only path from a payment to what it buys).

export interface PaymentStart {
  clientSecret: string;
  paymentId: string;
  holdExpiresAt: Date | null;
  /** What the charge costs, whatever pays it. */
  amountPaise: number;
  /** What TurfBook credit pays of it (docs/decisions/040); the gateway's intent is the rest. */
  creditPaise: number;
  /** Credit paid it all: no card step, what it buys is made already. */
  paidWithCredit: boolean;
  /** The confirmed bookings, when credit paid it all. */
  bookingIds?: string[];
}

/** A promo code the start takes a use of, and what it takes off (already off the price). */
export interface PromoToTake {
  code: PromoCodeRow;
  discountPaise: number;
}

export interface ChargeToStart {
  player: UserRow;
  kind: PaymentRow['kind'];
  /** The same request again while its charge is unpaid answers that charge (null: never). */
  holdKey: string | null;
  /** Pay what the balance covers with TurfBook credit (intents.ts creditFor), debited here. */
  useCredit: boolean;
  metadata: Record<string, string>;
  idempotencyKey: string;
  /** Whether it holds slots in its transaction (its price's `slots`): reused only while held. */
  holdsSlots: boolean;
  /** Until when what it pays for is kept when it holds no slot (a share, a spot). */
  keptUntil?: Date | null;
  /** Checks an unpaid charge that answers the request again (Pay Now: the claimed amount). */
  reusing?: (pending: PaymentStart) => void;
  /** What it costs and pays for: worked out once no unpaid charge answers the request. */
  price: () => ChargePrice | Promise<ChargePrice>;
  /**
   * Why a charge credit paid in full cannot stand (its purpose refused it), or null: the start
   * then rolls back, debit and all, with that reason (409).
   */
  refusalWhenPaid: (outcome: FinalizeOutcome) => string | null;
}

export interface ChargePrice {
  /** What it costs, card and credit together. */
  pricePaise: number;
  /** The slots it holds in its transaction (Pay Now, a split's booker, a paid move), if any. */
  slots?: ResolvedRequest;
  /** What it pays for; by default each slot it holds, at its share of the slots' price. */
  lines?: readonly NewChargeLine[];
  /** The booking a credit entry explains when it holds no slot (a share's booking), if any. */
  creditBookingId?: string | null;
  promo?: PromoToTake | null;
  /** Records what its lines name (a split and its shares), under the player's lock the holds took. */
  record?: (tx: DbOrTx, opened: { intentId: string; now: Date }) => Promise<void>;
}

type StartContext = PaymentContext & StartLimitContext;

/** Starts a charge under the player's payment-start limit. */
export function startCharge(context: StartContext, start: ChargeToStart): Promise<PaymentStart> {
  return withStartLimit(context, start.player.id, (countIn) =>
    startCounted(context, countIn, start),
  );
}

/** startCharge inside a limit the caller opened (to resolve its request under it first). */
export async function startCounted(
  context: PaymentContext,
  countIn: CountStart,
  start: ChargeToStart,
): Promise<PaymentStart> {
  const { player } = start;
  const pending = start.holdKey
    ? await findPendingPaymentFor(context.db, player.id, start.holdKey)
    : null;
  if (pending) {
    // A charge whose slots lapsed meanwhile is not this request's any more: it starts again.
    const keptUntil = start.holdsSlots
      ? await liveHoldsUntil(context, pending.intentId)
      : (start.keptUntil ?? null);
    if (!start.holdsSlots || keptUntil) {
      const again = startOf(pending, keptUntil);
      start.reusing?.(again);
      return again;
    }
  }
  const price = await start.price();
  // Taken already: refused by a read, before an intent is opened or the day's lock is waited on
  // (docs/decisions/074).
  if (price.slots) await refuseTakenSlots(context, price.slots, player.id);
  const creditPaise = await creditFor(context.db, player.id, price.pricePaise, start.useCredit);
  const cardPaise = price.pricePaise - creditPaise;
  const intent = await openIntentForRest(context, cardPaise, start.metadata, start.idempotencyKey);
  const now = context.now();
  // Counted once the start commits: a start that rolls back (a slot taken, a refusal) started
  // nothing, and what finalize counts of a credit-paid one stands only with it (decision 069).
  const counts = countedOnCommit(context.metrics);
  let started: PaymentStart;
  try {
    started = await context.db.transaction(async (tx): Promise<PaymentStart> => {
      await countIn(tx);
      // The code's lock before the days' (the order finalize keeps too): its uses are counted
      // and recorded by one start at a time, across processes (docs/decisions/035).
      const code = price.promo ? await lockPromoCode(tx, price.promo.code.id) : null;
      const charge = { userId: player.id, intentId: intent.id, cardPaise, creditPaise, now };
      const held = price.slots ? await holdForCharge(tx, price.slots, charge) : null;
      if (held?.earlier) return startOf(held.earlier, held.holdExpiresAt);
      // Under the player's lock the holds took: two tabs cannot both open a third split.
      await price.record?.(tx, { intentId: intent.id, now });
      const slotShares = price.slots?.charge.sharesPaise ?? [];
      const recorded = await recordPayment(tx, {
        intentId: intent.id,
        clientSecret: intent.clientSecret,
        provider: intent.provider,
        userId: player.id,
        kind: start.kind,
        amountPaise: cardPaise,
        creditPaise,
        currency: CURRENCY,
        holdKey: start.holdKey,
        createdAt: now,
        lines:
          price.lines ??
          (held?.holdIds ?? []).map((bookingId, index) => ({
            purpose: 'slot' as const,
            amountPaise: slotShares[index]!,
            bookingId,
          })),
      });
      if (recorded) counts.payment('started');
      if (recorded && held) counts.holdsPlaced(held.holdIds.length);
      if (price.promo && code) {
        // Both caps under the code's lock, the player's counting their payments still pending
        // whatever their holds: a second tab's or process's start with a code allowed once is
        // refused here, nothing held.
        await requireRoomForUse(tx, code, player.id, now);
        await recordPromoUse(tx, {
          codeId: code.id,
          userId: player.id,
          paymentIntentId: intent.id,
          turfId: price.slots!.turf.id,
          discountPaise: price.promo.discountPaise,
          now,
        });
      }
      // Debited with the charge, each hold its share: 409 and nothing written if the balance no
      // longer covers it, as when another tab spent it a moment ago (docs/decisions/040).
      if (creditPaise > 0 && held) {
        const credits = creditShares(creditPaise, slotShares);
        const holds = held.holdIds.map((id, index) => ({ id, creditPaise: credits[index]! }));
        await spendCreditOnHolds(tx, { userId: player.id, holds, now });
      } else if (creditPaise > 0) {
        await recordCredit(tx, {
          userId: player.id,
          amountPaise: -creditPaise,
          reason: 'spent',
          bookingId: price.creditBookingId ?? null,
          now,
        });
      }
      const answer: PaymentStart = {
        clientSecret: intent.clientSecret,
        paymentId: intent.id,
        holdExpiresAt: held ? held.holdExpiresAt : (start.keptUntil ?? null),
        amountPaise: price.pricePaise,
        creditPaise,
        paidWithCredit: intent.creditOnly,
      };
      if (!intent.creditOnly) return answer;
      const outcome = await finalizePaid(tx, { ...context, metrics: counts }, intent.id);
      const refusal = start.refusalWhenPaid(outcome);
      if (refusal) throw HttpError.refusal(409, refusal, 'slot_unavailable');
      if (outcome.outcome !== 'booked') return answer;
      // Paid in full: the slots it held are confirmed bookings, held no longer.
      return {
        ...answer,
        holdExpiresAt: held ? null : answer.holdExpiresAt,
        bookingIds: outcome.bookingIds,
      };
    });
  } catch (error) {
    await dropRestIntent(context, intent);
    if (isExclusionViolation(error) && price.slots) throw await slotTaken(context, price.slots);
    if (error instanceof HoldLimitReached) throw new HttpError(409, 'too_many_holds');
    if (error instanceof CourtRefused) throw error.answer;
    if (error instanceof PromoRaceLost)
      throw HttpError.refusal(409, error.message, 'promo_race_lost');
    throw error;
  }
  counts.commit();
  // A double click answered by the first request's charge: this intent is nobody's.
  if (started.paymentId !== intent.id) await dropRestIntent(context, intent);
  return started;
}

/** An unpaid charge as a start answers it. */
function startOf(
  payment: Pick<PaymentRow, 'clientSecret' | 'intentId' | 'amountPaise' | 'creditPaise'>,
  holdExpiresAt: Date | null,
): PaymentStart {
  return {
    clientSecret: payment.clientSecret,
    paymentId: payment.intentId,
    holdExpiresAt,
    amountPaise: payment.amountPaise + payment.creditPaise,
    creditPaise: payment.creditPaise,
    paidWithCredit: false,
  };
}
