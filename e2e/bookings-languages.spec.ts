import type { Page } from '@playwright/test';
import { venueDay } from './support/booking';
import { createAccount, expect, logInViaUi, test } from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';
import { API_CARDS, logInPlayerViaApi, payForSlot } from './support/paid-booking';
import {
  collectAnswerOf,
  collectApiTexts,
  speakPseudo,
  untranslatedTexts,
  type ApiTexts,
} from './support/untranslated';

// A player's bookings in the three languages (docs/decisions/062): with the pseudo-language on,
// Your Bookings, a booking's page with its cancel dialog, and the open games show no word outside
// the catalogues; in Hindi and Marathi the booking page holds its layout at phone size.

/**
 * The words of this area's screen only: the shell (navigation, footer, toasts) is another area's,
 * so the page's main content is read alone (the page is left after this).
 */
async function screenWords(page: Page, apiTexts: ApiTexts): Promise<string[]> {
  await page.evaluate(() => {
    const main = document.querySelector('main');
    const screen = document.createElement('div');
    screen.append(...(main ? [...main.childNodes] : []));
    const dialogs = [...document.querySelectorAll('[role="dialog"]')];
    document.body.replaceChildren(screen, ...dialogs);
  });
  return untranslatedTexts(page, apiTexts);
}

test('Your Bookings, the booking page and the open games speak only from catalogues', async ({
  page,
  request,
}, testInfo) => {
  const owner = await createAccount(request, 'owner', { fullname: 'Zoya Merchant' });
  const turfName = `E2E ${testInfo.project.name} Words Box ${Date.now().toString(36)}`;
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
  await speakPseudo(page);
  const apiTexts = collectApiTexts(page);
  await page.goto('/displaybookings');
  await expect(page.getByTestId('booking-card')).toBeVisible();
  expect(await screenWords(page, apiTexts)).toEqual([]);

  await page.goto(`/displaybookings/${bookingId}`);
  await expect(page.getByTestId('booking-facts')).toBeVisible();
  await expect(page.getByTestId('check-in-code').locator('img')).toBeVisible();
  expect(await screenWords(page, apiTexts)).toEqual([]);
  await page.reload();
  await page.getByRole('button', { name: '⟦Cancel booking⟧' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await screenWords(page, apiTexts)).toEqual([]);

  await page.goto('/games');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Games the other journeys open meanwhile are data too.
  await collectAnswerOf(page, apiTexts, '/api/v1/games');
  expect(await screenWords(page, apiTexts)).toEqual([]);
  // The journey's own accessibility check reads the page whole.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

for (const language of ['hi', 'mr'] as const) {
  test(`the booking page in ${language} holds at phone size`, async ({ page, request }, info) => {
    test.skip(info.project.name !== 'phone', 'a phone-size look');
    const owner = await createAccount(request, 'owner', { fullname: 'Zoya Merchant' });
    const turfId = await approvedTurfOf(request, owner, `E2E ${language} Box ${Date.now()}`);
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
    // The account's language wins over the device's once its session is read.
    const answer = await page.request.patch('/api/v1/user/me', { data: { language } });
    expect(answer.ok()).toBe(true);
    await page.addInitScript((lang) => localStorage.setItem('turfbook.language', lang), language);
    await page.goto(`/displaybookings/${bookingId}`);
    await expect(page.getByTestId('booking-facts')).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(page.viewportSize()!.width);
    await page.screenshot({ path: info.outputPath(`booking-${language}.png`), fullPage: true });
    await page.goto('/displaybookings');
    await expect(page.getByTestId('booking-card')).toBeVisible();
    await page.screenshot({ path: info.outputPath(`bookings-${language}.png`), fullPage: true });
  });
}
