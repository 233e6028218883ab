import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { format } from 'date-fns';
import { formatDate } from '../src/shared/display-format';
import type { LocalDate } from '../src/shared/time';
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
  // The booking page says what the charge's lines say: the price, the code and how it was paid.
  await expect(playerPage.getByTestId('booking-list-price')).toHaveText('₹800.00');
  await expect(
    playerPage.getByTestId('booking-facts').getByText(`Discount (${code.toUpperCase()})`),
  ).toBeVisible();
  await expect(playerPage.getByTestId('booking-discount')).toHaveText('−₹160.00');
  await expect(playerPage.getByTestId('booking-paid-with')).toHaveText('Card ending 4242');
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

/** Clicks `date` on the subscription screen's inline calendar, moving a month on if needed. */
async function pickDate(page: Page, date: LocalDate): Promise<void> {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const calendar = page.getByTestId('subscription-calendar');
  const day = calendar.getByRole('gridcell', {
    name: `Choose ${format(new Date(y, m - 1, d), 'PPPP')}`,
  });
  await expect(calendar.getByRole('button', { name: 'Next Month' })).toBeVisible();
  if (!(await day.isVisible())) await calendar.getByRole('button', { name: 'Next Month' }).click();
  await day.click();
  await expect(page.getByTestId('selected-date')).toHaveText(formatDate(date));
}

test('a player takes a code off a subscription after its 15%', async ({
  page,
  request,
  snap,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = await createAccount(request, 'owner');
  const turfName = `E2E ${testInfo.project.name} Promo Plan ${Date.now().toString(36)}`;
  // ₹800 an hour; the helper leaves `request` logged in as the admin.
  const turfId = await approvedTurfOf(request, owner, turfName);
  const code = `SUB${testInfo.project.name.slice(0, 1).toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
  const made = await request.post('/api/v1/admin/promo-codes', {
    data: {
      code,
      percentOff: 10,
      validFrom: new Date(Date.now() - 60_000).toISOString(),
      validTo: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      maxUses: 5,
      maxUsesPerPlayer: 1,
      minAmount: 0,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const player = await createAccount(request, 'user');
  await logInViaUi(page, player, 'user');
  await expect(page).toHaveURL('/');
  await page.goto(`/turfs/${turfId}/buysubscription`);
  for (const days of [1, 2, 3, 4]) {
    await pickDate(page, venueDay(days));
    await page.getByLabel('Start time').selectOption({ label: '10:00 PM' });
    await page.getByLabel('End time').selectOption({ label: '11:00 PM' });
    await page.getByRole('button', { name: 'Add Time Slot' }).click();
  }
  const aside = page.getByRole('complementary', { name: 'Your subscription' });
  await expect(aside.getByTestId('selected-slot')).toHaveCount(4);
  // ₹3,200.00 less 15% is ₹2,720.00; the code takes 10% of that.
  await aside.getByLabel('Promo code').fill(code);
  await aside.getByRole('button', { name: 'Apply' }).click();
  await expect(aside.getByTestId('promo-discount')).toHaveText('−₹272.00');
  const pay = aside.getByRole('button', { name: 'Proceed to Pay ₹2,448.00' });
  await expect(pay).toBeVisible();
  await aside.scrollIntoViewIfNeeded();
  await snap('promo-subscription');
  await pay.click();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByRole('button', { name: 'Pay ₹2,448.00' })).toBeVisible();
});
