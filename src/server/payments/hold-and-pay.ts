import { randomUUID } from 'node:crypto';
import { CURRENCY } from '../../shared/catalog';
import { SLOT_REQUEST_MESSAGES, UNPAID_HOLD_LIMITS } from '../../shared/slot-request';
import { SLOT_TAKEN, rangesOverlap, timeLabel, type TimeRange } from '../../shared/slots';
import { longDateLabel } from '../../shared/time';
import type { UserRow } from '../auth/users';
import { normalizePromoCode } from '../../shared/promo-codes';
import { releasePaymentHolds } from '../bookings/hold-endings';
import {
  HOLD_MINUTES,
  HoldLimitReached,
  holdSlots,
  linkHoldsToPayment,
} from '../bookings/lifecycle';
import { CourtRefused } from '../bookings/court-assignment';
import { activeTurfBookings, bookingsOfPayment } from '../bookings/queries';
import type { ResolvedRequest } from '../bookings/resolve-request';
import { isExclusionViolation } from '../db/errors';
import { HttpError } from '../http/errors';
import {
  PromoRaceLost,
  lockPromoCode,
  recordPromoUse,
  requireRoomForUse,
  type PromoCodeRow,
} from '../promos/promo-uses';
import type { PaymentContext } from './payment-context';
import { creditShares } from '../../shared/credit-spend';
import { spendCreditOnHolds } from '../bookings/credit-spend';
import { finalizePaid } from './finalize';
import { dropRestIntent, openIntentForRest } from './intents';
import {
  findPendingPaymentFor,
  paymentOfHolds,
  recordPayment,
  type NewPayment,
  type PaymentRow,
} from './payment-records';
import type { CountStart } from './start-limit';
import type { DbOrTx } from '../db/database';

// Pay Now: open one payment intent for the charge, then hold every slot of a resolved request
// (one, or a subscription's several) and record the payment in one transaction, so either all
// are held and paid for by that intent, or none is.

export interface PaymentStart {
  clientSecret: string;
  paymentId: string;
  holdExpiresAt: Date | null;
  /** The price, whatever pays it. */
  amountPaise: number;
  /** What TurfBook credit pays of it (docs/decisions/040); the gateway's intent is the rest. */
  creditPaise: number;
  /** Credit paid it all: no card step, the bookings are confirmed already. */
  paidWithCredit: boolean;
  /** The confirmed bookings, when credit paid it all. */
  bookingIds?: string[];
}

/**
 * A purpose that starts with the holds and pays part of their price now (a split, decision 044,
 * plugged in from above payments, decision 052): what the card pays, and what it records in Pay
 * Now's transaction, under the player's lock the holds took.
 */
export interface HeldPurposeStart {
  /** What the gateway charges now (the booker's share), instead of the whole price. */
  cardPaise: number;
  /** Names the purpose in the hold key: another split is another payment. */
  holdKeyPart: string;
  /** What the charge pays for (the booker's share), instead of the holds themselves. */
  lines: NewPayment['lines'];
  /** Records the purpose beside the holds, before the charge's lines that name it. */
  record(
    tx: DbOrTx,
    opened: { bookerId: string; turfId: string; intentId: string; now: Date },
  ): Promise<void>;
}

/** A promo code Pay Now takes a use of, and what it takes off (already off request.charge). */
export interface PromoToTake {
  code: PromoCodeRow;
  discountPaise: number;
}

export function holdKeyOf(
  request: ResolvedRequest,
  promoCode: string | null = null,
  useCredit = false,
  /** A purpose started with the holds (HeldPurposeStart.holdKeyPart). */
  purposeKey: string | null = null,
): string {
  // The sport, and the court where the player named one: asking for another court is another hold.
  const slots = request.ranges
    .map((r, i) => `${r.date}@${r.start}-${r.end}${courtKey(request.courtIds[i])}`)
    .sort();
  // Another code (or none) is another price, so another payment (docs/decisions/035).
  const promo = promoCode ? `+${normalizePromoCode(promoCode)}` : '';
  // Paying partly with credit is another payment too (docs/decisions/040).
  const credit = useCredit ? '+credit' : '';
  // A split (and its number of players) is another payment: the booker pays a share (decision 044).
  const purpose = purposeKey ? `+${purposeKey}` : '';
  return `${request.kind}:${request.turf.id}:${request.sport}:${slots.join(',')}${promo}${credit}${purpose}`;
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
  return startOf(payment, live[0]!.holdExpiresAt);
}

/** A recorded, still pending payment as Pay Now answers it. */
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

/**
 * Holds the slots for HOLD_MINUTES and opens an intent for exactly the server's price, less
 * `creditPaise` of TurfBook credit (docs/decisions/040). The intent is opened first, so that
 * counting the start (`countIn`), holding the slots, recording the payment, debiting the credit
 * and tying them together is ONE transaction (a request that then loses the slot, or whose
 * credit was spent meanwhile by another tab, cancels its intent and writes nothing). When credit
 * pays it all there is no intent: the same transaction confirms the bookings. Asking again for
 * the same slots while the holds live answers the same payment (a reload or a double click never
 * charges twice); anyone else asking for an overlapping slot gets 409.
 */
export async function holdAndOpenIntent(
  context: PaymentContext,
  player: UserRow,
  request: ResolvedRequest,
  countIn: CountStart,
  promo: PromoToTake | null = null,
  creditPaise = 0,
  /** Split the cost (docs/decisions/044): the intent is for the booker's share only. */
  split: HeldPurposeStart | null = null,
): Promise<PaymentStart> {
  const holdKey = holdKeyOf(
    request,
    promo?.code.code ?? null,
    creditPaise > 0,
    split?.holdKeyPart ?? null,
  );
  const { db } = context;
  const now = context.now();
  const turfId = request.turf.id;
  const pricePaise = request.charge.finalPaise;
  const cardPaise = split ? split.cardPaise : pricePaise - creditPaise;
  const intent = await openIntentForRest(
    context,
    cardPaise,
    { kind: request.kind, userId: player.id, turfId },
    `start-${randomUUID()}`,
  );
  const { creditOnly } = intent;
  const drop = () => dropRestIntent(context, intent);
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
      const samePrice =
        earlier && earlier.amountPaise === cardPaise && earlier.creditPaise === creditPaise;
      if (earlier && !samePrice) {
        // The player holds these slots at another price (they added, changed or dropped a promo
        // code, or credit): that payment's holds are given up and placed again for this one.
        // Should the old intent still be paid, finalize finds its slot taken and refunds it
        // (decision 021); its credit comes back then, or when it is abandoned (decision 040).
        await releasePaymentHolds(tx, earlier.intentId, now);
        hold = await holdSlots(tx, holdRequest);
        earlier = null;
      }
      // A double click: the first request's holds and payment answer this one too.
      if (earlier) return startOf(earlier, hold.holdExpiresAt);
      // Under the player's lock holdSlots took: two tabs cannot both open a third split.
      if (split) await split.record(tx, { bookerId: player.id, turfId, intentId: intent.id, now });
      const shares = request.charge.sharesPaise;
      await recordPayment(tx, {
        intentId: intent.id,
        clientSecret: intent.clientSecret,
        provider: intent.provider,
        userId: player.id,
        kind: request.kind,
        amountPaise: cardPaise,
        creditPaise,
        currency: CURRENCY,
        holdKey,
        createdAt: now,
        // A split's charge pays the booker's share; any other pays for each slot it holds.
        lines:
          split?.lines ??
          hold.holdIds.map((bookingId, index) => ({
            purpose: 'slot' as const,
            amountPaise: shares[index]!,
            bookingId,
          })),
      });
      if (promo && code) {
        // Both caps under the code's lock, the player's counting their payments still pending
        // whatever their holds (holdSlots may just have given some up): a second tab's or
        // process's Pay Now with a code allowed once is refused here, nothing held.
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
        const holds = hold.holdIds.map((id, index) => ({ id, amountPaise: shares[index]! }));
        await linkHoldsToPayment(tx, holds, intent.id);
      }
      if (creditPaise > 0) {
        // Debited now, each hold its share: 409 (and nothing written) if the balance no longer
        // covers it, as when another tab spent it a moment ago (docs/decisions/040).
        const credits = creditShares(creditPaise, shares);
        const holds = hold.holdIds.map((id, index) => ({ id, creditPaise: credits[index]! }));
        await spendCreditOnHolds(tx, { userId: player.id, holds, now });
      }
      if (creditOnly) {
        // Paid in full already: the bookings are confirmed, invoiced and the payment finalized
        // here, through finalize's own path (the only path from a payment to bookings).
        const outcome = await finalizePaid(tx, context, intent.id);
        if (outcome.outcome !== 'booked') throw new HttpError(409, SLOT_TAKEN);
        return {
          clientSecret: intent.clientSecret,
          paymentId: intent.id,
          holdExpiresAt: null,
          amountPaise: pricePaise,
          creditPaise,
          paidWithCredit: true,
          bookingIds: outcome.bookingIds,
        };
      }
      return {
        clientSecret: intent.clientSecret,
        paymentId: intent.id,
        holdExpiresAt: hold.holdExpiresAt,
        amountPaise: split ? cardPaise : pricePaise,
        creditPaise,
        paidWithCredit: false,
      };
    });
  } catch (error) {
    await drop();
    if (isExclusionViolation(error))
      throw new HttpError(409, await takenSlotMessage(context, request));
    if (error instanceof HoldLimitReached)
      throw new HttpError(409, SLOT_REQUEST_MESSAGES.tooManyHolds);
    if (error instanceof CourtRefused) throw new HttpError(400, error.message);
    if (error instanceof PromoRaceLost) throw new HttpError(409, error.message);
    throw error;
  }
  if (start.paymentId !== intent.id) await drop();
  return start;
}
