import { formatDate } from '../src/shared/display-format';
import { CARDS, fillCard, gridCell, venueDay } from './support/booking';
import { showDay } from './support/day-tabs';
import { createAccount, expect, logInViaUi, test, toast } from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';
import { API_CARDS, logInPlayerViaApi, payForSlot } from './support/paid-booking';

// A move costs what the new time costs (docs/decisions/053): the booking page quotes the
// difference before the player confirms, the difference is paid through the checkout, and the
// booking moves once it is paid; its page then says what each charge paid.

test('a player moves a booking to a dearer evening and pays the difference first', async ({
  page,
  request,
  snap,
}, testInfo) => {
  test.setTimeout(150_000);
  const owner = await createAccount(request, 'owner', { fullname: 'Imran Sheikh' });
  const turfName = `E2E ${testInfo.project.name} Move Arena ${Date.now().toString(36)}`;
  // ₹800 an hour (the helper's listing), ₹1,500 from 8 PM to 10 PM every day.
  const turfId = await approvedTurfOf(request, owner, turfName);
  const priced = await request.put(`/api/v1/owner/turfs/${turfId}/pricing`, {
    data: {
      base: '800.00',
      bands: [{ days: [0, 1, 2, 3, 4, 5, 6], from: '20:00', to: '22:00', perHour: '1500.00' }],
    },
  });
  expect(priced.status(), await priced.text()).toBe(200);

  const player = await createAccount(page.request, 'user', { fullname: 'Kavya Rao' });
  const userId = await logInPlayerViaApi(page.request, player);
  const day = venueDay(2);
  const later = venueDay(3);
  const bookingId = await payForSlot(page.request, userId, {
    turfId,
    date: day,
    startTime: '6:00 PM',
    endTime: '7:00 PM',
    amount: '800.00',
    card: API_CARDS.success,
  });
  await page.context().clearCookies();
  await logInViaUi(page, player, 'user');
  await expect(page).toHaveURL('/');
  await page.goto(`/displaybookings/${bookingId}`);
  await expect(page.getByRole('heading', { level: 1, name: turfName })).toBeVisible();

  await page.getByRole('button', { name: 'Change time' }).click();
  const panel = page.getByRole('region', { name: 'Pick a new time' });
  await showDay(page, later);
  await gridCell(page, later, '8:00 PM').click();
  await gridCell(page, later, '9:00 PM').click();
  // The difference is quoted before anything moves.
  await expect(panel.getByTestId('move-quote')).toContainText('₹700.00');
  await snap('move-price-quote');
  await panel.getByRole('button', { name: 'Pay ₹700.00 and move' }).click();

  await expect(page).toHaveURL('/checkout');
  await fillCard(page, CARDS.success);
  await page.getByRole('button', { name: 'Pay ₹700.00' }).click();
  await expect(toast(page, 'Booking moved.')).toBeVisible();
  await expect(page).toHaveURL(`/displaybookings/${bookingId}`);
  await expect(page.getByTestId('booking-date')).toHaveText(formatDate(later));
  await expect(page.getByTestId('booking-time')).toHaveText('8:00 PM – 9:00 PM');
  await expect(page.getByTestId('booking-facts')).toContainText('₹1,500.00');
  await expect(page.getByTestId('booking-paid-with')).toHaveText(
    '₹800.00 Card ending 4242 + ₹700.00 Card ending 4242',
  );
  await expect(page.getByTestId('booking-history')).toContainText(
    `Moved from ${formatDate(day)}, 6:00 PM – 7:00 PM to ${formatDate(later)}, 8:00 PM – 9:00 PM (paid ₹700.00 more)`,
  );
  // The venue was paid the difference too: its own receipt, beside the booking's.
  const documents = page.getByRole('region', { name: 'Invoice and credit notes' });
  await expect(
    documents.getByRole('link', { name: 'Download receipt for the move' }),
  ).toBeVisible();
  await expect(documents).toContainText('(₹700.00 more)');
  await snap('move-price-paid');
});
