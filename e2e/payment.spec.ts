import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { formatDate } from '../src/shared/display-format';
import type { LocalDate } from '../src/shared/time';
import {
  BOOKING_CONFIRMATION_URL,
  CARDS,
  SEEDED_BOOKING_TURFS,
  bookingCards,
  bookingTotal,
  bookingTotalLabel,
  fillCard,
  gridCell,
  loggedInUserId,
  openSecondBrowser,
  openTurf,
  scrollToTop,
  selectRange,
  turfNamed,
  venueDay,
  type ListedTurf,
} from './support/booking';
import {
  createAccount,
  expect,
  isPhone,
  logInViaUi,
  seriousA11yViolations,
  test,
  toast,
} from './support/fixtures';
import { showDay } from './support/day-tabs';

// Booking one slot and paying for it (spec §2 /turfs/{id}/booking and /checkout, §4 payment flow,
// §8 payment messages) with the local test gateway. Every journey books its own turf (none of
// the eight with seeded bookings, none the subscription journeys use), one per project, two days
// ahead in the evening, so parallel workers never compete for a slot.

const TURFS = {
  pay: { desktop: 'Marol Shuttle Factory', phone: 'Mindspace Sports Deck' },
  declined: { desktop: 'Marve Road Cricket Turf', phone: 'Evershine Badminton Club' },
  reload: { desktop: 'Thakur Village Turf Club', phone: 'Charkop Box Cricket Den' },
  race: { desktop: 'Shanti Nagar Football Turf', phone: 'Beverly Park Cricket Arena' },
} as const;

/**
 * The declined card, the reload and the race are rules of the server and the checkout, the same
 * at both sizes: a phone walks only the paying journey (docs/decisions/079).
 */
function skipAtPhoneSize(page: Page): void {
  test.skip(isPhone(page), 'A phone walks only the paying journey.');
}

const SLOT_TAKEN = 'This time slot is already booked. Please select a different time.';

async function journeyTurf(
  page: Page,
  journey: keyof typeof TURFS,
  testInfo: TestInfo,
): Promise<ListedTurf> {
  const name = TURFS[journey][testInfo.project.name === 'phone' ? 'phone' : 'desktop'];
  expect(SEEDED_BOOKING_TURFS, 'the journey turf has no seeded bookings').not.toContain(name);
  return turfNamed(page.request, name);
}

interface Slot {
  date: LocalDate;
  start: string;
  end: string;
  hours: number;
}

/** Grid cells of a slot's day; a booking occupies its start up to, not including, its end. */
function cellsOf(slot: Slot, times: string[]) {
  return times.map((time) => ({ date: slot.date, time }));
}

async function logInAsNewPlayer(page: Page, request: APIRequestContext, fullname: string) {
  const player = await createAccount(request, 'user', { fullname });
  await logInViaUi(page, player, 'user');
  await expect(page).toHaveURL('/');
  return player;
}

/** Grid → Proceed to Booking → 'Booking Details' (total checked) → Pay Now → /checkout. */
async function reachCheckout(
  page: Page,
  turf: ListedTurf,
  slot: Slot,
  snap?: (name: string) => Promise<void>,
): Promise<string> {
  const total = bookingTotalLabel(turf.price, slot.hours);
  await openTurf(page, turf);
  await selectRange(page, slot.date, slot.start, slot.end);
  await scrollToTop(page);
  await snap?.('pay-grid-selected');
  await page.getByRole('button', { name: 'Proceed to Booking', exact: true }).click();

  await expect(page).toHaveURL(`/turfs/${turf._id}/booking`);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Details' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(turf.name, { exact: true })).toBeVisible();
  await expect(main.getByText(`${formatDate(slot.date)}, ${slot.start}`)).toBeVisible();
  await expect(main.getByText(`${formatDate(slot.date)}, ${slot.end}`)).toBeVisible();
  await expect(page.getByTestId('booking-total')).toHaveText(total);
  await snap?.('pay-summary');
  await page.getByRole('button', { name: 'Pay Now' }).click();

  await expect(page).toHaveURL('/checkout');
  await expectCheckoutForm(page, turf, slot, total);
  return total;
}

async function expectCheckoutForm(page: Page, turf: ListedTurf, slot: Slot, total: string) {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Complete Your Payment' }),
  ).toBeVisible();
  const summary = page.getByRole('region', { name: 'Booking summary' });
  await expect(summary).toContainText(turf.name);
  await expect(summary).toContainText(formatDate(slot.date));
  await expect(summary).toContainText(`${slot.start} – ${slot.end}`);
  await expect(summary).toContainText(total);
  await expect(page.getByLabel('Card number')).toBeVisible();
  await expect(page.getByRole('button', { name: `Pay ${total}` })).toBeEnabled();
}

async function payAndLand(page: Page, total: string): Promise<void> {
  await fillCard(page, CARDS.success);
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(toast(page, 'Booking completed successfully!')).toBeVisible();
  await expect(page).toHaveURL(BOOKING_CONFIRMATION_URL);
}

/** A screenshot of another browser's page, next to the `snap` pictures of this project; axe too. */
async function snapOther(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const folder = path.join(testInfo.project.testDir, 'screenshots', testInfo.project.name);
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  // The other browser's screen is checked for accessibility like every `snap`.
  expect(await seriousA11yViolations(page, name), 'axe: serious or critical violations').toEqual(
    [],
  );
}

test.describe('paying for a booking', () => {
  test('a player pays for a slot, sees it confirmed and the grid shows it Booked to everyone', async ({
    page,
    request,
    browser,
    baseURL,
    snap,
  }, testInfo) => {
    const turf = await journeyTurf(page, 'pay', testInfo);
    const slot: Slot = { date: venueDay(2), start: '9:00 PM', end: '10:30 PM', hours: 1.5 };
    await logInAsNewPlayer(page, request, 'Asha Kulkarni');

    const total = await reachCheckout(page, turf, slot, snap);
    await fillCard(page, CARDS.success);
    await snap('pay-checkout');
    await page.getByRole('button', { name: `Pay ${total}` }).click();
    await expect(toast(page, 'Booking completed successfully!')).toBeVisible();
    await expect(page).toHaveURL(BOOKING_CONFIRMATION_URL);
    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
    await snap('pay-success');

    await page.goto('/displaybookings');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Bookings' })).toBeVisible();
    const card = bookingCards(page, turf.name, slot.date);
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(`${slot.start} – ${slot.end}`);
    await expect(card).toContainText('Confirmed');
    await expect(card).toContainText(bookingTotalLabel(turf.price, slot.hours));
    await expect(card).toContainText(turf.location);
    await snap('pay-my-bookings');

    const taken = cellsOf(slot, ['9:00 PM', '9:30 PM', '10:00 PM']);
    // 10:30 PM is where the booking ends: free for the next player.
    const free = cellsOf(slot, ['8:30 PM', '10:30 PM', '11:00 PM']);
    await openTurf(page, turf);
    // A phone draws one day at a time.
    for (const { date, time } of taken) {
      await showDay(page, date);
      await expect(gridCell(page, date, time)).toHaveAttribute('data-state', 'booked');
    }
    for (const { date, time } of free) {
      await showDay(page, date);
      await expect(gridCell(page, date, time)).toHaveAttribute('data-state', 'available');
    }
    await showDay(page, slot.date);
    await gridCell(page, slot.date, slot.start).scrollIntoViewIfNeeded();
    await scrollToTop(page);
    await snap('pay-grid-booked');

    // Anyone else, even logged out, sees the slot taken.
    const visitor = await openSecondBrowser(browser, baseURL!);
    try {
      await openTurf(visitor.page, turf);
      await expect(
        visitor.page.getByRole('button', { name: 'Please log in to book' }),
      ).toBeVisible();
      for (const { date, time } of taken) {
        await expect(gridCell(visitor.page, date, time)).toHaveAttribute('data-state', 'booked');
        await expect(gridCell(visitor.page, date, time)).toBeDisabled();
      }
      for (const { date, time } of free) {
        await expect(gridCell(visitor.page, date, time)).toHaveAttribute('data-state', 'available');
      }
    } finally {
      await visitor.close();
    }
  });

  test('a declined card shows the provider message and makes no booking', async ({
    page,
    request,
    snap,
  }, testInfo) => {
    skipAtPhoneSize(page);
    const turf = await journeyTurf(page, 'declined', testInfo);
    const slot: Slot = { date: venueDay(2), start: '9:00 PM', end: '10:00 PM', hours: 1 };
    await logInAsNewPlayer(page, request, 'Kabir Rao');

    const total = await reachCheckout(page, turf, slot);
    await fillCard(page, CARDS.declined);
    await page.getByRole('button', { name: `Pay ${total}` }).click();
    await expect(page.getByTestId('payment-status')).toHaveText(
      'Payment failed: Your card was declined.',
    );
    await expect(page).toHaveURL('/checkout');
    // Another card may be tried.
    await expect(page.getByRole('button', { name: `Pay ${total}` })).toBeEnabled();
    await expect(toast(page, 'Booking completed successfully!')).toHaveCount(0);
    await scrollToTop(page);
    await snap('pay-declined');

    await page.goto('/displaybookings');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Bookings' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading your bookings' })).toHaveCount(
      0,
    );
    await snap('pay-declined-my-bookings');
    // Nothing was paid, so there is no booking to list (not even an unpaid "Pending" one).
    await expect(page.getByTestId('booking-card')).toHaveCount(0);
    await expect(page.getByText('No bookings found.')).toBeVisible();
  });

  test('reloading /checkout keeps the payment, and paying makes exactly one booking', async ({
    page,
    request,
    snap,
  }, testInfo) => {
    skipAtPhoneSize(page);
    const turf = await journeyTurf(page, 'reload', testInfo);
    const slot: Slot = { date: venueDay(2), start: '9:00 PM', end: '10:00 PM', hours: 1 };
    await logInAsNewPlayer(page, request, 'Meera Iyer');
    const userId = await loggedInUserId(page);

    const total = await reachCheckout(page, turf, slot);
    await page.reload();
    await expect(page).toHaveURL('/checkout');
    await expectCheckoutForm(page, turf, slot, total);
    await snap('pay-checkout-reloaded');
    await payAndLand(page, total);

    await page.goto('/displaybookings');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Bookings' })).toBeVisible();
    const cards = bookingCards(page, turf.name, slot.date);
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText(`${slot.start} – ${slot.end}`);
    await expect(cards).toContainText('Confirmed');
    await expect(page.getByTestId('booking-card')).toHaveCount(1);

    const response = await page.request.get(`/api/v1/booking/get-user-bookings/${userId}`);
    expect(response.status(), await response.text()).toBe(200);
    const { bookings } = (await response.json()) as {
      bookings: {
        turfId: { _id: string };
        date: string;
        startTime: string;
        endTime: string;
        status: string;
        paymentStatus: string;
        amountPaid: number;
      }[];
    };
    const forSlot = bookings.filter(
      (b) =>
        b.turfId._id === turf._id &&
        b.date === slot.date &&
        b.startTime === slot.start &&
        b.endTime === slot.end,
    );
    expect(forSlot).toHaveLength(1);
    expect(forSlot[0]).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      amountPaid: Number(bookingTotal(turf.price, slot.hours)),
    });
    expect(bookings).toHaveLength(1);
  });

  test('two players want one slot: the second is refused while the first pays', async ({
    page,
    request,
    browser,
    baseURL,
    snap,
  }, testInfo) => {
    skipAtPhoneSize(page);
    const turf = await journeyTurf(page, 'race', testInfo);
    const slot: Slot = { date: venueDay(2), start: '9:00 PM', end: '10:00 PM', hours: 1 };
    await logInAsNewPlayer(page, request, 'Asha Kulkarni');

    const second = await openSecondBrowser(browser, baseURL!);
    try {
      const pageB = second.page;
      await logInAsNewPlayer(pageB, request, 'Rohan Mehta');
      // B's grid is loaded while the slot is still free, and B's browser does not hear the live
      // updates (as an older client, or a dropped connection): the server must refuse B anyway.
      await pageB.route('**/availability/stream', (route) => route.fulfill({ status: 204 }));
      await openTurf(pageB, turf);
      await expect(gridCell(pageB, slot.date, slot.start)).toHaveAttribute(
        'data-state',
        'available',
      );

      // A reaches the checkout: the slot is held for A.
      const total = await reachCheckout(page, turf, slot);
      await snap('pay-race-a-checkout');

      // B picks the same slot on the grid loaded before the hold and tries to pay.
      await selectRange(pageB, slot.date, slot.start, slot.end);
      await pageB.getByRole('button', { name: 'Proceed to Booking', exact: true }).click();
      await expect(pageB).toHaveURL(`/turfs/${turf._id}/booking`);
      await expect(pageB.getByTestId('booking-total')).toHaveText(total);
      await pageB.getByRole('button', { name: 'Pay Now' }).click();
      await expect(pageB.getByRole('main').getByRole('alert')).toHaveText(SLOT_TAKEN);
      await expect(pageB).toHaveURL(`/turfs/${turf._id}/booking`);
      await snapOther(pageB, testInfo, 'pay-race-b-refused');

      // After a reload B's grid shows the held slot Booked.
      await openTurf(pageB, turf);
      for (const time of ['9:00 PM', '9:30 PM']) {
        await expect(gridCell(pageB, slot.date, time)).toHaveAttribute('data-state', 'booked');
      }
      await expect(gridCell(pageB, slot.date, '10:00 PM')).toHaveAttribute(
        'data-state',
        'available',
      );

      // A's hold is intact: A pays and gets the booking.
      await payAndLand(page, total);
      await page.goto('/displaybookings');
      await expect(bookingCards(page, turf.name, slot.date)).toHaveCount(1);
      await expect(bookingCards(page, turf.name, slot.date)).toContainText('Confirmed');

      // B has nothing.
      await pageB.goto('/displaybookings');
      await expect(pageB.getByText('No bookings found.')).toBeVisible();
    } finally {
      await second.close();
    }
  });
});
