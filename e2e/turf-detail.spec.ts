import type { Page } from '@playwright/test';
import { CANCELLATION_POLICY_TEXT } from '../src/shared/cancellation-policy';
import { formatDate } from '../src/shared/display-format';
import { addDays, longDateLabel } from '../src/shared/time';
import {
  SEEDED_BOOKING_TURFS,
  bookingTotalLabel,
  gridCell,
  openSecondBrowser,
  openTurf,
  scrollToTop,
  seededEveningDay,
  rangeText,
  selectionSummary,
  turfNamed,
  venueDay,
  venueNow,
} from './support/booking';
import { createAccount, expect, logInViaUi, test, toast } from './support/fixtures';
import { rupees } from './support/booking-life';
import { showDay } from './support/day-tabs';

// The turf detail screen (spec §2 /turfs/{id}, §4 slot selection and rating, §5 single booking
// checks). Selection journeys use a turf with seeded bookings (Booked cells 6–7 PM on the day
// after the server started: `seededEveningDay`), one per project; they only select, never hold or pay. The rating journey rates a turf no other
// journey touches, again one per project.

const SELECTION_TURF = { desktop: SEEDED_BOOKING_TURFS[0]!, phone: SEEDED_BOOKING_TURFS[1]! };
const RATING_TURF = { desktop: 'Mahavir Nagar Feather Court', phone: 'Poisar Rooftop Cricket' };

type Project = keyof typeof SELECTION_TURF;
const projectOf = (name: string): Project => (name === 'phone' ? 'phone' : 'desktop');

const NOTHING_PICKED = 'Pick a start time on the grid.';

function availability(page: Page) {
  return page.getByRole('region', { name: 'Availability' });
}

/** The policy block a player reads before paying (turf detail, booking summary, planner). */
function policy(page: Page) {
  return page.getByRole('note', { name: 'Cancellation policy' });
}

function proceed(page: Page) {
  return page.getByRole('button', { name: 'Proceed to Booking', exact: true });
}

/** Clicks Proceed and expects the inline alert with exactly this text, staying on the page. */
async function expectRefused(page: Page, message: string, url: string): Promise<void> {
  await proceed(page).click();
  await expect(availability(page).getByRole('alert')).toHaveText(message);
  await expect(page).toHaveURL(url);
}

test.describe('turf detail', () => {
  test('a visitor is asked to log in; as a player they pick a start and an end on the grid', async ({
    page,
    request,
    snap,
  }, testInfo) => {
    const turf = await turfNamed(request, SELECTION_TURF[projectOf(testInfo.project.name)]);
    const turfUrl = `/turfs/${turf._id}`;
    const d1 = await seededEveningDay(request, turf._id);
    const d2 = addDays(d1, 1);

    // A visitor sees the grid and may pick a range, but must log in to book; logging in brings
    // them back to the turf with the same range picked.
    await openTurf(page, turf);
    await expect(proceed(page)).toHaveCount(0);
    // Everyone can read the cancellation policy before paying, logged in or not.
    await expect(policy(page)).toContainText(CANCELLATION_POLICY_TEXT);
    await expect(page.getByText('Log in as a player to rate this turf.')).toBeVisible();
    await showDay(page, d1);
    await gridCell(page, d1, '2:00 PM').click();
    await gridCell(page, d1, '3:00 PM').click();
    await page.getByRole('button', { name: 'Please log in to book' }).click();
    await expect(toast(page, 'Please log in to proceed with booking.')).toBeVisible();
    await expect(page).toHaveURL('/login');

    const player = await createAccount(request, 'user');
    await logInViaUi(page, player, 'user');
    await expect(page).toHaveURL(turfUrl);
    await expect(selectionSummary(page)).toHaveText(rangeText(d1, '2:00 PM', '3:00 PM'));
    await expect(gridCell(page, d1, '3:00 PM')).toHaveAttribute('data-state', 'range-end');
    await expect(proceed(page)).toBeVisible();
    await snap('detail-back-from-login');

    // Opened again, the turf starts with nothing picked.
    await openTurf(page, turf);
    await expect(proceed(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy Subscription' })).toBeVisible();
    await expect(selectionSummary(page)).toHaveText(NOTHING_PICKED);

    // Past cells (only once the venue's day has passed 6:00 AM) and Booked cells cannot be picked.
    const now = venueNow();
    const pastCell = gridCell(page, now.date, '6:00 AM');
    if (now.minutes > 6 * 60) {
      await expect(pastCell).toHaveAttribute('data-state', 'past');
      await expect(pastCell).toBeDisabled();
      await expect(pastCell).toHaveText('Past');
      await pastCell.click({ force: true });
      await expect(selectionSummary(page)).toHaveText(NOTHING_PICKED);
      await expect(pastCell).toHaveAttribute('data-state', 'past');
    } else {
      await expect(pastCell).toHaveAttribute('data-state', 'available');
    }
    await showDay(page, d1);
    const bookedCell = gridCell(page, d1, '6:00 PM');
    await expect(bookedCell).toHaveAttribute('data-state', 'booked');
    await expect(bookedCell).toBeDisabled();
    await expect(bookedCell).toHaveText('Booked');
    await expect(bookedCell).toHaveAttribute('aria-label', `${longDateLabel(d1)} 6:00 PM, booked`);
    await bookedCell.click({ force: true });
    await expect(selectionSummary(page)).toHaveText(NOTHING_PICKED);
    await expect(bookedCell).toHaveAttribute('data-state', 'booked');
    await expect(
      page.getByTestId('availability-grid').locator('[data-state="selected"]'),
    ).toHaveCount(0);

    // Start, then end: the start selected, the half-hours played in range, the end marked as the
    // end; the summary names it.
    const start = gridCell(page, d1, '4:00 PM');
    const end = gridCell(page, d1, '5:00 PM');
    await start.click();
    await expect(start).toHaveAttribute('data-state', 'selected');
    await expect(start).toHaveAttribute('aria-pressed', 'true');
    await expect(selectionSummary(page)).toHaveText(
      `Start: ${formatDate(d1)}, 4:00 PM. Now pick an end time.`,
    );
    // Only a start: Proceed asks for both.
    await expectRefused(page, 'Please select both a start time and an end time.', turfUrl);
    await end.click();
    await expect(start).toHaveAttribute('data-state', 'selected');
    // The end reads as the end of play, not as a half-hour played (half-open ranges).
    await expect(end).toHaveAttribute('data-state', 'range-end');
    await expect(end).toHaveText('ends 5:00 PM');
    await expect(gridCell(page, d1, '4:30 PM')).toHaveAttribute('data-state', 'in-range');
    await expect(gridCell(page, d1, '5:30 PM')).toHaveAttribute('data-state', 'available');
    await expect(selectionSummary(page)).toHaveText(rangeText(d1, '4:00 PM', '5:00 PM'));
    await scrollToTop(page);
    await snap('detail-grid-selected');

    // A third click starts over with the new start.
    const restart = gridCell(page, d1, '3:00 PM');
    await restart.click();
    await expect(restart).toHaveAttribute('data-state', 'selected');
    await expect(start).toHaveAttribute('data-state', 'available');
    await expect(end).toHaveAttribute('data-state', 'available');
    await expect(gridCell(page, d1, '4:30 PM')).toHaveAttribute('data-state', 'available');
    await expect(selectionSummary(page)).toHaveText(
      `Start: ${formatDate(d1)}, 3:00 PM. Now pick an end time.`,
    );

    // End before start.
    await gridCell(page, d1, '2:00 PM').click();
    await expect(selectionSummary(page)).toHaveText(rangeText(d1, '3:00 PM', '2:00 PM'));
    await expectRefused(page, 'Invalid time: End time must be after start time.', turfUrl);

    // Start and end on different days.
    await gridCell(page, d1, '2:00 PM').click();
    await showDay(page, d2);
    await gridCell(page, d2, '3:00 PM').click();
    await expect(gridCell(page, d2, '3:00 PM')).toHaveAttribute('data-state', 'range-end');
    await showDay(page, d1);
    await expect(gridCell(page, d1, '2:00 PM')).toHaveAttribute('data-state', 'selected');
    await expect(selectionSummary(page)).toHaveText(
      `${formatDate(d1)}, 2:00 PM to ${formatDate(d2)}, 3:00 PM`,
    );
    await expectRefused(page, 'Start time and end time must be on the same day.', turfUrl);

    // A range with a Booked half-hour inside (6:00–7:00 PM is seeded on d1).
    await showDay(page, d1);
    await gridCell(page, d1, '5:00 PM').click();
    await gridCell(page, d1, '8:00 PM').click();
    await expect(selectionSummary(page)).toHaveText(rangeText(d1, '5:00 PM', '8:00 PM'));
    await expect(gridCell(page, d1, '5:30 PM')).toHaveAttribute('data-state', 'in-range');
    await expect(gridCell(page, d1, '6:30 PM')).toHaveAttribute('data-state', 'booked');
    await expectRefused(
      page,
      'This time slot is already booked. Please select a different time.',
      turfUrl,
    );
    await scrollToTop(page);
    await snap('detail-range-over-booked');

    // A booking may end where another begins: from 5:00 PM to the Booked 6:00 PM.
    await gridCell(page, d1, '5:00 PM').click();
    const bookingStart = gridCell(page, d1, '6:00 PM');
    await expect(bookingStart).toHaveAttribute('data-state', 'end-option');
    await expect(bookingStart).toHaveText('ends 6:00 PM');
    await expect(gridCell(page, d1, '6:30 PM')).toHaveAttribute('data-state', 'booked');
    await bookingStart.click();
    await expect(bookingStart).toHaveAttribute('data-state', 'range-end');
    await expect(gridCell(page, d1, '5:30 PM')).toHaveAttribute('data-state', 'in-range');
    await expect(selectionSummary(page)).toHaveText(rangeText(d1, '5:00 PM', '6:00 PM'));
    // And 7:00 PM, where that booking ends, is free to start at.
    await expect(gridCell(page, d1, '7:00 PM')).toHaveAttribute('data-state', 'available');
    await scrollToTop(page);
    await snap('detail-grid-ends-at-booking');

    // A free range goes on to the summary: dates and money written one way, and the policy
    // shown before Pay Now.
    await gridCell(page, d1, '4:00 PM').click();
    await gridCell(page, d1, '5:00 PM').click();
    await expect(policy(page)).toBeVisible();
    await proceed(page).click();
    await expect(page).toHaveURL(`${turfUrl}/booking`);
    await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(`${formatDate(d1)}, 4:00 PM`)).toBeVisible();
    await expect(main.getByText(`${formatDate(d1)}, 5:00 PM`)).toBeVisible();
    // The total is what the turf's prices charge for that hour (a demo venue's weekend or
    // evening band included, docs/decisions/034), as the server quotes it.
    const quoted = await page.request.get(
      `/api/v1/turf/${turf._id}/price?date=${d1}&startTime=4:00 PM&endTime=5:00 PM`,
    );
    expect(quoted.status(), await quoted.text()).toBe(200);
    const { amount } = (await quoted.json()) as { amount: string };
    await expect(page.getByTestId('booking-total')).toHaveText(rupees(amount));
    // One hour at one rate: the rate per hour shown is the one charged, not the listing's base.
    await expect(main).toContainText(`${rupees(amount)} per hour`);
    await expect(policy(page)).toContainText(CANCELLATION_POLICY_TEXT);
    await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible();
    await snap('booking-summary-policy');
  });

  test('a keyboard user picks a range on the grid: one tab stop, arrow keys, Enter and Space', async ({
    page,
    request,
    snap,
  }, testInfo) => {
    const turf = await turfNamed(request, SELECTION_TURF[projectOf(testInfo.project.name)]);
    const today = venueDay(0);
    const d1 = await seededEveningDay(request, turf._id);
    const d6 = venueDay(6);
    await openTurf(page, turf);
    const grid = page.getByRole('grid', { name: /Availability for the next seven days/ });
    await expect(grid).toBeVisible();
    // The whole grid is one stop in the tab order.
    await expect(grid.locator('button[tabindex="0"]')).toHaveCount(1);
    const focused = () =>
      page.evaluate(() => document.activeElement?.getAttribute('data-slot') ?? null);

    // Tab from the link before the grid lands in it; Tab again leaves it for the booking button.
    await page.getByRole('link', { name: 'View on Maps' }).focus();
    await page.keyboard.press('Tab');
    await expect.poll(focused).not.toBeNull();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Please log in to book' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect.poll(focused).not.toBeNull();

    // Ctrl+Home: today 6:00 AM; Right: the next day (the seeded day, unless this run crossed the
    // venue's midnight since the server started); Page Down twice: eight hours later.
    await page.keyboard.press('Control+Home');
    await expect.poll(focused).toBe(`${today} 6:00 AM`);
    if (d1 !== today) await page.keyboard.press('ArrowRight');
    await expect.poll(focused).toBe(`${d1} 6:00 AM`);
    await page.keyboard.press('PageDown');
    await page.keyboard.press('PageDown');
    await expect.poll(focused).toBe(`${d1} 2:00 PM`);

    // A Booked cell can be reached (it says why it is not open) but not picked.
    for (let i = 0; i < 8; i += 1) await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe(`${d1} 6:00 PM`);
    await expect(gridCell(page, d1, '6:00 PM')).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Enter');
    await expect(gridCell(page, d1, '6:00 PM')).toHaveAttribute('data-state', 'booked');
    await expect(selectionSummary(page)).toHaveText(NOTHING_PICKED);

    // Enter picks the start, Space the end: the same rules as clicks.
    await page.keyboard.press('PageUp');
    await expect.poll(focused).toBe(`${d1} 2:00 PM`);
    await page.keyboard.press('Enter');
    await expect(gridCell(page, d1, '2:00 PM')).toHaveAttribute('data-state', 'selected');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe(`${d1} 3:00 PM`);
    await page.keyboard.press('Space');
    await expect(gridCell(page, d1, '3:00 PM')).toHaveAttribute('data-state', 'range-end');
    await expect(gridCell(page, d1, '2:30 PM')).toHaveAttribute('data-state', 'in-range');
    await expect(selectionSummary(page)).toHaveText(rangeText(d1, '2:00 PM', '3:00 PM'));
    await expect(gridCell(page, d1, '3:00 PM')).toBeFocused();
    await snap('detail-grid-keyboard');
    // The full-page capture can take the focus away after snap has given it back (the cell
    // re-rendered on a slow machine): the keyboard goes on from the same cell, found anew.
    await gridCell(page, d1, '3:00 PM').focus();
    await expect.poll(focused).toBe(`${d1} 3:00 PM`);

    // End and Home: the last and first day at the same time; the edges hold.
    await page.keyboard.press('End');
    await expect.poll(focused).toBe(`${d6} 3:00 PM`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(focused).toBe(`${d6} 3:00 PM`);
    await page.keyboard.press('Home');
    await expect.poll(focused).toBe(`${today} 3:00 PM`);

    // The tab stop follows the last cell used.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(focused).toBe(`${today} 3:00 PM`);
    await expect(grid.locator('button[tabindex="0"]')).toHaveCount(1);
  });

  test('a /turfs/{id} link loads on its own and after a reload; an unknown id is not found', async ({
    page,
    request,
    snap,
  }, testInfo) => {
    const turf = await turfNamed(request, SELECTION_TURF[projectOf(testInfo.project.name)]);
    const d1 = await seededEveningDay(request, turf._id);
    // The page's HTML asks for the turf's answer as it arrives; the page uses that copy rather
    // than asking again once its script runs (decision 080).
    const turfAnswers: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === `/api/v1/turf/turf/${turf._id}`) {
        turfAnswers.push(sent.resourceType());
      }
    });

    await page.goto(`/turfs/${turf._id}`);
    await expect(page.getByRole('heading', { level: 1, name: turf.name })).toBeVisible();
    await showDay(page, d1);
    await expect(gridCell(page, d1, '6:00 PM')).toHaveAttribute('data-state', 'booked');
    expect(turfAnswers).toHaveLength(1);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: turf.name })).toBeVisible();
    await showDay(page, d1);
    await expect(page.getByText('Loading turf details...')).toHaveCount(0);
    await expect(page.getByText(turf.location).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'View on Maps' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(
      `${bookingTotalLabel(turf.price, 1)} per hour`,
    );
    await expect(gridCell(page, d1, '6:00 PM')).toHaveAttribute('data-state', 'booked');
    await expect(gridCell(page, d1, '5:30 PM')).toHaveAttribute('data-state', 'available');
    await expect(page).toHaveTitle(new RegExp(turf.name));
    await snap('detail-reloaded');

    await page.goto('/turfs/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Turf not found' })).toBeVisible();
    await expect(page.getByText('Loading turf details...')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Browse all turfs' })).toHaveAttribute(
      'href',
      '/turfs',
    );
    await snap('detail-not-found');

    await page.goto('/turfs/not-a-turf-id');
    await expect(page.getByRole('heading', { level: 1, name: 'Turf not found' })).toBeVisible();
  });

  test('two players rate a turf and the average follows; the same star lowers by one', async ({
    page,
    request,
    browser,
    baseURL,
    snap,
  }, testInfo) => {
    const turf = await turfNamed(request, RATING_TURF[projectOf(testInfo.project.name)]);
    const playerA = await createAccount(request, 'user', { fullname: 'Asha Kulkarni' });
    const playerB = await createAccount(request, 'user', { fullname: 'Rohan Mehta' });
    // The list names each rater publicly by first name and initial (TurfJson ratings[].user).
    const shownA = 'Asha K.';
    const shownB = 'Rohan M.';

    const yourRating = (p: Page) => p.getByRole('group', { name: 'Your rating' });
    const star = (p: Page, n: number) =>
      yourRating(p).getByRole('button', { name: n === 1 ? '1 star' : `${n} stars`, exact: true });
    const average = (p: Page) => p.getByTestId('average-rating');
    const ratings = (p: Page) => p.getByRole('region', { name: 'Ratings' });
    const entry = (p: Page, name: string) =>
      ratings(p).getByRole('listitem').filter({ hasText: name });
    const expectStars = async (p: Page, value: number) => {
      for (let n = 1; n <= 5; n += 1) {
        await expect(star(p, n)).toHaveAttribute('aria-pressed', String(n <= value));
      }
      await expect(ratings(p)).toContainText(
        value === 0 ? 'Not rated yet' : `You rated ${value} out of 5`,
      );
    };

    await logInViaUi(page, playerA, 'user');
    await expect(page).toHaveURL('/');
    await openTurf(page, turf);
    await expect(ratings(page).getByText('No ratings available')).toBeVisible();
    await expect(average(page)).toHaveCount(0);
    await expect(star(page, 1)).toBeEnabled();
    await expectStars(page, 0);

    await star(page, 5).click();
    await expectStars(page, 5);
    await expect(average(page)).toHaveText('★ 5.0 average from 1 rating');
    await expect(entry(page, shownA)).toContainText('5/5');

    // Player B, in a browser of their own.
    const second = await openSecondBrowser(browser, baseURL!);
    try {
      const pageB = second.page;
      await logInViaUi(pageB, playerB, 'user');
      await expect(pageB).toHaveURL('/');
      await openTurf(pageB, turf);
      await expect(average(pageB)).toHaveText('★ 5.0 average from 1 rating');
      await expect(star(pageB, 1)).toBeEnabled();
      await expectStars(pageB, 0);
      await star(pageB, 3).click();
      await expectStars(pageB, 3);
      await expect(average(pageB)).toHaveText('★ 4.0 average from 2 ratings');
      await expect(entry(pageB, shownB)).toContainText('3/5');
    } finally {
      await second.close();
    }

    // A sees B's rating after a reload; their own is still 5.
    await page.reload();
    await expect(average(page)).toHaveText('★ 4.0 average from 2 ratings');
    await expectStars(page, 5);

    // Clicking the current star (the 5th) lowers the rating by one.
    await star(page, 5).click();
    await expectStars(page, 4);
    await expect(average(page)).toHaveText('★ 3.5 average from 2 ratings');
    await expect(entry(page, shownA)).toContainText('4/5');

    await page.reload();
    await expect(average(page)).toHaveText('★ 3.5 average from 2 ratings');
    await expectStars(page, 4);
    await expect(entry(page, shownA)).toContainText('4/5');
    await expect(entry(page, shownB)).toContainText('3/5');
    await scrollToTop(page);
    await snap('detail-ratings');
  });
});
