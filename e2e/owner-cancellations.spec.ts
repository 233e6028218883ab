import { format, parseISO } from 'date-fns';
import { addDays, zonedNow, type LocalDate } from '../src/shared/time';
import { createAccount, expect, logInViaUi, test } from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';
import { API_CARDS, cancelViaApi, logInPlayerViaApi, payForSlot } from './support/paid-booking';

// Owners see cancellations: a player's cancelled bookings stay in the owner's
// table, marked Cancelled with their refund (given back, or still pending when the card refuses
// it), each amount is what the turf keeps, and Total Earnings counts only that. The bookings are
// made and cancelled through the API; this journey is about the owner's screens.

/** The owner table's date column: 'dd MMM yyyy' (spec §2). */
const tableDay = (date: LocalDate) => format(parseISO(date), 'dd MMM yyyy');

test('an owner sees a cancelled booking with its refund, and earnings net of refunds', async ({
  page,
  request,
  snap,
}, testInfo) => {
  test.setTimeout(90_000);
  const owner = await createAccount(request, 'owner', { fullname: 'Meera Iyer' });
  const player = await createAccount(request, 'user', { fullname: 'Rohan Mehta' });
  const turfName = `E2E ${testInfo.project.name} Refund Arena ${Date.now().toString(36)}`;
  // The demo turf helper lists it at ₹800 an hour.
  const turfId = await approvedTurfOf(request, owner, turfName);

  const config = (await (await request.get('/api/v1/config')).json()) as { venueTimeZone: string };
  const today = zonedNow(new Date(), config.venueTimeZone).date;
  // Two days ahead starts more than 24 hours from now: cancelling it refunds everything.
  const [tomorrow, later] = [addDays(today, 1), addDays(today, 2)];

  const userId = await logInPlayerViaApi(request, player);
  const slot = { turfId, amount: '800.00', card: API_CARDS.success };
  await payForSlot(request, userId, {
    ...slot,
    date: tomorrow,
    startTime: '10:00 AM',
    endTime: '11:00 AM',
  });
  const refunded = await payForSlot(request, userId, {
    ...slot,
    date: later,
    startTime: '10:00 AM',
    endTime: '11:00 AM',
  });
  const pending = await payForSlot(request, userId, {
    ...slot,
    card: API_CARDS.refusesRefunds,
    date: later,
    startTime: '12:00 PM',
    endTime: '1:00 PM',
  });
  expect(await cancelViaApi(request, refunded)).toMatchObject({
    status: 'cancelled',
    paymentStatus: 'refunded',
  });
  expect(await cancelViaApi(request, pending)).toMatchObject({
    status: 'cancelled',
    paymentStatus: 'paid',
  });

  await logInViaUi(page, owner, 'owner');
  await expect(page).toHaveURL('/turf-bookings');
  // Only the live booking is kept: both cancelled ones give their ₹800.00 back.
  await expect(page.getByTestId('total-earnings')).toHaveText('₹800.00');
  const card = page.getByTestId('owner-turf-card').filter({ hasText: turfName });
  await expect(card).toContainText('₹800.00');
  await card.getByRole('link', { name: /View Bookings/ }).click();
  await expect(page).toHaveURL(`/turf-bookings/${turfId}`);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: `${turfName} - Bookings` })).toBeVisible();
  await expect(
    main.getByText('3 bookings (2 cancelled), ₹800.00 kept after refunds.'),
  ).toBeVisible();
  const rows = page.getByTestId('owner-booking-row');
  await expect(rows).toHaveCount(3);

  const live = rows.filter({ hasText: 'Confirmed' });
  await expect(live).toHaveCount(1);
  await expect(live).toContainText(tableDay(tomorrow));
  await expect(live).toContainText('10:00 AM – 11:00 AM');
  await expect(live).toContainText('₹800.00');
  await expect(live).toContainText('Paid');
  await expect(live).not.toContainText('refund');

  const given = rows.filter({ hasText: 'Refunded ₹800.00' });
  await expect(given).toHaveCount(1);
  await expect(given).toContainText(player.fullname);
  await expect(given).toContainText(tableDay(later));
  await expect(given).toContainText('10:00 AM – 11:00 AM');
  await expect(given.getByTestId('owner-booking-status')).toHaveText('Cancelled Refunded ₹800.00');
  await expect(given).toContainText('₹0.00');
  await expect(given).toContainText('₹800.00 charged, ₹800.00 refunded');
  await expect(given).toContainText(/\S{10}\.\.\./);

  const due = rows.filter({ hasText: 'Refund pending' });
  await expect(due).toHaveCount(1);
  await expect(due).toContainText('12:00 PM – 1:00 PM');
  await expect(due.getByTestId('owner-booking-status')).toHaveText('Cancelled Refund pending');
  await expect(due).toContainText('Paid');
  await expect(due).toContainText('₹800.00 charged, ₹800.00 to refund');
  await snap('owner-bookings-cancelled');
});
