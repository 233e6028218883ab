import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import {
  BOOKING_CONFIRMATION_URL,
  CARDS,
  bookingCards,
  fillCard,
  openSecondBrowser,
  openTurf,
  scrollToTop,
  selectRange,
  venueDay,
} from './support/booking';
import {
  createAccount,
  expect,
  logInViaUi,
  seriousA11yViolations,
  test,
  toast,
} from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';

// Promo codes (docs/decisions/035): an owner makes a code for their turf, a player applies it on
// the booking summary, sees the discount and the new total before Pay Now, pays the discounted
// amount, and the booking and the owner's list show what was paid and given away.

test('an owner creates a code; a player applies it and pays the discounted amount', async ({
  page,
  request,
  browser,
  baseURL,
  snap,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = await createAccount(request, 'owner', { fullname: 'Meera Iyer' });
  const turfName = `E2E ${testInfo.project.name} Promo Arena ${Date.now().toString(36)}`;
  // ₹800 an hour (the helper's listing).
  const turfId = await approvedTurfOf(request, owner, turfName);
  const player = await createAccount(request, 'user', { fullname: 'Asha Kulkarni' });
  const code = `E2E${testInfo.project.name.slice(0, 1).toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
  const day = venueDay(2);

  await logInViaUi(page, owner, 'owner');
  await expect(page).toHaveURL('/turf-bookings');
  await page.getByRole('link', { name: 'Promo codes' }).click();
  await expect(page).toHaveURL('/promo-codes');
  await expect(page.getByRole('heading', { level: 1, name: 'Promo Codes' })).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Percentage off').fill('95');
  await page.getByRole('checkbox', { name: turfName }).check();
  await page.getByRole('button', { name: 'Create code' }).click();
  // A bad field is said in the server's words, and nothing is saved.
  await expect(page.getByRole('form', { name: 'New promo code' }).getByRole('alert')).toHaveText(
    'The percentage off must be a whole number from 1 to 90.',
  );
  await page.getByLabel('Percentage off').fill('20');
  await page.getByRole('button', { name: 'Create code' }).click();
  const created = toast(page, `Promo code ${code} created.`);
  await expect(created).toBeVisible();
  await created.getByRole('button', { name: /close/i }).click();
  const listed = page.getByTestId('promo-code').filter({ hasText: code });
  await expect(listed).toContainText('20% off');
  await expect(listed.getByTestId('promo-uses')).toHaveText('0 of 100');
  await snap('promo-owner-created');

  const other = await openSecondBrowser(browser, baseURL!);
  const playerPage = other.page;
  await logInViaUi(playerPage, player, 'user');
  await expect(playerPage).toHaveURL('/');
  await openTurf(playerPage, { _id: turfId, name: turfName });
  await selectRange(playerPage, day, '7:00 PM', '8:00 PM');
  await playerPage.getByRole('button', { name: 'Proceed to Booking', exact: true }).click();
  await expect(playerPage).toHaveURL(`/turfs/${turfId}/booking`);
  await expect(playerPage.getByTestId('booking-total')).toHaveText('₹800.00');
  await playerPage.getByLabel('Promo code').fill('nosuchcode');
  await playerPage.getByRole('button', { name: 'Apply' }).click();
  await expect(playerPage.getByRole('main').getByRole('alert')).toHaveText(
    'This promo code does not exist.',
  );
  await playerPage.getByLabel('Promo code').fill(code.toLowerCase());
  await playerPage.getByRole('button', { name: 'Apply' }).click();
  await expect(playerPage.getByTestId('promo-applied')).toContainText(`Code ${code} applied`);
  await expect(playerPage.getByTestId('promo-discount')).toHaveText('−₹160.00');
  await expect(playerPage.getByTestId('booking-total')).toHaveText('₹640.00');
  await scrollToTop(playerPage);
  await snapOther(playerPage, testInfo, 'promo-summary');

  await playerPage.getByRole('button', { name: 'Pay Now' }).click();
  await expect(playerPage).toHaveURL('/checkout');
  await expect(playerPage.getByRole('button', { name: 'Pay ₹640.00' })).toBeEnabled();
  await fillCard(playerPage, CARDS.success);
  await playerPage.getByRole('button', { name: 'Pay ₹640.00' }).click();
  await expect(toast(playerPage, 'Booking completed successfully!')).toBeVisible();
  await expect(playerPage).toHaveURL(BOOKING_CONFIRMATION_URL);
  await expect(
    playerPage.getByRole('heading', { level: 1, name: 'Booking confirmed' }),
  ).toBeVisible();
  await expect(playerPage.getByRole('main')).toContainText('₹640.00');
  await snapOther(playerPage, testInfo, 'promo-paid');
  await playerPage.goto('/displaybookings');
  await expect(bookingCards(playerPage, turfName, day)).toContainText('₹640.00');
  await other.close();

  await page.reload();
  await expect(listed.getByTestId('promo-uses')).toHaveText('1 of 100');
  await expect(listed.getByTestId('promo-paid-uses')).toHaveText('1');
  await expect(listed.getByTestId('promo-given-away')).toHaveText('₹160.00');
  await snap('promo-owner-used');
});

/** A screenshot of another browser's page, beside this project's `snap` pictures; axe too. */
async function snapOther(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const folder = path.join(testInfo.project.testDir, 'screenshots', testInfo.project.name);
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  expect(await seriousA11yViolations(page, name), 'axe: serious or critical violations').toEqual(
    [],
  );
}
