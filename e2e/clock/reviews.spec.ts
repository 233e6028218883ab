import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { venueDay } from '../support/booking';
import { createAccount, expect, test, type Account } from '../support/fixtures';
import { waitForMail } from '../support/outbox';
import { approvedTurfOf } from '../support/owner-turf';
import { API_CARDS, logInPlayerViaApi, payForSlot } from '../support/paid-booking';
import { moveServerClock } from '../support/test-clock';

// After playing (docs/decisions/067): an hour after the game the player is asked to review it by
// mail, follows the mail's link and writes a review on the booking page; the owner replies once
// from the turf page; the turf page shows both, and the summary counts the review's stars. Set up
// through the API: a paid booking two days ahead, and the server's clock moved past its end
// (docs/decisions/046), so it runs at any hour.

const CLOCK_OUTBOX = join(process.env.E2E_DATA_DIR ?? '.e2e-data-clock', 'outbox');

async function signIn(page: Page, account: Account, role: 'owner' | 'user') {
  await page.context().clearCookies();
  const answer = await page.request.post('/api/v1/user/login', {
    data: { email: account.email, password: account.password, role },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { user } = (await answer.json()) as { user: object };
  await page.addInitScript((stored) => {
    localStorage.setItem('turfbook-auth', JSON.stringify({ state: { user: stored }, version: 1 }));
  }, user);
}

test.afterEach(async ({ request }) => moveServerClock(request, null));

test('after playing, a player reviews the booking and the owner replies on the turf page', async ({
  page,
  request,
  snap,
}, testInfo) => {
  test.setTimeout(120_000);
  await moveServerClock(request, null);
  const date = venueDay(2);
  const owner = await createAccount(request, 'owner', { fullname: 'Meera Iyer' });
  const turfName = `E2E ${testInfo.project.name} Reviews ${Date.now().toString(36)}`;
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
  // The game has been played: an hour after its end, the minute's job asks the player to review it.
  await moveServerClock(request, { date, time: '20:01' });
  const asked = await waitForMail(player.email, `How was your game at ${turfName}?`, {
    outbox: CLOCK_OUTBOX,
  });
  const link = new URL(/^Write a review: (\S+)$/m.exec(asked)![1]!);
  expect(link.pathname).toBe(`/displaybookings/${bookingId}`);
  expect(link.hash).toBe('#review');

  // The player follows it: the booking page opens at the review form, which writes the review.
  await signIn(page, player, 'user');
  await page.goto(`${link.pathname}${link.hash}`);
  const panel = page.getByRole('region', { name: 'Write a review' });
  await expect(panel).toBeInViewport();
  await expect(panel).toBeFocused();
  await panel.getByRole('button', { name: '4 stars' }).click();
  await panel.getByLabel('Your words').fill('Good grass and bright lights; parking was tight.');
  await snap('review-write');
  await panel.getByRole('button', { name: 'Post review' }).click();
  const mine = page.getByTestId('my-review');
  await expect(mine).toContainText('Good grass and bright lights; parking was tight.');
  await expect(page.getByRole('heading', { name: 'Your review' })).toBeVisible();

  // The owner replies once, from the turf page.
  await signIn(page, owner, 'owner');
  await page.goto(`/turfs/${turfId}`);
  const review = page.getByTestId('review');
  await expect(review).toContainText('Priya N.');
  await review.getByRole('button', { name: 'Reply' }).click();
  await review
    .getByLabel('Your reply (once, shown to everyone)')
    .fill('Thank you! More parking opens next month.');
  await review.getByRole('button', { name: 'Send reply' }).click();
  await expect(review.getByTestId('review-reply')).toContainText('More parking opens next month.');
  await expect(review.getByRole('button', { name: 'Reply' })).toHaveCount(0);

  // Anyone reads both, and the summary counts the review's stars.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.addInitScript(() => localStorage.removeItem('turfbook-auth'));
  await page.goto(`/turfs/${turfId}`);
  await expect(page.getByTestId('review-summary')).toContainText('4.0 from 1 rating');
  await expect(page.getByTestId('review')).toContainText('Good grass and bright lights');
  await expect(page.getByTestId('review-reply')).toContainText('More parking opens next month.');
  await page.getByRole('heading', { name: 'Reviews from players' }).scrollIntoViewIfNeeded();
  await snap('review-on-turf-page');
});
