import { readFile } from 'node:fs/promises';
import { parseCsv } from '../src/server/testing/parse-csv';
import { addDays, zonedNow } from '../src/shared/time';
import { createAccount, expect, logInViaUi, test } from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';
import { API_CARDS, cancelViaApi, logInPlayerViaApi, payForSlot } from './support/paid-booking';

// The numbers an owner wants: after players book, the owner sees each turf's
// bookings, earnings and occupancy on Your Turfs, switches the earnings chart between day of
// payment and day of play, and downloads the turf's bookings as a CSV file, read back here.

test('an owner sees how a turf is doing, switches the chart and downloads a CSV', async ({
  page,
  request,
  snap,
}, testInfo) => {
  test.setTimeout(90_000);
  const owner = await createAccount(request, 'owner', { fullname: 'Kavita Shah' });
  // A comma in the name: the CSV must quote it and give it back whole.
  const player = await createAccount(request, 'user', { fullname: 'Rao, Sunny' });
  const turfName = `E2E ${testInfo.project.name} Numbers Ground ${Date.now().toString(36)}`;
  // The owner-turf helper lists it at ₹800 an hour, with the default hours (36 half-hours a day).
  const turfId = await approvedTurfOf(request, owner, turfName);

  const config = (await (await request.get('/api/v1/config')).json()) as { venueTimeZone: string };
  const today = zonedNow(new Date(), config.venueTimeZone).date;
  const [tomorrow, later] = [addDays(today, 1), addDays(today, 2)];

  const userId = await logInPlayerViaApi(request, player);
  const card = API_CARDS.success;
  await payForSlot(request, userId, {
    turfId,
    card,
    date: tomorrow,
    startTime: '10:00 AM',
    endTime: '11:00 AM',
    amount: '800.00',
  });
  await payForSlot(request, userId, {
    turfId,
    card,
    date: tomorrow,
    startTime: '6:00 PM',
    endTime: '7:30 PM',
    amount: '1200.00',
  });
  // Two days ahead: cancelling gives all ₹800 back, so it earns nothing and sells no time.
  const cancelled = await payForSlot(request, userId, {
    turfId,
    card,
    date: later,
    startTime: '8:00 AM',
    endTime: '9:00 AM',
    amount: '800.00',
  });
  expect(await cancelViaApi(request, cancelled)).toMatchObject({ status: 'cancelled' });

  await logInViaUi(page, owner, 'owner');
  await expect(page).toHaveURL('/turf-bookings');
  const turfCard = page.getByTestId('owner-turf-card').filter({ hasText: turfName });
  const numbers = turfCard.getByTestId('turf-numbers');
  await expect(numbers).toContainText('Bookings, 30 days2');
  await expect(numbers).toContainText('Earned, 30 days₹2,000.00');
  // 2 + 3 half-hours sold of 7 × 36 open ones.
  await expect(numbers).toContainText('Booked this week2%');
  await expect(numbers).toContainText('5 of 252 open half-hours, today + 6 days');

  const byPayment = page.getByRole('button', { name: 'Day of payment' });
  const byPlay = page.getByRole('button', { name: 'Day of play' });
  const summary = page.getByTestId('chart-summary').first();
  await expect(byPayment).toHaveAttribute('aria-pressed', 'true');
  await expect(summary).toContainText('₹2,000.00 taken in the last 30 days, refunds taken off.');
  await snap('owner-numbers-by-payment');

  await byPlay.click();
  await expect(byPlay).toHaveAttribute('aria-pressed', 'true');
  await expect(byPayment).toHaveAttribute('aria-pressed', 'false');
  await expect(summary).toContainText(
    'No games played in the last 30 days; ₹2,000.00 paid for games in the next 6 days.',
  );
  await snap('owner-numbers-by-play');

  await turfCard.getByRole('link', { name: /View Bookings/ }).click();
  await expect(page).toHaveURL(`/turf-bookings/${turfId}`);
  const form = page.getByRole('form', { name: 'Export bookings' });
  await form.getByLabel('From').fill(later);
  await form.getByLabel('To').fill(today);
  await form.getByRole('button', { name: 'Download CSV' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'The start date must be on or before the end date.',
  );
  await snap('owner-csv-range-refused');

  await form.getByLabel('From').fill(today);
  await form.getByLabel('To').fill(addDays(today, 6));
  const downloading = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`-bookings-${today}-to-${addDays(today, 6)}\\.csv$`),
  );
  await expect(form.getByRole('alert')).toBeEmpty();
  await expect(page).toHaveURL(`/turf-bookings/${turfId}`);

  const [header, ...rows] = parseCsv(await readFile((await download.path())!, 'utf8'));
  expect(header).toEqual([
    'Reference',
    'Date',
    'Start',
    'End',
    'Status',
    'Customer name',
    'Phone',
    'Email',
    'Amount paid (INR)',
    'Refunded (INR)',
    'Net (INR)',
    `Booked at (${config.venueTimeZone})`,
    'Payment ID',
    'Court',
    'Booked by',
    'Paid at venue',
  ]);
  expect(rows.map((row) => row.slice(1, 6))).toEqual([
    [tomorrow, '10:00', '11:00', 'Confirmed', 'Rao, Sunny'],
    [tomorrow, '18:00', '19:30', 'Confirmed', 'Rao, Sunny'],
    [later, '08:00', '09:00', 'Refunded', 'Rao, Sunny'],
  ]);
  expect(rows.map((row) => row.slice(8, 11))).toEqual([
    ['800.00', '0.00', '800.00'],
    ['1200.00', '0.00', '1200.00'],
    ['800.00', '800.00', '0.00'],
  ]);
  for (const row of rows) {
    expect(row[0]).toMatch(/^TB-[A-Z0-9]{6}$/);
    expect(row[7]).toBe(player.email);
    expect(row[11]?.startsWith(today)).toBe(true);
  }
  await snap('owner-turf-bookings-with-export');
});
