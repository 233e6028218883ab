import type { Page } from '@playwright/test';
import { formatDate } from '../src/shared/display-format';
import {
  CARDS,
  fillCard,
  openSecondBrowser,
  openTurf,
  selectRange,
  venueDay,
} from './support/booking';
import { createAccount, expect, logInViaUi, test } from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';

// Open games (decision 045): an organizer books and pays an hour, opens it as a game; a second
// player finds it from the turf search's "Open games" link, joins paying a spot by UPI on the
// local gateway and sees "You're in"; the organizer sees them; the player leaves and is refunded.

/**
 * The second player's screens (the fixture's snap pictures the organizer's page): a screenshot,
 * and at desktop size axe, as snap does for every pictured screen.
 */
async function picture(p: Page, name: string, a11y: A11yCheck) {
  const { testDir, name: project } = test.info().project;
  await p.screenshot({ path: `${testDir}/screenshots/${project}/${name}.png`, fullPage: true });
  if (project !== 'phone') await a11y.check(p, name);
}

type A11yCheck = { check: (page: Page, where: string) => Promise<void> };

test('a booked hour opened as a game is found, joined by UPI, seen by its organizer and left', async ({
  page,
  request,
  browser,
  snap,
  a11y,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = await createAccount(request, 'owner');
  const name = `E2E ${testInfo.project.name} Games Arena ${Date.now().toString(36)}`;
  const turf = { _id: await approvedTurfOf(request, owner, name), name };
  const organizer = await createAccount(page.request, 'user', { fullname: 'Kabir Shah' });
  const player = await createAccount(request, 'user', { fullname: 'Asha Patil' });

  await logInViaUi(page, organizer, 'user');
  await expect(page).toHaveURL('/');
  await openTurf(page, turf);
  await selectRange(page, venueDay(5), '6:00 PM', '7:00 PM');
  await page.getByRole('button', { name: 'Proceed to Booking', exact: true }).click();
  await page.getByRole('button', { name: 'Pay Now', exact: true }).click();
  await expect(page).toHaveURL('/checkout');
  await fillCard(page, CARDS.success);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/displaybookings\/[0-9a-f-]{36}\?confirmed=1$/, {
    timeout: 15_000,
  });

  // The booker opens it as a game; the booking page then links to its game.
  await page.getByRole('button', { name: 'Open as a game' }).click();
  const form = page.getByRole('form', { name: 'Open as a game' });
  await form.getByLabel('Level').selectOption('beginner');
  await form.getByLabel('Spots for other players').fill('3');
  await form.getByLabel('Note (optional)').fill('Friendly game, bring a light shirt.');
  // Before confirming, the form says what a spot costs (the ₹800.00 hour shared among the
  // organizer and 3 players), the organizer's part, and when and how the spots' money comes back.
  const summary = form.getByRole('status', { name: 'What the game costs' });
  const deadline = `${formatDate(venueDay(5))}, 4:00 PM (2 hours before play)`;
  await expect(summary).toContainText('₹200.00 a spot');
  await expect(summary).toContainText(
    'The booking’s ₹800.00 shared equally among you and 3 players.',
  );
  await expect(summary).toContainText(
    'Your part: ₹200.00 if every spot fills, ₹800.00 (the whole price) if no one joins.',
  );
  await expect(summary).toContainText(
    `What players pay comes back to you at the deadline, ${deadline}, not as each spot is paid: ₹200.00 for each player still in, refunded to the card or UPI you paid with`,
  );
  await form.getByLabel('Spots for other players').fill('4');
  await expect(summary).toContainText('₹160.00 a spot');
  await form.getByLabel('What players pay comes back to me').selectOption('credit');
  await expect(summary).toContainText(
    '₹160.00 for each player still in, added to your TurfBook credit.',
  );
  await form.getByLabel('Spots for other players').fill('3');
  await form.getByLabel('What players pay comes back to me').selectOption('source');
  await expect(summary).toContainText('₹200.00 for each player still in, refunded to the card');
  await snap('open-game-form');
  await form.getByRole('button', { name: 'Open the game' }).click();
  await page.getByRole('link', { name: 'View your game' }).click();
  await expect(page).toHaveURL(/\/games\/[0-9a-f-]{36}$/);
  const gameUrl = page.url();
  await expect(page.getByText('Open: players can join.')).toBeVisible();
  await expect(page.getByText('No one has joined yet.')).toBeVisible();

  // A second player finds it from the turf search and joins it by UPI.
  const other = await openSecondBrowser(browser, new URL(gameUrl).origin, testInfo.project.use);
  const p2 = other.page;
  await logInViaUi(p2, player, 'user');
  await expect(p2).toHaveURL('/');
  await p2.goto('/turfs');
  await p2.getByRole('link', { name: /^Open games/ }).click();
  await expect(p2).toHaveURL(/\/games/);
  await expect(p2.getByRole('link', { name })).toBeVisible();
  // The Area field searches once the player stops typing, not on every key.
  const areaSearches: string[] = [];
  p2.on('request', (request) => {
    const url = new URL(request.url());
    const area = url.searchParams.get('location');
    if (url.pathname === '/api/v1/games' && area !== null) areaSearches.push(area);
  });
  await p2.getByLabel('Area').pressSequentially('Vasai', { delay: 60 });
  await expect(p2).toHaveURL(/location=Vasai/);
  await expect(p2.getByRole('link', { name })).toBeVisible();
  expect(areaSearches).toEqual(['Vasai']);
  await picture(p2, 'open-games-list', a11y);
  await p2.getByRole('link', { name }).click();
  await expect(p2).toHaveURL(gameUrl);
  await expect(p2.getByText('Friendly game, bring a light shirt.')).toBeVisible();
  await picture(p2, 'open-game-player', a11y);
  await p2.getByRole('button', { name: 'Join and pay my spot' }).click();
  await expect(p2).toHaveURL('/checkout');
  await p2.getByRole('radio', { name: 'UPI' }).check();
  await p2.getByLabel('UPI ID').fill('success@razorpay');
  await p2.getByRole('button', { name: 'Pay with UPI' }).click();
  await expect(p2).toHaveURL(gameUrl, { timeout: 20_000 });
  await expect(p2.getByText("You're in.", { exact: false })).toBeVisible();
  await picture(p2, 'open-game-joined', a11y);

  // The organizer sees the player.
  await page.reload();
  await expect(page.getByText('Asha Patil', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Asha Patil' })).toBeVisible();
  await snap('open-game-organizer');

  // Five days before play the player may leave with a full refund.
  await p2.getByRole('button', { name: 'Leave the game' }).click();
  await p2.getByRole('button', { name: 'Yes, leave' }).click();
  await expect(p2.getByText('You left the game', { exact: false }).first()).toBeVisible();
  await picture(p2, 'open-game-left', a11y);
  await other.close();
});
