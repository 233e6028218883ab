import type { APIRequestContext } from '@playwright/test';
import { venueDay } from '../support/booking';
import { createAccount, expect, logInViaUi, test, toast, type Account } from '../support/fixtures';
import { API_CARDS, logInPlayerViaApi, payForSlot } from '../support/paid-booking';
import { approvedTurfOf } from '../support/owner-turf';
import { moveServerClock } from '../support/test-clock';

// Who shows up at a game (docs/decisions/043): an organizer's booking opened as a game, two
// players join; a joined player's game page shows the pass (reference and QR code); at the gate
// the owner's day lists the organizer and, under them, each player who joined, found by a
// player's reference too, marked one by one. Ten minutes into the game (the server's clock moved
// there, decision 046) the owner marks one player No-show, who then sees it in their record.

test.afterEach(async ({ request }) => moveServerClock(request, null));

/** Card details the local gateway takes. */
const CARD = { number: API_CARDS.success, expMonth: 12, expYear: 2030, cvc: '123' };

/** The player, logged in on their own request context, joins the game and pays a spot by card. */
async function joinByCard(api: APIRequestContext, player: Account, gameId: string) {
  await logInPlayerViaApi(api, player);
  const join = await api.post(`/api/v1/games/${gameId}/join`, { data: {} });
  expect(join.status(), await join.text()).toBe(200);
  const { clientSecret, paymentId } = (await join.json()) as {
    clientSecret: string;
    paymentId: string;
  };
  const paid = await api.post('/api/v1/payment/local/confirm', {
    data: { clientSecret, card: CARD, billingName: player.fullname },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const finished = await api.post(`/api/v1/games/${gameId}/finish`, { data: { paymentId } });
  expect(finished.status(), await finished.text()).toBe(200);
}

test('an owner marks a game’s organizer and each joined player, one a no-show', async ({
  page,
  request,
  playwright,
  snap,
}, testInfo) => {
  test.setTimeout(120_000);
  await moveServerClock(request, null);
  const date = venueDay(2);
  const owner = await createAccount(request, 'owner', { fullname: 'Meera Iyer' });
  const turfName = `E2E ${testInfo.project.name} Gate Arena ${Date.now().toString(36)}`;
  const turfId = await approvedTurfOf(request, owner, turfName);
  const baseURL = testInfo.project.use.baseURL;
  const organizerApi = await playwright.request.newContext({ baseURL });
  const ashaApi = await playwright.request.newContext({ baseURL });
  const kiranApi = await playwright.request.newContext({ baseURL });
  const organizer = await createAccount(organizerApi, 'user', { fullname: 'Kabir Shah' });
  const asha = await createAccount(ashaApi, 'user', { fullname: 'Asha Patil' });
  const kiran = await createAccount(kiranApi, 'user', { fullname: 'Kiran Rao' });

  const organizerId = await logInPlayerViaApi(organizerApi, organizer);
  const bookingId = await payForSlot(organizerApi, organizerId, {
    turfId,
    date,
    startTime: '6:00 PM',
    endTime: '7:00 PM',
    amount: '800.00',
    card: API_CARDS.success,
  });
  const opened = await organizerApi.post('/api/v1/games', {
    data: { bookingId, level: 'intermediate', spotsTotal: 3, note: 'Friendly' },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  const gameId = ((await opened.json()) as { game: { _id: string } }).game._id;
  await joinByCard(ashaApi, asha, gameId);
  await joinByCard(kiranApi, kiran, gameId);
  await Promise.all([organizerApi, ashaApi, kiranApi].map((api) => api.dispose()));

  // Ten minutes into the game: Arrived and No-show are both open. A joined player's game page
  // carries the booking's pass, the one the organizer's booking page shows.
  await moveServerClock(request, { date, time: '18:10' });
  await logInViaUi(page, asha, 'user');
  await expect(page).toHaveURL('/');
  await page.goto(`/games/${gameId}`);
  const pass = page.getByTestId('check-in-code');
  await expect(pass).toBeVisible();
  const reference = (await pass.locator('.font-mono').textContent())!.trim();
  expect(reference).toMatch(/^TB-[2-9A-Z]{6}$/);
  await expect(pass.getByRole('img', { name: `QR code of booking ${reference}` })).toBeVisible();
  await snap('game-player-pass');

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logInViaUi(page, owner, 'owner');
  await expect(page).toHaveURL('/turf-bookings');
  await page.getByRole('link', { name: `Check-in at ${turfName}` }).click();
  const day = page.getByRole('list', { name: 'Bookings of the day' });
  const row = day.getByTestId('attendance-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Kabir Shah');
  const players = row.getByRole('list', { name: 'Players with Kabir Shah' });
  await expect(players.getByTestId('team-player')).toHaveText([
    /Asha Patil · Joined the game/,
    /Kiran Rao · Joined the game/,
  ]);
  // A joined player's phone is not shown at the gate; the booker's is, as before.
  await expect(players).not.toContainText(asha.mobilenumber);
  await snap('check-in-game-players');

  // Asha tells her reference at the gate: it finds the game's booking, with her in it.
  await page.getByLabel('Booking reference').fill(reference);
  await page.getByRole('button', { name: 'Find booking' }).click();
  const found = page.getByRole('list', { name: 'The booking' }).getByTestId('attendance-row');
  await found.getByRole('button', { name: 'Arrived: Asha Patil' }).click();
  await expect(toast(page, 'Marked Arrived: Asha Patil.')).toBeVisible();
  await row.getByRole('button', { name: 'Arrived: Kabir Shah' }).click();
  await expect(toast(page, 'Marked Arrived: Kabir Shah.')).toBeVisible();
  await players.getByRole('button', { name: 'No-show: Kiran Rao' }).click();
  await expect(toast(page, 'Marked No-show: Kiran Rao.')).toBeVisible();
  await expect(players.getByTestId('team-player').getByTestId('attendance-mark')).toHaveText([
    'Arrived',
    'No-show',
  ]);
  // A mark can be corrected in its window: the other button stays.
  await expect(players.getByRole('button', { name: 'Arrived: Kiran Rao' })).toBeVisible();
  await snap('check-in-game-marked');

  // The player marked No-show sees it in their own record, linked to the game they joined.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logInViaUi(page, kiran, 'user');
  await expect(page).toHaveURL('/');
  await page.goto('/userprofile');
  const record = page.getByTestId('record-panel');
  const counts = record.locator('dl');
  await expect(counts.locator('div', { hasText: 'No-shows' }).locator('dd')).toHaveText('1');
  const against = record.getByRole('list', { name: 'Counting against it' });
  await expect(against).toContainText(turfName);
  await expect(against).toContainText('No-show');
  await expect(against.getByRole('link', { name: turfName })).toHaveAttribute(
    'href',
    `/games/${gameId}`,
  );
  await snap('record-game-no-show');
});
