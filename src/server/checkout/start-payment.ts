import { CURRENCY } from '../../shared/catalog';
import { paiseToRupeesText } from '../../shared/pricing';
import type { UserRow } from '../auth/users';
import {
  resolveSlotRequest,
  type BookingDetails,
  type ResolvedRequest,
  type SlotRequestDetails,
  type SubscriptionDetails,
} from '../bookings/resolve-request';
import { HttpError } from '../http/errors';
import {
  dropIntent,
  findReusablePayment,
  holdAndOpenIntent,
  openIntent,
  type PaymentStart,
} from './hold-and-pay';
import type { CheckoutContext, PaymentContext } from './payment-context';
import { recordPayment } from './payment-records';
import { withStartLimit, type CountStart, type StartLimitContext } from './start-limit';

export { PAYMENT_STARTS_PER_MINUTE } from './start-limit';

/** post-payment's booking details: one slot, a subscription's slots, or none (an older client). */
export function slotRequestOf(body: {
  booking?: BookingDetails;
  subscription?: SubscriptionDetails;
}): SlotRequestDetails | null {
  if (body.booking && body.subscription)
    throw new HttpError(400, 'Send either a booking or a subscription, not both.');
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
  throw new HttpError(
    400,
    `The amount does not match the price of this ${what} (₹${paiseToRupeesText(price)}). Please go back and try again.`,
  );
}

/**
 * Pay Now (post-payment): with booking details, price and hold the slots and open an intent for
 * the server's price. Without them (an older client), open an intent for the amount and hold
 * nothing: the booking is checked when create-booking claims the payment, or refunded unclaimed.
 */
export async function startPayment(
  context: CheckoutContext & StartLimitContext,
  player: UserRow,
  claimedPaise: number,
  details: SlotRequestDetails | null,
): Promise<PaymentStart> {
  // However the holds are capped, a player gets a few payment starts a minute, counted where
  // every process sees them (in the transaction that records the payment, on PostgreSQL).
  return withStartLimit(context, player.id, async (countIn) => {
    if (!details) return startUnheldPayment(context, player, claimedPaise, countIn);
    const request = await resolveForPlayer(context, player, details);
    // Asked again while held (a reload, a double click): the same payment, at its frozen price.
    const reusable = await findReusablePayment(context, player, request);
    if (reusable) {
      requireClaimedAmount(claimedPaise, request, reusable.amountPaise);
      return reusable;
    }
    requireClaimedAmount(claimedPaise, request);
    return holdAndOpenIntent(context, player, request, countIn);
  });
}

async function startUnheldPayment(
  context: PaymentContext,
  player: UserRow,
  amountPaise: number,
  countIn: CountStart,
): Promise<PaymentStart> {
  const key = `legacy-${player.id}-${context.now().getTime()}`;
  const intent = await openIntent(context, amountPaise, { userId: player.id, kind: 'legacy' }, key);
  try {
    await context.db.transaction(async (tx) => {
      await countIn(tx);
      await recordPayment(tx, {
        intentId: intent.id,
        clientSecret: intent.clientSecret,
        provider: context.payments.provider,
        userId: player.id,
        kind: 'legacy',
        amountPaise,
        currency: CURRENCY,
        createdAt: context.now(),
      });
    });
  } catch (error) {
    await dropIntent(context, intent.id);
    throw error;
  }
  return {
    clientSecret: intent.clientSecret,
    paymentId: intent.id,
    holdExpiresAt: null,
    amountPaise,
  };
}
