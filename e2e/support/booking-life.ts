import type { Locator, Page } from '@playwright/test';
import { formatPaise } from '../../src/shared/display-format';
import { flatPriceRules } from '../../src/shared/price-rules';
import { paiseToRupeesText, rupeesToPaise } from '../../src/shared/pricing';
import { parseTimeLabel } from '../../src/shared/slots';
import { subscriptionPrice } from '../../src/shared/subscription';
import type { LocalDate } from '../../src/shared/time';
import { CARDS, fillCard, loggedInUserId, openTurf, selectRange, type ListedTurf } from './booking';
import { expect } from './fixtures';

// Steps of the journeys after payment (e2e/booking-life.spec.ts): paying for a slot through the
// screens, buying a subscription through the API, and finding things on the booking page.

export interface SlotChoice {
  date: LocalDate;
  start: string;
  end: string;
}

/** Rupees as every booking screen writes them: 1500 or '1500.00' → '₹1,500.00'. */
export function rupees(amount: number | string): string {
  const paise = rupeesToPaise(amount);
  expect(paise, `${amount} is an amount of rupees`).not.toBeNull();
  return formatPaise(paise!);
}

/** Grid → Proceed to Booking → Pay Now → card → Pay: lands on the new booking's page. */
export async function payForSlot(page: Page, turf: ListedTurf, slot: SlotChoice): Promise<void> {
  await openTurf(page, turf);
  await selectRange(page, slot.date, slot.start, slot.end);
  await page.getByRole('button', { name: 'Proceed to Booking', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Details' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL('/checkout');
  await fillCard(page, CARDS.success);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
}

/**
 * Buys a subscription of these slots for the logged-in player through the API (post-payment,
 * the local gateway's confirm, subscription/create), as the checkout would. Answers its booking
 * ids in date order.
 */
export async function buySubscriptionViaApi(
  page: Page,
  turf: ListedTurf,
  slots: readonly SlotChoice[],
): Promise<string[]> {
  const userId = await loggedInUserId(page);
  const ranges = slots.map((slot) => ({
    date: slot.date,
    start: parseTimeLabel(slot.start)!,
    end: parseTimeLabel(slot.end)!,
  }));
  // The journey's turf has one price every hour: the planner's rule at it (docs/decisions/034).
  const charge = subscriptionPrice(ranges, flatPriceRules(rupeesToPaise(turf.price)!), null);
  const selectedSlots = slots.map(({ date, start, end }) => ({
    date,
    startTime: start,
    endTime: end,
  }));

  const intent = await page.request.post('/api/v1/payment/post-payment', {
    data: {
      amount: paiseToRupeesText(charge.finalPaise),
      currency: 'inr',
      userId,
      subscription: { turfId: turf._id, selectedSlots },
    },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };

  const paid = await page.request.post('/api/v1/payment/local/confirm', {
    data: {
      clientSecret,
      card: { number: CARDS.success.replace(/ /g, ''), expMonth: 12, expYear: 2030, cvc: '123' },
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const { paymentIntent } = (await paid.json()) as { paymentIntent: { id: string } };

  const created = await page.request.post('/api/v1/subscription/create', {
    data: { userId, turfId: turf._id, paymentDetails: { transactionId: paymentIntent.id } },
  });
  expect([200, 201], await created.text()).toContain(created.status());
  const { subscription } = (await created.json()) as { subscription: { bookingIds: string[] } };
  expect(subscription.bookingIds).toHaveLength(slots.length);
  return subscription.bookingIds;
}

/** The booking page's status pill (in the turf header). */
export function bookingStatus(page: Page): Locator {
  return page.getByRole('region', { name: 'Turf' }).getByTestId('booking-status');
}
