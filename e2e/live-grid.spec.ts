import {
  gridCell,
  openSecondBrowser,
  openTurf,
  rangeText,
  scrollToTop,
  selectRange,
  selectionSummary,
  venueDay,
} from './support/booking';
import { createAccount, expect, logInViaUi, test, toast } from './support/fixtures';
import { logInPlayerViaApi } from './support/paid-booking';
import {
  approvedTurf,
  freeSlotButtons,
  holdViaApi,
  turfCard,
  uniqueWord,
} from './support/search-turf';

// The turf page's grid is live: while it is open, a slot someone else holds or books
// turns Booked without a reload, and a selection that someone takes is let go with the spec's
// message. A link can open the grid at a day and time. Every journey lists a turf of its own.

const SLOT_TAKEN = 'This time slot is already booked. Please select a different time.';
const NOTHING_PICKED = 'Pick a start time on the grid.';
/**
 * The issue asks for an update within 2 seconds; the check allows slack for a busy machine, and
 * stays far below the grid's once-a-minute refresh, which would otherwise pass it.
 */
const LIVE = { timeout: 5_000 };

async function ownTurf(request: Parameters<typeof createAccount>[0]) {
  const owner = await createAccount(request, 'owner');
  return approvedTurf(request, owner, {
    name: `Livegrid ${uniqueWord()} Ground`,
    // Badminton, above the price bands: counts that browse.spec checks stay as they were.
    sport: 'badminton',
    price: 1600,
  });
}

test.describe('live grid', () => {
  // Several accounts (password hashing) and two browsers per journey.
  test.describe.configure({ timeout: 120_000 });

  test('two browsers on one turf: what one takes turns Booked on the other without a reload', async ({
    page,
    request,
    browser,
    baseURL,
    snap,
  }) => {
    const turf = await ownTurf(request);
    const date = venueDay(2);

    // A (a visitor) picks 7–8 PM and looks on.
    await openTurf(page, turf);
    await selectRange(page, date, '7:00 PM', '8:00 PM');
    await expect(gridCell(page, date, '9:00 PM')).toHaveAttribute('data-state', 'available');

    // B, a player in another browser, takes 9–10 PM through the screens: Pay Now holds it.
    const other = await openSecondBrowser(browser, baseURL!);
    try {
      const pageB = other.page;
      const playerB = await createAccount(request, 'user');
      await logInViaUi(pageB, playerB, 'user');
      await expect(pageB).toHaveURL('/');
      await openTurf(pageB, turf);
      await selectRange(pageB, date, '9:00 PM', '10:00 PM');
      await pageB.getByRole('button', { name: 'Proceed to Booking', exact: true }).click();
      await expect(pageB).toHaveURL(`/turfs/${turf._id}/booking`);
      await pageB.getByRole('button', { name: 'Pay Now' }).click();
      await expect(pageB).toHaveURL('/checkout');

      for (const time of ['9:00 PM', '9:30 PM']) {
        await expect(gridCell(page, date, time)).toHaveAttribute('data-state', 'booked', LIVE);
      }
      await expect(gridCell(page, date, '10:00 PM')).toHaveAttribute('data-state', 'available');
      // A's own pick did not overlap: it stays.
      await expect(selectionSummary(page)).toHaveText(rangeText(date, '7:00 PM', '8:00 PM'));
    } finally {
      await other.close();
    }

    // Someone holds 7:30–8:30 PM (an API call, as Pay Now makes it): A's pick is taken and let go.
    const playerC = await createAccount(request, 'user');
    const playerCId = await logInPlayerViaApi(request, playerC);
    await holdViaApi(request, playerCId, {
      turfId: turf._id,
      date,
      startTime: '7:30 PM',
      endTime: '8:30 PM',
      amount: '1600.00',
    });
    await expect(gridCell(page, date, '7:30 PM')).toHaveAttribute('data-state', 'booked', LIVE);
    await expect(toast(page, SLOT_TAKEN)).toBeVisible();
    await expect(selectionSummary(page)).toHaveText(NOTHING_PICKED);
    await expect(gridCell(page, date, '7:00 PM')).toHaveAttribute('data-state', 'available');
    await scrollToTop(page);
    await snap('live-grid-selection-taken');
  });

  test('a slot search’s card loses a time someone just took, without a reload', async ({
    page,
    request,
  }) => {
    const turf = await ownTurf(request);
    const date = venueDay(3);
    await page.goto(`/turfs?q=${encodeURIComponent(turf.name)}&date=${date}&from=19:00&minutes=60`);
    await expect(turfCard(page, turf.name)).toBeVisible();
    await expect(freeSlotButtons(page, turf.name).first()).toHaveText(
      'Book 7:00 – 8:00 PM · ₹1,600.00',
    );

    const player = await createAccount(request, 'user');
    const playerId = await logInPlayerViaApi(request, player);
    await holdViaApi(request, playerId, {
      turfId: turf._id,
      date,
      startTime: '7:00 PM',
      endTime: '8:00 PM',
      amount: '1600.00',
    });
    // 7 PM is no longer free there: the turf leaves the search's results at once.
    await expect(turfCard(page, turf.name)).toHaveCount(0, LIVE);
  });

  test('a link opens the grid at a day and time with that range picked, when it is free', async ({
    page,
    request,
    snap,
  }) => {
    const turf = await ownTurf(request);
    // The last day of the grid: on a phone its column starts out of view.
    const date = venueDay(6);

    await page.goto(`/turfs/${turf._id}?date=${date}&from=19:00&minutes=90`);
    await expect(page.getByRole('heading', { level: 1, name: turf.name })).toBeVisible();
    await expect(selectionSummary(page)).toHaveText(rangeText(date, '7:00 PM', '8:30 PM'));
    const start = gridCell(page, date, '7:00 PM');
    await expect(start).toHaveAttribute('data-state', 'selected');
    await expect(gridCell(page, date, '8:30 PM')).toHaveAttribute('data-state', 'range-end');
    // The grid opens at that day and time.
    await page.getByTestId('availability-grid').scrollIntoViewIfNeeded();
    await expect(start).toBeInViewport();
    await snap('live-grid-linked-range');

    // The linked range is taken meanwhile: let go, and said why; so is a link to a taken time.
    const player = await createAccount(request, 'user');
    const playerId = await logInPlayerViaApi(request, player);
    await holdViaApi(request, playerId, {
      turfId: turf._id,
      date,
      startTime: '7:00 PM',
      endTime: '8:00 PM',
      amount: '1600.00',
    });
    await expect(start).toHaveAttribute('data-state', 'booked', LIVE);
    await expect(toast(page, SLOT_TAKEN)).toBeVisible();
    await expect(selectionSummary(page)).toHaveText(NOTHING_PICKED);

    await page.goto(`/turfs/${turf._id}?date=${date}&from=19:30&minutes=60`);
    await expect(page.getByRole('heading', { level: 1, name: turf.name })).toBeVisible();
    await expect(toast(page, SLOT_TAKEN)).toBeVisible();
    await expect(selectionSummary(page)).toHaveText(NOTHING_PICKED);
    await expect(gridCell(page, date, '7:30 PM')).toHaveAttribute('data-state', 'booked');
  });
});
