import { formatDate } from '../src/shared/display-format';
import { addDays, zonedNow } from '../src/shared/time';
import { createAccount, expect, logInViaUi, test, toast } from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';
import { API_CARDS, logInPlayerViaApi, payForSlot } from './support/paid-booking';

// An owner sets up payouts (docs/decisions/054): the page says payouts wait for the details, a
// wrong IFSC is named before anything is sent, the saved account shows only its last four
// digits, and a booking paid online appears with TurfBook's fee and the taxes withheld once the
// minute's job has figured it.

test('an owner gives their payout details and then sees a paid booking’s payout on hold', async ({
  page,
  request,
  snap,
}, testInfo) => {
  test.setTimeout(150_000);
  const owner = await createAccount(request, 'owner', { fullname: 'Kavita Shah' });
  const player = await createAccount(request, 'user', { fullname: 'Asha Rao' });
  const turfName = `E2E ${testInfo.project.name} Payout Ground ${Date.now().toString(36)}`;
  const turfId = await approvedTurfOf(request, owner, turfName);
  const config = (await (await request.get('/api/v1/config')).json()) as { venueTimeZone: string };
  const day = addDays(zonedNow(new Date(), config.venueTimeZone).date, 2);
  await logInViaUi(page, owner, 'owner');
  await expect(page).toHaveURL('/turf-bookings');
  await page.getByRole('link', { name: 'Payouts' }).click();
  await expect(page).toHaveURL('/payouts');
  await expect(page.getByRole('heading', { name: 'Payouts', level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    'Payouts wait until you add your payout details.',
  );

  const form = page.getByRole('form', { name: 'Payout account' });
  await form.getByLabel('Legal name of the business').fill('Shah Sports LLP');
  await form.getByLabel('Business type').selectOption('llp');
  await form.getByLabel(/^PAN/).fill('abcfe1234f');
  await form.getByLabel('Contact name').fill('Kavita Shah');
  await form.getByLabel('Email for payout statements').fill('kavita@example.com');
  await form.getByLabel('Mobile number').fill('98765 43210');
  await form.getByLabel('Bank account number').fill('0012 3456 7890');
  await form.getByLabel('IFSC').fill('HDFC1001234');
  await form.getByRole('button', { name: 'Save payout details' }).click();
  await expect(form.getByText(/Enter the branch's IFSC of 11 characters/)).toBeVisible();
  await snap('payouts-wrong-ifsc');

  await form.getByLabel('IFSC').fill('hdfc0001234');
  await form.getByRole('button', { name: 'Save payout details' }).click();
  await expect(toast(page, 'Payout details saved.')).toBeVisible();
  await expect(page.getByTestId('payout-account-status')).toHaveText(
    'Active · account ending 7890 · HDFC0001234',
  );
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(page.getByText('001234567890')).toHaveCount(0);
  await expect(form.getByLabel('Bank account number')).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Change payout details' })).toBeVisible();

  await expect(page.getByText('No payouts yet.', { exact: false })).toBeVisible();

  // A player pays for a slot; the minute's job figures its payout: reload until it has.
  const userId = await logInPlayerViaApi(request, player);
  await payForSlot(request, userId, {
    turfId,
    card: API_CARDS.success,
    amount: '800.00',
    date: day,
    startTime: '7:00 AM',
    endTime: '8:00 AM',
  });

  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('cell', { name: day })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000, intervals: [5_000] });
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: day }) });
  // ₹800 paid, 10% fee ₹80, 18% GST on it ₹14.40; no GSTIN: no TCS, TDS 0.1% of ₹800 = ₹0.80.
  await expect(row).toContainText('₹800.00');
  await expect(row).toContainText('₹80.00');
  await expect(row).toContainText('₹14.40');
  await expect(row).toContainText('₹0.80');
  await expect(row).toContainText('₹704.80');
  // Held until a day after the booking's end (PAYOUT_SETTLEMENT_DELAY_HOURS).
  await expect(row).toContainText(`On holduntil ${formatDate(addDays(day, 1))}, 8:00 AM`);
  await snap('payouts-on-hold');
});
