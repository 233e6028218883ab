import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';
import { parseCsv } from '../../src/server/testing/parse-csv';
import { formatDayMonthYear } from '../../src/shared/display-format';
import { addDays, mondayOf } from '../../src/shared/time';
import { venueDay } from '../support/booking';
import { createAccount, expect, logInViaUi, test } from '../support/fixtures';
import { approvedTurfOf } from '../support/owner-turf';
import { API_CARDS, logInPlayerViaApi, payForSlot } from '../support/paid-booking';
import { moveServerClock } from '../support/test-clock';

// A venue's weekly statement (docs/decisions/054): a booking paid online is played, and at the
// first run of the minute's job after the next Monday 00:00 the owner's Payouts page lists the
// week's statement, whose PDF and CSV they download. The server's clock is moved to that Monday
// (docs/decisions/046) once the payout is figured on the wall clock.

test.afterEach(async ({ request }) => moveServerClock(request, null));

async function pdfText(file: string) {
  const parser = new PDFParse({ data: new Uint8Array(await readFile(file)) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

test('an owner reads last week’s statement and downloads it as PDF and CSV', async ({
  page,
  request,
  snap,
}, testInfo) => {
  test.setTimeout(240_000);
  await moveServerClock(request, null);
  const day = venueDay(1);
  const monday = mondayOf(day);
  const owner = await createAccount(request, 'owner', { fullname: 'Sunita Pawar' });
  const player = await createAccount(request, 'user', { fullname: 'Rohan Desai' });
  const turfName = `E2E ${testInfo.project.name} Statement Ground ${Date.now().toString(36)}`;
  // ₹800 an hour (the helper's listing).
  const turfId = await approvedTurfOf(request, owner, turfName);
  const playerId = await logInPlayerViaApi(request, player);
  await payForSlot(request, playerId, {
    turfId,
    card: API_CARDS.success,
    amount: '800.00',
    date: day,
    startTime: '7:00 AM',
    endTime: '8:00 AM',
  });

  // The payout is figured (and its ledger row dated) by the minute's job on the wall clock, in
  // the week the statement lists.
  const login = await request.post('/api/v1/user/login', {
    data: { email: owner.email, password: owner.password, role: 'owner' },
  });
  expect(login.status(), await login.text()).toBe(200);
  await expect
    .poll(
      async () => {
        const answer = (await (await request.get('/api/v1/owner/payouts')).json()) as {
          payouts?: { turfId: string }[];
        };
        return answer.payouts?.filter((payout) => payout.turfId === turfId).length ?? 0;
      },
      { timeout: 90_000, intervals: [5_000] },
    )
    .toBe(1);

  // The Monday after the week of play: the next run issues the week's statement.
  await moveServerClock(request, { date: addDays(monday, 7), time: '00:30' });
  await logInViaUi(page, owner, 'owner');
  await expect(page).toHaveURL('/turf-bookings');
  await page.getByRole('link', { name: 'Payouts' }).click();
  await expect(page).toHaveURL('/payouts');
  const statements = page.getByRole('region', { name: 'Statements' });
  const statement = statements.getByTestId('statement');
  await expect(async () => {
    await page.reload();
    await expect(statement).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000, intervals: [5_000] });

  // ₹800 paid, 10% fee ₹80, 18% GST on it ₹14.40; no GSTIN: no TCS; no PAN given: TDS 5% of
  // ₹800 = ₹40. Nothing was sent yet (no payout account), so all of it is the closing balance.
  const sunday = addDays(monday, 6);
  const week = `${formatDayMonthYear(monday).replace(/ \d{4}$/, '')} – ${formatDayMonthYear(sunday)}`;
  await expect(statement.getByRole('heading', { level: 3 })).toHaveText(
    monday.slice(0, 4) === sunday.slice(0, 4)
      ? week
      : `${formatDayMonthYear(monday)} – ${formatDayMonthYear(sunday)}`,
  );
  await expect(statement).toContainText('Net of the week₹665.60');
  await expect(statement).toContainText('Transferred₹0.00');
  await expect(statement).toContainText('Closing balance₹665.60');
  await statements.scrollIntoViewIfNeeded();
  await snap('payout-statement');

  const name = `Download statement ${formatDayMonthYear(monday)}`;
  const pdfDownload = page.waitForEvent('download');
  await statement.getByRole('link', { name: `${name} PDF` }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(new RegExp(`^statement-.+-${monday}\\.pdf$`));
  const text = await pdfText((await pdf.path())!);
  expect(text).toContain(turfName);
  expect(text).toContain('665.60');

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
    'Week total',
    'Closing balance',
  ]);
  expect(records[1]!.slice(2)).toEqual([
    day,
    '800.00',
    '0.00',
    '80.00',
    '14.40',
    '0.00',
    '40.00',
    '665.60',
  ]);
  expect(records[3]!.at(-1)).toBe('665.60');
});
