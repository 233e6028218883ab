import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { CHROMIUM_PATH, JOURNEY_CHROMIUM_FLAGS } from '../scripts/chromium';
import { formatDate } from '../src/shared/display-format';
import { loggedInUserId, venueDay } from './support/booking';
import { createAccount, expect, logInViaUi, test } from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';
import { API_CARDS, payForSlot } from './support/paid-booking';

// This journey is about the service worker, which the others block (docs/decisions/079).
test.use({ serviceWorkers: 'allow' });

// The installable app (docs/decisions/060): the manifest and its icons, Chromium's own verdict
// that the app can be installed, and a player who loaded their bookings and a pass once opening
// both again offline, as last seen and marked so, while a change (cancelling) says it is offline.

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** The width and height a PNG's header gives (bytes 16–23 of its IHDR chunk). */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

async function checkIcons(request: APIRequestContext, icons: ManifestIcon[]) {
  for (const icon of icons) {
    const answer = await request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
    expect(pngSize(await answer.body()), icon.src).toBe(icon.sizes);
  }
}

/** Chromium's reasons the page cannot be installed (what Lighthouse's audit reported). */
async function installabilityErrors(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    return installabilityErrors.map((error) => error.errorId);
  } finally {
    await cdp.detach();
  }
}

test('the app has a manifest with its icons, and Chromium offers to install it', async ({
  page,
  request,
  playwright,
  baseURL,
}, testInfo) => {
  const answer = await request.get('/manifest.webmanifest');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(answer.headers()['cache-control']).toBe('no-cache');
  const manifest = (await answer.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({
    name: 'TurfBook',
    short_name: 'TurfBook',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#047857',
    background_color: '#f8fafc',
  });
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  await checkIcons(request, manifest.icons);

  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');

  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );

  // A journey's context is off the record, where Chromium installs nothing ('in-incognito'): the
  // verdict is asked of a browser with a profile of its own, at the project's size.
  const profile = await mkdtemp(join(tmpdir(), 'turfbook-install-'));
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const browser = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: JOURNEY_CHROMIUM_FLAGS,
    baseURL,
    viewport,
    isMobile,
    hasTouch,
  });
  try {
    const installable = browser.pages()[0] ?? (await browser.newPage());
    await installable.goto('/');
    await expect.poll(() => installabilityErrors(installable)).toEqual([]);
  } finally {
    await browser.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('a player opens their bookings and a pass offline, as last saved', async ({
  page,
  request,
  snap,
}, testInfo) => {
  test.setTimeout(90_000);
  const owner = await createAccount(request, 'owner', { fullname: 'Meera Iyer' });
  const player = await createAccount(request, 'user', { fullname: 'Asha Kulkarni' });
  const turfName = `E2E ${testInfo.project.name} Offline Arena ${Date.now().toString(36)}`;
  const turfId = await approvedTurfOf(request, owner, turfName);

  await logInViaUi(page, player, 'user');
  await expect(page).toHaveURL('/');
  const userId = await loggedInUserId(page);
  const date = venueDay(2);
  // The page's own request context carries the session the login just made.
  const bookingId = await payForSlot(page.request, userId, {
    turfId,
    date,
    startTime: '6:00 PM',
    endTime: '7:00 PM',
    amount: '800.00',
    card: API_CARDS.success,
  });

  await test.step('online: the list and the pass are loaded once', async () => {
    await page.goto('/displaybookings');
    const card = page.getByTestId('booking-card').filter({ hasText: turfName });
    await expect(card).toContainText(formatDate(date));
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(`/displaybookings/${bookingId}`);
    await expect(page.getByTestId('check-in-code').getByRole('img')).toBeVisible();
    // The service worker has the app shell before the connection goes.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  });
  const reference = (
    await page.getByTestId('check-in-code').locator('p.font-mono').innerText()
  ).trim();
  expect(reference).toMatch(/^TB-/);

  await page.context().setOffline(true);

  await test.step('offline: the list opens from the device, marked as saved', async () => {
    await page.goto('/displaybookings');
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByTestId('saved-copy-note')).toContainText(
      /^Saved .+ — you are offline\./,
    );
    const card = page.getByTestId('booking-card').filter({ hasText: turfName });
    await expect(card).toContainText(formatDate(date));
    await snap('offline-bookings');
  });

  await test.step('offline: the pass opens with its reference and QR code', async () => {
    await page.goto(`/displaybookings/${bookingId}`);
    await expect(page.getByTestId('saved-copy-note')).toBeVisible();
    const pass = page.getByTestId('check-in-code');
    await expect(pass).toContainText(reference);
    await expect(pass.getByRole('img', { name: `QR code of booking ${reference}` })).toBeVisible();
    await snap('offline-pass');
  });

  await test.step('offline: cancelling says it needs a connection', async () => {
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(dialog).toContainText('You are offline. This needs a connection to TurfBook');
    await snap('offline-cancel');
    await dialog.getByRole('button', { name: 'Keep booking' }).click();
  });

  await page.context().setOffline(false);
  await test.step('back online: the fresh answer, with no note', async () => {
    await page.reload();
    await expect(page.getByTestId('check-in-code')).toContainText(reference);
    await expect(page.getByTestId('saved-copy-note')).toHaveCount(0);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  });
});

test('a new version waits until the player chooses to reload', async ({ page, snap }) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Opened again under the worker, as a player comes back to the app.
  await page.reload();
  const waiting = () =>
    page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting));
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/sw\.js$/,
  );

  // A deploy: a worker the browser has not seen takes the same scope. (A new build's sw.js differs
  // in its bytes; the browser notices either the same way, and Playwright cannot rewrite what a
  // worker's update fetches.)
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?build=next'));

  const prompt = page.getByTestId('new-version-prompt');
  // A mark on this document: gone once the page reloads.
  await page.evaluate(() => Object.assign(window, { beforeReload: true }));
  const reloadedYet = () => page.evaluate(() => !('beforeReload' in window)).catch(() => false); // mid-navigation
  await expect(prompt).toContainText('A new version of TurfBook is ready.');
  // Nothing reloads by itself: the new worker waits for the player.
  expect(await waiting()).toBe(true);
  await snap('new-version-ready');
  await page.waitForTimeout(1000);
  expect(await reloadedYet()).toBe(false);

  await prompt.getByRole('button', { name: 'Reload' }).click();
  // The new worker took over, and the page reloaded under it. (The test's worker URL is not the
  // app's, which then registers its own again: what follows the reload is not this test's.)
  await expect.poll(reloadedYet).toBe(true);
  await page.waitForLoadState();
});
