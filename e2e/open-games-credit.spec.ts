import type { APIRequestContext } from '@playwright/test';
import { CARDS, fillCard, venueDay } from './support/booking';
import { createAccount, expect, logInViaUi, test } from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';
import { API_CARDS, logInPlayerViaApi, payForSlot } from './support/paid-booking';

// Joining open games with TurfBook credit (decisions 040 and 045): a player with ₹400 of credit
// joins a ₹200 spot with credit alone (no card step, in at once), then a ₹400 spot with the
// ₹200 left and ₹200 by card; leaving that one puts the credit part back in their credit.

async function openGame(request: APIRequestContext, bookingId: string, spotsTotal: number) {
  const opened = await request.post('/api/v1/games', {
    data: { bookingId, level: 'beginner', spotsTotal, note: 'Bring water.' },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  return `/games/${((await opened.json()) as { game: { _id: string } }).game._id}`;
}

test('a player joins one game with credit alone and another with credit and a card', async ({
  page,
  request,
  snap,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = await createAccount(request, 'owner');
  const name = `E2E ${testInfo.project.name} Game Credit ${Date.now().toString(36)}`;
  // ₹800 an hour (the helper's listing).
  const turfId = await approvedTurfOf(request, owner, name);
  const organizer = await createAccount(request, 'user', { fullname: 'Kabir Shah' });
  const organizerId = await logInPlayerViaApi(request, organizer);
  const day = venueDay(5);
  const hour = (startTime: string, endTime: string) => ({
    turfId,
    date: day,
    startTime,
    endTime,
    amount: '800.00',
    card: API_CARDS.success,
  });
  // ₹800 over 4 places: ₹200 a spot; over 2 places: ₹400.
  const cheap = await openGame(
    request,
    await payForSlot(request, organizerId, hour('6:00 PM', '7:00 PM')),
    3,
  );
  const dear = await openGame(
    request,
    await payForSlot(request, organizerId, hour('8:00 PM', '9:00 PM')),
    1,
  );

  // ₹400 of credit: half an hour paid by card, cancelled with the refund as credit.
  const player = await createAccount(page.request, 'user', { fullname: 'Asha Patil' });
  const playerId = await logInPlayerViaApi(page.request, player);
  const earlier = await payForSlot(page.request, playerId, {
    ...hour('6:00 AM', '6:30 AM'),
    date: venueDay(3),
    amount: '400.00',
  });
  const cancelled = await page.request.post(`/api/v1/booking/${earlier}/cancel`, {
    data: { refundTo: 'credit' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await logInViaUi(page, player, 'user');
  await expect(page).toHaveURL('/');
  await page.goto(cheap);
  await page.getByLabel('Use my TurfBook credit (₹400.00 available)').check();
  await expect(page.getByTestId('credit-covers')).toHaveText('−₹200.00');
  await expect(page.getByTestId('credit-left')).toHaveText('₹0.00');
  await snap('game-credit-offer');
  await page.getByRole('button', { name: 'Join and pay with credit' }).click();
  await expect(page.getByText("You're in.", { exact: false })).toBeVisible();
  await expect(page).toHaveURL(cheap);
  await snap('game-credit-joined');

  await page.goto(dear);
  await page.getByLabel('Use my TurfBook credit (₹200.00 available)').check();
  await expect(page.getByTestId('credit-covers')).toHaveText('−₹200.00');
  await expect(page.getByTestId('credit-left')).toHaveText('₹200.00');
  await page.getByRole('button', { name: 'Join and pay my spot' }).click();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByTestId('checkout-total')).toHaveText('₹200.00');
  await fillCard(page, CARDS.success);
  await page.getByRole('button', { name: 'Pay ₹200.00' }).click();
  await expect(page).toHaveURL(dear, { timeout: 20_000 });
  await expect(
    page.getByText(
      "You're in. You paid ₹400.00 for your spot. ₹200.00 of it was your TurfBook credit.",
    ),
  ).toBeVisible();
  await expect(
    page.getByText('₹200.00 to your TurfBook credit at once, the rest to your card or UPI.', {
      exact: false,
    }),
  ).toBeVisible();
  await snap('game-credit-part-joined');

  // Leaving five days before play: the ₹200 of credit is back in the credit at once.
  await page.getByRole('button', { name: 'Leave the game' }).click();
  await page.getByRole('button', { name: 'Yes, leave' }).click();
  await expect(page.getByText('You left the game', { exact: false }).first()).toBeVisible();
  const credit = await page.request.get('/api/v1/user/credit');
  expect(((await credit.json()) as { balance: string }).balance).toBe('200.00');
  await page.goto('/userprofile');
  await expect(page.getByTestId('credit-balance')).toHaveText('₹200.00');
  await snap('game-credit-left');
});
