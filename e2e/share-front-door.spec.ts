import type { Page } from '@playwright/test';
import { formatDate } from '../src/shared/display-format';
import { venueDay } from './support/booking';
import {
  createAccount,
  expect,
  isPhone,
  newAccount,
  test,
  toast,
  type Account,
} from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';
import { API_CARDS, logInPlayerViaApi, payByCard, payForSlot } from './support/paid-booking';

// A share link is a front door (decision 061): a teammate opens a split's link on a phone (or a
// desktop) before signing in and sees the turf, day, time and their share; signs up from there,
// is logged in and lands back on the share under one toast, and pays it by UPI. A game's link
// shows the game the same way, without its organizer or their note. A return path to another
// site is dropped.

/** Fills in the login form already open (a fresh /login would drop its ?returnTo=). */
async function logInHere(page: Page, account: Account) {
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('radio', { name: 'User', exact: true }).check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('a teammate opens a split link signed out, sees what they pay for, signs up and pays their share', async ({
  page,
  request,
  snap,
}, testInfo) => {
  test.setTimeout(90_000);
  const owner = await createAccount(request, 'owner');
  const name = `E2E ${testInfo.project.name} Front Door Arena ${Date.now().toString(36)}`;
  const turfId = await approvedTurfOf(request, owner, name);
  // The booker splits an ₹800 hour in 3 through the API and pays their own share.
  const booker = await createAccount(request, 'user', { fullname: 'Kabir Shah' });
  await logInPlayerViaApi(request, booker);
  const day = venueDay(5);
  const started = await request.post('/api/v1/payment/post-payment', {
    data: {
      amount: '800.00',
      currency: 'inr',
      booking: { turfId, bookingDate: day, startTime: '8:00 PM', endTime: '9:00 PM' },
      split: { players: 3 },
    },
  });
  expect(started.status(), await started.text()).toBe(200);
  const split = (await started.json()) as { clientSecret: string; shareLink: string };
  await payByCard(request, split.clientSecret);
  const link = new URL(split.shareLink);

  // Signed out: the facts first, no sign-in page in the way, and nobody's name.
  await page.goto(`${link.pathname}${link.search}`);
  const door = page.getByTestId('share-front-door');
  await expect(door.getByRole('heading', { name: 'Pay your share' })).toBeVisible();
  await expect(door).toContainText(name);
  await expect(door).toContainText(formatDate(day));
  await expect(door).toContainText('8:00 PM – 9:00 PM');
  // ₹800 in 3: ₹266.67, ₹266.67, ₹266.66; a teammate is asked for the second, ₹266.67.
  await expect(door.getByTestId('front-door-amount')).toHaveText('Your share₹266.67');
  await expect(page.getByText('Kabir Shah')).toHaveCount(0);
  // Above the fold on a phone: the share and the way to pay it, before any scrolling.
  await expect(door.getByRole('link', { name: 'Sign in to pay' })).toBeInViewport();
  await snap('share-front-door');

  await door.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signup\?returnTo=%2Fsplits%2F/);
  const mate = newAccount('user', { fullname: 'Asha Patil' });
  await page.getByLabel('Full Name', { exact: true }).fill(mate.fullname);
  await page.getByLabel('Email', { exact: true }).fill(mate.email);
  await page.getByLabel('Password', { exact: true }).fill(mate.password);
  await page.getByLabel('Mobile Number', { exact: true }).fill(mate.mobilenumber);
  await page.getByRole('radio', { name: 'User', exact: true }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();

  // Signed up and logged in, back on the share, under one toast.
  await expect(page).toHaveURL(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Your share: ₹266.67' })).toBeVisible();
  await expect(toast(page, 'Registered successfully')).toBeVisible();
  await expect(page.locator('.Toastify__toast')).toHaveCount(1);
  await snap('share-front-door-back');

  await page.getByRole('button', { name: 'Pay my share' }).click();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByTestId('checkout-total')).toHaveText('₹266.67');
  await page.getByRole('radio', { name: 'UPI' }).check();
  await page.getByLabel('UPI ID').fill('success@razorpay');
  await page.getByRole('button', { name: 'Pay with UPI' }).click();
  const waiting = page.getByTestId('upi-waiting');
  await expect(waiting.getByText(/^This payment request expires in \d:\d\d$/)).toBeVisible();
  await expect(page.getByText(/expires in|held for you until/i)).toHaveCount(1);
  if (isPhone(page)) {
    const openApp = page.getByRole('link', { name: 'Open UPI app' });
    const qr = page.getByRole('img', { name: 'UPI QR code for this payment' });
    await expect(qr).toBeVisible();
    const [linkBox, qrBox] = [await openApp.boundingBox(), await qr.boundingBox()];
    expect(linkBox!.y + linkBox!.height).toBeLessThanOrEqual(qrBox!.y);
  }
  await snap('share-front-door-upi');
  await expect(page).toHaveURL(`${link.pathname}${link.search}`, { timeout: 15_000 });
  await expect(page.getByText('You have paid your share of ₹266.67.')).toBeVisible();
  await expect(page.getByText('Paid by Asha Patil')).toBeVisible();
  await snap('share-front-door-paid');
});

test("a game's link shows the game signed out, not its organizer or note; a return elsewhere is dropped", async ({
  page,
  request,
  snap,
}, testInfo) => {
  const owner = await createAccount(request, 'owner');
  const name = `E2E ${testInfo.project.name} Game Door Arena ${Date.now().toString(36)}`;
  const turfId = await approvedTurfOf(request, owner, name);
  const organizer = await createAccount(request, 'user', { fullname: 'Kabir Shah' });
  const organizerId = await logInPlayerViaApi(request, organizer);
  const bookingId = await payForSlot(request, organizerId, {
    turfId,
    date: venueDay(6),
    startTime: '7:00 PM',
    endTime: '8:00 PM',
    amount: '800.00',
    card: API_CARDS.success,
  });
  const opened = await request.post('/api/v1/games', {
    data: { bookingId, level: 'intermediate', spotsTotal: 4, note: 'Call me on 9876543210' },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  const gameId = ((await opened.json()) as { game: { _id: string } }).game._id;

  // A split's page without its link's token (the booker's own) asks to sign in, and comes back.
  await page.goto('/splits/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Sign in to see this split')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in', exact: true }).last()).toHaveAttribute(
    'href',
    '/login?returnTo=%2Fsplits%2F00000000-0000-4000-8000-000000000000',
  );

  await page.goto(`/games/${gameId}`);
  const door = page.getByTestId('share-front-door');
  await expect(door).toContainText(name);
  await expect(door).toContainText(formatDate(venueDay(6)));
  await expect(door).toContainText('7:00 PM – 8:00 PM');
  await expect(door).toContainText('4 of 4');
  await expect(door.getByTestId('front-door-amount')).toHaveText('Your spot₹160.00');
  await expect(page.getByText('Kabir Shah')).toHaveCount(0);
  await expect(page.getByText('9876543210')).toHaveCount(0);
  await snap('game-front-door');

  // Signing in from the door comes back to the game.
  const player = await createAccount(request, 'user', { fullname: 'Asha Patil' });
  await door.getByRole('link', { name: 'Sign in to join' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fgames%2F/);
  await logInHere(page, player);
  await expect(page).toHaveURL(`/games/${gameId}`);
  await expect(page.getByRole('heading', { name: new RegExp(`game at ${name}`) })).toBeVisible();

  // A login asked to return to another site lands on the player's own page instead.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/login?returnTo=${encodeURIComponent('//evil.example/splits')}`);
  await logInHere(page, player);
  await expect(page).toHaveURL('/');
});
