import { venueDay } from './support/booking';
import { createAccount, expect, test } from './support/fixtures';
import { API_CARDS, logInPlayerViaApi, payForSlot } from './support/paid-booking';
import {
  approvedTurf,
  freeSlotButtons,
  searchWhen,
  turfCard,
  uniqueWord,
} from './support/search-turf';

// While a new slot search loads on a slow link, the list says "Searching…" (its status line is
// read out by screen readers) and the previous search's cards stay dimmed and inert, so neither
// the count of the old answer nor its Book buttons pass for the new one.

/** Above the spec's two price bands, so browse.spec's counts stay as they are. */
const PRICE = 1600;
/** How long the next list answer is held back: a slow mobile link. */
const DELAY_MS = 1500;

test('a new slot search says "Searching…" and makes the old cards inert until it answers', async ({
  page,
  request,
  snap,
}) => {
  test.setTimeout(120_000);
  const word = uniqueWord();
  const owner = await createAccount(request, 'owner');
  const early = await approvedTurf(request, owner, {
    name: `Sunrise ${word} Arena`,
    sport: 'football',
    price: PRICE,
  });
  const late = await approvedTurf(request, owner, {
    name: `Nightfall ${word} Yard`,
    sport: 'football',
    price: PRICE,
  });
  // 7–8 AM is taken at the late one, 7–8 PM at the early one: each search finds one turf.
  const date = venueDay(2);
  const player = await createAccount(request, 'user');
  const playerId = await logInPlayerViaApi(request, player);
  const paid = { date, amount: '1600.00', card: API_CARDS.success };
  await payForSlot(request, playerId, {
    ...paid,
    turfId: late._id,
    startTime: '7:00 AM',
    endTime: '8:00 AM',
  });
  await payForSlot(request, playerId, {
    ...paid,
    turfId: early._id,
    startTime: '7:00 PM',
    endTime: '8:00 PM',
  });

  await page.goto('/turfs');
  await searchWhen(page, { q: word, date, start: '7:00 AM', length: '1 h' });
  const status = page.getByRole('status').filter({ hasText: /turf|Search|Loading/ });
  await expect(status).toContainText('1 turf free');
  await expect(freeSlotButtons(page, early.name)).toHaveText(['Book 7:00 – 8:00 AM · ₹1,600.00']);
  const results = page.getByTestId('turf-results');
  await expect(results).not.toHaveAttribute('inert');

  // The next answer is held back on the way.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/turf/getTurf?*', async (route) => {
    if (route.request().url().includes('from=19%3A00')) {
      await Promise.race([held, new Promise((resolve) => setTimeout(resolve, DELAY_MS * 10))]);
    }
    await route.continue();
  });
  await searchWhen(page, { q: word, date, start: '7:00 PM', length: '1 h' });

  await expect(status).toHaveText('Searching…');
  await expect(results).toHaveAttribute('inert', '');
  await expect(results).toHaveAttribute('aria-busy', 'true');
  expect(Number(await results.evaluate((list) => getComputedStyle(list).opacity))).toBeLessThan(1);
  // The old card's Book button is still drawn, but cannot be focused or pressed.
  const oldBook = freeSlotButtons(page, early.name).first();
  await expect(oldBook).toBeVisible();
  await oldBook.focus();
  await expect(oldBook).not.toBeFocused();
  await oldBook.click({ force: true });
  await expect(page).toHaveURL(/\/turfs\?/);
  await snap('search-loading-inert');

  release();
  await expect(status).toContainText('1 turf free');
  await expect(status).toContainText('7:00 PM for 1 h');
  await expect(results).not.toHaveAttribute('inert');
  await expect(turfCard(page, early.name)).toHaveCount(0);
  await expect(freeSlotButtons(page, late.name)).toHaveText(['Book 7:00 – 8:00 PM · ₹1,600.00']);
});
