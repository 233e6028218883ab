import type { APIRequestContext } from '@playwright/test';
import {
  BOOKING_CONFIRMATION_URL,
  CARDS,
  fillCard,
  openTurf,
  selectRange,
  venueDay,
} from './support/booking';
import { createAccount, expect, logInViaUi, test, toast } from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';
import { addSlot, summary } from './support/subscription-planner';
import { API_CARDS, logInPlayerViaApi, payForSlot } from './support/paid-booking';

// Spending TurfBook credit (docs/decisions/040): a player with ₹1,200 of credit books two hours
// (₹1,600) paying the credit and ₹400 by card, then, with that booking's refund back as credit,
// books an hour with credit alone: no card step, confirmed at once; what is left pays part of a
// subscription.

async function cancelToCredit(request: APIRequestContext, bookingId: string) {
  const cancelled = await request.post(`/api/v1/booking/${bookingId}/cancel`, {
    data: { refundTo: 'credit' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
}

test('a player pays part of a booking with credit, then a whole one', async ({
  page,
  request,
  snap,
}, testInfo) => {
  const owner = await createAccount(request, 'owner', { fullname: 'Ishaan Mehta' });
  const turfName = `E2E ${testInfo.project.name} Credit Spend ${Date.now().toString(36)}`;
  // ₹800 an hour (the helper's listing).
  const turfId = await approvedTurfOf(request, owner, turfName);
  const player = await createAccount(request, 'user', { fullname: 'Meera Iyer' });
  const userId = await logInPlayerViaApi(request, player);
  // ₹1,200 of credit: an hour and a half paid by card, cancelled with the refund as credit.
  const earlier = await payForSlot(request, userId, {
    turfId,
    date: venueDay(3),
    startTime: '6:00 PM',
    endTime: '7:30 PM',
    amount: '1200.00',
    card: API_CARDS.success,
  });
  await cancelToCredit(request, earlier);

  const day = venueDay(4);
  await logInViaUi(page, player, 'user');
  await expect(page).toHaveURL('/');
  await openTurf(page, { _id: turfId, name: turfName });
  await selectRange(page, day, '5:00 PM', '7:00 PM');
  await page.getByRole('button', { name: 'Proceed to Booking', exact: true }).click();
  await expect(page.getByTestId('booking-total')).toHaveText('₹1,600.00');
  await page.getByLabel('Use my TurfBook credit (₹1,200.00 available)').check();
  await expect(page.getByTestId('credit-covers')).toHaveText('−₹1,200.00');
  await expect(page.getByTestId('credit-left')).toHaveText('₹400.00');
  await snap('credit-spend-summary');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByTestId('checkout-total')).toHaveText('₹400.00');
  await fillCard(page, CARDS.success);
  await page.getByRole('button', { name: 'Pay ₹400.00' }).click();
  await expect(toast(page, 'Booking completed successfully!')).toBeVisible();
  await expect(page).toHaveURL(BOOKING_CONFIRMATION_URL);
  await expect(page.getByTestId('booking-paid-with')).toHaveText(
    '₹1,200.00 TurfBook credit + ₹400.00 Card ending 4242',
  );
  await snap('credit-spend-part-paid');

  // Its refund, all as credit, pays the next hour in full.
  const partPaid = new URL(page.url()).pathname.split('/').pop()!;
  await cancelToCredit(request, partPaid);
  await openTurf(page, { _id: turfId, name: turfName });
  await selectRange(page, day, '8:00 PM', '9:00 PM');
  await page.getByRole('button', { name: 'Proceed to Booking', exact: true }).click();
  await page.getByLabel('Use my TurfBook credit (₹1,600.00 available)').check();
  await expect(page.getByTestId('credit-left')).toHaveText('₹0.00');
  await page.getByRole('button', { name: 'Pay with credit' }).click();
  await expect(toast(page, 'Booking completed successfully!')).toBeVisible();
  await expect(page).toHaveURL(BOOKING_CONFIRMATION_URL);
  await expect(page.getByTestId('booking-paid-with')).toHaveText('TurfBook credit');
  await snap('credit-spend-all-credit');

  await page.goto('/userprofile');
  await expect(page.getByTestId('credit-balance')).toHaveText('₹800.00');
  await expect(page.getByTestId('credit-panel')).toContainText('Paid towards a booking');

  // What is left pays part of a subscription: four hours at 15% off, ₹2,720.00, of which the
  // credit ₹800.00 and the card ₹1,920.00.
  await page.goto(`/turfs/${turfId}/buysubscription`);
  for (const days of [5, 6, 7, 8])
    await addSlot(page, { date: venueDay(days), start: '6:00 PM', end: '7:00 PM' });
  await summary(page).getByLabel('Use my TurfBook credit (₹800.00 available)').check();
  await expect(summary(page).getByTestId('credit-left')).toHaveText('₹1,920.00');
  await snap('credit-spend-subscription');
  await summary(page).getByRole('button', { name: 'Proceed to Pay ₹2,720.00' }).click();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByTestId('checkout-total')).toHaveText('₹1,920.00');
  await fillCard(page, CARDS.success);
  await page.getByRole('button', { name: 'Pay ₹1,920.00' }).click();
  await expect(toast(page, 'Subscription booked successfully!')).toBeVisible();
  await expect(page.getByTestId('booking-paid-with')).toHaveText(
    '₹200.00 TurfBook credit + ₹480.00 Card ending 4242',
  );
});
