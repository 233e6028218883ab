import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, zonedNow, type LocalDate } from '../src/shared/time';
import { E2E_ADMIN } from './support/accounts';
import {
  createAccount,
  expect,
  isPhone,
  logInViaUi,
  newAccount,
  test,
  toast,
} from './support/fixtures';

import { TURF_PNG, approvedTurfOf } from './support/owner-turf';
import { showDay } from './support/day-tabs';

// Owners and the admin (spec §2 /turfform, /turf-bookings, /admin/dashboard; §5 add-turf rules;
// §6 permissions): an owner lists a turf with an image, the admin approves it, a player books
// it, and the owner sees the booking, its customer and the earnings. Every run makes its own
// accounts and a turf named after its project, so the desktop and phone runs cannot collide.

/** Tomorrow at the venue: never past, and the demo data's bookings are on other turfs. */
async function venueTomorrow(request: APIRequestContext): Promise<LocalDate> {
  const config = (await (await request.get('/api/v1/config')).json()) as { venueTimeZone: string };
  return addDays(zonedNow(new Date(), config.venueTimeZone).date, 1);
}

/** Logs out by dropping the session, then logs in as someone else through the login screen. */
async function switchTo(
  page: Page,
  who: { email: string; password: string },
  role: 'user' | 'owner' | 'admin',
): Promise<void> {
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await logInViaUi(page, who, role);
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Chooses a location filter on /turfs: the side panel on desktop, the Location tab on phones. */
async function filterByLocation(page: Page, location: string): Promise<void> {
  if (isPhone(page)) {
    const tab = page.getByRole('group', { name: 'Filters' }).getByRole('button', {
      name: 'Location',
    });
    await tab.click();
    await page
      .getByRole('region', { name: 'Location choices' })
      .getByRole('link', { name: location, exact: true })
      .click();
    await expect(tab).toContainText(location);
    return;
  }
  const option = page
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('region', { name: 'Location' })
    .getByRole('link', { name: location, exact: true });
  await option.click();
  await expect(option).toHaveAttribute('aria-current', 'true');
}

test.describe('owners and the admin', () => {
  test('an owner lists a turf, the admin approves it, a player books it, the owner sees it', async ({
    page,
    request,
    snap,
  }, testInfo) => {
    test.setTimeout(120_000);
    const project = testInfo.project.name;
    const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const turfName = `E2E ${project} Arena ${suffix}`;
    const location = project === 'phone' ? 'Kandivali' : 'Goregaon';
    const owner = newAccount('owner', { fullname: `Farhan ${project}` });
    const player = await createAccount(request, 'user', { fullname: `Asha ${project} Kulkarni` });
    const day = await venueTomorrow(request);

    // The owner signs up and lands on an empty 'Your Turfs'.
    await page.goto('/signup');
    await page.getByLabel('Full Name', { exact: true }).fill(owner.fullname);
    await page.getByLabel('Email', { exact: true }).fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByLabel('Mobile Number', { exact: true }).fill(owner.mobilenumber);
    await page.getByRole('radio', { name: 'Owner', exact: true }).check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(toast(page, 'Registered successfully')).toBeVisible();
    await logInViaUi(page, owner, 'owner');
    await expect(page).toHaveURL('/turf-bookings');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Your Turfs', level: 1 })).toBeVisible();
    await expect(main.getByText('No Turfs Found')).toBeVisible();
    await expect(page.getByTestId('total-earnings')).toHaveText('₹0.00');
    await snap('owner-no-turfs');

    // The add-turf form: checks in the spec's order, one toast at a time.
    await main.getByRole('link', { name: 'Add Turf' }).click();
    await expect(page).toHaveURL('/turfform');
    await expect(main.getByRole('heading', { name: 'Add New Turf', level: 1 })).toBeVisible();
    await main.getByRole('button', { name: 'Add Turf' }).click();
    await expect(toast(page, 'Please fill in the Turf Name field')).toBeVisible();
    await expect(page.getByLabel('Turf Name')).toBeFocused();
    await page.getByLabel('Turf Name').fill(turfName);
    await main.getByRole('button', { name: 'Add Turf' }).click();
    await expect(toast(page, 'Please fill in the Turf Images field')).toBeVisible();
    await snap('add-turf-missing-image');

    // The image uploads as soon as it is chosen; the upload is held so 'Uploading...' shows.
    let releaseUpload!: () => void;
    const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
    await page.route('**/api/v1/uploads/image', async (route) => {
      await uploadHeld;
      await route.continue();
    });
    await page
      .getByLabel('Turf Image')
      .setInputFiles({ name: 'pitch.png', mimeType: 'image/png', buffer: TURF_PNG });
    await expect(main.getByAltText('Preview of the chosen turf image')).toBeVisible();
    await expect(main.getByText(/^Uploading\.\.\./)).toBeVisible();
    await expect(main.getByRole('progressbar', { name: 'Image upload' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await snap('add-turf-uploading');
    releaseUpload();
    await expect(main.getByText('Image uploaded')).toBeVisible();
    await page.unroute('**/api/v1/uploads/image');

    await page.getByLabel('Location').selectOption(location);
    await page.getByLabel('Sports Type').selectOption({ label: 'Football' });
    await page.getByLabel('Address').fill(`7 Link Road, ${location} West`);
    const getLink = main.getByRole('link', { name: /Get Link/ });
    await expect(getLink).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=7%20Link%20Road/,
    );
    await expect(getLink).toHaveAttribute('target', '_blank');
    await expect(getLink).toHaveAttribute('rel', /noopener/);
    await main.getByRole('button', { name: 'Add Turf' }).click();
    await expect(toast(page, 'Please fill in the Price per hour field')).toBeVisible();
    await page.getByLabel('Google Maps Link').fill('https://maps.google.com/?q=e2e+arena');
    await page.getByLabel(/Price per hour/).fill('1000');
    await page.getByLabel('Description').fill('Floodlit five-a-side turf with changing rooms.');
    // Each field keeps what was typed into it; a lost keystroke fails here, by its field's name,
    // not later as a refused submit.
    await expect(page.getByLabel('Google Maps Link')).toHaveValue(
      'https://maps.google.com/?q=e2e+arena',
    );
    await expect(page.getByLabel(/Price per hour/)).toHaveValue('1000');
    await snap('add-turf-filled');
    await main.getByRole('button', { name: 'Add Turf' }).click();
    await expect(toast(page, 'Turf added successfully! Waiting for admin approval.')).toBeVisible();
    await expect(page.getByLabel('Turf Name')).toHaveValue('');
    await expect(main.getByAltText('Preview of the chosen turf image')).toHaveCount(0);
    await snap('add-turf-added');

    // Pending until the admin decides.
    await page.goto('/turf-bookings');
    const ownerCard = page.getByTestId('owner-turf-card').filter({ hasText: turfName });
    await expect(ownerCard).toContainText('Pending Approval');
    await expect(ownerCard).toContainText(location);
    await expect(ownerCard).toContainText('₹1,000.00');
    await expect(ownerCard).toContainText('Football');
    await snap('owner-turf-pending');

    // The admin sees it pending and approves it; only a toast follows.
    await switchTo(page, E2E_ADMIN, 'admin');
    await expect(page).toHaveURL('/admin/dashboard');
    const pendingCard = page.getByTestId('pending-turf-card').filter({ hasText: turfName });
    await expect(pendingCard).toContainText('Status: Pending');
    await expect(pendingCard).toContainText(location);
    await snap('admin-dashboard-pending');
    await pendingCard.click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/[\w-]+$/);
    const reviewUrl = page.url();
    const turfId = reviewUrl.split('/').pop()!;
    await expect(main.getByRole('heading', { name: turfName, level: 1 })).toBeVisible();
    await expect(main.getByText(`7 Link Road, ${location} West`)).toBeVisible();
    await expect(main.getByRole('link', { name: /maps\.google\.com/ })).toBeVisible();
    await snap('admin-turf-review');
    await main.getByRole('button', { name: 'Approve Turf' }).click();
    await expect(toast(page, 'Turf approved successfully!')).toBeVisible();
    await expect(page).toHaveURL(reviewUrl);
    await expect(main.getByText('Status: Approved')).toBeVisible();
    await snap('admin-turf-approved');
    await page.goto('/admin/dashboard');
    await expect(main.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByTestId('pending-turf-card').filter({ hasText: turfName })).toHaveCount(
      0,
    );

    // A new player finds it by its location and books tomorrow 10:00–11:00 AM.
    await switchTo(page, player, 'user');
    await page.goto('/turfs');
    await filterByLocation(page, location);
    const listed = main.locator(`a[href="/turfs/${turfId}"]`);
    await expect(listed).toContainText(turfName);
    await snap('player-finds-turf');
    await listed.click();
    await expect(page).toHaveURL(`/turfs/${turfId}`);
    await showDay(page, day);
    await page.locator(`[data-slot="${day} 10:00 AM"]`).click();
    await page.locator(`[data-slot="${day} 11:00 AM"]`).click();
    await page.getByRole('button', { name: 'Proceed to Booking' }).click();
    await expect(page).toHaveURL(`/turfs/${turfId}/booking`);
    await expect(page.getByTestId('booking-total')).toHaveText('₹1,000.00');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL('/checkout');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay ₹1,000.00', exact: true }).click();
    await expect(toast(page, 'Booking completed successfully!')).toBeVisible();
    // A paid booking now opens its own page, no longer the home page.
    await expect(page).toHaveURL(/\/displaybookings\/[\w-]+\?confirmed=1$/);

    // The owner sees the booking with its customer, and the earnings.
    await switchTo(page, owner, 'owner');
    await expect(page).toHaveURL('/turf-bookings');
    const earnings = page.getByTestId('total-earnings');
    await expect(earnings).toHaveText('₹1,000.00');
    expect(Number((await earnings.innerText()).replace(/[^\d.]/g, ''))).toBeGreaterThan(0);
    await expect(ownerCard).toContainText('Approved');
    await expect(ownerCard).not.toContainText('Pending Approval');
    await expect(main.getByText('Earnings per day')).toBeVisible();
    await expect(main.getByText('Booked hours, coming 7 days')).toBeVisible();
    await snap('owner-turfs-earnings');
    await ownerCard.getByRole('link', { name: /View Bookings/ }).click();
    await expect(page).toHaveURL(`/turf-bookings/${turfId}`);
    await expect(
      main.getByRole('heading', { name: `${turfName} - Bookings`, level: 1 }),
    ).toBeVisible();
    const row = page.getByTestId('owner-booking-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(player.fullname);
    await expect(row).toContainText(player.email);
    await expect(row).toContainText(player.mobilenumber);
    await expect(row).toContainText('10:00 AM – 11:00 AM');
    await expect(row).toContainText('₹1,000.00');
    await expect(row).toContainText('Confirmed');
    await expect(row).toContainText('Paid');
    await expect(row).toContainText(/\S{10}\.\.\./);
    await snap('owner-turf-bookings');
    await main.getByRole('button', { name: 'Back to My Turfs' }).click();
    await expect(page).toHaveURL('/turf-bookings');
  });

  test('a player opening the admin dashboard is refused', async ({ page, request, snap }) => {
    const player = await createAccount(request, 'user');
    await logInViaUi(page, player, 'user');
    await expect(page).toHaveURL('/');
    await page.goto('/admin/dashboard');
    await expect(toast(page, "You don't have permission to access this page")).toBeVisible();
    await expect(page).toHaveURL('/login');
    await snap('player-refused-admin');
  });

  test("another owner cannot see a turf's bookings", async ({ page, request, snap }, testInfo) => {
    const first = await createAccount(request, 'owner', { fullname: 'Meera Iyer' });
    const turfName = `E2E ${testInfo.project.name} Private Box ${Date.now().toString(36)}`;
    const turfId = await approvedTurfOf(request, first, turfName);
    const second = await createAccount(request, 'owner', { fullname: 'Kunal Desai' });

    await logInViaUi(page, second, 'owner');
    await expect(page).toHaveURL('/turf-bookings');
    await page.goto(`/turf-bookings/${turfId}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: `${turfName} - Bookings` })).toBeVisible();
    await expect(main.getByText("You don't have permission to view these bookings")).toBeVisible();
    await expect(page.getByTestId('owner-booking-row')).toHaveCount(0);
    await snap('owner-refused-other-bookings');
  });
});
