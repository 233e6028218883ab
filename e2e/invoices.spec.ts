import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';
import { parseCsv } from '../src/server/testing/parse-csv';
import { turfNamed, venueDay } from './support/booking';
import { payForSlot } from './support/booking-life';
import { createAccount, expect, logInViaUi, test, toast } from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';

// GST invoices (docs/decisions/038): the owner gives the venue's GST details on its bookings
// page (a mistyped GSTIN is caught there), a player books and pays through the screens and
// downloads the tax invoice from the booking page; its text carries the right figures.

async function pdfText(file: string) {
  const parser = new PDFParse({ data: new Uint8Array(await readFile(file)) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

test('an owner sets a GSTIN, a player downloads the tax invoice, the owner the register', async ({
  page,
  request,
  snap,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = await createAccount(request, 'owner', { fullname: 'Kavita Shah' });
  const player = await createAccount(request, 'user', { fullname: 'Asha Rao' });
  const turfName = `E2E ${testInfo.project.name} GST Ground ${Date.now().toString(36)}`;
  const turfId = await approvedTurfOf(request, owner, turfName);

  await logInViaUi(page, owner, 'owner');
  await expect(page).toHaveURL('/turf-bookings');
  await page.goto(`/turf-bookings/${turfId}`);
  const gst = page.getByRole('region', { name: 'GST and invoices' });
  await gst.getByLabel('Legal name').fill('Kavita Sports LLP');
  await gst.getByLabel('GSTIN').fill('27AAPFU0939F1ZW');
  await gst.getByLabel('State').selectOption('27');
  await gst.getByRole('button', { name: 'Save GST details' }).click();
  await expect(gst.getByText(/its last character does not match/)).toBeVisible();
  await gst.getByLabel('GSTIN').fill('27aapfu0939f1zv');
  await gst.getByRole('button', { name: 'Save GST details' }).click();
  await expect(toast(page, 'GST details saved.')).toBeVisible();
  await expect(gst.getByLabel('GSTIN')).toHaveValue('27AAPFU0939F1ZV');
  await gst.scrollIntoViewIfNeeded();
  await snap('gst-details');

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logInViaUi(page, player, 'user');
  await expect(page).not.toHaveURL(/\/login/);
  const turf = await turfNamed(request, turfName);
  await payForSlot(page, turf, { date: venueDay(2), start: '7:00 AM', end: '8:00 AM' });
  await expect(page).toHaveURL(/\/displaybookings\/[0-9a-f-]{36}/);
  const documents = page.getByRole('region', { name: 'Invoice and credit notes' });
  const link = documents.getByRole('link', { name: 'Download tax invoice' });
  await expect(link).toBeVisible();
  await expect(documents).toContainText(/INV\/\d{2}-\d{2}\/000001/);
  await snap('booking-invoice');

  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^INV-\d{2}-\d{2}-000001\.pdf$/);
  const text = await pdfText((await download.path())!);
  // ₹800 at 18% within Maharashtra: CGST = SGST = 800 × 9/118 = 61.02; taxable 677.96.
  for (const line of [
    'Tax Invoice',
    'Kavita Sports LLP',
    'GSTIN: 27AAPFU0939F1ZV',
    'Asha Rao',
    'Taxable value Rs. 677.96',
    'CGST @ 9% Rs. 61.02',
    'SGST @ 9% Rs. 61.02',
    'Total (GST inclusive) Rs. 800.00',
  ])
    expect(text).toContain(line);

  // The owner hands the accountant this month's register: the invoice is its one row.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logInViaUi(page, owner, 'owner');
  await expect(page).toHaveURL('/turf-bookings');
  await page.goto(`/turf-bookings/${turfId}`);
  const register = page.getByRole('region', { name: 'GST and invoices' });
  const saving = page.waitForEvent('download');
  await register.getByRole('button', { name: 'Download invoice register (CSV)' }).click();
  const csv = await saving;
  expect(csv.suggestedFilename()).toMatch(/-invoices-\d{4}-\d{2}\.csv$/);
  const [header, ...records] = parseCsv(await readFile((await csv.path())!, 'utf8'));
  expect(header).toContain('Taxable value');
  expect(records).toHaveLength(1);
  expect(records[0]!.slice(0, 2)).toEqual(['Tax invoice', expect.stringMatching(/^INV\//)]);
  expect(records[0]!.slice(-5)).toEqual(['677.96', '61.02', '61.02', '0.00', '800.00']);
});
