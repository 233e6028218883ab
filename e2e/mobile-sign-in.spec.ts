import {
  avatarButton,
  createAccount,
  expect,
  logInViaUi,
  openAvatarMenu,
  test,
  toast,
} from './support/fixtures';
import { waitForWhatsAppCode } from './support/outbox';

// Sign in with a mobile number (decision 058): a player verifies their number on the profile and
// then signs in with it, the code read from the WhatsApp message the server wrote to its outbox;
// a number no account has becomes a new player's account once they give their name.

/** A number no registered journey account has (theirs start 98). */
function freshMobile(): string {
  return `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

test.describe('sign in with a mobile number', () => {
  test('a player verifies their number on the profile, then signs in with it', async ({
    page,
    request,
    snap,
  }) => {
    const player = await createAccount(request, 'user', { fullname: 'Kabir Desai' });
    await logInViaUi(page, player, 'user');
    await expect(page).toHaveURL('/');
    await page.goto('/userprofile');
    const panel = page.getByTestId('mobile-verification');
    await expect(panel).toContainText('Your mobile number is not verified.');
    await panel.getByRole('button', { name: 'Verify' }).click();
    await expect(panel).toContainText('We sent a 6-digit code to your number on WhatsApp.');
    const verification = await waitForWhatsAppCode(player.mobilenumber, 1);
    await panel.getByLabel('Code', { exact: true }).fill(verification);
    await snap('mobile-verify-code');
    await panel.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Your mobile number is verified.')).toBeVisible();
    await expect(page.getByTestId('mobile-verified')).toContainText(
      'You can sign in with this mobile number.',
    );
    await snap('mobile-verified-profile');
    await (await openAvatarMenu(page)).getByRole('menuitem', { name: 'Logout' }).click();
    await expect(toast(page, 'You have successfully Logged Out')).toBeVisible();

    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with mobile number' }).click();
    await page.getByLabel('Mobile number', { exact: true }).fill(`+91 ${player.mobilenumber}`);
    await snap('mobile-sign-in-number');
    await page.getByRole('button', { name: 'Send code on WhatsApp' }).click();
    await expect(page.getByText('We sent a 6-digit code to')).toBeVisible();

    // A wrong code first: the refusal is said in words, and the form stays.
    const code = await waitForWhatsAppCode(player.mobilenumber, 2);
    await page.getByLabel('Code', { exact: true }).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('That code is not right.')).toBeVisible();
    await snap('mobile-sign-in-wrong-code');
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(toast(page, 'Logged in successfully')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(avatarButton(page)).toContainText('Kabir');
    await page.goto('/userprofile');
    await expect(page.getByRole('main').getByText(player.email, { exact: true })).toBeVisible();
  });

  test('a new number becomes a player account once they give their name', async ({
    page,
    snap,
  }) => {
    const mobile = freshMobile();
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await snap('login-with-mobile-option');
    await page.getByRole('button', { name: 'Sign in with mobile number' }).click();
    await page.getByLabel('Mobile number', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Send code on WhatsApp' }).click();
    await expect(page.getByText('Enter a 10-digit Indian mobile number')).toBeVisible();
    await page.getByLabel('Mobile number', { exact: true }).fill(mobile);
    await page.getByRole('button', { name: 'Send code on WhatsApp' }).click();
    await page.getByLabel('Code', { exact: true }).fill(await waitForWhatsAppCode(mobile, 1));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(page.getByText('This number has no TurfBook account yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await page.getByLabel('Full name', { exact: true }).fill('Meera Joshi');
    await page
      .getByLabel(/Send me my bookings, reminders and updates from TurfBook on WhatsApp/)
      .check();
    await snap('mobile-sign-up-name');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(toast(page, 'Logged in successfully')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(avatarButton(page)).toContainText('Meera');
    await page.goto('/userprofile');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Meera Joshi');
    await expect(main.getByText(mobile, { exact: true })).toBeVisible();
    await expect(main.getByText('Not Available', { exact: true })).toBeVisible();
    await expect(page.getByTestId('mobile-verified')).toBeVisible();
    await snap('mobile-new-player-profile');
    // Opted in as they signed up: WhatsApp carries their messages, to this number.
    await page.goto('/notifications');
    await expect(page.getByLabel('WhatsApp number')).toHaveValue(mobile);
    await expect(
      page.getByRole('group', { name: 'Reminders before play' }).getByLabel('WhatsApp'),
    ).toBeChecked();
  });
});
