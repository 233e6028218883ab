import type { Page } from '@playwright/test';
import type { LocalDate } from '../src/shared/time';
import {
  CARDS,
  SEEDED_BOOKING_TURFS,
  bookingTotalLabel,
  fillCard,
  gridCell,
  openSecondBrowser,
  openTurf,
  scrollToTop,
  selectRange,
  turfNamed,
  venueDay,
  type ListedTurf,
} from './support/booking';
import { createAccount, expect, logInViaUi, test, toast } from './support/fixtures';
import { showDay } from './support/day-tabs';

// Half-open ranges (decision 010): a booking's end is the moment the turf is free again, so a
// second player can start exactly where the first one's booking ends. One turf per project, used
// by no other journey.

const TURF = { desktop: 'Aarey Greens Cricket Ground', phone: 'Papdy Cricket Ground' } as const;

/** A new player logs in, picks the range on the grid and pays with the test card that succeeds. */
async function bookAndPay(
  page: Page,
  turf: ListedTurf,
  date: LocalDate,
  start: string,
  end: string,
) {
  const player = await createAccount(page.request, 'user');
  await logInViaUi(page, player, 'user');
  await expect(page).toHaveURL('/');
  await openTurf(page, turf);
  await selectRange(page, date, start, end);
  await page.getByRole('button', { name: 'Proceed to Booking', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Details' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL('/checkout');
  const total = bookingTotalLabel(turf.price, 1);
  await fillCard(page, CARDS.success);
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(toast(page, 'Booking completed successfully!')).toBeVisible();
}

test('two players book back to back: 10–11 AM, then 11 AM–12 PM on the same turf and day', async ({
  page,
  browser,
  baseURL,
  snap,
}, testInfo) => {
  const name = TURF[testInfo.project.name === 'phone' ? 'phone' : 'desktop'];
  expect(SEEDED_BOOKING_TURFS).not.toContain(name);
  const turf = await turfNamed(page.request, name);
  const day = venueDay(1);

  await bookAndPay(page, turf, day, '10:00 AM', '11:00 AM');

  const second = await openSecondBrowser(browser, baseURL!);
  try {
    // 11:00 AM, where the first booking ends, is free: the second player starts there.
    await openTurf(second.page, turf);
    await expect(gridCell(second.page, day, '10:30 AM')).toHaveAttribute('data-state', 'booked');
    await expect(gridCell(second.page, day, '11:00 AM')).toHaveAttribute('data-state', 'available');
    await bookAndPay(second.page, turf, day, '11:00 AM', '12:00 PM');

    await openTurf(second.page, turf);
    for (const time of ['10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM']) {
      await expect(gridCell(second.page, day, time)).toHaveAttribute('data-state', 'booked');
    }
    for (const time of ['9:30 AM', '12:00 PM']) {
      await expect(gridCell(second.page, day, time)).toHaveAttribute('data-state', 'available');
    }
  } finally {
    await second.close();
  }

  // The first player sees the same grid.
  await openTurf(page, turf);
  await expect(gridCell(page, day, '11:30 AM')).toHaveAttribute('data-state', 'booked');
  await expect(gridCell(page, day, '12:00 PM')).toHaveAttribute('data-state', 'available');
  await showDay(page, day);
  await gridCell(page, day, '10:00 AM').scrollIntoViewIfNeeded();
  await scrollToTop(page);
  await snap('back-to-back-grid');
});
