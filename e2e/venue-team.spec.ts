import { DEMO_ACCOUNTS } from '../src/server/demo/demo-accounts';
import {
  expect,
  isPhone,
  logInViaUi,
  newAccount,
  openAvatarMenu,
  openNavigation,
  test,
  toast,
} from './support/fixtures';

// A venue's team in the browser (docs/decisions/066): the demo owner invites a new player by
// e-mail as front desk; the player signs up with that address, is shown the invitation, accepts,
// finds the venue under Your venues, opens its calendar (the desk's week, no opening hours, no
// other weeks), and is refused the prices in words.

const DEMO_OWNER = DEMO_ACCOUNTS.find((account) => account.key === 'demo')!;

test('an owner invites a front desk, who accepts and opens the calendar but not the prices', async ({
  page,
  snap,
}, testInfo) => {
  test.setTimeout(120_000);
  const desk = newAccount('user', { fullname: 'Kavya Desai' });

  await logInViaUi(page, DEMO_OWNER, 'owner');
  await expect(page).toHaveURL('/turf-bookings');
  const card = page.getByTestId('owner-turf-card').first();
  const turfName = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
  await card.getByRole('link', { name: `Team of ${turfName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Team of ${turfName}` })).toBeVisible();
  const turfId = new URL(page.url()).pathname.split('/')[2]!;

  await page.getByLabel('E-mail address').fill(desk.email);
  await page.getByRole('radio', { name: /^Front desk/ }).check();
  await snap('team-invite-filled');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, `Invitation sent to ${desk.email}.`)).toBeVisible();
  const invited = page.getByTestId('team-member').filter({ hasText: desk.email });
  await expect(invited).toContainText('Front desk');
  await expect(invited).toContainText('Invited');
  await expect(
    invited.getByRole('button', { name: `Withdraw the invitation of ${desk.email}` }),
  ).toBeVisible();
  await snap('team-invited');

  // The owner leaves; the invited person signs up with the invited address.
  const menu = await openAvatarMenu(page);
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await page.goto('/signup');
  await page.getByLabel('Full Name', { exact: true }).fill(desk.fullname);
  await page.getByLabel('Email', { exact: true }).fill(desk.email);
  await page.getByLabel('Password', { exact: true }).fill(desk.password);
  await page.getByLabel('Mobile Number', { exact: true }).fill(desk.mobilenumber);
  await page.getByRole('radio', { name: 'User', exact: true }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL('/login');
  await logInViaUi(page, desk, 'user');
  await expect(page).toHaveURL('/');

  // The invitation is shown at once, on the screen the player lands on.
  const banner = page.getByTestId('invitation-banner');
  await expect(banner).toContainText('You have an invitation to a venue’s team.');
  await snap('staff-home-invitation');
  await banner.getByRole('link', { name: 'See your invitations' }).click();
  await expect(page).toHaveURL('/staff');
  const invitation = page.getByTestId('staff-invitation');
  await expect(invitation).toContainText(
    `${DEMO_OWNER.fullname} invited you to the team of ${turfName} as Front desk.`,
  );
  await snap('staff-invitation');
  await invitation.getByRole('button', { name: `Accept the invitation to ${turfName}` }).click();
  await expect(toast(page, `You joined the team of ${turfName}.`)).toBeVisible();
  const workplace = page.getByTestId('staff-workplace').filter({ hasText: turfName });
  await expect(workplace).toContainText('Your role: Front desk');
  await expect(workplace.getByRole('link', { name: 'Prices' })).toHaveCount(0);
  await expect(workplace.getByRole('link', { name: 'Numbers' })).toHaveCount(0);
  await expect(banner).toHaveCount(0);
  await snap('staff-workplace');

  // Your venues is in the menus from now on.
  await page.goto('/');
  if (isPhone(page)) {
    const navigation = await openNavigation(page);
    await expect(navigation.getByRole('link', { name: 'Your venues' })).toBeVisible();
    await snap('staff-phone-menu');
    await navigation.getByRole('link', { name: 'Your venues' }).click();
  } else {
    const account = await openAvatarMenu(page);
    await snap('staff-avatar-menu');
    await account.getByRole('menuitem', { name: 'Your venues' }).click();
  }
  await expect(page).toHaveURL('/staff');

  await page
    .getByTestId('staff-workplace')
    .filter({ hasText: turfName })
    .getByRole('link', { name: 'Calendar' })
    .click();
  await expect(page).toHaveURL(`/turf-bookings/${turfId}/calendar`);
  await expect(
    page.getByRole('heading', { level: 1, name: `${turfName} - Calendar` }),
  ).toBeVisible();
  // The desk's week only, and nothing of the owner's: no opening hours, no other weeks.
  await expect(page.getByRole('button', { name: 'Opening hours' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next week' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to your venues' })).toBeVisible();
  // The screen as it is, before a full-page capture resizes the view (the wide week then loads
  // the day tabs' words and shows the page's spinner for a moment).
  await page.screenshot({ path: testInfo.outputPath('staff-calendar.png') });
  await snap(`staff-calendar-${testInfo.project.name}`);

  // The prices are the owner's and the managers': the server refuses, the screen says so.
  await page.goto(`/turf-bookings/${turfId}/pricing`);
  await expect(page.getByRole('alert')).toContainText(
    'Your role at this venue does not allow this.',
  );
  await snap('staff-prices-refused');
});
