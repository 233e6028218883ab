import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { parseCsv } from '../../src/server/testing/parse-csv';
import { formatDayMonthYear } from '../../src/shared/display-format';
import { addDays, mondayOf, type LocalDate } from '../../src/shared/time';
import { venueDay } from '../support/booking';
import { createAccount, expect, logInViaUi, test, type Account } from '../support/fixtures';
import { approvedTurfOf } from '../support/owner-turf';
import { API_CARDS, cancelViaApi, logInPlayerViaApi, payForSlot } from '../support/paid-booking';
import { moveServerClock } from '../support/test-clock';

// A venue's weekly statement and TurfBook's fee invoice (docs/decisions/054): of three evenings
// paid online one is played, one cancelled on the morning of play and one rained out; at the first
// run of the minute's job after the next Monday 00:00 the owner's Payouts page lists the week's
// statement, whose PDF and CSV they download, and after the first of the next month TurfBook's
// invoice for its fees. The server's clock is moved (docs/decisions/046) to the morning of play
// for the money back, and past both once the payouts are figured.

test.afterEach(async ({ request }) => moveServerClock(request, null));

async function pdfText(file: string) {
  const parser = new PDFParse({ data: new Uint8Array(await readFile(file)) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

function firstOfNextMonth(date: LocalDate): LocalDate {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return (
    month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`
  ) as LocalDate;
}

async function logIn(request: APIRequestContext, account: Account, role: 'owner' | 'user') {
  const login = await request.post('/api/v1/user/login', {
    data: { email: account.email, password: account.password, role },
  });
  expect(login.status(), await login.text()).toBe(200);
}

type PayoutRow = { bookingId: string; turfId: string; returned: string; status: string };

async function payoutsOf(request: APIRequestContext, turfId: string): Promise<PayoutRow[]> {
  const answer = (await (await request.get('/api/v1/owner/payouts')).json()) as {
    payouts?: PayoutRow[];
  };
  return (answer.payouts ?? []).filter((payout) => payout.turfId === turfId);
}

test('an owner reads the statement of a week with a cancellation and a rain-out, as PDF and CSV', async ({
  page,
  request,
  snap,
}, testInfo) => {
  test.setTimeout(300_000);
  await moveServerClock(request, null);
  const day = venueDay(1);
  const monday = mondayOf(day);
  const owner = await createAccount(request, 'owner', { fullname: 'Sunita Pawar' });
  const player = await createAccount(request, 'user', { fullname: 'Rohan Desai' });
  const turfName = `E2E ${testInfo.project.name} Statement Ground ${Date.now().toString(36)}`;
  // ₹800 an hour (the helper's listing).
  const turfId = await approvedTurfOf(request, owner, turfName);
  // The owner's payout details, with a PAN: active at once with the local gateway.
  await logIn(request, owner, 'owner');
  const account = await request.put('/api/v1/owner/payout-account', {
    data: {
      legalName: 'Pawar Sports',
      businessType: 'proprietorship',
      pan: 'ABCPP1234F',
      contactName: 'Sunita Pawar',
      email: 'sunita@example.com',
      phone: '9876543210',
      bank: { accountNumber: '001234567890', ifsc: 'HDFC0001234' },
    },
  });
  expect(account.status(), await account.text()).toBe(200);

  // Three evenings of one day: one played, one cancelled 12 hours ahead, one rained out.
  const playerId = await logInPlayerViaApi(request, player);
  const slot = { turfId, card: API_CARDS.success, amount: '800.00', date: day };
  await payForSlot(request, playerId, { ...slot, startTime: '6:00 PM', endTime: '7:00 PM' });
  const cancelled = await payForSlot(request, playerId, {
    ...slot,
    startTime: '8:00 PM',
    endTime: '9:00 PM',
  });
  const rainedOut = await payForSlot(request, playerId, {
    ...slot,
    startTime: '9:00 PM',
    endTime: '10:00 PM',
  });

  // The morning of play: the player cancels the 8 PM hour for half its price back...
  await moveServerClock(request, { date: day, time: '08:00' });
  expect(await cancelViaApi(request, cancelled)).toMatchObject({ status: 'cancelled' });
  // ...the owner calls off 9 PM for rain, and the player takes the refund to their card.
  await logIn(request, owner, 'owner');
  const rain = await request.post(`/api/v1/owner/turfs/${turfId}/cancellations`, {
    data: { date: day, start: 21 * 60, end: 22 * 60, reason: 'Rain' },
  });
  expect(rain.status(), await rain.text()).toBe(200);
  await logIn(request, player, 'user');
  const refund = await request.post(`/api/v1/booking/${rainedOut}/rain-out-choice`, {
    data: { choice: 'refund' },
  });
  expect(refund.status(), await refund.text()).toBe(200);

  // The minute's job figures the three payouts, with what went back.
  await logIn(request, owner, 'owner');
  await expect
    .poll(
      async () =>
        (await payoutsOf(request, turfId))
          .map((payout) => `${payout.returned} ${payout.status}`)
          .sort(),
      { timeout: 90_000, intervals: [5_000] },
    )
    .toEqual(['0.00 on_hold', '400.00 on_hold', '800.00 reversed']);

  // Late on the Monday after the week of play, or on the first of the next month if that is
  // later: the next run releases the two played payouts, issues the week's statement (and those
  // of any week since) and TurfBook's invoice for the month's fees.
  const statementDay = addDays(monday, 7);
  const invoiceDay = firstOfNextMonth(day);
  await moveServerClock(request, {
    date: statementDay > invoiceDay ? statementDay : invoiceDay,
    time: '23:30',
  });
  await logInViaUi(page, owner, 'owner');
  await expect(page).toHaveURL('/turf-bookings');
  await page.getByRole('link', { name: 'Payouts' }).click();
  await expect(page).toHaveURL('/payouts');
  const statements = page.getByRole('region', { name: 'Statements' });
  const sunday = addDays(monday, 6);
  const week = `${formatDayMonthYear(monday).replace(/ \d{4}$/, '')} – ${formatDayMonthYear(sunday)}`;
  const heading =
    monday.slice(0, 4) === sunday.slice(0, 4)
      ? week
      : `${formatDayMonthYear(monday)} – ${formatDayMonthYear(sunday)}`;
  const statement = statements
    .getByTestId('statement')
    .filter({ has: page.getByRole('heading', { level: 3, name: heading }) });
  const feeInvoices = page.getByRole('region', { name: 'Fee invoices' }).getByTestId('fee-invoice');
  const rows = page.getByRole('region', { name: 'Payouts by booking' }).getByRole('row');
  // The lines read Paid once their transfers settle, which a busy machine can show after the
  // statement: the page is read again until it shows both.
  await expect(async () => {
    await page.reload();
    await expect(statement).toBeVisible({ timeout: 2_000 });
    await expect(feeInvoices.first()).toBeVisible({ timeout: 2_000 });
    await expect(rows.filter({ hasText: /Paidtransfer trf_/ })).toHaveCount(2, { timeout: 2_000 });
  }).toPass({ timeout: 90_000, intervals: [5_000] });

  // Played: ₹800, fee 10% ₹80, GST on it ₹14.40, TDS 0.1% ₹0.80 (no GSTIN: no TCS) → ₹704.80.
  // Cancelled with ₹400 back: fee ₹40, GST ₹7.20, TDS ₹0.40 → ₹352.40. Rained out: all back, ₹0.
  // The transfers went out on the Monday, after the week: the whole net is the closing balance.
  await expect(statement).toContainText('Net of the week₹1,057.20');
  await expect(statement).toContainText('Transferred₹0.00');
  await expect(statement).toContainText('Closing balance₹1,057.20');
  await expect(rows.filter({ hasText: 'Paid' })).toHaveCount(3); // the heading's "Paid" too
  await expect(rows.filter({ hasText: 'Reversed' })).toHaveCount(1);
  await expect(rows.filter({ hasText: /Paidtransfer trf_/ })).toHaveCount(2);
  await statements.scrollIntoViewIfNeeded();
  await snap('payout-statement');

  const name = `Download statement ${formatDayMonthYear(monday)}`;
  const pdfDownload = page.waitForEvent('download');
  await statement.getByRole('link', { name: `${name} PDF` }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(new RegExp(`^statement-.+-${monday}\\.pdf$`));
  const text = await pdfText((await pdf.path())!);
  expect(text).toContain(turfName);
  expect(text).toContain('704.80');
  expect(text).toContain('352.40');
  expect(text).toContain('1,057.20');

  const csvDownload = page.waitForEvent('download');
  await statement.getByRole('link', { name: `${name} CSV` }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(new RegExp(`^statement-.+-${monday}\\.csv$`));
  const [header, ...records] = parseCsv(await readFile((await csv.path())!, 'utf8'));
  expect(header).toEqual([
    'Entry',
    'Reference',
    'Date',
    'Gross',
    'Money back',
    'Fee',
    'GST on fee',
    'TCS',
    'TDS',
    'Net',
  ]);
  expect(records.map((record) => record[0])).toEqual([
    'Opening balance',
    'Booking',
    'Booking',
    'Booking',
    'Week total',
    'Closing balance',
  ]);
  expect(
    records
      .slice(1, 4)
      .map((record) => record.slice(2).join(' '))
      .sort(),
  ).toEqual([
    `${day} 800.00 0.00 80.00 14.40 0.00 0.80 704.80`,
    `${day} 800.00 400.00 40.00 7.20 0.00 0.40 352.40`,
    `${day} 800.00 800.00 0.00 0.00 0.00 0.00 0.00`,
  ]);
  expect(records.at(-1)!.at(-1)).toBe('1057.20');

  // TurfBook's fees of the week: ₹80 + ₹40 with 18% GST, ₹141.60 in all. Invoiced, less any credit
  // note for a fee figured before the cancellation and reversed after it.
  const documents = (
    (await (await request.get('/api/v1/owner/fee-invoices')).json()) as {
      documents: { turfId: string; kind: string; number: string; total: string }[];
    }
  ).documents.filter((document) => document.turfId === turfId);
  const paise = (text: string) => Number(text.replace('.', ''));
  const billed = documents.reduce(
    (sum, one) => sum + (one.kind === 'fee_credit_note' ? -1 : 1) * paise(one.total),
    0,
  );
  expect(billed).toBe(14_160);
  const invoice = documents.find((one) => one.kind === 'fee_invoice')!;
  expect(invoice.number).toMatch(/^TBF\/\d{2}-\d{2}\/\d{6}$/);
  const listed = feeInvoices.filter({ hasText: invoice.number });
  await listed.scrollIntoViewIfNeeded();
  await snap('payout-fee-invoice');
  const invoiceDownload = page.waitForEvent('download');
  await listed.getByRole('link', { name: `Download tax invoice ${invoice.number} PDF` }).click();
  const invoiceText = await pdfText((await (await invoiceDownload).path())!);
  expect(invoiceText).toContain(invoice.number);
  expect(invoiceText).toContain('998599');
});
