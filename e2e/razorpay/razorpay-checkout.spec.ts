import { formatDate } from '../../src/shared/display-format';
import {
  BOOKING_CONFIRMATION_URL,
  bookingCards,
  bookingTotalLabel,
  openTurf,
  scrollToTop,
  selectRange,
  turfNamed,
  venueDay,
} from '../support/booking';
import { createAccount, expect, logInViaUi, test, toast } from '../support/fixtures';

// Paying through Razorpay (docs/decisions/036): the checkout opens Razorpay Checkout (here the
// stand-in's checkout.js, run by playwright.razorpay.config.ts), the player first declines, then
// pays by UPI; the server checks Checkout's signature and the booking is confirmed.

const TURFS = { desktop: 'Marol Shuttle Factory', phone: 'Mindspace Sports Deck' } as const;

test('a player pays for a slot with UPI in Razorpay Checkout, after a declined try', async ({
  page,
  request,
  snap,
}, testInfo) => {
  const turf = await turfNamed(
    request,
    TURFS[testInfo.project.name === 'phone' ? 'phone' : 'desktop'],
  );
  const slot = { date: venueDay(2), start: '9:00 PM', end: '10:00 PM' };
  const total = bookingTotalLabel(turf.price, 1);
  const player = await createAccount(request, 'user', { fullname: 'Rohan Mehta' });
  await logInViaUi(page, player, 'user');
  await expect(page).toHaveURL('/');

  await openTurf(page, turf);
  await selectRange(page, slot.date, slot.start, slot.end);
  await scrollToTop(page);
  await page.getByRole('button', { name: 'Proceed to Booking', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Details' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay Now' }).click();

  await expect(page).toHaveURL('/checkout');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Pay with UPI, card or netbanking' }),
  ).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  const pay = page.getByRole('button', { name: `Pay ${total}` });
  await expect(pay).toBeEnabled();
  await snap('razorpay-checkout');

  // Declined inside Checkout, then closed: the checkout says why, and Pay can be pressed again.
  await pay.click();
  const checkout = page.getByRole('dialog', { name: 'Razorpay Checkout' });
  await expect(checkout).toBeVisible();
  await expect(checkout).toContainText(total);
  await snap('razorpay-window');
  await checkout.getByRole('button', { name: 'Decline payment' }).click();
  await expect(checkout.getByRole('alert')).toContainText('Payment failed');
  await checkout.getByRole('button', { name: 'Close' }).click();
  await expect(
    page.getByText('Payment failed: Your payment was declined by the bank.'),
  ).toBeVisible();
  await snap('razorpay-declined');

  await pay.click();
  await checkout.getByRole('button', { name: 'Pay with UPI' }).click();
  await expect(toast(page, 'Booking completed successfully!')).toBeVisible();
  await expect(page).toHaveURL(BOOKING_CONFIRMATION_URL);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(formatDate(slot.date));
  await snap('razorpay-paid');

  await page.goto('/displaybookings');
  const card = bookingCards(page, turf.name, slot.date);
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Confirmed');
  await expect(card).toContainText(total);
});
