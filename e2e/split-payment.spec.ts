import type { Browser } from '@playwright/test';
import {
  CARDS,
  fillCard,
  openSecondBrowser,
  openTurf,
  selectRange,
  venueDay,
} from './support/booking';
import {
  createAccount,
  expect,
  logInViaUi,
  newAccount,
  test,
  type Account,
} from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';

// Split the cost (decision 044): a booker splits an ₹800 hour with 4 friends (5 players, ₹160
// each), pays their own share by card and sends the link; the first friend signs up from the
// link and comes back to it, three pay by UPI and one by card; the booker sees who paid along
// the way, and the booking is confirmed only when the last share is in.

const FRIENDS = ['Asha Patil', 'Rohan Mehta', 'Sara Khan', 'Dev Iyer'];

interface FriendVisit {
  account: Account;
  how: 'upi' | 'card';
  /** Signs up from the login page the link led to (the account is not registered yet). */
  signUp?: boolean;
  /** The last share: the split page then says the booking is confirmed. */
  last?: boolean;
  picture?: string;
}

/** A friend opens the link in a browser of their own, logs in (or signs up) and pays a share. */
function friendPays(browser: Browser, link: string, visit: FriendVisit): Promise<void> {
  return test.step(`${visit.account.fullname} pays by ${visit.how}`, () =>
    payAsFriend(browser, link, visit));
}

async function payAsFriend(browser: Browser, link: string, visit: FriendVisit) {
  const { account } = visit;
  const friend = await openSecondBrowser(browser, new URL(link).origin, test.info().project.use);
  const { page } = friend;
  await page.goto(link);
  // Logged out: the link's front door says what the share pays for; signing in (or up) comes
  // back to the split (decision 061).
  await expect(page.getByTestId('front-door-amount')).toHaveText('Your share₹160.00');
  if (visit.signUp) {
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.getByLabel('Full Name', { exact: true }).fill(account.fullname);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Mobile Number', { exact: true }).fill(account.mobilenumber);
    await page.getByRole('radio', { name: 'User', exact: true }).check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
  } else {
    await page.getByRole('link', { name: 'Sign in to pay' }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=/);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('radio', { name: 'User', exact: true }).check();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/splits\/[0-9a-f-]{36}\?token=/);
  await expect(page.getByRole('heading', { name: 'Your share: ₹160.00' })).toBeVisible();
  if (visit.picture) {
    const { testDir, name } = test.info().project;
    await page.screenshot({
      path: `${testDir}/screenshots/${name}/${visit.picture}.png`,
      fullPage: true,
    });
  }
  await page.getByRole('button', { name: 'Pay my share' }).click();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByTestId('checkout-total')).toHaveText('₹160.00');
  if (visit.how === 'upi') {
    await page.getByRole('radio', { name: 'UPI' }).check();
    await page.getByLabel('UPI ID').fill('success@razorpay');
    await page.getByRole('button', { name: 'Pay with UPI' }).click();
  } else {
    await fillCard(page, CARDS.success);
    await page.getByRole('button', { name: 'Pay ₹160.00' }).click();
  }
  await expect(page).toHaveURL(/\/splits\/[0-9a-f-]{36}\?token=/, { timeout: 15_000 });
  await expect(
    page.getByText(
      visit.last
        ? 'Every share is paid: the booking is confirmed.'
        : 'You have paid your share of ₹160.00.',
    ),
  ).toBeVisible();
  await expect(page.getByText(`Paid by ${account.fullname}`)).toBeVisible();
  // Once confirmed, each teammate who paid has the pass to show at the gate.
  if (visit.last) await expect(page.getByTestId('check-in-code')).toBeVisible();
  await friend.close();
}

test('a booker splits with 4 friends: three pay by UPI, one by card, and the booking is confirmed', async ({
  page,
  request,
  browser,
  snap,
}, testInfo) => {
  // Five players each log in and pay, three of them waiting for a UPI approval (about 3 s each):
  // about 35 s on a quiet machine, but over a minute while other work shares its two cores.
  test.setTimeout(120_000);
  const owner = await createAccount(request, 'owner');
  const name = `E2E ${testInfo.project.name} Split Arena ${Date.now().toString(36)}`;
  const turf = { _id: await approvedTurfOf(request, owner, name), name };
  const [booker, ...friends] = await Promise.all([
    createAccount(page.request, 'user', { fullname: 'Kabir Shah' }),
    ...FRIENDS.slice(1).map((fullname) => createAccount(request, 'user', { fullname })),
  ]);
  // The first friend signs up from the link.
  const newcomer = newAccount('user', { fullname: FRIENDS[0] });
  await logInViaUi(page, booker, 'user');
  await expect(page).toHaveURL('/');
  await openTurf(page, turf);
  const day = venueDay(5);
  await selectRange(page, day, '8:00 PM', '9:00 PM');
  await page.getByRole('button', { name: 'Proceed to Booking', exact: true }).click();

  await page.getByLabel('Split with my team').check();
  const players = page.getByLabel('Number of players (you included)');
  // Exact to the paisa: ₹800 in 3 is ₹266.67, ₹266.67 and ₹266.66 (the first take the odd paise).
  await players.selectOption('3');
  const shares = page.getByTestId('split-shares');
  await expect(shares).toHaveText(
    'Your share (paid now)₹266.671 teammate pays₹266.671 teammate pays₹266.66',
  );
  await players.selectOption('5');
  await expect(shares).toContainText('4 teammates pay, each₹160.00');
  await snap('split-summary');
  await page.getByRole('button', { name: 'Pay my share (₹160.00)' }).click();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByTestId('checkout-total')).toHaveText('₹160.00');
  await fillCard(page, CARDS.success);
  await page.getByRole('button', { name: 'Pay ₹160.00' }).click();

  // Paid, but not booked: the split's page says what is missing and gives the link.
  await expect(page).toHaveURL(/\/splits\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Waiting for shares: 1 of 5 shares paid.')).toBeVisible();
  await expect(page.getByText('confirmed', { exact: false }).first()).toBeVisible();
  const link = (await page.getByTestId('share-link').textContent())!.trim();
  expect(link).toMatch(/\/splits\/[0-9a-f-]{36}\?token=/);
  const whatsApp = await page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
  const invite = decodeURIComponent(whatsApp!.replace('https://wa.me/?text=', ''));
  expect(invite).toContain(`Join our game at ${name} on `);
  expect(invite).toContain(`8:00 PM – 9:00 PM. Your share is ₹160.00: pay it here ${link}`);
  await snap('split-booker-waiting');

  await friendPays(browser, link, {
    account: newcomer,
    how: 'upi',
    signUp: true,
    picture: 'split-teammate',
  });
  await friendPays(browser, link, { account: friends[0]!, how: 'upi' });

  // Along the way: the booker sees who paid, and Your Bookings says it is not confirmed yet.
  await page.reload();
  await expect(page.getByText('Waiting for shares: 3 of 5 shares paid.')).toBeVisible();
  await expect(page.getByText(`Paid by ${FRIENDS[0]}`)).toBeVisible();
  await expect(page.getByText(`Paid by ${FRIENDS[1]}`)).toBeVisible();
  await page.goto('/displaybookings');
  await expect(page.getByTestId('collecting-split')).toContainText(
    'Waiting for 2 of 5 shares (₹320.00 unpaid): not confirmed yet.',
  );
  await snap('split-your-bookings');
  await page.getByRole('link', { name: /^See the shares for / }).click();

  await friendPays(browser, link, { account: friends[1]!, how: 'upi' });
  await friendPays(browser, link, { account: friends[2]!, how: 'card', last: true });

  await page.reload();
  await expect(page.getByText('Every share is paid: the booking is confirmed.')).toBeVisible();
  for (const friend of FRIENDS) await expect(page.getByText(`Paid by ${friend}`)).toBeVisible();
  await expect(page.getByTestId('check-in-code')).toBeVisible();
  await snap('split-complete');
  await page.getByRole('link', { name: 'View the booking' }).click();
  await expect(page).toHaveURL(/\/displaybookings\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('booking-status').first()).toHaveText('Status: Confirmed');
  await snap('split-booking-confirmed');
});
