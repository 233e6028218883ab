import { venueDay } from '../support/booking';
import { createAccount, expect, logInViaUi, test, toast } from '../support/fixtures';
import { API_CARDS, logInPlayerViaApi, payForSlot } from '../support/paid-booking';
import { approvedTurfOf } from '../support/owner-turf';
import { moveServerClock } from '../support/test-clock';

// Who shows up (docs/decisions/043): a player's booking page shows the reference and a QR code
// of the owner's check-in; the owner types the reference at the gate, finds the booking on their
// own venue and marks the player Arrived; No-show waits for the start. The server's clock is
// moved to a quarter of an hour before the game (docs/decisions/046).

test.afterEach(async ({ request }) => moveServerClock(request, null));

test('an owner checks a player in by their reference; No-show waits for the start', async ({
  page,
  request,
  snap,
}, testInfo) => {
  test.setTimeout(120_000);
  await moveServerClock(request, null);
  const date = venueDay(2);
  const owner = await createAccount(request, 'owner', { fullname: 'Meera Iyer' });
  const turfName = `E2E ${testInfo.project.name} Check-in Arena ${Date.now().toString(36)}`;
  // ₹800 an hour (the helper's listing).
  const turfId = await approvedTurfOf(request, owner, turfName);
  const player = await createAccount(request, 'user', { fullname: 'Priya Nair' });
  const playerId = await logInPlayerViaApi(request, player);
  const bookingId = await payForSlot(request, playerId, {
    turfId,
    date,
    startTime: '6:00 PM',
    endTime: '7:00 PM',
    amount: '800.00',
    card: API_CARDS.success,
  });
  // The game is a quarter of an hour away: Arrived is open, No-show is not yet.
  await moveServerClock(request, { date, time: '17:45' });

  // The player's pass: the reference and a QR code of the owner's check-in with it.
  await logInViaUi(page, player, 'user');
  await expect(page).toHaveURL('/');
  // Their record: nothing played yet, so a new player rather than 0% or 100%.
  await page.goto('/userprofile');
  const record = page.getByTestId('record-panel');
  await expect(record.getByTestId('reliability')).toHaveText('New player');
  await expect(record).toContainText('No-shows');
  await snap('player-record');
  await page.goto(`/displaybookings/${bookingId}`);
  const pass = page.getByTestId('check-in-code');
  const reference = (await page.getByTestId('booking-reference').textContent())!.trim();
  expect(reference).toMatch(/^TB-[2-9A-Z]{6}$/);
  await expect(pass).toContainText(reference);
  const qr = pass.getByRole('img', { name: `QR code of booking ${reference}` });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute(
    'data-check-in-url',
    new RegExp(`/owner/check-in\\?ref=${reference}$`),
  );
  await snap('check-in-pass');

  // The owner, at the gate, types the reference as they hear it.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logInViaUi(page, owner, 'owner');
  await expect(page).toHaveURL('/turf-bookings');
  await page.getByRole('link', { name: `Check-in at ${turfName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/owner/check-in\\?turfId=${turfId}`));
  const day = page.getByRole('list', { name: 'Bookings of the day' });
  await expect(day.getByTestId('attendance-row')).toHaveCount(1);
  await expect(day.getByTestId('attendance-row')).toContainText('Priya Nair');

  await page.getByLabel('Booking reference').fill(reference.toLowerCase().replace('-', ' '));
  await page.getByRole('button', { name: 'Find booking' }).click();
  const found = page.getByRole('list', { name: 'The booking' }).getByTestId('attendance-row');
  await expect(found).toContainText('Priya Nair');
  await expect(found).toContainText('6:00 PM – 7:00 PM');
  // Before the start only Arrived is offered.
  await expect(found.getByRole('button', { name: 'No-show' })).toHaveCount(0);
  await snap('check-in-found');
  await found.getByRole('button', { name: 'Arrived' }).click();
  await expect(toast(page, 'Marked Arrived: Priya Nair.')).toBeVisible();
  await expect(found.getByTestId('attendance-mark')).toHaveText('Arrived');
  await expect(day.getByTestId('attendance-mark')).toHaveText('Arrived');
  await snap('check-in-arrived');

  // A reference that is not on this owner's venues reveals nothing.
  await page.getByLabel('Booking reference').fill('TB-222222');
  await page.getByRole('button', { name: 'Find booking' }).click();
  await expect(page.getByText('No booking with this reference at your venues.')).toBeVisible();
});
