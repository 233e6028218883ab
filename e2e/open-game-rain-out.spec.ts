import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, zonedNow, type LocalDate } from '../src/shared/time';
import { openSecondBrowser, scrollToTop } from './support/booking';
import { createAccount, expect, logInViaUi, test } from './support/fixtures';
import { openCalendarFromCard, pickRange, selectionPanel } from './support/owner-calendar';
import { approvedTurfOf } from './support/owner-turf';
import { API_CARDS, logInPlayerViaApi, payForSlot } from './support/paid-booking';

// An owner rains out an open game (decision 045): the organizer's booking and the game are set
// up through the API, a player joins it and, on the game's page, takes credit for their spot if
// the game is called off; the owner then cancels the evening for rain on the calendar (no
// "cancel the game first" any more), and the player's page says the spot went to credit.

async function venueToday(request: APIRequestContext): Promise<LocalDate> {
  const config = (await (await request.get('/api/v1/config')).json()) as { venueTimeZone: string };
  return zonedNow(new Date(), config.venueTimeZone).date;
}

/** The joiner's screens: a screenshot in the project's folder (the fixture's snap is the owner's). */
async function picture(p: Page, name: string) {
  const { testDir, name: project } = test.info().project;
  await scrollToTop(p);
  await p.screenshot({ path: `${testDir}/screenshots/${project}/${name}.png`, fullPage: true });
}

test('an owner rains out an open game and a joined player takes credit for their spot', async ({
  page,
  request,
  browser,
  snap,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = await createAccount(request, 'owner', { fullname: 'Meera Iyer' });
  const turfName = `E2E ${testInfo.project.name} Rain Game Arena ${Date.now().toString(36)}`;
  // Listed at ₹800 an hour: 3 spots of ₹200, the organizer's place counted.
  const turfId = await approvedTurfOf(request, owner, turfName);
  const organizer = await createAccount(request, 'user', { fullname: 'Kabir Shah' });
  const player = await createAccount(request, 'user', { fullname: 'Asha Patil' });
  const rainy = addDays(await venueToday(request), 3);

  const organizerId = await logInPlayerViaApi(request, organizer);
  const bookingId = await payForSlot(request, organizerId, {
    turfId,
    date: rainy,
    startTime: '6:00 PM',
    endTime: '7:00 PM',
    amount: '800.00',
    card: API_CARDS.success,
  });
  const opened = await request.post('/api/v1/games', {
    data: { bookingId, level: 'beginner', spotsTotal: 3, note: 'Evening 5-a-side' },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  const gameId = ((await opened.json()) as { game: { _id: string } }).game._id;

  await logInPlayerViaApi(request, player);
  const join = await request.post(`/api/v1/games/${gameId}/join`, { data: {} });
  expect(join.status(), await join.text()).toBe(200);
  const paid = await request.post('/api/v1/payment/local/confirm', {
    data: {
      clientSecret: ((await join.json()) as { clientSecret: string }).clientSecret,
      card: { number: API_CARDS.success, expMonth: 12, expYear: 2030, cvc: '123' },
      billingName: 'Asha Patil',
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);

  // The player, on the game's page, chooses credit should the game be called off.
  const other = await openSecondBrowser(
    browser,
    testInfo.project.use.baseURL!,
    testInfo.project.use,
  );
  const p2 = other.page;
  await logInViaUi(p2, player, 'user');
  await expect(p2).toHaveURL('/');
  await p2.goto(`/games/${gameId}`);
  await expect(p2.getByText("You're in.", { exact: false })).toBeVisible();
  const choice = p2.getByRole('group', { name: /If this game is called off, my ₹200.00 goes/ });
  await expect(choice.getByRole('radio', { name: 'Back to how I paid' })).toBeChecked();
  await choice.getByRole('radio', { name: 'Credit, at once' }).check();
  await expect(
    choice.getByText('Where your spot goes back if the game is called off is saved.'),
  ).toBeVisible();
  await expect(choice.getByRole('radio', { name: 'Credit, at once' })).toBeChecked();
  await picture(p2, 'open-game-rain-choice');

  // The owner calls the evening off for rain: the game booking is no longer refused.
  const ownerPage = page;
  await logInViaUi(ownerPage, owner, 'owner');
  await expect(ownerPage).toHaveURL('/turf-bookings');
  await openCalendarFromCard(ownerPage, turfName);
  await pickRange(ownerPage, rainy, '6:00 PM', '6:30 PM');
  await selectionPanel(ownerPage)
    .getByRole('button', { name: 'Cancel 1 booking', exact: true })
    .click();
  const dialog = ownerPage.getByRole('dialog', { name: 'Cancel 1 booking for rain?' });
  await expect(dialog).toContainText('Kabir Shah');
  // The owner is told the joined player's money comes back at once, before confirming.
  await expect(dialog).toContainText(
    'The player who joined its game gets their spot back in full at once',
  );
  await snap('open-game-rain-out-dialog');
  await dialog.getByRole('button', { name: 'Cancel bookings' }).click();
  await expect(dialog).toBeHidden();
  await expect(ownerPage.getByText('cancel the game first', { exact: false })).toHaveCount(0);

  // The player's spot went back in full, to their credit.
  await p2.reload();
  await expect(
    p2.getByText(
      'This game was called off. Your ₹200.00 spot was refunded in full to your TurfBook credit.',
    ),
  ).toBeVisible();
  await picture(p2, 'open-game-rain-refunded');
  const credit = await p2.request.get('/api/v1/user/credit');
  expect(((await credit.json()) as { balance: string }).balance).toBe('200.00');
  await other.close();
});
