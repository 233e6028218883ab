import type { Page } from '@playwright/test';
import type { LocalDate } from '../src/shared/time';
import {
  CARDS,
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

// A venue with several courts (docs/decisions/029): two players book the same hour, one leaving
// the court to the server and one picking a court; the grid says how many courts are free and
// the booking page names each booking's court. One venue per project, used by no other journey.

const VENUE = {
  desktop: { name: 'Shimpoli Shuttle Hub', courts: 2 },
  phone: { name: 'Pali Hill Badminton Centre', courts: 4 },
} as const;

/** Logs a new player in, picks 9–10 PM (and a court, if named), pays, and answers the court. */
async function bookNinePm(page: Page, turf: ListedTurf, day: LocalDate, court: string | null) {
  const player = await createAccount(page.request, 'user');
  await logInViaUi(page, player, 'user');
  await expect(page).toHaveURL('/');
  await openTurf(page, turf);
  if (court) await page.getByLabel('Court', { exact: true }).selectOption({ label: court });
  await selectRange(page, day, '9:00 PM', '10:00 PM');
  await page.getByRole('button', { name: 'Proceed to Booking', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Details' })).toBeVisible();
  await expect(page.getByText(court ?? 'Any free court', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL('/checkout');
  await fillCard(page, CARDS.success);
  await page.getByRole('button', { name: `Pay ${bookingTotalLabel(turf.price, 1)}` }).click();
  await expect(toast(page, 'Booking completed successfully!')).toBeVisible();
  return page.getByTestId('booking-court');
}

test('two players book the same hour of a venue on different courts', async ({
  page,
  browser,
  baseURL,
  snap,
}, testInfo) => {
  const venue = VENUE[testInfo.project.name === 'phone' ? 'phone' : 'desktop'];
  const turf = await turfNamed(page.request, venue.name);
  const day = venueDay(4);
  const nine = () => gridCell(page, day, '9:00 PM');

  await openTurf(page, turf);
  await showDay(page, day);
  await expect(nine()).toContainText(`${venue.courts} of ${venue.courts} free`);
  await scrollToTop(page);
  await snap('courts-grid');

  // Without a court named, the server gives the first free one in its order: Court 1.
  const firstCourt = await bookNinePm(page, turf, day, null);
  await expect(firstCourt).toHaveText('Court 1');
  await snap('courts-booking-page');

  const second = await openSecondBrowser(browser, baseURL!);
  try {
    await openTurf(second.page, turf);
    await showDay(second.page, day);
    await expect(gridCell(second.page, day, '9:00 PM')).toContainText(
      `${venue.courts - 1} of ${venue.courts} free`,
    );
    // Court 1 is taken then: picked alone, the hour reads Booked.
    await second.page.getByLabel('Court', { exact: true }).selectOption({ label: 'Court 1' });
    await expect(gridCell(second.page, day, '9:00 PM')).toHaveAttribute('data-state', 'booked');
    const secondCourt = await bookNinePm(second.page, turf, day, 'Court 2');
    await expect(secondCourt).toHaveText('Court 2');
  } finally {
    await second.close();
  }

  await openTurf(page, turf);
  await showDay(page, day);
  if (venue.courts === 2) {
    await expect(nine()).toHaveAttribute('data-state', 'booked');
  } else {
    await expect(nine()).toContainText(`${venue.courts - 2} of ${venue.courts} free`);
  }
  await expect(gridCell(page, day, '10:00 PM')).toContainText(
    `${venue.courts} of ${venue.courts} free`,
  );
  await nine().scrollIntoViewIfNeeded();
  await scrollToTop(page);
  await snap('courts-grid-after');
});
