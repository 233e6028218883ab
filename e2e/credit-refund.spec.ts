import { venueDay } from './support/booking';
import { createAccount, expect, logInViaUi, test, toast } from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';
import { API_CARDS, logInPlayerViaApi, payForSlot } from './support/paid-booking';

// A refund as instant TurfBook credit (docs/decisions/040): the player cancels, chooses credit in
// the dialog, and finds it on the booking page and in their profile's credit at once.

test('a player cancels and takes the refund as instant credit', async ({
  page,
  request,
  snap,
}, testInfo) => {
  const owner = await createAccount(request, 'owner', { fullname: 'Zoya Merchant' });
  const turfName = `E2E ${testInfo.project.name} Credit Box ${Date.now().toString(36)}`;
  // ₹800 an hour (the helper's listing).
  const turfId = await approvedTurfOf(request, owner, turfName);
  const player = await createAccount(request, 'user', { fullname: 'Kabir Rao' });
  const userId = await logInPlayerViaApi(request, player);
  const bookingId = await payForSlot(request, userId, {
    turfId,
    date: venueDay(3),
    startTime: '6:00 PM',
    endTime: '7:00 PM',
    amount: '800.00',
    card: API_CARDS.success,
  });

  await logInViaUi(page, player, 'user');
  await expect(page).toHaveURL('/');
  await page.goto(`/displaybookings/${bookingId}`);
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText('You will get ₹800.00 back (100%).');
  await expect(dialog.getByLabel('Back to how I paid')).toBeChecked();
  await dialog.getByLabel('Instant TurfBook credit').check();
  await snap('credit-cancel-dialog');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(
    toast(page, 'Booking cancelled. The refund is in your TurfBook credit now.'),
  ).toBeVisible();
  await expect(page.getByTestId('booking-cancelled')).toContainText(
    '₹800.00 went to your TurfBook credit',
  );

  await page.goto('/userprofile');
  await expect(page.getByTestId('credit-balance')).toHaveText('₹800.00');
  const panel = page.getByTestId('credit-panel');
  await expect(panel).toContainText('Refund of a cancelled booking');
  await expect(panel).toContainText('+₹800.00');
  await snap('credit-profile');
});
