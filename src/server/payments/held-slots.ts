import { SLOT_TAKEN, rangesOverlap, timeLabel, type TimeRange } from '../../shared/slots';
import { UNPAID_HOLD_LIMITS } from '../../shared/slot-request';
import { longDateLabel } from '../../shared/time';
import { normalizePromoCode } from '../../shared/promo-codes';
import { releasePaymentHolds } from '../bookings/hold-endings';
import { HOLD_MINUTES, holdSlots, linkHoldsToPayment } from '../bookings/lifecycle';
import { slotsLookTaken } from '../bookings/court-assignment';
import { activeTurfBookings, bookingsOfPayment } from '../bookings/queries';
import type { ResolvedRequest } from '../bookings/resolve-request';
import type { DbOrTx } from '../db/database';
import { HttpError } from '../http/errors';
import type { PaymentContext } from './payment-context';
import { paymentOfHolds, type PaymentRow } from './payment-records';

// The slots a charge holds in its own start (Pay Now, a split's booker, a paid move): the key
// that makes the same request the same charge, holding them for HOLD_MINUTES in the start's
// transaction, and the 409 that names a subscription's taken slot (docs/decisions/034, 052).

export function holdKeyOf(
  request: ResolvedRequest,
  promoCode: string | null = null,
  useCredit = false,
  /** What else the charge is for than the slots (a split of n players, a move). */
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
 * Until when an unpaid charge still holds every slot it held, or null once any has lapsed or been
 * given up (then the same request starts again).
 */
export async function liveHoldsUntil(
  context: Pick<PaymentContext, 'db' | 'now'>,
  intentId: string,
): Promise<Date | null> {
  const holds = await bookingsOfPayment(context.db, intentId);
  if (holds.length === 0) return null;
  const now = context.now();
  const live = holds.every(
    (hold) => hold.status === 'pending' && hold.holdExpiresAt && hold.holdExpiresAt > now,
  );
  return live ? holds[0]!.holdExpiresAt : null;
}

export interface HeldForCharge {
  holdIds: string[];
  holdExpiresAt: Date;
  /** A double click: the first request's charge holds these slots already, at this price. */
  earlier: PaymentRow | null;
}

/**
 * Holds the request's slots for the charge `intentId` inside the start's transaction. The player
 * holding them already for another price (another promo code, or credit) gives that charge's holds
 * up and holds them again for this one: should the old intent still be paid, finalize finds its
 * slot taken and refunds it (decision 021); its credit comes back then, or when it is abandoned.
 */
export async function holdForCharge(
  tx: DbOrTx,
  request: ResolvedRequest,
  charge: { userId: string; intentId: string; cardPaise: number; creditPaise: number; now: Date },
): Promise<HeldForCharge> {
  const { now } = charge;
  const holdRequest = {
    userId: charge.userId,
    turfId: request.turf.id,
    now,
    limits: UNPAID_HOLD_LIMITS,
    holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
    paymentId: charge.intentId,
    sport: request.sport,
    slots: request.ranges.map((range, index) => ({
      range,
      amountPaise: request.charge.sharesPaise[index]!,
      courtId: request.holdCourtIds[index],
    })),
  };
  let hold = await holdSlots(tx, holdRequest);
  const earlier = hold.alreadyHeld ? await paymentOfHolds(tx, hold.paymentIds) : null;
  const samePrice =
    earlier &&
    earlier.amountPaise === charge.cardPaise &&
    earlier.creditPaise === charge.creditPaise;
  if (earlier && samePrice) return { ...hold, earlier };
  if (earlier) {
    await releasePaymentHolds(tx, earlier.intentId, now);
    hold = await holdSlots(tx, holdRequest);
  } else if (hold.alreadyHeld) {
    // Holds placed before this version tied holds to intents after the fact.
    const shares = request.charge.sharesPaise;
    const holds = hold.holdIds.map((id, index) => ({ id, amountPaise: shares[index]! }));
    await linkHoldsToPayment(tx, holds, charge.intentId);
  }
  return { ...hold, earlier: null };
}

/**
 * The 409 for a slot someone else already holds or booked, found by a plain read before the
 * charge's intent and transaction (docs/decisions/074): at a hot slot, every loser learns it at
 * once instead of queueing on the day's lock with a pooled connection held. Slots that look free
 * go on to the hold, where the lock and the exclusion constraint decide any race.
 */
export async function refuseTakenSlots(
  context: Pick<PaymentContext, 'db' | 'now'>,
  request: ResolvedRequest,
  playerId: string,
): Promise<void> {
  const requests = request.ranges.map((range, index) => ({
    range,
    courtId: request.holdCourtIds[index],
  }));
  const turf = { id: request.turf.id, sport: request.sport };
  if (await slotsLookTaken(context.db, turf, requests, context.now(), playerId))
    throw await slotTaken(context, request);
}

/** The spec's 409 for a taken slot, however it was found. */
export async function slotTaken(
  context: Pick<PaymentContext, 'db' | 'now'>,
  request: ResolvedRequest,
): Promise<HttpError> {
  return new HttpError(409, 'slot_taken', { message: await takenSlotMessage(context, request) });
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
