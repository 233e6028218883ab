import type { APIRequestContext } from '@playwright/test';
import { timeLabel } from '../src/shared/slots';
import { venueDay, venueNow } from './support/booking';
import { createAccount, expect, logInViaUi, test, toast, type Account } from './support/fixtures';
import { pickRange } from './support/owner-calendar';
import { approvedTurfOf } from './support/owner-turf';
import { API_CARDS, logInPlayerViaApi, payForSlot } from './support/paid-booking';

// A day at the desk (docs/decisions/066): the owner's front desk checks a player in by the pass's
// reference and records a walk-in paid in cash, and cannot open the prices; the owner then reads
// in the audit log who did both and closes the day with the desk's cash counted.

async function inviteToTeam(
  request: APIRequestContext,
  owner: Account,
  turfId: string,
  desk: Account,
) {
  const login = await request.post('/api/v1/user/login', {
    data: { email: owner.email, password: owner.password, role: 'owner' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const invited = await request.post(`/api/v1/owner/turfs/${turfId}/staff`, {
    data: { email: desk.email, role: 'front_desk' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
}

test('the front desk checks a player in and takes a cash walk-in; the owner reads who and closes the day', async ({
  page,
  request,
  snap,
}, testInfo) => {
  test.setTimeout(180_000);
  const now = venueNow();
  // The next half hour's slot: Arrived opens 30 minutes before a start.
  const start = Math.ceil((now.minutes + 1) / 30) * 30;
  test.skip(start < 6 * 60 || start + 60 > 22 * 60, 'no slot starts within 30 minutes now');
  const owner = await createAccount(request, 'owner', { fullname: 'Rohan Kapoor' });
  const turfName = `E2E ${testInfo.project.name} Desk Day ${Date.now().toString(36)}`;
  const turfId = await approvedTurfOf(request, owner, turfName);
  const player = await createAccount(request, 'user', { fullname: 'Priya Nair' });
  const playerId = await logInPlayerViaApi(request, player);
  const bookingId = await payForSlot(request, playerId, {
    turfId,
    date: now.date,
    startTime: timeLabel(start),
    endTime: timeLabel(start + 60),
    amount: '800.00',
    card: API_CARDS.success,
  });
  const detail = await request.get(`/api/v1/booking/${bookingId}`);
  expect(detail.status(), await detail.text()).toBe(200);
  const { reference } = ((await detail.json()) as { booking: { reference: string } }).booking;
  const desk = await createAccount(request, 'user', { fullname: 'Sunil Pawar' });
  await inviteToTeam(request, owner, turfId, desk);

  // The desk signs in as the player they are, and accepts the place on the team.
  await logInViaUi(page, desk, 'user');
  await expect(page).toHaveURL('/');
  await page.goto('/staff');
  await page
    .getByTestId('staff-invitation')
    .getByRole('button', { name: `Accept the invitation to ${turfName}` })
    .click();
  await expect(toast(page, `You joined the team of ${turfName}.`)).toBeVisible();
  const workplace = page.getByTestId('staff-workplace').filter({ hasText: turfName });

  // At the gate: the pass's reference typed, the player marked arrived.
  await workplace.getByRole('link', { name: 'Check-in' }).click();
  await page.getByLabel('Booking reference').fill(reference);
  await page.getByRole('button', { name: 'Find booking' }).click();
  const found = page.getByRole('list', { name: 'The booking' }).getByTestId('attendance-row');
  await expect(found).toContainText('Priya Nair');
  await found.getByRole('button', { name: 'Arrived' }).click();
  await expect(toast(page, 'Marked Arrived: Priya Nair.')).toBeVisible();
  await snap('front-desk-checked-in');

  // A walk-in for tomorrow evening, paid in cash at the desk.
  const tomorrow = venueDay(1);
  await page.goto('/staff');
  await workplace.getByRole('link', { name: 'Calendar' }).click();
  await expect(page.getByTestId('owner-calendar-grid')).toBeVisible();
  await pickRange(page, tomorrow, '9:00 PM', '9:30 PM');
  const section = page.getByRole('region', { name: 'Phone and walk-in bookings' });
  await section.getByRole('button', { name: 'Record a booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a booking' });
  await dialog.getByLabel('Customer name').fill('Ravi Shah');
  await dialog.getByLabel('Customer phone').fill('98200 12345');
  await expect(dialog.getByRole('radio', { name: 'Cash' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save booking' }).click();
  await expect(toast(page, 'Booking recorded for Ravi Shah.')).toBeVisible();
  await snap('front-desk-walk-in');

  // The prices are not the desk's.
  await page.goto(`/turf-bookings/${turfId}/pricing`);
  await expect(page.getByRole('alert')).toContainText(
    'Your role at this venue does not allow this.',
  );

  // The owner reads who did what, then closes the day against the desk's cash.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logInViaUi(page, owner, 'owner');
  await expect(page).toHaveURL('/turf-bookings');
  await page.goto(`/turf-bookings/${turfId}/audit`);
  const entries = page.getByTestId('audit-entry');
  await expect(
    entries.filter({ hasText: `Sunil Pawar (Front desk) marked ${reference}` }),
  ).toHaveCount(1);
  await expect(
    entries.filter({ hasText: 'Sunil Pawar (Front desk) recorded the booking' }),
  ).toHaveCount(1);
  await page.getByLabel('Person').selectOption({ label: 'Sunil Pawar (Front desk)' });
  await expect(entries.filter({ hasText: 'Rohan Kapoor (Owner)' })).toHaveCount(0);
  await snap('front-desk-audit');

  await page.goto(`/turf-bookings/${turfId}/day-close`);
  await expect(page.getByTestId('expected-cash')).toHaveText('₹800.00');
  await expect(page.getByTestId('by-staff')).toContainText('Sunil Pawar');
  await page.getByLabel('Cash counted (₹)').fill('800');
  await page.getByRole('button', { name: 'Close the day' }).click();
  await expect(toast(page, 'Day closed.')).toBeVisible();
  const summary = page.getByTestId('closed-summary');
  await expect(summary.getByTestId('closed-by')).toContainText('Closed by Rohan Kapoor');
  await expect(summary.getByTestId('counted-cash')).toHaveText('₹800.00');
  await snap('front-desk-day-closed');
});
