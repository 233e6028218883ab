import { formatDate } from '../src/shared/display-format';
import { bookingTotalLabel, scrollToTop, venueDay } from './support/booking';
import { createAccount, expect, logInViaUi, test, toast } from './support/fixtures';
import { API_CARDS, logInPlayerViaApi, payForSlot } from './support/paid-booking';
import {
  approvedTurf,
  freeSlotButtons,
  holdViaApi,
  openSportFromHome,
  searchForm,
  searchWhen,
  turfCard,
  uniqueWord,
  type OwnTurf,
} from './support/search-turf';

// Finding a free slot rather than a turf: "football, <day>, 7 PM, 1 h" across every
// turf, each card with its free time as a button that goes straight to the booking summary.
// Every journey lists two football turfs of its own, named with a word no other turf has, so the
// name search narrows the list to them whatever else the database holds; one of them is booked
// 7–8 PM two days ahead, the other is free then.

/** Above the spec's two price bands, so these turfs change no count that browse.spec checks. */
const PRICE = 1600;

async function twoFootballTurfs(
  request: Parameters<typeof createAccount>[0],
): Promise<{ word: string; free: OwnTurf; booked: OwnTurf; date: string }> {
  const word = uniqueWord();
  const owner = await createAccount(request, 'owner');
  const free = await approvedTurf(request, owner, {
    name: `Greenline ${word} Arena`,
    sport: 'football',
    price: PRICE,
  });
  const booked = await approvedTurf(request, owner, {
    name: `Kickoff ${word} Yard`,
    sport: 'football',
    price: PRICE,
  });
  const date = venueDay(2);
  const player = await createAccount(request, 'user');
  const playerId = await logInPlayerViaApi(request, player);
  await payForSlot(request, playerId, {
    turfId: booked._id,
    date,
    startTime: '7:00 PM',
    endTime: '8:00 PM',
    amount: '1600.00',
    card: API_CARDS.success,
  });
  return { word, free, booked, date };
}

test.describe('slot search', () => {
  // Each journey makes an owner, two turfs, a paid booking and a player first.
  test.describe.configure({ timeout: 120_000 });

  test('football, a day, 7 PM, 1 h: three clicks from the home page to the summary', async ({
    page,
    request,
    snap,
  }) => {
    const { word, free, booked, date } = await twoFootballTurfs(request);
    const player = await createAccount(request, 'user');
    await logInViaUi(page, player, 'user');
    await expect(page).toHaveURL('/');

    // Click 1: the sport; then the search's fields; click 2: Search.
    await openSportFromHome(page, 'FOOTBALL');
    await searchWhen(page, { q: word, date, start: '7:00 PM', length: '1 h' });
    await expect(page).toHaveURL(
      new RegExp(`/sports/football\\?q=${word}&date=${date}&from=19%3A00&minutes=60$`),
    );

    // Only the turf with 7–8 PM free is listed, with that time as a button; the rating shows.
    await expect(turfCard(page, free.name)).toBeVisible();
    await expect(turfCard(page, booked.name)).toHaveCount(0);
    await expect(page.getByRole('status')).toContainText('1 turf free');
    await expect(turfCard(page, free.name)).toContainText('No ratings yet');
    await expect(freeSlotButtons(page, free.name)).toHaveText(['Book 7:00 – 8:00 PM · ₹1,600.00']);
    await scrollToTop(page);
    await snap('search-football-7pm');

    // A link reproduces the list; Back after a new search returns to it.
    await page.reload();
    await expect(freeSlotButtons(page, free.name)).toHaveText(['Book 7:00 – 8:00 PM · ₹1,600.00']);
    await expect(searchForm(page).getByLabel('Start')).toHaveValue('19:00');

    // "Flexible ±1 h" shows the booked turf too, with the nearest free starts, earlier first.
    await searchWhen(page, { q: word, date, start: '7:00 PM', length: '1 h', flexible: true });
    await expect(freeSlotButtons(page, booked.name)).toHaveText([
      'Book 6:00 – 7:00 PM · ₹1,600.00',
      'Book 8:00 – 9:00 PM · ₹1,600.00',
    ]);
    await expect(freeSlotButtons(page, free.name).first()).toHaveText(
      'Book 7:00 – 8:00 PM · ₹1,600.00',
    );
    await scrollToTop(page);
    await snap('search-football-flexible');
    await page.goBack();
    await expect(turfCard(page, booked.name)).toHaveCount(0);
    await expect(searchForm(page).getByLabel('Flexible ±1 h')).not.toBeChecked();

    // Click 3: the free time, straight to the summary with that range.
    await freeSlotButtons(page, free.name).first().click();
    await expect(page).toHaveURL(`/turfs/${free._id}/booking`);
    await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText(free.name);
    await expect(main).toContainText(`${formatDate(date)}, 7:00 PM`);
    await expect(main).toContainText(`${formatDate(date)}, 8:00 PM`);
    await expect(page.getByTestId('booking-total')).toHaveText(bookingTotalLabel(PRICE, 1));
    await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    await snap('search-summary');
  });

  test('a visitor’s free time goes through login and back to the summary', async ({
    page,
    request,
    snap,
  }) => {
    const { word, free, date } = await twoFootballTurfs(request);
    await page.goto('/turfs');
    await searchWhen(page, { q: word, date, start: '7:00 PM', length: '1 h' });
    await expect(freeSlotButtons(page, free.name)).toHaveText(['Book 7:00 – 8:00 PM · ₹1,600.00']);

    await freeSlotButtons(page, free.name).click();
    await expect(toast(page, 'Please log in to proceed with booking.')).toBeVisible();
    await expect(page).toHaveURL('/login');

    const player = await createAccount(request, 'user');
    await logInViaUi(page, player, 'user');
    await expect(page).toHaveURL(`/turfs/${free._id}/booking`);
    await expect(page.getByRole('main')).toContainText(`${formatDate(date)}, 7:00 PM`);
    await expect(page.getByTestId('booking-total')).toHaveText(bookingTotalLabel(PRICE, 1));
    await snap('search-summary-after-login');
  });

  test('no turf free at that time says so; paging, sort and the total live in the URL', async ({
    page,
    request,
    snap,
  }) => {
    const { word, free, date } = await twoFootballTurfs(request);
    await page.goto(`/turfs?q=${word}&date=${date}&from=19:30&minutes=30`);
    // 7:30 PM is free on one of them only; once someone holds it there too, on neither.
    await expect(page.getByRole('status')).toContainText('1 turf free');
    const holder = await createAccount(request, 'user');
    await holdViaApi(request, await logInPlayerViaApi(request, holder), {
      turfId: free._id,
      date,
      startTime: '7:00 PM',
      endTime: '8:00 PM',
      amount: '1600.00',
    });
    await searchWhen(page, { q: word, date, start: '7:00 PM', length: '1 h' });
    await expect(page.getByText('No turf is free at that time')).toBeVisible();
    await scrollToTop(page);
    await snap('search-none-free');

    // Without a search: the first page of 24 and the total; the next page is a URL of its own.
    await page.goto('/turfs?sort=price_asc');
    const status = page.getByRole('status');
    await expect(status).toHaveText(/^\d+ turfs$/);
    const total = Number((await status.textContent())!.split(' ')[0]);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(Math.min(total, 24));
    const prices = await cards.locator('p', { hasText: '/ hour' }).allTextContents();
    const rupees = prices.map((text) => Number(text.replace(/[^\d.]/g, '')));
    expect(rupees).toEqual([...rupees].sort((a, b) => a - b));
    if (total > 24) {
      await page
        .getByRole('navigation', { name: 'Pages' })
        .getByRole('link', { name: 'Next' })
        .click();
      await expect(page).toHaveURL('/turfs?sort=price_asc&page=2');
      await expect(cards).toHaveCount(Math.min(total - 24, 24));
      await page.goBack();
      await expect(page).toHaveURL('/turfs?sort=price_asc');
    }
  });
});
