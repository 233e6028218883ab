import type { APIRequestContext } from '@playwright/test';
import { addDays, zonedNow, type LocalDate } from '../src/shared/time';
import { BOOKING_CONFIRMATION_URL, gridCell, openTurf, selectRange } from './support/booking';
import { showDay } from './support/day-tabs';
import { createAccount, expect, logInViaUi, test, type Account } from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';
import { API_CARDS, logInPlayerViaApi, payForSlot } from './support/paid-booking';

// A rain-out lets each player choose (decision 041): the bookings and the rain-out are set up
// through the API; the player then moves one rained-out booking and takes credit for the other
// on the booking page, and spends that credit on the next booking (decision 040).

async function venueToday(request: APIRequestContext): Promise<LocalDate> {
  const config = (await (await request.get('/api/v1/config')).json()) as { venueTimeZone: string };
  return zonedNow(new Date(), config.venueTimeZone).date;
}

async function logInOwnerViaApi(request: APIRequestContext, owner: Account) {
  const login = await request.post('/api/v1/user/login', {
    data: { email: owner.email, password: owner.password, role: 'owner' },
  });
  expect(login.status(), await login.text()).toBe(200);
}

test('a rained-out player moves one booking free, takes credit for the other and spends it', async ({
  page,
  request,
  snap,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = await createAccount(request, 'owner');
  const turfName = `E2E ${testInfo.project.name} Rain Choice Arena ${Date.now().toString(36)}`;
  // Listed at ₹800 an hour.
  const turfId = await approvedTurfOf(request, owner, turfName);
  const player = await createAccount(request, 'user', { fullname: 'Kavya Nair' });
  const today = await venueToday(request);
  const rainy = addDays(today, 1);
  const moveTo = addDays(today, 2);
  const playerId = await logInPlayerViaApi(request, player);
  const slot = { turfId, date: rainy, card: API_CARDS.success, amount: '800.00' };
  const evening = await payForSlot(request, playerId, {
    ...slot,
    startTime: '6:00 PM',
    endTime: '7:00 PM',
  });
  const late = await payForSlot(request, playerId, {
    ...slot,
    startTime: '8:00 PM',
    endTime: '9:00 PM',
  });
  await logInOwnerViaApi(request, owner);
  const rained = await request.post(`/api/v1/owner/turfs/${turfId}/cancellations`, {
    data: { date: rainy, start: 17 * 60, end: 22 * 60, reason: 'Rain' },
  });
  expect(rained.status(), await rained.text()).toBe(200);
  expect(await rained.json()).toMatchObject({ cancelled: 2, awaitingChoice: 2 });

  await logInViaUi(page, player, 'user');
  await expect(page).toHaveURL('/');
  await page.goto(`/displaybookings/${evening}`);
  const panel = page.getByTestId('rain-out-panel');
  await expect(
    panel.getByRole('heading', { name: 'Rained out — choose: credit / move / refund' }),
  ).toBeVisible();
  await expect(panel).toContainText('₹800.00');
  await snap('rain-out-choice-open');

  // Move: the reschedule grid, with the rained-out evening blocked; any free hour will do.
  await panel.getByRole('button', { name: 'Move to another time' }).click();
  const mover = page.locator('#move-booking-panel');
  await expect(mover.getByRole('heading', { name: 'Pick a free time to move to' })).toBeVisible();
  await showDay(page, moveTo);
  await gridCell(page, moveTo, '7:00 PM').click();
  await gridCell(page, moveTo, '8:00 PM').click();
  await snap('rain-out-choice-move');
  await mover.getByRole('button', { name: 'Move booking' }).click();
  await expect(page.getByText('Booking moved, free of charge.')).toBeVisible();
  await expect(page.getByTestId('booking-status')).toHaveText('Status: Confirmed');
  await expect(page.getByTestId('rain-out-panel')).toContainText(
    'You moved this booking to a new time, free of charge.',
  );
  await expect(page.getByTestId('booking-history')).toContainText('Moved from');
  await snap('rain-out-choice-moved');

  // Credit for the other: at once, and the choice is made.
  await page.goto(`/displaybookings/${late}`);
  await page
    .getByTestId('rain-out-panel')
    .getByRole('button', { name: /TurfBook credit now/ })
    .click();
  await expect(page.getByText('The full amount is in your TurfBook credit now.')).toBeVisible();
  await expect(page.getByTestId('rain-out-panel')).toContainText(
    'You chose TurfBook credit: ₹800.00 is in your credit.',
  );
  await expect(page.getByTestId('booking-status')).toHaveText('Status: Refunded');
  await snap('rain-out-choice-credit');

  // ...and spends it on the next evening: the credit pays it all, with no card step.
  await openTurf(page, { _id: turfId, name: turfName });
  await selectRange(page, moveTo, '5:00 PM', '6:00 PM');
  await page.getByRole('button', { name: 'Proceed to Booking', exact: true }).click();
  await page.getByLabel('Use my TurfBook credit (₹800.00 available)').check();
  await expect(page.getByTestId('credit-left')).toHaveText('₹0.00');
  await page.getByRole('button', { name: 'Pay with credit' }).click();
  await expect(page).toHaveURL(BOOKING_CONFIRMATION_URL);
  await expect(page.getByTestId('booking-paid-with')).toHaveText('TurfBook credit');
});
