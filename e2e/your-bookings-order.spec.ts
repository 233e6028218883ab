import { formatDate } from '../src/shared/display-format';
import {
  SEEDED_BOOKING_TURFS,
  bookingTotal,
  loggedInUserId,
  turfNamed,
  venueDay,
} from './support/booking';
import { createAccount, expect, logInViaUi, test } from './support/fixtures';
import { API_CARDS, cancelViaApi, payForSlot } from './support/paid-booking';

// Your Bookings (docs/decisions/024): Upcoming holds only the bookings still to play, nearest
// first whenever each was made, and counts only those; a cancelled booking is under Past.

const TURF = { desktop: 'Manickpur Football Turf', phone: '150 Feet Road Cricket Box' } as const;

test('Upcoming lists live bookings by play date, and a cancelled one is under Past', async ({
  page,
  snap,
}, testInfo) => {
  const name = TURF[testInfo.project.name === 'phone' ? 'phone' : 'desktop'];
  expect(SEEDED_BOOKING_TURFS).not.toContain(name);
  const turf = await turfNamed(page.request, name);
  const player = await createAccount(page.request, 'user', { fullname: 'Rohan Desai' });
  await logInViaUi(page, player, 'user');
  await expect(page).toHaveURL('/');
  const userId = await loggedInUserId(page);
  const book = (date: string, startTime: string, endTime: string) =>
    payForSlot(page.request, userId, {
      turfId: turf._id,
      date,
      startTime,
      endTime,
      amount: bookingTotal(turf.price, 1),
      card: API_CARDS.success,
    });

  // Made in this order: the latest game first, the nearest last, then one that is cancelled.
  const far = { date: venueDay(5), time: '6:00 PM – 7:00 PM' };
  const near = { date: venueDay(1), time: '8:00 AM – 9:00 AM' };
  const cancelled = { date: venueDay(2), time: '7:00 AM – 8:00 AM' };
  await book(far.date, '6:00 PM', '7:00 PM');
  await book(near.date, '8:00 AM', '9:00 AM');
  const cancelledId = await book(cancelled.date, '7:00 AM', '8:00 AM');
  expect((await cancelViaApi(page.request, cancelledId)).status).toBe('cancelled');

  await page.goto('/displaybookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Bookings' })).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Upcoming (2)' });
  const cards = upcoming.getByTestId('booking-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText(formatDate(near.date));
  await expect(cards.nth(0)).toContainText(near.time);
  await expect(cards.nth(1)).toContainText(formatDate(far.date));
  await expect(cards.nth(1)).toContainText(far.time);
  await expect(upcoming).not.toContainText(formatDate(cancelled.date));

  const past = page.getByRole('region', { name: 'Past (1)' });
  await expect(past.getByTestId('booking-card')).toHaveCount(1);
  await expect(past).toContainText(formatDate(cancelled.date));
  await expect(past).toContainText(cancelled.time);
  await snap('your-bookings-order');
});
