import { E2E_ADMIN } from './support/accounts';
import {
  ROLE_LABEL,
  avatarButton,
  createAccount,
  expect,
  isPhone,
  logInViaUi,
  meStatus,
  navLoginButton,
  newAccount,
  openAvatarMenu,
  openNavigation,
  storedUser,
  test,
  toast,
} from './support/fixtures';

// Accounts: signup, login per role, profile, logout, refused logins and dead sessions.

/** This month at the venue, as the profile writes it in English ('December 2026'). */
function monthNow(): string {
  return new Intl.DateTimeFormat('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date());
}
// Every journey makes its own accounts and runs at desktop and at phone size.

test.describe('accounts', () => {
  test('a player signs up, logs in, sees the profile and logs out', async ({ page, snap }) => {
    // A lower-case name: the avatar shows its first letter upper-cased, the bar its first word.
    const player = newAccount('user', { fullname: 'zara Shaikh' });

    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await page.getByLabel('Full Name', { exact: true }).fill(player.fullname);
    await page.getByLabel('Email', { exact: true }).fill(player.email);
    await page.getByLabel('Password', { exact: true }).fill(player.password);
    await page.getByLabel('Mobile Number', { exact: true }).fill(player.mobilenumber);
    await page.getByRole('radio', { name: 'User', exact: true }).check();
    await snap('signup-filled');
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await expect(toast(page, 'Registered successfully')).toBeVisible();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: 'Login', exact: true })).toBeVisible();

    await logInViaUi(page, player, 'user');
    await expect(page).toHaveURL('/');
    const avatar = avatarButton(page);
    await expect(avatar).toBeVisible();
    await expect(avatar.locator('span[aria-hidden="true"]')).toHaveText('Z');
    await expect(avatar).toContainText('zara');
    await expect(avatar).not.toContainText('Shaikh');
    await expect(navLoginButton(page)).toHaveCount(0);
    await snap('player-home-logged-in');

    const accountMenu = await openAvatarMenu(page);
    await expect(accountMenu.getByRole('menuitem')).toHaveText(['Profile', 'Logout']);
    await snap('player-avatar-menu');
    await accountMenu.getByRole('menuitem', { name: 'Profile' }).click();

    await expect(page).toHaveURL('/userprofile');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(player.fullname);
    await expect(main.getByText(player.email, { exact: true })).toBeVisible();
    await expect(main.getByText(player.mobilenumber, { exact: true })).toBeVisible();
    await expect(main.getByText('Member Since', { exact: true })).toBeVisible();
    // The month the account was made (docs/decisions/064), not the spec's fixed 'March 2024'.
    await expect(main.getByText(monthNow(), { exact: true })).toBeVisible();
    await expect(main.getByText('Account Type', { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'View My Bookings' })).toHaveAttribute(
      'href',
      '/displaybookings',
    );
    await snap('player-profile');

    await (await openAvatarMenu(page)).getByRole('menuitem', { name: 'Logout' }).click();
    await expect(toast(page, 'You have successfully Logged Out')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(navLoginButton(page)).toBeVisible();
    await expect(avatarButton(page)).toHaveCount(0);
    await snap('player-logged-out');

    // The session is really gone, not just the stored copy.
    await page.goto('/userprofile');
    await expect(page).toHaveURL('/login');
    expect(await storedUser(page)).toBeNull();
    expect(await meStatus(page)).toBe(401);
    await snap('player-profile-after-logout');
  });

  test('an owner signs up and lands on their turfs, with only Add Turf in the nav', async ({
    page,
    snap,
  }) => {
    const owner = newAccount('owner');

    await page.goto('/signup');
    await page.getByLabel('Full Name', { exact: true }).fill(owner.fullname);
    await page.getByLabel('Email', { exact: true }).fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByLabel('Mobile Number', { exact: true }).fill(owner.mobilenumber);
    await page.getByRole('radio', { name: 'Owner', exact: true }).check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(toast(page, 'Registered successfully')).toBeVisible();
    await expect(page).toHaveURL('/login');

    await logInViaUi(page, owner, 'owner');
    await expect(page).toHaveURL('/turf-bookings');
    await expect(avatarButton(page)).toContainText('Farhan');

    const nav = await openNavigation(page);
    await expect(nav.getByRole('link', { name: 'Add Turf', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Turfs', exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
    if (isPhone(page)) {
      // The plus-plan button of the phone menu is hidden from owners.
      await expect(nav.getByRole('link', { name: 'Get Plus Plan' })).toHaveCount(0);
    }
    await snap('owner-turf-bookings');
  });

  test('the admin logs in as Admin and lands on the dashboard', async ({ page, snap }) => {
    await logInViaUi(page, E2E_ADMIN, 'admin');
    await expect(page).toHaveURL('/admin/dashboard');
    await expect(avatarButton(page)).toBeVisible();

    const nav = await openNavigation(page);
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Turfs', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Add Turf', exact: true })).toHaveCount(0);
    await snap('admin-dashboard');
  });

  test('a wrong password is refused and makes no session', async ({ page, request, snap }) => {
    const player = await createAccount(request, 'user');

    await logInViaUi(page, { email: player.email, password: 'not-the-password' }, 'user');
    await expect(toast(page, 'Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL('/login');
    await expect(avatarButton(page)).toHaveCount(0);
    expect(await storedUser(page)).toBeNull();
    expect(await meStatus(page)).toBe(401);
    await snap('login-wrong-password');
  });

  test('a wrong role is refused with the server message and makes no session', async ({
    page,
    request,
    snap,
  }) => {
    const player = await createAccount(request, 'user');

    await logInViaUi(page, player, 'admin');
    await expect(
      toast(
        page,
        'This account is not registered as an admin. Choose the role you signed up with.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL('/login');
    await expect(avatarButton(page)).toHaveCount(0);
    expect(await storedUser(page)).toBeNull();
    expect(await meStatus(page)).toBe(401);
    await snap('login-wrong-role');
  });

  test('the login form shows what is missing and sends nothing', async ({ page, snap }) => {
    const loginCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/user/login') loginCalls.push(request.url());
    });

    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    const form = page.getByRole('main');
    await expect(form.getByText('Email is required', { exact: true })).toBeVisible();
    await expect(form.getByText('Password is required', { exact: true })).toBeVisible();
    await expect(form.getByText('Role is required', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    for (const role of Object.values(ROLE_LABEL)) {
      await expect(page.getByRole('radio', { name: role, exact: true })).not.toBeChecked();
    }
    await expect(page).toHaveURL('/login');
    // The messages render in the same handler that would have sent the request.
    expect(loginCalls).toEqual([]);
    await snap('login-validation');
  });

  test('a dead session is cleared on load', async ({ page, request, snap }) => {
    const player = await createAccount(request, 'user', { fullname: 'Kabir Rao' });

    await logInViaUi(page, player, 'user');
    await expect(page).toHaveURL('/');
    await expect(avatarButton(page)).toContainText('Kabir');

    await page.context().clearCookies();
    await page.reload();

    await expect(navLoginButton(page)).toBeVisible();
    await expect(avatarButton(page)).toHaveCount(0);
    await expect.poll(() => storedUser(page)).toBeNull();
    expect(await meStatus(page)).toBe(401);
    await snap('dead-session-cleared');
  });

  test('a long first name keeps every control of the bar on screen', async ({
    page,
    request,
    snap,
  }) => {
    // Found while looking at the phone screenshots. On a 390 px
    // phone the avatar button (first name capped at max-w-32) pushes the hamburger past the
    // right edge once the first name is longer than about ten letters, so the menu cannot be
    // opened. Pinned as a known failure on phones: delete this line to make it a hard failure;
    // Playwright reports "expected to fail, but passed" once the navbar is fixed.

    const player = await createAccount(request, 'user', {
      fullname: 'Chandrashekhar Venkataraman',
    });
    await logInViaUi(page, player, 'user');
    await expect(page).toHaveURL('/');
    await expect(avatarButton(page)).toContainText('Chandrashekhar');
    // Wait for the login toast to go, so that the picture shows the bar itself.
    await page.getByRole('alert').getByRole('button', { name: /close/i }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await snap('long-name-bar');

    const width = page.viewportSize()!.width;
    const controls = page.getByRole('banner').locator('a:visible, button:visible');
    const offScreen: string[] = [];
    for (const control of await controls.all()) {
      const box = await control.boundingBox();
      if (box && (box.x < 0 || box.x + box.width > width)) {
        const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
        offScreen.push(
          `${name.trim()} spans x=${Math.round(box.x)}..${Math.round(box.x + box.width)}`,
        );
      }
    }
    expect(offScreen, `controls of the bar outside the ${width} px viewport`).toEqual([]);
    if (isPhone(page)) await openNavigation(page);
  });

  test('an unknown route shows the friendly not-found page', async ({ page, snap }) => {
    await page.goto('/no-such-page/anywhere');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(main.getByText('404', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
    await snap('not-found');

    await main.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('the login page links to /forgot-password', async ({ page, snap }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'support@turfbook.in' }),
    ).toBeVisible();
    await snap('forgot-password');

    await page.getByRole('link', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL('/login');
  });
});
