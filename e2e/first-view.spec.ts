import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { createAccount, expect, test } from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';

// A landing page paints its largest part from its HTML, before its script has run
// (docs/decisions/082): the list's heading in the language the device speaks, a turf's cover
// picture. Each sits where the page then draws it, so nothing moves when React replaces it. The
// same pages are opened twice, with the script off (what a phone on a slow network sees first)
// and on. Runs at desktop and at phone size.

/** A page of the app as the HTML alone draws it: this journey's screen, no script. */
async function withoutScript(
  browser: Browser,
  testInfo: TestInfo,
  options: { locale?: string; languageCookie?: string } = {},
): Promise<Page> {
  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    javaScriptEnabled: false,
    ...(options.locale ? { locale: options.locale } : {}),
  });
  if (options.languageCookie) {
    await context.addCookies([
      { name: 'turfbook.language', value: options.languageCookie, url: baseURL! },
    ]);
  }
  return context.newPage();
}

/** Where an element is on the screen, rounded to whole pixels. */
async function placeOf(element: Locator) {
  const box = await element.boundingBox();
  expect(box, 'the element is on the screen').not.toBeNull();
  return {
    x: Math.round(box!.x),
    y: Math.round(box!.y),
    width: Math.round(box!.width),
    height: Math.round(box!.height),
  };
}

async function firstListedTurf(page: Page) {
  const answer = await page.request.get('/api/v1/turf/getTurf');
  const { turfs } = (await answer.json()) as { turfs: { _id: string; name: string }[] };
  return turfs[0]!;
}

test('the list and a turf page paint their largest part before the script, where it stays', async ({
  page,
  browser,
  snap,
}, testInfo) => {
  const shot = (view: Page, name: string) =>
    view.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`) });

  // The list: its heading and the line under it, in the browser's language.
  const before = await withoutScript(browser, testInfo);
  await before.goto('/turfs');
  const firstHeading = before.locator('#root h1');
  await expect(firstHeading).toHaveText('Available Turfs');
  await expect(before.locator('#root header p')).toHaveText(
    'Cricket, football and badminton turfs across Mumbai.',
  );
  await shot(before, 'first-view-list');
  const headingBefore = await placeOf(firstHeading);

  await page.goto('/turfs');
  const heading = page.getByRole('heading', { level: 1, name: 'Available Turfs' });
  await expect(heading).toBeVisible();
  expect(await placeOf(heading)).toEqual(headingBefore);

  // A turf's page: its cover picture, at the gallery's place and size.
  const turf = await firstListedTurf(page);
  await before.goto(`/turfs/${turf._id}`);
  const firstCover = before.locator('#root main img');
  await expect(firstCover).toHaveAttribute('alt', turf.name);
  await expect(firstCover).toHaveJSProperty('complete', true);
  expect(
    await firstCover.evaluate((image: HTMLImageElement) => image.naturalWidth),
  ).toBeGreaterThan(0);
  await shot(before, 'first-view-turf');
  const coverBefore = await placeOf(firstCover);

  await page.goto(`/turfs/${turf._id}`);
  await expect(page.getByRole('heading', { level: 1, name: turf.name })).toBeVisible();
  const cover = page.locator('main#main').getByRole('img', { name: turf.name, exact: true });
  expect(await placeOf(cover)).toEqual(coverBefore);
  await snap('turf-page-after-first-view');
  await before.context().close();
});

test("a turf with photos paints its cover photo first, at the gallery's place and size", async ({
  page,
  request,
  browser,
}, testInfo) => {
  const owner = await createAccount(request, 'owner');
  const name = `Malad Floodlit Arena ${testInfo.project.name} ${Date.now()}`;
  const turfId = await approvedTurfOf(request, owner, name);
  const login = await request.post('/api/v1/user/login', {
    data: { email: owner.email, password: owner.password, role: 'owner' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const jpeg = readFileSync(new URL('./fixtures/turf-photo-green.jpg', import.meta.url));
  const upload = await request.post(`/api/v1/owner/turfs/${turfId}/photos`, {
    multipart: { file: { name: 'green.jpg', mimeType: 'image/jpeg', buffer: jpeg } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { photo } = (await upload.json()) as { photo: { url: string } };

  const before = await withoutScript(browser, testInfo);
  await before.goto(`/turfs/${turfId}`);
  const firstCover = before.locator('#root main img');
  await expect(firstCover).toHaveAttribute('alt', name);
  await expect(firstCover).toHaveAttribute('srcset', /\.webp \d+w, /);
  await expect(firstCover).toHaveJSProperty('complete', true);
  // The same picture the gallery then shows, at the size this screen asks for.
  const firstSrc = (await firstCover.getAttribute('src')) ?? '';
  expect(new URL(firstSrc).pathname).toBe(new URL(photo.url, firstSrc).pathname);
  const coverBefore = await placeOf(firstCover);
  const pickedBefore = await firstCover.evaluate((image: HTMLImageElement) => image.currentSrc);

  await page.goto(`/turfs/${turfId}`);
  const cover = page.getByTestId('turf-gallery').getByRole('img', { name, exact: true });
  await expect(cover).toBeVisible();
  expect(await placeOf(cover)).toEqual(coverBefore);
  expect(await cover.evaluate((image: HTMLImageElement) => image.currentSrc)).toBe(pickedBefore);
  await before.context().close();
});

test('the list paints its heading first in the language the device speaks', async ({
  browser,
}, testInfo) => {
  // A first visit: the browser's language.
  const hindi = await withoutScript(browser, testInfo, { locale: 'hi-IN' });
  await hindi.goto('/turfs');
  await expect(hindi.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(hindi.locator('#root h1')).toHaveText('उपलब्ध टर्फ');
  await expect(hindi.locator('#root header p')).toHaveText('पूरे मुंबई में क्रिकेट, फुटबॉल और बैडमिंटन टर्फ।');
  await hindi.context().close();

  // The device's choice (its cookie) wins over the browser's language.
  const marathi = await withoutScript(browser, testInfo, {
    locale: 'hi-IN',
    languageCookie: 'mr',
  });
  await marathi.goto('/turfs');
  await expect(marathi.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(marathi.locator('#root header p')).toHaveText(
    'संपूर्ण मुंबईतील क्रिकेट, फुटबॉल आणि बॅडमिंटन टर्फ.',
  );
  await marathi.context().close();
});
