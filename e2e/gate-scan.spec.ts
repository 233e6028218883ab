import type { Page } from '@playwright/test';
import { CHROMIUM_PATH } from '../scripts/chromium';
import { timeLabel } from '../src/shared/slots';
import { checkInPath } from '../src/shared/attendance';
import { venueNow } from './support/booking';
import { fakeCameraFlags, writeQrVideo } from './support/fake-camera';
import { createAccount, expect, test, toast, type Account } from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';
import { API_CARDS, logInPlayerViaApi, payForSlot } from './support/paid-booking';

// At the gate (docs/decisions/066): the desk taps Scan, the phone's camera (Chromium's fake
// device, playing a file of the player's real pass) reads the pass's QR code, the booking comes
// up and the player is checked in. A second browser is launched because its camera file can
// only be written once the booking, and so the pass, exists.

async function signIn(page: Page, account: Account, role: 'owner' | 'user') {
  const answer = await page.request.post('/api/v1/user/login', {
    data: { email: account.email, password: account.password, role },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { user } = (await answer.json()) as { user: object };
  await page.addInitScript((stored) => {
    localStorage.setItem('turfbook-auth', JSON.stringify({ state: { user: stored }, version: 1 }));
  }, user);
}

test("the desk scans a player's pass with the phone's camera and checks them in", async ({
  page,
  request,
  playwright,
  baseURL,
  snap,
}, testInfo) => {
  test.setTimeout(120_000);
  const now = venueNow();
  // The next half hour's slot: Arrived opens 30 minutes before a start.
  const start = Math.ceil((now.minutes + 1) / 30) * 30;
  test.skip(start < 6 * 60 || start + 60 > 23 * 60 + 59, 'no slot starts within 30 minutes now');
  const owner = await createAccount(request, 'owner', { fullname: 'Meera Iyer' });
  const turfName = `E2E ${testInfo.project.name} Gate ${Date.now().toString(36)}`;
  const turfId = await approvedTurfOf(request, owner, turfName);
  const player = await createAccount(request, 'user', { fullname: 'Priya Nair' });
  const playerId = await logInPlayerViaApi(request, player);
  const bookingId = await payForSlot(request, playerId, {
    turfId,
    date: now.date,
    startTime: timeLabel(start),
    endTime: timeLabel(start + 60),
    amount: '800.00',
    card: API_CARDS.success,
  });

  // The player's pass, as their booking page shows it.
  await signIn(page, player, 'user');
  await page.goto(`/displaybookings/${bookingId}`);
  const reference = (await page.getByTestId('booking-reference').textContent())!.trim();
  const qr = page.getByTestId('check-in-code').getByRole('img');
  const passUrl = await qr.getAttribute('data-check-in-url');
  expect(passUrl).toBe(`${new URL(baseURL!).origin}${checkInPath(reference)}`);

  const video = testInfo.outputPath('pass.y4m');
  await writeQrVideo(video, passUrl!);
  const browser = await playwright.chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: fakeCameraFlags(video),
  });
  try {
    const { viewport, isMobile, hasTouch } = testInfo.project.use;
    const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
    const desk = await context.newPage();
    const errors: string[] = [];
    desk.on('pageerror', (error) => errors.push(error.message));
    await signIn(desk, owner, 'owner');
    await desk.goto('/owner/check-in');
    await expect(desk.getByRole('heading', { name: 'Check in by reference' })).toBeVisible();
    await desk.getByRole('button', { name: 'Scan the pass' }).click();
    const found = desk.getByRole('list', { name: 'The booking' }).getByTestId('attendance-row');
    await expect(found).toContainText('Priya Nair', { timeout: 20_000 });
    await expect(desk).toHaveURL(new RegExp(`ref=${reference}`));
    await expect(desk.getByLabel('Booking reference')).toHaveValue(reference);
    // The camera is let go once the pass is read.
    await expect(desk.getByRole('button', { name: 'Scan the pass' })).toBeVisible();
    expect(
      await desk.evaluate(() =>
        [...document.querySelectorAll('video')].some((element) => element.srcObject !== null),
      ),
    ).toBe(false);
    await desk.screenshot({
      path: testInfo.outputPath(`gate-scan-found-${testInfo.project.name}.png`),
      fullPage: true,
    });
    await found.getByRole('button', { name: 'Arrived' }).click();
    await expect(toast(desk, 'Marked Arrived: Priya Nair.')).toBeVisible();
    await expect(found.getByTestId('attendance-mark')).toHaveText('Arrived');
    await desk.screenshot({
      path: testInfo.outputPath(`gate-scan-arrived-${testInfo.project.name}.png`),
      fullPage: true,
    });
    expect(errors).toEqual([]);
    await context.close();
  } finally {
    await browser.close();
  }

  // The journey's own browser: a camera refused is said plainly, and typing still works.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, owner, 'owner');
  await page.goto('/owner/check-in');
  await page.getByRole('button', { name: 'Scan the pass' }).click();
  await expect(page.getByTestId('scan-problem')).toBeVisible();
  await snap('gate-scan-no-camera');
  await page.getByLabel('Booking reference').fill(reference);
  await page.getByRole('button', { name: 'Find booking' }).click();
  await expect(
    page.getByRole('list', { name: 'The booking' }).getByTestId('attendance-mark'),
  ).toHaveText('Arrived');
});
