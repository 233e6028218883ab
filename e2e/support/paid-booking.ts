import type { APIRequestContext } from '@playwright/test';
import type { LocalDate } from '../../src/shared/time';
import { expect, type Account } from './fixtures';

// Bookings made and cancelled through the API, for journeys about what happens after a payment
// (the owner's view of cancellations) rather than about the booking screens themselves.

/** Stripe's test cards the local gateway knows: paid; paid but every refund is refused. */
export const API_CARDS = {
  success: '4242424242424242',
  refusesRefunds: '4000000000005126',
} as const;

interface PaidSlot {
  turfId: string;
  date: LocalDate;
  startTime: string;
  endTime: string;
  /** Rupees with 2 decimals, the server's price for the slot. */
  amount: string;
  card: string;
}

/** Logs the player in on this request context (its cookie jar) and returns their id. */
export async function logInPlayerViaApi(
  request: APIRequestContext,
  player: Account,
): Promise<string> {
  const login = await request.post('/api/v1/user/login', {
    data: { email: player.email, password: player.password, role: 'user' },
  });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { user: { _id: string } }).user._id;
}

/**
 * Pays for one slot as the logged-in player (post-payment, then the local gateway's confirm,
 * which confirms the booking) and returns the booking's id.
 */
export async function payForSlot(
  request: APIRequestContext,
  userId: string,
  slot: PaidSlot,
): Promise<string> {
  const intent = await request.post('/api/v1/payment/post-payment', {
    data: {
      amount: slot.amount,
      currency: 'inr',
      userId,
      booking: {
        turfId: slot.turfId,
        bookingDate: slot.date,
        startTime: slot.startTime,
        endTime: slot.endTime,
      },
    },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret, paymentId } = (await intent.json()) as {
    clientSecret: string;
    paymentId: string;
  };
  const confirm = await request.post('/api/v1/payment/local/confirm', {
    data: {
      clientSecret,
      card: { number: slot.card, expMonth: 12, expYear: 2030, cvc: '123' },
      billingName: 'E2E Player',
    },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);

  const listed = await request.get(`/api/v1/booking/get-user-bookings/${userId}`);
  expect(listed.status(), await listed.text()).toBe(200);
  const { bookings } = (await listed.json()) as {
    bookings: { _id: string; paymentId: string | null; status: string }[];
  };
  const booking = bookings.find((candidate) => candidate.paymentId === paymentId);
  expect(booking?.status, 'the payment confirmed its booking').toBe('confirmed');
  return booking!._id;
}

/** The player cancels their booking; the answer carries its state after the refund was tried. */
export async function cancelViaApi(
  request: APIRequestContext,
  bookingId: string,
): Promise<{ status: string; paymentStatus: string }> {
  const cancelled = await request.post(`/api/v1/booking/${bookingId}/cancel`);
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  return ((await cancelled.json()) as { booking: { status: string; paymentStatus: string } })
    .booking;
}

/** Pays a started payment by the local gateway's success card, as a player's browser would. */
export async function payByCard(request: APIRequestContext, clientSecret: string): Promise<void> {
  const paid = await request.post('/api/v1/payment/local/confirm', {
    data: {
      clientSecret,
      card: { number: API_CARDS.success, expMonth: 12, expYear: 2031, cvc: '123' },
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}
