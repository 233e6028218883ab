import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { gstinCheckCharacter } from '../src/shared/gstin';
import { parseCsv } from '../src/server/testing/parse-csv';
import { addDays, zonedNow } from '../src/shared/time';
import { E2E_ADMIN } from './support/accounts';
import { createAccount, expect, logInViaUi, test, type Account } from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';
import { API_CARDS, logInPlayerViaApi, payForSlot } from './support/paid-booking';

// The admin's payouts (docs/decisions/054): a venue with a GSTIN is paid for online; once the
// minute's job has figured its payout, the admin's Payouts page lists the venue with what is on
// hold and the day's totals, and the month's GSTR-8 file has a row for the venue's GSTIN.

/** A valid Maharashtra GSTIN no other journey uses: a random PAN and its check character. */
function uniqueGstin(): string {
  const letter = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));
  const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  const first14 = `27${Array.from({ length: 5 }, letter).join('')}${digits}${letter()}1Z`;
  return first14 + gstinCheckCharacter(first14);
}

async function giveGstin(
  request: APIRequestContext,
  owner: Account,
  turfId: string,
  gstin: string,
) {
  const login = await request.post('/api/v1/user/login', {
    data: { email: owner.email, password: owner.password, role: 'owner' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const saved = await request.put(`/api/v1/owner/turfs/${turfId}/tax-details`, {
    data: { legalName: 'Rao Sports LLP', gstin, state: '27' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test('the admin sees a venue’s payout and the day’s totals, and downloads the month’s GSTR-8', async ({
  page,
  request,
  snap,
}, testInfo) => {
  test.setTimeout(150_000);
  const owner = await createAccount(request, 'owner', { fullname: 'Vikram Rao' });
  const player = await createAccount(request, 'user', { fullname: 'Neha Joshi' });
  const turfName = `E2E ${testInfo.project.name} Tax Ground ${Date.now().toString(36)}`;
  const turfId = await approvedTurfOf(request, owner, turfName);
  const gstin = uniqueGstin();
  await giveGstin(request, owner, turfId, gstin);
  const config = (await (await request.get('/api/v1/config')).json()) as { venueTimeZone: string };
  const today = zonedNow(new Date(), config.venueTimeZone).date;
  const userId = await logInPlayerViaApi(request, player);
  await payForSlot(request, userId, {
    turfId,
    card: API_CARDS.success,
    amount: '800.00',
    date: addDays(today, 2),
    startTime: '7:00 AM',
    endTime: '8:00 AM',
  });

  await logInViaUi(page, E2E_ADMIN, 'admin');
  await expect(page).toHaveURL('/admin/dashboard');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Payouts' })
    .click();
  await expect(page).toHaveURL('/admin/payouts');
  await expect(page.getByRole('heading', { name: 'Payouts', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Day')).toHaveValue(today);

  // The minute's job figures the payout: reload until the venue is listed.
  const venues = page.getByRole('region', { name: 'Payouts by venue' });
  const venue = venues.getByRole('row').filter({ hasText: turfName });
  await expect(async () => {
    await page.reload();
    await expect(venue).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000, intervals: [5_000] });
  // ₹800 with 18% GST in it: taxable ₹677.96; fee ₹80 and its GST ₹14.40; TCS 0.5% ₹3.39 and,
  // the owner having given no PAN, TDS 5% ₹33.90 of the taxable value: ₹668.31 on hold, nothing
  // failed or owed yet.
  await expect(venue.getByRole('cell')).toHaveText(['₹0.00', '₹668.31', '₹0.00']);
  // Other journeys pay on the same server today: the day's totals hold at least this booking.
  const collected = page
    .getByText('Collected', { exact: true })
    .locator('xpath=following-sibling::dd');
  const rupees = Number((await collected.textContent())!.replace(/[₹,]/g, ''));
  expect(rupees).toBeGreaterThanOrEqual(800);
  for (const total of ['Returned', 'TurfBook fees', 'GST on fees', 'TCS', 'TDS', 'Paid out'])
    await expect(page.getByText(total, { exact: true })).toBeVisible();
  await snap('admin-payouts');

  // Another day's totals: nothing moved on the platform before it opened.
  await page.getByLabel('Day').fill('2020-01-01');
  await expect(page.getByRole('heading', { name: 'Wed, 1 Jan 2020' })).toBeVisible();
  await expect(collected).toHaveText('₹0.00');
  await expect(venue).toBeVisible();

  await expect(page.getByLabel('Month')).toHaveValue(today.slice(0, 7));
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download GSTR-8 (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`gstr8-${today.slice(0, 7)}.csv`);
  const text = await readFile((await download.path())!, 'utf8');
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  expect(header!.join(',')).toBe(
    'supplier_gstin,gross_value,returns_value,net_value,igst,cgst,sgst',
  );
  const row = rows.find((record) => record[0] === gstin);
  expect(row, `a row for ${gstin}`).toBeDefined();
  expect(row!.slice(0, 5)).toEqual([gstin, '677.96', '0.00', '677.96', '0.00']);
  expect(Number(row![5]) + Number(row![6])).toBeCloseTo(3.39, 2);

  const tds = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download TDS 194-O (CSV)' }).click();
  expect((await tds).suggestedFilename()).toBe(`tds-194o-${today.slice(0, 7)}.csv`);

  // Every owner's payout account: this owner gave none, so theirs is not among them.
  const accounts = page.getByRole('region', { name: 'Payout accounts' });
  await expect(accounts).toBeVisible();
  await expect(accounts.getByText('Loading the payout accounts…')).toBeHidden();
  await accounts.scrollIntoViewIfNeeded();
  await snap('admin-payout-accounts');
});
