import { CURRENCY } from '../../../shared/catalog';
import type { PostPaymentAnswer, PostPaymentRequest } from '../../../shared/api/checkout-contract';
import { paiseToRupees, paiseToRupeesText } from '../../../shared/pricing';
import type { PriceRules } from '../../../shared/price-rules';
import { timeLabel, type LocalMoment, type TimeRange } from '../../../shared/slots';
import { subscriptionPrice, subscriptionSpan } from '../../../shared/subscription';
import { longDateLabel } from '../../../shared/time';
import { isApiRequestError } from '../../lib/api-client';
import type { CheckoutStateInput } from '../../lib/payments/checkout-state';

// Turning the chosen slots into the post-payment request and, once the server answers with a
// client secret, into the checkout's state (spec §3 "Subscription create payload and checkout
// booking details", §4 "Payment flow"). Pure, so it is tested without a browser.

export const PAYMENT_INIT_FAILED = 'Failed to initialize payment. Please try again.';

/** A slot as the API and the checkout speak it: 'Mon, Jan 1, 2030', '6:00 PM', '7:00 PM'. */
export interface SlotText {
  date: string;
  startTime: string;
  endTime: string;
}

export function slotText(slot: TimeRange): SlotText {
  return {
    date: longDateLabel(slot.date),
    startTime: timeLabel(slot.start),
    endTime: timeLabel(slot.end),
  };
}

/** Chronological order: by date, then start time. */
export function sortSlots(slots: readonly TimeRange[]): TimeRange[] {
  return [...slots].sort((a, b) =>
    a.date === b.date ? a.start - b.start : a.date < b.date ? -1 : 1,
  );
}

/** The slots with one more, kept in chronological order. */
export function insertSlot(slots: readonly TimeRange[], slot: TimeRange): TimeRange[] {
  return sortSlots([...slots, slot]);
}

/** Spec §9: the sum of the slots' prices by the turf's rules at `now`, 15% off. */
export function quoteSubscription(
  slots: readonly TimeRange[],
  rules: PriceRules,
  now: LocalMoment | null,
) {
  const price = subscriptionPrice(slots, rules, now);
  return {
    ...price,
    originalText: paiseToRupeesText(price.originalPaise),
    discountText: paiseToRupeesText(price.discountPaise),
    finalText: paiseToRupeesText(price.finalPaise),
  };
}

export interface SubscriptionOrder {
  turfId: string;
  turfName: string;
  userId: string;
  /** The turf's price rules (shared/price-rules-form priceRulesOfTurf). */
  rules: PriceRules;
  /** The venue's clock when the player proceeds: last-minute offers depend on it. */
  now: LocalMoment;
  slots: readonly TimeRange[];
  /** A promo code the server took off the discounted price, and what is paid after it. */
  promo?: { code: string; finalPaise: number } | null;
  /**
   * The server's price of these slots (POST /turf/:turfId/subscription-price), when it has
   * answered: where courts are priced apart only it knows each slot's court (decision 039).
   */
  quotedPaise?: number | null;
  /** Pay what TurfBook credit covers with it, the rest by card or UPI (decision 040). */
  useCredit?: boolean;
}

/** What the order claims to pay: after a promo code, else the server's price, else the mirror's. */
function claimedPaise(order: SubscriptionOrder, slots: readonly TimeRange[]): number {
  return (
    order.promo?.finalPaise ??
    order.quotedPaise ??
    quoteSubscription(slots, order.rules, order.now).finalPaise
  );
}

export type SubscriptionPaymentRequest = PostPaymentRequest & {
  subscription: NonNullable<PostPaymentRequest['subscription']>;
};

/** POST /api/v1/payment/post-payment: the discounted price (2 decimals) and every slot. */
export function buildPaymentRequest(order: SubscriptionOrder): SubscriptionPaymentRequest {
  const slots = sortSlots(order.slots);
  return {
    amount: paiseToRupeesText(claimedPaise(order, slots)),
    currency: CURRENCY,
    userId: order.userId,
    subscription: { turfId: order.turfId, selectedSlots: slots.map(slotText) },
    ...(order.promo ? { promoCode: order.promo.code } : {}),
    ...(order.useCredit ? { useCredit: true } : {}),
  };
}

export type PaymentIntentAnswer = PostPaymentAnswer;

/**
 * What /checkout reads (navigation state and sessionStorage): the secret, the amount, and the
 * subscription's details flagged isSubscription; null when the answer carries no client secret.
 */
export function buildCheckoutState(
  order: SubscriptionOrder,
  answer: PaymentIntentAnswer | null | undefined,
): CheckoutStateInput | null {
  if (!answer?.clientSecret) return null;
  const slots = sortSlots(order.slots);
  const claimed = order.quotedPaise ?? quoteSubscription(slots, order.rules, order.now).finalPaise;
  return {
    clientSecret: answer.clientSecret,
    // What the card or UPI pays: the price less the credit the server took (decision 040).
    amount: answer.toPay ?? answer.amount ?? paiseToRupeesText(claimed),
    ...(answer.creditUsed && answer.creditUsed !== '0.00' ? { creditUsed: answer.creditUsed } : {}),
    paymentId: answer.paymentId,
    holdExpiresAt: answer.holdExpiresAt ?? undefined,
    bookingDetails: {
      userId: order.userId,
      turfId: order.turfId,
      turfName: order.turfName,
      ...subscriptionSpan(slots),
      price: paiseToRupees(claimed),
      selectedSlots: slots.map(slotText),
      paymentDetails: { method: 'credit_card', status: 'pending' },
      isSubscription: true,
    },
  };
}

/** A refused subscription (400, 409) shows the server's reason; anything else the spec's alert. */
export function paymentInitErrorMessage(error: unknown): string {
  if (isApiRequestError(error) && [400, 409].includes(error.status) && error.serverMessage) {
    return error.serverMessage;
  }
  return PAYMENT_INIT_FAILED;
}
