import { randomUUID } from 'node:crypto';
import { chargeLess, paiseToRupeesText } from '../../shared/pricing';
import { SLOT_TAKEN } from '../../shared/slots';
import type { UserRow } from '../auth/users';
import {
  resolveSlotRequest,
  type BookingDetails,
  type ResolvedRequest,
  type SlotRequestDetails,
  type SubscriptionDetails,
} from '../bookings/resolve-request';
import { HttpError } from '../http/errors';
import { safeForLog } from '../http/logging';
import { previewPromoCode, unheldPromoPayments } from '../promos/promo-uses';
import { holdKeyOf } from './held-slots';
import type { CheckoutContext, PaymentContext } from './payment-context';
import { abandonPayment } from './reconcile';
import { startCharge, startCounted, type PaymentStart, type PromoToTake } from './start-charge';
import { withStartLimit, type StartLimitContext } from './start-limit';
import { logError } from '../http/request-log';

export { PAYMENT_STARTS_PER_MINUTE } from './start-limit';

/** post-payment's booking details: one slot, a subscription's slots, or none (an older client). */
export function slotRequestOf(body: {
  booking?: BookingDetails;
  subscription?: SubscriptionDetails;
}): SlotRequestDetails | null {
  if (body.booking && body.subscription) throw new HttpError(400, 'booking_or_subscription');
  if (body.subscription) return { kind: 'subscription', subscription: body.subscription };
  if (body.booking) return { kind: 'booking', booking: body.booking };
  return null;
}

export function resolveForPlayer(
  context: Pick<CheckoutContext, 'db' | 'now' | 'config'>,
  player: UserRow,
  details: SlotRequestDetails,
) {
  const clock = { now: context.now(), timeZone: context.config.venueTimeZone };
  return resolveSlotRequest(context.db, clock, player, details);
}

/** The client's amount is a claim: it must be exactly the server's price (`price`, if given). */
export function requireClaimedAmount(
  claimedPaise: number,
  request: ResolvedRequest,
  price = request.charge.finalPaise,
) {
  if (claimedPaise === price) return;
  const what = request.kind === 'subscription' ? 'subscription' : 'booking';
  throw HttpError.templated(400, 'amount_mismatch', { what, price: paiseToRupeesText(price) });
}

/**
 * The request with `promoCode` taken off its charge, after the rule price and a subscription's
 * 15% (docs/decisions/035): each slot's share is split again from what is actually charged, so
 * each booking's refund is its share of that. A code that does not apply is a 400 naming why;
 * this only looks: Pay Now's transaction takes the use under the code's lock.
 */
export async function withPromoCode(
  context: Pick<CheckoutContext, 'db' | 'now'>,
  /** Null: anyone asking a price (GET /turf/:turfId/price); a player's own caps are theirs. */
  player: UserRow | null,
  request: ResolvedRequest,
  promoCode: string,
): Promise<{ request: ResolvedRequest; promo: PromoToTake }> {
  const preview = await previewPromoCode(context.db, {
    code: promoCode,
    turfId: request.turf.id,
    chargePaise: request.charge.finalPaise,
    player,
    now: context.now(),
    holdKey: holdKeyOf(request, promoCode),
  });
  if (!preview.ok) throw HttpError.refusal(400, preview.message, 'promo_refused');
  return {
    request: { ...request, charge: chargeLess(request.charge, preview.discountPaise) },
    promo: { code: preview.code, discountPaise: preview.discountPaise },
  };
}

/**
 * Pay Now (post-payment): with booking details, price and hold the slots and open an intent for
 * the server's price (less the promo code, if any), through the one start. Without them (an older
 * client), open an intent for the amount and hold nothing: the booking is checked when
 * create-booking claims the payment, or refunded unclaimed.
 */
export async function startPayment(
  context: CheckoutContext & StartLimitContext,
  player: UserRow,
  claimedPaise: number,
  details: SlotRequestDetails | null,
  promoCode: string | null = null,
  /** Pay what the player's TurfBook credit covers with it (docs/decisions/040). */
  useCredit = false,
): Promise<PaymentStart> {
  if (promoCode && !details) throw new HttpError(400, 'promo_needs_booking');
  if (useCredit && !details) throw new HttpError(400, 'credit_needs_booking');
  // However the holds are capped, a player gets a few payment starts a minute, counted where
  // every process sees them (in the transaction that records the payment, on PostgreSQL).
  if (!details) return startUnheldPayment(context, player, claimedPaise);
  return withStartLimit(context, player.id, async (countIn) => {
    const resolved = await resolveForPlayer(context, player, details);
    return startCounted(context, countIn, {
      player,
      kind: resolved.kind,
      // Asked again while held (a reload, a double click): the same payment, at its frozen
      // price; its hold key names the promo code, so another code (or none) is another request.
      holdKey: holdKeyOf(resolved, promoCode, useCredit),
      holdsSlots: true,
      useCredit,
      metadata: { kind: resolved.kind, userId: player.id, turfId: resolved.turf.id },
      idempotencyKey: `start-${randomUUID()}`,
      reusing: (again) => requireClaimedAmount(claimedPaise, resolved, again.amountPaise),
      price: async () => {
        const { request, promo } = promoCode
          ? await withPromoCode(context, player, resolved, promoCode)
          : { request: resolved, promo: null };
        requireClaimedAmount(claimedPaise, request);
        if (promo) await giveUpUnheldCheckouts(context, player, promo.code.id);
        return { pricePaise: request.charge.finalPaise, slots: request, promo };
      },
      refusalWhenPaid: (outcome) => (outcome.outcome === 'booked' ? null : SLOT_TAKEN),
    });
  });
}

/**
 * The player's own checkouts with this promo code whose holds have all ended (lapsed, or given
 * up) keep its use against their cap while their intents can be paid (docs/decisions/035). Using
 * the code again gives them up first, as the reconciler would half an hour on: each intent is
 * cancelled and its payment abandoned, its credit returned; one paid meanwhile is finalized
 * instead (booked, its use then counting as paid, or refunded). A gateway out of reach leaves it
 * pending, so it still counts and this start is refused: never two payable uses past the cap.
 */
async function giveUpUnheldCheckouts(context: PaymentContext, player: UserRow, codeId: string) {
  for (const payment of await unheldPromoPayments(context.db, codeId, player.id, context.now())) {
    try {
      await abandonPayment(context, payment);
    } catch (error) {
      logError('Giving up an unheld checkout failed; it keeps its promo use.', safeForLog(error));
    }
  }
}

/**
 * An older client's Pay Now, without booking details: a charge for the claimed amount that holds
 * nothing and pays for nothing yet, checked when create-booking claims its slot, or refunded
 * unclaimed by the reconciler.
 */
function startUnheldPayment(
  context: PaymentContext & StartLimitContext,
  player: UserRow,
  amountPaise: number,
): Promise<PaymentStart> {
  return startCharge(context, {
    player,
    kind: 'legacy',
    holdKey: null,
    holdsSlots: false,
    useCredit: false,
    // What it pays for is known once create-booking claims its slot (finalize's claim).
    price: () => ({ pricePaise: amountPaise, lines: [] }),
    metadata: { userId: player.id, kind: 'legacy' },
    idempotencyKey: `legacy-${player.id}-${context.now().getTime()}`,
    refusalWhenPaid: () => null,
  });
}
