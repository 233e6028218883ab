import { weekdayOf } from '../src/shared/opening-hours';
import { addDays, zonedNow, type LocalDate } from '../src/shared/time';
import { bookingStatus } from './support/booking-life';
import { gridCell, openSecondBrowser, openTurf } from './support/booking';
import {
  calendarCell,
  openCalendarFromCard,
  pickRange,
  selectionPanel,
} from './support/owner-calendar';
import { createAccount, expect, logInViaUi, test, toast, type Account } from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';
import { API_CARDS, logInPlayerViaApi, payForSlot } from './support/paid-booking';
import type { APIRequestContext, Page } from '@playwright/test';
import { showDay } from './support/day-tabs';

// The owner's week calendar: an owner blocks time and players see
// it Booked; the opening hours grey the rest of a day; a rain-out cancels a player's paid booking
// and asks its player to choose credit, a move or a refund. Each journey makes its own owner, turf and players.

async function venueToday(request: APIRequestContext): Promise<LocalDate> {
  const config = (await (await request.get('/api/v1/config')).json()) as { venueTimeZone: string };
  return zonedNow(new Date(), config.venueTimeZone).date;
}

async function ownerWithTurf(
  request: APIRequestContext,
  label: string,
  project: string,
): Promise<{ owner: Account; turfId: string; turfName: string }> {
  const owner = await createAccount(request, 'owner', { fullname: 'Meera Iyer' });
  const turfName = `E2E ${project} ${label} ${Date.now().toString(36)}`;
  const turfId = await approvedTurfOf(request, owner, turfName);
  return { owner, turfId, turfName };
}

async function ownerOpensCalendar(page: Page, owner: Account, turfName: string): Promise<void> {
  await logInViaUi(page, owner, 'owner');
  await expect(page).toHaveURL('/turf-bookings');
  await openCalendarFromCard(page, turfName);
}

test('an owner blocks time weekly, a player sees it Booked, and the owner removes the series', async ({
  page,
  request,
  browser,
  baseURL,
  snap,
}, testInfo) => {
  test.setTimeout(180_000);
  const { owner, turfId, turfName } = await ownerWithTurf(
    request,
    'Block Arena',
    testInfo.project.name,
  );
  const player = await createAccount(request, 'user');
  const tomorrow = addDays(await venueToday(request), 1);

  await ownerOpensCalendar(page, owner, turfName);
  // 6:00 PM and 7:30 PM picked: the block runs 6:00 – 8:00 PM.
  await pickRange(page, tomorrow, '6:00 PM', '7:30 PM');
  const panel = selectionPanel(page);
  await expect(panel.getByTestId('calendar-selected-range')).toContainText('6:00 PM to 8:00 PM');
  await panel.getByRole('button', { name: 'Maintenance', exact: true }).click();
  await panel.getByLabel('Repeat weekly').check();
  await panel.getByLabel('Number of weeks').fill('2');
  await snap('owner-calendar-block-form');
  await panel.getByRole('button', { name: 'Block for 2 weeks' }).click();
  const placed = toast(page, /block/i).first();
  await expect(placed).toBeVisible();
  // Closed before the picture: a toast caught mid-fade fails axe's contrast check.
  await placed.getByRole('button', { name: /close/i }).click();
  await expect(placed).toBeHidden();
  await expect(calendarCell(page, tomorrow, '6:00 PM')).toHaveAttribute('data-look', 'block');
  await expect(calendarCell(page, tomorrow, '6:00 PM')).toHaveText('Maintenance');
  await expect(calendarCell(page, tomorrow, '7:30 PM')).toHaveAttribute('data-look', 'block');
  await expect(calendarCell(page, tomorrow, '8:00 PM')).toHaveAttribute('data-look', 'open');
  await snap('owner-calendar-blocked');

  // The player sees the time Booked, with no reason given.
  const other = await openSecondBrowser(browser, baseURL!);
  await logInViaUi(other.page, player, 'user');
  await expect(other.page).toHaveURL('/');
  await openTurf(other.page, { _id: turfId, name: turfName });
  for (const time of ['6:00 PM', '7:30 PM']) {
    await expect(gridCell(other.page, tomorrow, time)).toHaveAttribute('data-state', 'booked');
  }
  await expect(gridCell(other.page, tomorrow, '8:00 PM')).toHaveAttribute(
    'data-state',
    'available',
  );
  await expect(other.page.getByTestId('availability-grid')).not.toContainText('Maintenance');

  // The owner removes the whole series from one of its blocks.
  await calendarCell(page, tomorrow, '6:30 PM').click();
  await expect(panel.getByTestId('calendar-entry-panel')).toContainText('Maintenance');
  await expect(panel.getByRole('button', { name: 'Remove block', exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Remove all 2 in this series' }).click();
  await expect(calendarCell(page, tomorrow, '6:00 PM')).toHaveAttribute('data-look', 'open');
  // A week later the series' second block went too.
  await page.getByRole('button', { name: 'Next week' }).click();
  const weekLater = addDays(tomorrow, 7);
  await showDay(page, weekLater);
  await expect(calendarCell(page, weekLater, '6:00 PM')).toHaveAttribute('data-look', 'open');

  await other.page.reload();
  await expect(gridCell(other.page, tomorrow, '6:00 PM')).toHaveAttribute(
    'data-state',
    'available',
  );
  await other.close();
});

test('an owner sets Monday hours and the calendar greys the rest of Monday', async ({
  page,
  request,
  snap,
}, testInfo) => {
  test.setTimeout(180_000);
  const { owner, turfName } = await ownerWithTurf(request, 'Hours Arena', testInfo.project.name);
  const today = await venueToday(request);
  // The first Monday after today, so the whole of it lies ahead.
  const monday = addDays(today, (8 - weekdayOf(today)) % 7 || 7);

  await ownerOpensCalendar(page, owner, turfName);
  await page.getByRole('button', { name: 'Opening hours' }).click();
  const dialog = page.getByRole('dialog', { name: 'Opening hours' });
  await expect(dialog).toBeVisible();
  // A closing time before the opening time is refused before anything is sent.
  await dialog.getByLabel('Monday opens at').selectOption({ label: '10:00 PM' });
  await dialog.getByLabel('Monday closes at').selectOption({ label: '4:00 PM' });
  await dialog.getByRole('button', { name: 'Save opening hours' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Monday: the closing time must be after the opening time.',
  );
  await dialog.getByLabel('Monday opens at').selectOption({ label: '4:00 PM' });
  await dialog.getByLabel('Monday closes at').selectOption({ label: '10:00 PM' });
  await dialog.getByLabel('Open on Sunday').uncheck();
  await snap('owner-calendar-opening-hours');
  await dialog.getByRole('button', { name: 'Save opening hours' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Week from').fill(monday);
  await expect(page).toHaveURL(new RegExp(`from=${monday}`));
  await showDay(page, monday);
  await expect(calendarCell(page, monday, '6:00 AM')).toHaveAttribute('data-look', 'closed');
  await expect(calendarCell(page, monday, '3:30 PM')).toHaveAttribute('data-look', 'closed');
  await expect(calendarCell(page, monday, '4:00 PM')).toHaveAttribute('data-look', 'open');
  await expect(calendarCell(page, monday, '9:30 PM')).toHaveAttribute('data-look', 'open');
  await expect(calendarCell(page, monday, '10:00 PM')).toHaveAttribute('data-look', 'closed');
  await expect(calendarCell(page, monday, '3:30 PM')).toHaveAttribute('aria-disabled', 'true');
  const sunday = addDays(monday, 6);
  await showDay(page, sunday);
  await expect(calendarCell(page, sunday, '12:00 PM')).toHaveAttribute('data-look', 'closed');
  await showDay(page, monday);
  await calendarCell(page, monday, '2:30 PM').scrollIntoViewIfNeeded();
  await snap('owner-calendar-monday-hours');
});

test('a rain-out cancels a paid booking in the range and the player is asked to choose', async ({
  page,
  request,
  browser,
  baseURL,
  snap,
}, testInfo) => {
  test.setTimeout(180_000);
  const { owner, turfId, turfName } = await ownerWithTurf(
    request,
    'Rain Arena',
    testInfo.project.name,
  );
  const player = await createAccount(request, 'user', { fullname: 'Rohan Mehta' });
  const tomorrow = addDays(await venueToday(request), 1);
  const userId = await logInPlayerViaApi(request, player);
  const bookingId = await payForSlot(request, userId, {
    turfId,
    date: tomorrow,
    startTime: '7:00 PM',
    endTime: '8:00 PM',
    amount: '800.00',
    card: API_CARDS.success,
  });

  await ownerOpensCalendar(page, owner, turfName);
  await showDay(page, tomorrow);
  const booked = calendarCell(page, tomorrow, '7:00 PM');
  await expect(booked).toHaveAttribute('data-look', 'booking');
  await expect(booked).toHaveText('Rohan Mehta');
  await expect(calendarCell(page, tomorrow, '7:30 PM')).toHaveText('₹800.00 paid');
  await expect(booked).toHaveAttribute('aria-label', new RegExp(player.mobilenumber));

  // The booking alone: its details and "Cancel and refund".
  await booked.click();
  const panel = selectionPanel(page);
  await expect(panel.getByTestId('calendar-entry-panel')).toContainText(player.mobilenumber);
  await expect(panel.getByRole('button', { name: 'Cancel and refund' })).toBeVisible();
  await snap('owner-calendar-booking');

  // Rain from 6:00 to 10:00 PM: the range covers the booking.
  await panel.getByRole('button', { name: 'Clear selection' }).click();
  await pickRange(page, tomorrow, '6:00 PM', '9:30 PM');
  await expect(panel.getByTestId('calendar-range-panel')).toContainText('Rohan Mehta');
  await expect(panel.getByLabel('Reason for cancelling')).toHaveValue('Rain');
  await panel.getByRole('button', { name: 'Cancel 1 booking', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel 1 booking for rain?' });
  await expect(dialog).toContainText('what happens to the ₹800.00 they paid');
  await snap('owner-calendar-rain-out-confirm');

  // Another player pays for 9:00 PM while the owner reads the list: the rain-out cancels nothing
  // unseen, and the dialog shows the list as it is now.
  const latePlayer = await createAccount(request, 'user', { fullname: 'Late Larkin' });
  await payForSlot(request, await logInPlayerViaApi(request, latePlayer), {
    turfId,
    date: tomorrow,
    startTime: '9:00 PM',
    endTime: '9:30 PM',
    amount: '400.00',
    card: API_CARDS.success,
  });
  await dialog.getByRole('button', { name: 'Cancel bookings' }).click();
  const updated = page.getByRole('dialog', { name: 'Cancel 2 bookings for rain?' });
  await expect(updated.getByRole('alert')).toContainText(
    'A booking was made in this time since the list was shown. Nothing was cancelled',
  );
  await expect(updated.getByRole('list', { name: 'Bookings this cancels' })).toContainText(
    'Late Larkin',
  );
  await snap('owner-calendar-rain-out-changed');
  await updated.getByRole('button', { name: 'Cancel bookings' }).click();
  await expect(toast(page, /2 bookings cancelled; each player chooses/)).toBeVisible();
  await expect(updated).toBeHidden();
  for (const time of ['6:00 PM', '7:00 PM', '9:30 PM']) {
    await expect(calendarCell(page, tomorrow, time)).toHaveAttribute('data-look', 'block');
  }
  await expect(calendarCell(page, tomorrow, '6:00 PM')).toHaveText('Rain');
  await snap('owner-calendar-rained-out');

  const other = await openSecondBrowser(browser, baseURL!);
  await logInViaUi(other.page, player, 'user');
  await expect(other.page).toHaveURL('/');
  await other.page.goto(`/displaybookings/${bookingId}`);
  // The player chooses what becomes of the money (decision 041).
  await expect(bookingStatus(other.page)).toHaveText('Status: Cancelled');
  await expect(
    other.page.getByRole('heading', { name: 'Rained out — choose: credit / move / refund' }),
  ).toBeVisible();
  await other.close();
});
