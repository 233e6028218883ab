import { readFile } from 'node:fs/promises';
import { parseCsv } from '../src/server/testing/parse-csv';
import { addDays, zonedNow } from '../src/shared/time';
import { createAccount, expect, logInViaUi, test } from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';
import { API_CARDS, cancelViaApi, logInPlayerViaApi, payForSlot } from './support/paid-booking';

// The bookings page's export, untouched, downloads exactly the bookings its table shows, whatever
// month they fall in (bookings six days ahead often run into the next month).

test('the default CSV export is the table beside it, row for row', async ({
  page,
  request,
  snap,
}, testInfo) => {
  test.setTimeout(90_000);
  const owner = await createAccount(request, 'owner', { fullname: 'Kavita Shah' });
  const player = await createAccount(request, 'user', { fullname: 'Asha Rao' });
  const turfName = `E2E ${testInfo.project.name} Export Ground ${Date.now().toString(36)}`;
  const turfId = await approvedTurfOf(request, owner, turfName);
  const config = (await (await request.get('/api/v1/config')).json()) as { venueTimeZone: string };
  const today = zonedNow(new Date(), config.venueTimeZone).date;
  const days = [addDays(today, 1), addDays(today, 2), addDays(today, 6)];

  const userId = await logInPlayerViaApi(request, player);
  const slot = { turfId, card: API_CARDS.success, amount: '800.00' };
  for (const date of days)
    await payForSlot(request, userId, { ...slot, date, startTime: '7:00 AM', endTime: '8:00 AM' });
  const cancelled = await payForSlot(request, userId, {
    ...slot,
    date: days[1]!,
    startTime: '9:00 AM',
    endTime: '10:00 AM',
  });
  await cancelViaApi(request, cancelled);

  await logInViaUi(page, owner, 'owner');
  await expect(page).toHaveURL('/turf-bookings');
  await page.goto(`/turf-bookings/${turfId}`);
  const rows = page.getByTestId('owner-booking-row');
  await expect(rows).toHaveCount(4);
  const form = page.getByRole('form', { name: 'Export bookings' });
  const all = form.getByRole('radio', { name: 'All 4 bookings in the table' });
  await expect(all).toBeChecked();
  // The dates, if the owner turns to them, start as the table's own first and last days.
  await expect(form.getByLabel('From')).toHaveValue(days[0]!);
  await expect(form.getByLabel('To')).toHaveValue(days[2]!);
  await snap('owner-csv-default');

  const downloading = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/-bookings-all\.csv$/);
  const [, ...records] = parseCsv(await readFile((await download.path())!, 'utf8'));
  expect(records.map((record) => [record[1], record[2], record[4]])).toEqual([
    [days[0], '07:00', 'Confirmed'],
    [days[1], '07:00', 'Confirmed'],
    [days[1], '09:00', 'Refunded'],
    [days[2], '07:00', 'Confirmed'],
  ]);
  expect(records).toHaveLength(await rows.count());

  // Changing a date exports by dates instead.
  await form.getByLabel('From').fill(days[1]!);
  await expect(form.getByRole('radio', { name: /Only those played between/ })).toBeChecked();
  await expect(all).not.toBeChecked();
});
