import { describe, expect, it } from 'vitest';
import { flatPriceRules } from '../../../shared/price-rules';
import { ApiRequestError } from '../../lib/api-client';
import { parseCheckoutState } from '../../lib/payments/checkout-state';
import {
  PAYMENT_INIT_FAILED,
  buildCheckoutState,
  buildPaymentRequest,
  insertSlot,
  paymentInitErrorMessage,
  quoteSubscription,
  type SubscriptionOrder,
} from './subscription-order';

const h = (hours: number, minutes = 0) => hours * 60 + minutes;

// Entered out of order on purpose: the request and the checkout list them chronologically.
const order: SubscriptionOrder = {
  turfId: 'turf-1',
  turfName: 'Borivali Box Cricket Arena',
  userId: 'user-1',
  rules: flatPriceRules(100_000),
  now: { date: '2030-05-10', minutes: 600 },
  slots: [
    { date: '2030-05-14', start: h(18), end: h(19) },
    { date: '2030-05-13', start: h(18), end: h(19) },
    { date: '2030-05-13', start: h(6), end: h(7, 30) },
    { date: '2030-05-20', start: h(22), end: h(23) },
  ],
};

describe('subscription order', () => {
  it('prices the slots: the sum of duration × price per hour, 15% off, 2 decimals', () => {
    expect(quoteSubscription(order.slots, flatPriceRules(100_000), null)).toMatchObject({
      originalText: '4500.00',
      discountText: '675.00',
      finalText: '3825.00',
    });
    expect(quoteSubscription([], flatPriceRules(100_000), null).finalText).toBe('0.00');
    // Paise are rounded once, on the total.
    expect(
      quoteSubscription(
        [{ date: '2030-05-13', start: h(6), end: h(6, 30) }],
        flatPriceRules(99_900),
        null,
      ),
    ).toEqual(
      expect.objectContaining({
        originalText: '499.50',
        finalText: '424.58',
        discountText: '74.92',
      }),
    );
  });

  it('keeps added slots in chronological order', () => {
    const slots = insertSlot(order.slots.slice(0, 2), order.slots[2]!);
    expect(slots.map((slot) => [slot.date, slot.start])).toEqual([
      ['2030-05-13', h(6)],
      ['2030-05-13', h(18)],
      ['2030-05-14', h(18)],
    ]);
  });

  it('builds the post-payment body: discounted amount, inr, the user and the slots as texts', () => {
    expect(buildPaymentRequest(order)).toEqual({
      amount: '3825.00',
      currency: 'inr',
      userId: 'user-1',
      subscription: {
        turfId: 'turf-1',
        selectedSlots: [
          { date: 'Mon, May 13, 2030', startTime: '6:00 AM', endTime: '7:30 AM' },
          { date: 'Mon, May 13, 2030', startTime: '6:00 PM', endTime: '7:00 PM' },
          { date: 'Tue, May 14, 2030', startTime: '6:00 PM', endTime: '7:00 PM' },
          { date: 'Mon, May 20, 2030', startTime: '10:00 PM', endTime: '11:00 PM' },
        ],
      },
    });
  });

  it('claims the server’s price once it has answered, and a promo code’s over both', () => {
    // A court priced apart (docs/decisions/039): only the server knows each slot's court.
    const quoted = { ...order, quotedPaise: 420_000 };
    expect(buildPaymentRequest(quoted).amount).toBe('4200.00');
    expect(buildCheckoutState(quoted, { clientSecret: 'cs', paymentId: 'pi' })?.amount).toBe(
      '4200.00',
    );
    const withPromo = { ...quoted, promo: { code: 'MONSOON', finalPaise: 400_000 } };
    expect(buildPaymentRequest(withPromo).amount).toBe('4000.00');
  });

  it('builds the checkout state the checkout screen accepts, flagged as a subscription', () => {
    const answer = {
      success: true as const,
      clientSecret: 'pi_9_secret_z',
      paymentId: 'pi_9',
      holdExpiresAt: '2030-05-12T10:10:00.000Z',
      amount: '3825.00',
    };
    const state = buildCheckoutState(order, answer);
    expect(state).toEqual({
      clientSecret: 'pi_9_secret_z',
      amount: '3825.00',
      paymentId: 'pi_9',
      holdExpiresAt: '2030-05-12T10:10:00.000Z',
      bookingDetails: {
        userId: 'user-1',
        turfId: 'turf-1',
        turfName: 'Borivali Box Cricket Arena',
        startDate: '2030-05-13',
        endDate: '2030-05-20',
        price: 3825,
        selectedSlots: buildPaymentRequest(order).subscription.selectedSlots,
        paymentDetails: { method: 'credit_card', status: 'pending' },
        isSubscription: true,
      },
    });
    // The checkout's own parser takes it as is.
    expect(parseCheckoutState(state)).toEqual(state);
  });

  it('asks to pay with credit when chosen, and the checkout charges the card only the rest', () => {
    // Decision 040: the server takes what the balance covers and opens the intent for the rest.
    expect(buildPaymentRequest({ ...order, useCredit: true })).toMatchObject({ useCredit: true });
    expect(buildPaymentRequest(order)).not.toHaveProperty('useCredit');
    const answer = {
      success: true as const,
      clientSecret: 'cs',
      paymentId: 'pi',
      amount: '825.00',
      toPay: '825.00',
      creditUsed: '3000.00',
    };
    const state = buildCheckoutState({ ...order, useCredit: true }, answer);
    expect(state).toMatchObject({ amount: '825.00', creditUsed: '3000.00' });
    expect(state!.bookingDetails).toMatchObject({ price: 3825 });
    expect(parseCheckoutState(state)).toEqual(state);
  });

  it('falls back to its own amount, and gives nothing without a client secret', () => {
    const state = buildCheckoutState(order, { success: true, clientSecret: 'cs', paymentId: 'p' });
    expect(state?.amount).toBe('3825.00');
    expect(buildCheckoutState(order, { success: true, clientSecret: null })).toBeNull();
    expect(buildCheckoutState(order, null)).toBeNull();
  });

  it('shows the server reason for 400 and 409, the spec alert otherwise', () => {
    const taken =
      'This time slot is already booked. Please select a different time. (Mon, May 13, 2030, 6:00 PM – 7:00 PM)';
    expect(paymentInitErrorMessage(new ApiRequestError(409, taken))).toBe(taken);
    expect(paymentInitErrorMessage(new ApiRequestError(400, 'Too few'))).toBe('Too few');
    expect(paymentInitErrorMessage(new ApiRequestError(400, null))).toBe(PAYMENT_INIT_FAILED);
    expect(paymentInitErrorMessage(new ApiRequestError(500, 'boom'))).toBe(PAYMENT_INIT_FAILED);
    expect(paymentInitErrorMessage(new ApiRequestError(401, 'Please log in'))).toBe(
      PAYMENT_INIT_FAILED,
    );
    expect(paymentInitErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Failed to initialize payment. Please try again.',
    );
  });
});
