import { CURRENCY } from '../../shared/catalog';
import { paiseToRupeesText } from '../../shared/pricing';
import type { AppContext } from '../app-context';
import type { UserRow } from '../auth/users';
import {
  resolveSlotRequest,
  type BookingDetails,
  type ResolvedRequest,
  type SlotRequestDetails,
  type SubscriptionDetails,
} from '../bookings/resolve-request';
import { consumeRateLimit } from '../auth/rate-limit';
import { HttpError } from '../http/errors';

/** How often one player may start a payment (Pay Now, Proceed to Pay) in a minute (decision 012). */
export const PAYMENT_STARTS_PER_MINUTE = 20;
import { holdAndOpenIntent, openIntent, type PaymentStart } from './hold-and-pay';
import { recordPayment } from './payment-records';

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
  context: AppContext,
  player: UserRow,
  details: SlotRequestDetails,
) {
  const clock = { now: context.now(), timeZone: context.config.venueTimeZone };
  return resolveSlotRequest(context.db, clock, player, details);
}

/** The client's amount is a claim: it must be exactly the server's price. */
export function requireClaimedAmount(claimedPaise: number, request: ResolvedRequest) {
  const price = request.charge.finalPaise;
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
  context: AppContext,
  player: UserRow,
  claimedPaise: number,
  details: SlotRequestDetails | null,
): Promise<PaymentStart> {
  // However the holds are capped, starting payments is a write per call: a player gets a few a
  // minute, counted where every process sees them.
  await consumeRateLimit(
    context.rateCounter,
    [`post-payment:user:${player.id}`],
    PAYMENT_STARTS_PER_MINUTE,
    context.now(),
  );
  if (!details) return startUnheldPayment(context, player, claimedPaise);
  const request = await resolveForPlayer(context, player, details);
  requireClaimedAmount(claimedPaise, request);
  return holdAndOpenIntent(context, player, request);
}

async function startUnheldPayment(
  context: AppContext,
  player: UserRow,
  amountPaise: number,
): Promise<PaymentStart> {
  const key = `legacy-${player.id}-${context.now().getTime()}`;
  const intent = await openIntent(context, amountPaise, { userId: player.id, kind: 'legacy' }, key);
  await recordPayment(context.db, {
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
