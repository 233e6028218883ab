import type { Page } from '@playwright/test';
import { avatarButton, createAccount, expect, isPhone, logInViaUi, test } from './support/fixtures';

// Choosing the language (docs/decisions/062): a first visit follows the browser, the switcher in
// the bar (a visitor's language menu, the avatar menu, the phone's menu) and on the profile
// changes the screen, this device's memory and, signed in, the account, which every device the
// account signs in on then speaks. Runs at desktop and at phone size.

const htmlLang = (page: Page) => page.locator('html');

/** The account's answer to the switch (PATCH /user/me), waited for before the page is left. */
const accountSaved = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' && response.url().endsWith('/api/v1/user/me'),
  );

/** Opens the bar's language choices as the screen's size shows them, in the screen's language. */
async function openBarLanguages(page: Page, words: { openMenu: string; language: string }) {
  const banner = page.getByRole('banner');
  if (isPhone(page)) {
    await banner.getByRole('button', { name: words.openMenu }).click();
  } else {
    await banner.getByRole('button', { name: new RegExp(`^${words.language}: `) }).click();
  }
  const choices = banner.getByRole('group', { name: words.language });
  await expect(choices).toBeVisible();
  return choices;
}

test.describe('a visitor whose browser speaks Marathi', () => {
  test.use({ locale: 'mr-IN' });

  test('sees Marathi at first visit, switches to English and stays English', async ({
    page,
    snap,
  }) => {
    await page.goto('/');
    await expect(htmlLang(page)).toHaveAttribute('lang', 'mr');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'लॉग इन', exact: true })).toBeVisible();

    const choices = await openBarLanguages(page, { openMenu: 'मेनू उघडा', language: 'भाषा' });
    await expect(choices.getByRole('button')).toHaveText(['English', 'हिन्दी', 'मराठी']);
    await expect(choices.getByRole('button', { name: 'मराठी' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await snap('language-choices-marathi');
    await choices.getByRole('button', { name: 'English' }).click();

    await expect(htmlLang(page)).toHaveAttribute('lang', 'en');
    await expect(banner.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('turfbook.language'))).toBe('en');
    // The server writes the next page's first view in it (docs/decisions/082).
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'turfbook.language')?.value).toBe('en');

    await page.reload();
    await expect(htmlLang(page)).toHaveAttribute('lang', 'en');
    await expect(banner.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    const again = await openBarLanguages(page, { openMenu: 'Open menu', language: 'Language' });
    await expect(again.getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});

test('a player switches to Hindi on the profile; the account keeps it for their next device', async ({
  page,
  request,
  browser,
  baseURL,
  snap,
}) => {
  const player = await createAccount(request, 'user');
  await logInViaUi(page, player, 'user');
  await expect(avatarButton(page)).toBeVisible();
  await page.goto('/userprofile');

  const panel = page.getByTestId('language-panel');
  await expect(panel.getByRole('button', { name: 'English' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  const saved = accountSaved(page);
  await panel.getByRole('button', { name: 'हिन्दी' }).click();
  expect((await saved).status()).toBe(200);
  await expect(htmlLang(page)).toHaveAttribute('lang', 'hi');
  await expect(panel.getByRole('status')).toHaveText('भाषा बदल दी गई');
  await expect(panel.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  const main = page.getByRole('main');
  await expect(main.getByText('कब से सदस्य', { exact: true })).toBeVisible();
  await snap('profile-hindi');

  const me = await page.request.get('/api/v1/user/me');
  expect(((await me.json()) as { user: { language: string } }).user.language).toBe('hi');

  // Another browser, which knows nothing of the choice, signs in as them: Hindi.
  const other = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  try {
    const otherPage = await other.newPage();
    await logInViaUi(otherPage, player, 'user');
    await expect(htmlLang(otherPage)).toHaveAttribute('lang', 'hi');
    await expect(avatarButton(otherPage)).toBeVisible();
    await otherPage.goto('/userprofile');
    await expect(otherPage.getByRole('main').getByText('कब से सदस्य')).toBeVisible();
    await expect(htmlLang(otherPage)).toHaveAttribute('lang', 'hi');
  } finally {
    await other.close();
  }
});

test('a player chooses Marathi in the bar and reads their profile in it', async ({
  page,
  request,
  a11y,
  snap,
}) => {
  const player = await createAccount(request, 'user');
  await logInViaUi(page, player, 'user');
  await expect(avatarButton(page)).toBeVisible();

  // The avatar menu at every size; on a phone the menu under the bar has the choices too.
  const saved = accountSaved(page);
  if (isPhone(page)) {
    const choices = await openBarLanguages(page, { openMenu: 'Open menu', language: 'Language' });
    await choices.getByRole('button', { name: 'मराठी' }).click();
  } else {
    await avatarButton(page).click();
    const menu = page.getByRole('menu', { name: 'Account' });
    await expect(menu.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await menu.getByRole('menuitemradio', { name: 'मराठी' }).click();
  }
  expect((await saved).status()).toBe(200);
  await expect(htmlLang(page)).toHaveAttribute('lang', 'mr');

  await page.goto('/userprofile');
  const main = page.getByRole('main');
  await expect(main.getByText('सदस्य कधीपासून', { exact: true })).toBeVisible();
  await expect(
    page.getByTestId('language-panel').getByRole('button', { name: 'मराठी' }),
  ).toHaveAttribute('aria-current', 'true');
  await snap('profile-marathi');
  await a11y.check(page, 'the profile in Marathi');
});
