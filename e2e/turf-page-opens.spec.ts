import type { Locator, Page } from '@playwright/test';
import { DEFAULT_DAY_HOURS, WEEKDAY_NAMES, weekdayOf } from '../src/shared/opening-hours';
import { createAccount, expect, isPhone, test } from './support/fixtures';
import { API_CARDS, logInPlayerViaApi, payForSlot } from './support/paid-booking';
import { shortDateLabel } from '../src/shared/time';
import { gridCell, selectionSummary, venueDay } from './support/booking';
import { approvedTurfOf } from './support/owner-turf';
import { showDay } from './support/day-tabs';

// A turf page opens where the player looks (docs/decisions/067): a slot search card says the
// price of the time searched and opens the grid there; the page opened cold lands on the first
// free time after now (tomorrow 7 PM: the turf is closed today and opens at 7 PM tomorrow), on
// that day's tab on a phone; its 5-a-side and 7-a-side courts (by the format the owner stated,
// whatever their names) are counted apart on the card and the grid; and the HTML as served
// carries its schema.org JSON-LD.

const NOTHING_PICKED = 'Pick a start time on the grid.';

/** Whether the cell is inside the grid's scroll box as it is scrolled now. */
async function shownInGrid(page: Page, cell: Locator): Promise<boolean> {
  const box = await page.getByTestId('availability-grid').boundingBox();
  const at = await cell.boundingBox();
  return !!box && !!at && at.y >= box.y && at.y + at.height <= box.y + box.height;
}

test('a turf page opens at the time searched or the first free one, courts counted by kind', async ({
  page,
  request,
  snap,
}, testInfo) => {
  const today = venueDay(0);
  const tomorrow = venueDay(1);
  const later = venueDay(2);
  const name = `Kandivali Kick Off ${testInfo.project.name} ${Date.now()}`;
  const owner = await createAccount(request, 'owner');
  const turfId = await approvedTurfOf(request, owner, name, {
    sports_type: 'football',
    courts: [
      { name: 'North', sports: ['football'], format: 5 },
      { name: 'South', sports: ['football'], format: 5 },
      { name: 'Whole pitch', sports: ['football'], parts: ['North', 'South'], format: 7 },
    ],
  });
  const login = await request.post('/api/v1/user/login', {
    data: { email: owner.email, password: owner.password, role: 'owner' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const week = WEEKDAY_NAMES.map((_, weekday) =>
    weekday === weekdayOf(today)
      ? null
      : weekday === weekdayOf(tomorrow)
        ? { open: 19 * 60, close: DEFAULT_DAY_HOURS.close }
        : DEFAULT_DAY_HOURS,
  );
  const hours = await request.put(`/api/v1/owner/turfs/${turfId}/opening-hours`, {
    data: { openingHours: week },
  });
  expect(hours.status(), await hours.text()).toBe(200);
  const pricing = await request.put(`/api/v1/owner/turfs/${turfId}/pricing`, {
    data: {
      base: '800.00',
      bands: [{ days: [0, 1, 2, 3, 4, 5, 6], from: '19:00', to: '23:00', perHour: '1150.00' }],
      specialDays: [],
      lastMinute: null,
    },
  });
  expect(pricing.status(), await pricing.text()).toBe(200);

  // A search for 9 PM the day after tomorrow: the card's headline is that hour's price.
  await page.goto(
    `/turfs?${new URLSearchParams({ q: name, date: later, from: '21:00', minutes: '60' })}`,
  );
  const card = page.getByRole('listitem').filter({ hasText: name });
  const headline = card.getByTestId('searched-price');
  await expect(headline).toContainText(/^₹1,150(\.00)? for 9:00 – 10:00 PM/);
  await expect(headline).toContainText('Prices vary by time');
  // The card counts the free courts by kind, as the grid does, never "3 of 3".
  await expect(card.getByTestId('free-slots')).toContainText(
    '(2 of 2 5-a-side free, 1 of 1 7-a-side free)',
  );
  await snap('search-card-headline');
  await card.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(`/turfs/${turfId}?day=${later}&at=21%3A00`);
  const ninePm = gridCell(page, later, '9:00 PM');
  await expect(ninePm).toHaveAttribute('data-state', 'available');
  await expect.poll(() => shownInGrid(page, ninePm)).toBe(true);
  await expect(selectionSummary(page)).toHaveText(NOTHING_PICKED);
  await expect(gridCell(page, later, '6:00 AM')).not.toBeInViewport();

  // Opened cold: tomorrow at 7 PM, the first time free, in view (a phone shows tomorrow's tab).
  await page.goto(`/turfs/${turfId}`);
  const sevenPm = gridCell(page, tomorrow, '7:00 PM');
  await expect(sevenPm).toHaveAttribute('data-state', 'available');
  await expect(sevenPm).toBeVisible();
  await expect.poll(() => shownInGrid(page, sevenPm)).toBe(true);
  await showDay(page, tomorrow);
  // Two 5-a-side halves and the 7-a-side pitch they make: counted apart, never "3 of 3".
  await expect(sevenPm.getByTestId('free-courts')).toHaveText(
    '2 of 2 5-a-side free\n1 of 1 7-a-side free\nPeak',
  );
  await page.getByTestId('availability-grid').scrollIntoViewIfNeeded();
  await snap('turf-page-opens-at-first-free');

  // The HTML as served, before any script: its SportsActivityLocation.
  const html = await (await request.get(`/turfs/${turfId}`)).text();
  const found = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  expect(found, 'the page carries JSON-LD').not.toBeNull();
  expect(html.indexOf(found![0])).toBeLessThan(html.indexOf('<script type="module"'));
  expect(JSON.parse(found![1]!)).toMatchObject({
    '@type': 'SportsActivityLocation',
    name,
    openingHoursSpecification: expect.arrayContaining([
      expect.objectContaining({ dayOfWeek: [WEEKDAY_NAMES[weekdayOf(tomorrow)]], opens: '19:00' }),
    ]),
  });
});

test('a day tab the player taps while the bookings load stays shown once they arrive', async ({
  page,
  request,
}, testInfo) => {
  test.skip(!isPhone(page), 'Only a phone shows one day at a time.');
  const dayTapped = venueDay(3);
  const owner = await createAccount(request, 'owner');
  const turfId = await approvedTurfOf(
    request,
    owner,
    `Goregaon Tab Test ${testInfo.project.name} ${Date.now()}`,
  );
  // A booking on the tapped day: its cell turning Booked shows the answer has reached the grid.
  const player = await createAccount(request, 'user');
  const userId = await logInPlayerViaApi(request, player);
  await payForSlot(request, userId, {
    turfId,
    date: dayTapped,
    startTime: '8:00 PM',
    endTime: '9:00 PM',
    amount: '800.00',
    card: API_CARDS.success,
  });

  // The turf's bookings are held back until the player has tapped another day.
  let answerBookings!: () => void;
  const tapped = new Promise<void>((resolve) => (answerBookings = resolve));
  await page.route('**/api/v1/booking/get-turf-bookings/**', async (route) => {
    await tapped;
    await route.continue();
  });
  await page.goto(`/turfs/${turfId}`);
  await showDay(page, dayTapped);
  answerBookings();
  await expect(gridCell(page, dayTapped, '8:00 PM')).toHaveAttribute('data-state', 'booked');
  // The grid, now settled, did not move the player back to the first free time.
  await expect(gridCell(page, dayTapped, '8:00 PM')).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Day shown' }).getByRole('button', { pressed: true }),
  ).toHaveAccessibleName(new RegExp(`^${shortDateLabel(dayTapped)}`));
});
