import type { Page } from '@playwright/test';
import hiBookingDetail from '../src/web/i18n/locales/hi/booking-detail.json' with { type: 'json' };
import hiBooking from '../src/web/i18n/locales/hi/booking.json' with { type: 'json' };
import hiCheckout from '../src/web/i18n/locales/hi/checkout.json' with { type: 'json' };
import hiTurfDetail from '../src/web/i18n/locales/hi/turf-detail.json' with { type: 'json' };
import hiTurfs from '../src/web/i18n/locales/hi/turfs.json' with { type: 'json' };
import mrBookingDetail from '../src/web/i18n/locales/mr/booking-detail.json' with { type: 'json' };
import mrBooking from '../src/web/i18n/locales/mr/booking.json' with { type: 'json' };
import mrCheckout from '../src/web/i18n/locales/mr/checkout.json' with { type: 'json' };
import mrTurfDetail from '../src/web/i18n/locales/mr/turf-detail.json' with { type: 'json' };
import mrTurfs from '../src/web/i18n/locales/mr/turfs.json' with { type: 'json' };
import { mailHi } from '../src/server/i18n/mail-hi';
import { mailMr } from '../src/server/i18n/mail-mr';
import { BOOKING_CONFIRMATION_URL, gridCell, venueDay } from './support/booking';
import { createAccount, expect, isPhone, test, toast, type Account } from './support/fixtures';
import { waitForMail } from './support/outbox';
import { approvedTurf, turfCard, uniqueWord } from './support/search-turf';

// A player who reads Marathi (or Hindi) books a turf on a phone (docs/decisions/062): finds it in
// the list, opens it, picks a slot, pays by UPI and lands on the booking's page, every screen in
// their language (its catalogue's words, imported here rather than typed again), amounts written
// ₹1,234.00 with Latin digits, and <html lang> saying which language the page speaks. It runs in
// the phone project (390x844) only.

const CATALOGUES = {
  mr: {
    turfs: mrTurfs,
    detail: mrTurfDetail,
    booking: mrBooking,
    checkout: mrCheckout,
    bookingDetail: mrBookingDetail,
    mail: mailMr,
  },
  hi: {
    turfs: hiTurfs,
    detail: hiTurfDetail,
    booking: hiBooking,
    checkout: hiCheckout,
    bookingDetail: hiBookingDetail,
    mail: mailHi,
  },
} as const;

type Language = keyof typeof CATALOGUES;

/** The turf's price an hour: one hour is written ₹1,234.00 in every language. */
const PRICE = 1234;
const AMOUNT = '₹1,234.00';

/** The player is signed in (the session's cookie) and speaks `language` on this device. */
async function signInSpeaking(page: Page, player: Account, language: Language): Promise<void> {
  const login = await page.request.post('/api/v1/user/login', {
    data: { email: player.email, password: player.password, role: 'user' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { user } = (await login.json()) as { user: unknown };
  // An account that keeps a language (decision 062) is told it too; a server without the route
  // yet answers otherwise, and the device's choice below carries the journey alone.
  await page.request.patch('/api/v1/user/me', { data: { language } });
  await page.addInitScript(
    ({ language, user }) => {
      localStorage.setItem('turfbook.language', language);
      localStorage.setItem('turfbook-auth', JSON.stringify({ state: { user }, version: 1 }));
    },
    { language, user },
  );
}

async function expectLanguage(page: Page, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/**
 * On a phone the grid shows one day at a time: the day's tab is the n-th of the seven (the tabs'
 * own names belong to another screen area and may be in either language).
 */
async function showDayAt(page: Page, index: number): Promise<void> {
  if (!isPhone(page)) return;
  const tab = page
    .getByRole('group')
    .filter({ has: page.locator('button[aria-pressed]') })
    .first()
    .getByRole('button')
    .nth(index);
  await tab.click();
  await expect(tab).toHaveAttribute('aria-pressed', 'true');
}

for (const language of ['mr', 'hi'] as const) {
  const words = CATALOGUES[language];

  test(`a player in ${language} finds a turf, books an hour and pays by UPI`, async ({
    page,
    request,
    a11y,
    snap,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'a journey at phone size (390x844)');
    const owner = await createAccount(request, 'owner');
    const name = `E2E ${language} Arena ${uniqueWord()}`;
    const turf = await approvedTurf(request, owner, { name, sport: 'cricket', price: PRICE });
    const player = await createAccount(page.request, 'user', { fullname: 'Sai Patil' });
    await signInSpeaking(page, player, language);

    // The list: its heading, the search box and button in the player's language.
    await page.goto('/turfs');
    await expectLanguage(page, language);
    await expect(
      page.getByRole('heading', { level: 1, name: words.turfs.title.all }),
    ).toBeVisible();
    const search = page.getByRole('search', { name: words.turfs.search.label });
    await search.getByLabel(words.turfs.search.nameOrArea).fill(name);
    await search.getByRole('button', { name: words.turfs.search.submit, exact: true }).click();
    const card = turfCard(page, name);
    await expect(card).toBeVisible();
    await a11y.check(page, `${language}: turf list`);
    await snap(`${language}-turf-list`);
    await card.getByRole('link').first().click();

    // The turf: its own name stays as the owner wrote it; the grid and the buttons are translated.
    await expect(page).toHaveURL(`/turfs/${turf._id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: words.detail.availability.heading }),
    ).toBeVisible();
    const day = venueDay(6);
    await showDayAt(page, 6);
    await gridCell(page, day, '9:00 PM').click();
    await expect(gridCell(page, day, '9:00 PM')).toHaveAttribute('data-state', 'selected');
    await gridCell(page, day, '10:00 PM').click();
    await expect(gridCell(page, day, '10:00 PM')).toHaveAttribute('data-state', 'range-end');
    await a11y.check(page, `${language}: turf detail`);
    await snap(`${language}-turf-detail`);
    await page.getByRole('button', { name: words.detail.proceed, exact: true }).click();

    // The summary: one hour at ₹1,234.00, and Pay Now in the player's words.
    await expect(page).toHaveURL(`/turfs/${turf._id}/booking`);
    await expect(
      page.getByRole('heading', { level: 1, name: words.booking.heading }),
    ).toBeVisible();
    await expect(page.getByTestId('booking-total')).toHaveText(AMOUNT);
    await a11y.check(page, `${language}: booking summary`);
    await snap(`${language}-booking-summary`);
    await page.getByRole('button', { name: words.booking.payNow, exact: true }).click();

    // The checkout: UPI, a request the local gateway approves after a few seconds.
    await expect(page).toHaveURL('/checkout');
    await expect(
      page.getByRole('heading', { level: 1, name: words.checkout.heading }),
    ).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText(AMOUNT);
    await page.getByRole('radio', { name: words.checkout.method.upi }).check();
    await page.getByLabel(words.checkout.upi.label, { exact: true }).fill('success@razorpay');
    await a11y.check(page, `${language}: checkout`);
    await snap(`${language}-checkout`);
    await page.getByRole('button', { name: words.checkout.form.payUpi, exact: true }).click();
    await expect(
      page.getByTestId('upi-waiting').getByText(words.checkout.upi.approve),
    ).toBeVisible();

    // The booking's page (another area's screen): still in the player's language.
    await expect(page).toHaveURL(BOOKING_CONFIRMATION_URL, { timeout: 15_000 });
    await expectLanguage(page, language);
    await expect(page.getByText(name).first()).toBeVisible();
    await a11y.check(page, `${language}: booking page`);
    await snap(`${language}-booking-page`);

    // The player cancels in their language, and every mail they receive speaks it too.
    await page
      .getByRole('button', { name: words.bookingDetail.actions.cancel, exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: words.bookingDetail.cancel.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(AMOUNT);
    await a11y.check(page, `${language}: cancel dialog`);
    await snap(`${language}-cancel-dialog`);
    await dialog
      .getByRole('button', { name: words.bookingDetail.cancel.confirm, exact: true })
      .click();
    await expect(toast(page, words.bookingDetail.cancel.done)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expectLanguage(page, language);
    await snap(`${language}-cancelled`);
    const confirmed = await waitForMail(player.email, words.mail.confirmedHeading);
    expect(confirmed).toContain(AMOUNT);
    const cancelled = await waitForMail(player.email, words.mail.cancelledHeading);
    expect(cancelled).toContain(name);
  });
}
