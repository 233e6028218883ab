import type { APIRequestContext, Page } from '@playwright/test';
import { format } from 'date-fns';
import { formatDate } from '../src/shared/display-format';
import {
  DEFAULT_DAY_HOURS,
  WEEKDAY_NAMES,
  weekdayOf,
  type DayHours,
} from '../src/shared/opening-hours';
import type { LocalDate } from '../src/shared/time';
import { gridCell, openTurf, selectionSummary, rangeText, venueDay } from './support/booking';
import { createAccount, expect, logInViaUi, test, type Account } from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';
import { logInPlayerViaApi, payForSlot, API_CARDS } from './support/paid-booking';
import { showDay } from './support/day-tabs';

// The player's side of opening hours: an owner sets a short day and a closed
// day through the API; the player's grid shows those times as Closed and will not pick them, the
// subscription planner does not offer the closed day nor the closed times, and the grid of
// "Pick a new time" shows them too. Each project makes its own owner and turf.

const SHORT_HOURS: DayHours = { open: 8 * 60, close: 20 * 60 };
const PRICE_PER_HOUR = 800;

interface HoursTurf {
  turfId: string;
  name: string;
  /** Open 8:00 AM – 8:00 PM: the Monday in the grid (a Tuesday when today is Monday). */
  shortDay: LocalDate;
  /** Closed all day: the Sunday in the grid (a Saturday when today is Sunday). */
  closedDay: LocalDate;
}

/** The grid's first day after today that falls on one of these weekdays (in that preference). */
function dayAhead(weekdays: number[]): LocalDate {
  const ahead = [1, 2, 3, 4, 5, 6].map(venueDay);
  for (const weekday of weekdays) {
    const day = ahead.find((date) => weekdayOf(date) === weekday);
    if (day) return day;
  }
  throw new Error('no such day in the grid');
}

/** An approved turf whose owner shortened one day and closed another, through the owner API. */
async function turfWithHours(request: APIRequestContext, name: string): Promise<HoursTurf> {
  const owner: Account = await createAccount(request, 'owner');
  const turfId = await approvedTurfOf(request, owner, name);
  const shortDay = dayAhead([1, 2]);
  const closedDay = dayAhead([0, 6]);
  const week = WEEKDAY_NAMES.map((_, weekday) =>
    weekday === weekdayOf(closedDay)
      ? null
      : weekday === weekdayOf(shortDay)
        ? SHORT_HOURS
        : DEFAULT_DAY_HOURS,
  );
  // approvedTurfOf ends logged in as the admin: the hours are the owner's to set.
  const login = await request.post('/api/v1/user/login', {
    data: { email: owner.email, password: owner.password, role: 'owner' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const saved = await request.put(`/api/v1/owner/turfs/${turfId}/opening-hours`, {
    data: { openingHours: week },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  // A player reads them on the turf's own answer.
  const turf = await request.get(`/api/v1/turf/turf/${turfId}`);
  expect(((await turf.json()) as { turf: { openingHours: unknown } }).turf.openingHours).toEqual(
    week,
  );
  return { turfId, name, shortDay, closedDay };
}

async function expectClosed(page: Page, date: LocalDate, time: string): Promise<void> {
  await showDay(page, date);
  const cell = gridCell(page, date, time);
  await expect(cell).toHaveAttribute('data-state', 'closed');
  await expect(cell).toHaveText('Closed');
  await expect(cell).toHaveAttribute('aria-disabled', 'true');
  await expect(cell).toHaveAccessibleName(new RegExp(`${time}, closed$`));
}

const projectTag = (name: string) => (name === 'phone' ? 'Phone' : 'Desk');

test.describe('opening hours, as a player sees them', () => {
  test('closed times show as Closed on the grid and cannot be picked', async ({
    page,
    request,
    snap,
  }, testInfo) => {
    const turf = await turfWithHours(
      request,
      `Hours Arena ${projectTag(testInfo.project.name)} ${Date.now().toString(36)}`,
    );
    const { shortDay, closedDay } = turf;
    const player = await createAccount(request, 'user');
    await logInViaUi(page, player, 'user');
    await expect(page).toHaveURL('/');

    // The grid: the closed day is Closed all day; the short day before 8 AM and from 8 PM.
    await openTurf(page, { _id: turf.turfId, name: turf.name });
    const legend = page.getByRole('list', { name: 'Legend' });
    await expect(legend.getByText('Closed', { exact: true })).toBeVisible();
    for (const time of ['6:00 AM', '12:00 PM', '11:30 PM', '11:59 PM'])
      await expectClosed(page, closedDay, time);
    for (const time of ['6:00 AM', '7:30 AM', '8:00 PM', '11:59 PM'])
      await expectClosed(page, shortDay, time);
    await expect(gridCell(page, shortDay, '8:00 AM')).toHaveAttribute('data-state', 'available');
    await expect(gridCell(page, shortDay, '7:30 PM')).toHaveAttribute('data-state', 'available');
    await gridCell(page, shortDay, '7:30 PM').scrollIntoViewIfNeeded();
    await snap('opening-hours-grid');

    // A closed cell cannot be picked, as a start or as an end past closing time.
    // Playwright will not click an aria-disabled control unless forced; a player can.
    await showDay(page, closedDay);
    await gridCell(page, closedDay, '12:00 PM').click({ force: true });
    await expect(selectionSummary(page)).toHaveText('Pick a start time on the grid.');
    await showDay(page, shortDay);
    await gridCell(page, shortDay, '7:00 PM').click();
    await expect(gridCell(page, shortDay, '7:00 PM')).toHaveAttribute('data-state', 'selected');
    await gridCell(page, shortDay, '9:00 PM').click({ force: true });
    await expect(selectionSummary(page)).toContainText('Now pick an end time.');
    // Closing time itself may end the booking (ranges are half-open).
    const closing = gridCell(page, shortDay, '8:00 PM');
    await expect(closing).toHaveAttribute('data-state', 'closing-end');
    await expect(closing).toHaveText('ends 8:00 PM');
    await closing.click();
    await expect(closing).toHaveAttribute('data-state', 'range-end');
    await expect(selectionSummary(page)).toHaveText(rangeText(shortDay, '7:00 PM', '8:00 PM'));
    await snap('opening-hours-grid-selected');
    await page.getByRole('button', { name: 'Proceed to Booking', exact: true }).click();
    await expect(page).toHaveURL(`/turfs/${turf.turfId}/booking`);
    await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });

  test('the subscription planner does not offer the closed day nor the closed times', async ({
    page,
    request,
    snap,
  }, testInfo) => {
    const turf = await turfWithHours(
      request,
      `Hours Plans ${projectTag(testInfo.project.name)} ${Date.now().toString(36)}`,
    );
    const { shortDay, closedDay } = turf;
    const player = await createAccount(request, 'user');
    await logInViaUi(page, player, 'user');
    await expect(page).toHaveURL('/');

    // The planner: the closed day is not offered; on the short day the closed times are marked.
    await page.goto(`/turfs/${turf.turfId}/buysubscription`);
    await expect(page.getByRole('heading', { name: 'Buy Subscription', level: 1 })).toBeVisible();
    const calendar = page.getByTestId('subscription-calendar');
    await expect(calendar.getByRole('button', { name: 'Next Month' })).toBeVisible();
    const [cy, cm, cd] = closedDay.split('-').map(Number) as [number, number, number];
    const closedCell = calendar.getByRole('gridcell', {
      name: `Not available ${format(new Date(cy, cm - 1, cd), 'PPPP')}`,
    });
    if (!(await closedCell.isVisible())) {
      await calendar.getByRole('button', { name: 'Next Month' }).click();
    }
    await expect(closedCell).toHaveAttribute('aria-disabled', 'true');
    await closedCell.click({ force: true });
    await expect(page.getByTestId('selected-date')).not.toHaveText(formatDate(closedDay));

    const [sy, sm, sd] = shortDay.split('-').map(Number) as [number, number, number];
    const shortCell = calendar.getByRole('gridcell', {
      name: `Choose ${format(new Date(sy, sm - 1, sd), 'PPPP')}`,
    });
    if (!(await shortCell.isVisible())) {
      await calendar.getByRole('button', { name: 'Previous Month' }).click();
    }
    await shortCell.click();
    await expect(page.getByTestId('selected-date')).toHaveText(formatDate(shortDay));
    await expect(page.getByTestId('opening-hours-note')).toHaveText(
      `Open 8:00 AM – 8:00 PM on ${WEEKDAY_NAMES[weekdayOf(shortDay)]}s. Closed on ${WEEKDAY_NAMES[weekdayOf(closedDay)]}s.`,
    );
    const start = page.getByLabel('Start time');
    const end = page.getByLabel('End time');
    await expect(start.locator('option', { hasText: '7:30 AM (Closed)' })).toBeDisabled();
    await expect(start.locator('option', { hasText: '8:00 PM (Closed)' })).toBeDisabled();
    await expect(end.locator('option', { hasText: '8:30 PM (Closed)' })).toBeDisabled();
    await start.selectOption({ label: '7:00 PM' });
    await end.selectOption({ label: '8:00 PM' });
    await snap('opening-hours-planner');
    await page.getByRole('button', { name: 'Add Time Slot' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added' })).toHaveText(
      `Added ${formatDate(shortDay)}, 7:00 PM – 8:00 PM.`,
    );
  });

  test('the grid of "Pick a new time" shows the closed times too', async ({
    page,
    request,
    snap,
  }, testInfo) => {
    const turf = await turfWithHours(
      request,
      `Hours Moves ${projectTag(testInfo.project.name)} ${Date.now().toString(36)}`,
    );
    const { shortDay, closedDay } = turf;
    // Booked two or more days ahead on an ordinary day, so it may still be moved.
    const bookedDay = [2, 3, 4, 5, 6]
      .map(venueDay)
      .find((date) => date !== shortDay && date !== closedDay)!;
    const player = await createAccount(request, 'user');
    const userId = await logInPlayerViaApi(request, player);
    const bookingId = await payForSlot(request, userId, {
      turfId: turf.turfId,
      date: bookedDay,
      startTime: '10:00 AM',
      endTime: '11:00 AM',
      amount: PRICE_PER_HOUR.toFixed(2),
      card: API_CARDS.success,
    });

    await logInViaUi(page, player, 'user');
    await expect(page).toHaveURL('/');
    await page.goto(`/displaybookings/${bookingId}`);
    await page.getByRole('button', { name: 'Change time' }).click();
    const panel = page.getByRole('region', { name: 'Pick a new time' });
    await expect(panel).toBeVisible();
    await expect(gridCell(page, bookedDay, '10:00 AM')).toHaveAttribute('data-state', 'own');
    await expect(panel.getByRole('list', { name: 'Legend' }).getByText('Closed')).toBeVisible();
    await expectClosed(page, closedDay, '10:00 AM');
    await expectClosed(page, shortDay, '7:30 AM');
    await expectClosed(page, shortDay, '8:00 PM');
    await showDay(page, closedDay);
    await gridCell(page, closedDay, '10:00 AM').click({ force: true });
    await expect(panel.getByTestId('move-selection')).toHaveText(
      'Pick a new start time on the grid.',
    );
    await snap('opening-hours-move');
  });
});
