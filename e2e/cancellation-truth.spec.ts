import { fillCard, selectRange, openTurf, venueDay } from './support/booking';
import { bookingStatus, payForSlot } from './support/booking-life';
import { createAccount, expect, logInViaUi, test } from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';

// What a player reads after the venue cancels: a rain-out says the venue cancelled and why, and a
// payment whose slot the rain took says "Refund pending" (never "refunded") while the card
// network refuses the refund (decision 021).

const LOST =
  'This time slot was booked by someone else before your payment completed. Refund pending: your money is on its way back to you.';

test('a rain-out reads as the venue’s, and a payment whose slot it took says Refund pending', async ({
  page,
  request,
  snap,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = await createAccount(request, 'owner');
  const player = await createAccount(request, 'user', { fullname: 'Rohan Mehta' });
  const name = `E2E ${testInfo.project.name} Monsoon Arena ${Date.now().toString(36)}`;
  // Listed at ₹800 an hour; `request` is left logged in as the admin, who may rain it out.
  const turf = { _id: await approvedTurfOf(request, owner, name), name, price: 800, location: '' };
  const day = venueDay(2);

  await logInViaUi(page, player, 'user');
  await expect(page).toHaveURL('/');
  await payForSlot(page, turf, { date: day, start: '10:00 AM', end: '11:00 AM' });
  await expect(page).toHaveURL(/\/displaybookings\/[0-9a-f-]{36}/);
  const rainedOutPage = page.url().replace(/\?.*$/, '');

  // A second slot, held at checkout when the rain comes.
  await openTurf(page, turf);
  await selectRange(page, day, '6:00 PM', '7:00 PM');
  await page.getByRole('button', { name: 'Proceed to Booking', exact: true }).click();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL('/checkout');
  for (const [start, end] of [
    [9 * 60, 12 * 60],
    [17 * 60, 20 * 60],
  ]) {
    const rained = await request.post(`/api/v1/owner/turfs/${turf._id}/cancellations`, {
      data: { date: day, start, end, reason: 'Rain' },
    });
    expect(rained.status(), await rained.text()).toBe(200);
  }
  // The rained-out player takes the refund to the card (decision 041: they choose).
  const chosen = await page.request.post(
    `${rainedOutPage.replace('/displaybookings/', '/api/v1/booking/')}/rain-out-choice`,
    { data: { choice: 'refund' } },
  );
  expect(chosen.status(), await chosen.text()).toBe(200);
  await fillCard(page, '4000 0000 0000 5126');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: LOST })).toBeVisible();
  await expect(page.getByText(/Payment failed/)).toHaveCount(0);
  await snap('lost-slot-checkout');

  await page.goto('/displaybookings');
  const cards = page.getByTestId('booking-card').filter({ hasText: name });
  const rained = cards.filter({ hasText: '10:00 AM' });
  await expect(rained.getByTestId('cancelled-by')).toHaveText('Cancelled by the venue: Rain');
  await expect(rained.getByTestId('booking-status')).toHaveText('Status: Refunded');
  const lost = cards.filter({ hasText: '6:00 PM' });
  await expect(lost.getByTestId('cancelled-by')).toHaveText(
    'Cancelled by TurfBook: This time slot was booked by someone else before your payment completed',
  );
  await expect(lost.getByTestId('booking-status')).toHaveText('Status: Refund pending');
  await expect(lost).toContainText('₹800.00 refund pending');
  await expect(lost).not.toContainText('refunded');
  await snap('cancelled-by-in-my-bookings');

  await page.goto(rainedOutPage);
  await expect(page.getByTestId('booking-cancelled')).toContainText(
    'Cancelled by the venue: Rain.Cancelled on ',
  );
  await expect(page.getByTestId('booking-history')).toContainText(
    'Cancelled by the venue: Rain (rained out: credit, a free move or a refund)',
  );
  await expect(page.getByTestId('booking-history')).toContainText('Refunded ₹800.00');
  await snap('rained-out-booking');

  await page.goto('/displaybookings');
  await cards.filter({ hasText: '6:00 PM' }).getByRole('link').click();
  await expect(bookingStatus(page)).toHaveText('Status: Refund pending');
  await expect(page.getByTestId('booking-cancelled')).toContainText(
    'Refund pending: ₹800.00 is on its way back to your card.',
  );
  await expect(page.getByTestId('booking-cancelled')).not.toContainText('Nothing was refunded');
  await expect(page.getByTestId('booking-history')).toContainText('Paid ₹800.00');
  await snap('lost-slot-booking');
});
