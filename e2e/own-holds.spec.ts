import type { Page, TestInfo } from '@playwright/test';
import { formatDate } from '../src/shared/display-format';
import type { LocalDate } from '../src/shared/time';
import {
  BOOKING_CONFIRMATION_URL,
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

// A player's own unpaid hold (docs/decisions/025): after leaving the checkout, the turf's grid
// shows it as theirs with the time it has left and the way back to the card form, and lets them
// release it, which frees the slot for everyone at once. Each journey holds its own turf.

const TURFS = {
  resume: { desktop: 'Versova Cricket Yard', phone: 'Veera Desai Night Kickers' },
  release: { desktop: 'Poonam Sagar Shuttle Point', phone: 'Bangur Nagar Badminton Arena' },
} as const;

const HOLD_STATUS = /^Your hold, (\d+):([0-5]\d) left: continue paying$/;

async function journeyTurf(page: Page, journey: keyof typeof TURFS, testInfo: TestInfo) {
  const name = TURFS[journey][testInfo.project.name === 'phone' ? 'phone' : 'desktop'];
  expect(SEEDED_BOOKING_TURFS, 'the journey turf has no seeded bookings').not.toContain(name);
  return turfNamed(page.request, name);
}

interface Held {
  date: LocalDate;
  start: string;
  end: string;
  /** The half-hours the hold takes (its end is free again). */
  cells: string[];
  hours: number;
}

/** Logs in a new player, holds the slot through Pay Now, and leaves the checkout for the turf. */
async function holdAndLeave(page: Page, turf: ListedTurf, held: Held) {
  const player = await createAccount(page.request, 'user', { fullname: 'Meera Iyer' });
  await logInViaUi(page, player, 'user');
  await expect(page).toHaveURL('/');
  await openTurf(page, turf);
  await selectRange(page, held.date, held.start, held.end);
  await page.getByRole('button', { name: 'Proceed to Booking', exact: true }).click();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByLabel('Card number')).toBeVisible();
  // The player leaves without paying and comes back to the turf.
  await openTurf(page, turf);
}

/** The hold's line above the grid, and its seconds left. */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByTestId('own-hold-status').textContent()) ?? '';
  const match = HOLD_STATUS.exec(text.trim());
  expect(match, `"${text}" reads as a hold's countdown`).not.toBeNull();
  return Number(match![1]) * 60 + Number(match![2]);
}

test.describe("a player's own hold", () => {
  test('shows as theirs, counting down, and leads back to the checkout where paying works', async ({
    page,
    browser,
    baseURL,
    snap,
  }, testInfo) => {
    const turf = await journeyTurf(page, 'resume', testInfo);
    const held: Held = {
      date: venueDay(2),
      start: '9:00 PM',
      end: '10:00 PM',
      cells: ['9:00 PM', '9:30 PM'],
      hours: 1,
    };
    await holdAndLeave(page, turf, held);

    const status = page.getByTestId('own-hold-status');
    await expect(status).toHaveText(HOLD_STATUS);
    for (const time of held.cells) {
      await expect(gridCell(page, held.date, time)).toHaveAttribute('data-state', 'own-hold');
      await expect(gridCell(page, held.date, time)).toHaveText('Your hold');
    }
    await expect(gridCell(page, held.date, held.end)).toHaveAttribute('data-state', 'available');
    await expect(page.getByTestId('own-hold')).toContainText(
      `${formatDate(held.date)}, ${held.start} – ${held.end}`,
    );
    // It counts down by the second, from at most the hold's 10 minutes.
    const first = await secondsLeft(page);
    expect(first).toBeLessThanOrEqual(600);
    await expect.poll(() => secondsLeft(page), { timeout: 5000 }).toBeLessThan(first);
    await showDay(page, held.date);
    await gridCell(page, held.date, held.start).scrollIntoViewIfNeeded();
    await scrollToTop(page);
    await snap('own-hold-grid');

    // To anyone else it is an ordinary Booked slot: nothing says whose it is.
    const visitor = await openSecondBrowser(browser, baseURL!);
    try {
      await openTurf(visitor.page, turf);
      for (const time of held.cells)
        await expect(gridCell(visitor.page, held.date, time)).toHaveAttribute(
          'data-state',
          'booked',
        );
      await expect(visitor.page.getByTestId('own-hold')).toHaveCount(0);
    } finally {
      await visitor.close();
    }

    // Continue paying: back to the same checkout, and paying books the slot.
    await page.getByRole('link', { name: 'continue paying' }).click();
    await expect(page).toHaveURL('/checkout');
    const total = bookingTotalLabel(turf.price, held.hours);
    const summary = page.getByRole('region', { name: 'Booking summary' });
    await expect(summary).toContainText(turf.name);
    await expect(summary).toContainText(formatDate(held.date));
    await expect(summary).toContainText(`${held.start} – ${held.end}`);
    await expect(summary).toContainText(total);
    await fillCard(page, CARDS.success);
    await snap('own-hold-checkout');
    await page.getByRole('button', { name: `Pay ${total}` }).click();
    await expect(toast(page, 'Booking completed successfully!')).toBeVisible();
    await expect(page).toHaveURL(BOOKING_CONFIRMATION_URL);

    // Paid: a booking now, not a hold.
    await openTurf(page, turf);
    for (const time of held.cells)
      await expect(gridCell(page, held.date, time)).toHaveAttribute('data-state', 'booked');
    await expect(page.getByTestId('own-hold')).toHaveCount(0);
  });

  test('released, it frees the slot at once, on every open grid', async ({
    page,
    browser,
    baseURL,
    snap,
  }, testInfo) => {
    const turf = await journeyTurf(page, 'release', testInfo);
    const held: Held = {
      date: venueDay(3),
      start: '7:00 AM',
      end: '8:00 AM',
      cells: ['7:00 AM', '7:30 AM'],
      hours: 1,
    };
    await holdAndLeave(page, turf, held);
    await expect(page.getByTestId('own-hold-status')).toHaveText(HOLD_STATUS);

    // Someone else is looking at the same grid meanwhile.
    const other = await openSecondBrowser(browser, baseURL!);
    try {
      await openTurf(other.page, turf);
      for (const time of held.cells)
        await expect(gridCell(other.page, held.date, time)).toHaveAttribute('data-state', 'booked');

      await page.getByRole('button', { name: 'Release hold' }).click();
      await expect(toast(page, 'Your hold is released: the time is free again.')).toBeVisible();
      await expect(page.getByTestId('own-hold')).toHaveCount(0);
      for (const time of held.cells)
        await expect(gridCell(page, held.date, time)).toHaveAttribute('data-state', 'available');
      await showDay(page, held.date);
      await gridCell(page, held.date, held.start).scrollIntoViewIfNeeded();
      await snap('own-hold-released');

      // The other grid hears of it without a reload.
      for (const time of held.cells)
        await expect(gridCell(other.page, held.date, time)).toHaveAttribute(
          'data-state',
          'available',
        );
    } finally {
      await other.close();
    }
  });
});
