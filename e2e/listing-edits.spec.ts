import type { Page } from '@playwright/test';
import { E2E_ADMIN } from './support/accounts';
import {
  BOOKING_CONFIRMATION_URL,
  CARDS,
  bookingCards,
  fillCard,
  openTurf,
  selectRange,
  venueDay,
} from './support/booking';
import { createAccount, expect, logInViaUi, test, toast } from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';
import { API_CARDS, logInPlayerViaApi, payForSlot } from './support/paid-booking';

// Owners edit their listings and the admin unlists turfs: a new price
// reaches new bookings only, the admin sees the edit before and after, and an unlisted turf
// leaves the public list while its bookings stay with their players. Every run makes its own
// accounts and turfs, named after its project, so the desktop and phone runs cannot collide.

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

/** A name no other run uses. */
function uniqueName(project: string, what: string): string {
  return `E2E ${project} ${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

test.describe('listing edits and unlisting', () => {
  test('an owner edits the price: a new booking uses it, an old one keeps its price', async ({
    page,
    request,
    snap,
  }, testInfo) => {
    test.setTimeout(120_000);
    const project = testInfo.project.name;
    const turfName = uniqueName(project, 'Edit Arena');
    const newName = `${turfName} Deluxe`;
    const owner = await createAccount(request, 'owner', { fullname: `Farhan ${project}` });
    const turfId = await approvedTurfOf(request, owner, turfName);
    const player = await createAccount(request, 'user', { fullname: `Asha ${project} Kulkarni` });
    const day = venueDay(1);

    // A booking at the old price (₹800 an hour), paid before the edit.
    const playerId = await logInPlayerViaApi(request, player);
    await payForSlot(request, playerId, {
      turfId,
      date: day,
      startTime: '10:00 AM',
      endTime: '11:00 AM',
      amount: '800.00',
      card: API_CARDS.success,
    });

    // The owner opens the edit form from the turf's card: it holds the turf as it is.
    await logInViaUi(page, owner, 'owner');
    await expect(page).toHaveURL('/turf-bookings');
    const main = page.getByRole('main');
    const card = page.getByTestId('owner-turf-card').filter({ hasText: turfName });
    await card.getByRole('link', { name: `Edit ${turfName}` }).click();
    await expect(page).toHaveURL(`/turfs/${turfId}/edit`);
    await expect(main.getByRole('heading', { name: 'Edit Turf', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Turf Name')).toHaveValue(turfName);
    await expect(page.getByLabel(/Price per hour/)).toHaveValue('800');
    await expect(main.getByAltText("The turf's current image")).toBeVisible();
    await snap('edit-turf');

    // The add-turf rules hold here too.
    await page.getByLabel('Turf Name').fill('');
    await main.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Please fill in the Turf Name field')).toBeVisible();
    await expect(page.getByLabel('Turf Name')).toBeFocused();

    await page.getByLabel('Turf Name').fill(newName);
    await page.getByLabel(/Price per hour/).fill('1000');
    await main.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Turf updated. New bookings use the new details.')).toBeVisible();
    await expect(main.getByRole('status').filter({ hasText: 'Saved.' })).toContainText(
      'New bookings cost ₹1,000.00 per hour',
    );
    await snap('edit-turf-saved');
    // Saving the same details again records nothing and says so.
    await main.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Nothing changed: the turf already has these details.')).toBeVisible();

    // A player books the next hour at the new price.
    await switchTo(page, player, 'user');
    await openTurf(page, { _id: turfId, name: newName });
    await selectRange(page, day, '12:00 PM', '1:00 PM');
    await page.getByRole('button', { name: 'Proceed to Booking' }).click();
    await expect(page).toHaveURL(`/turfs/${turfId}/booking`);
    await expect(page.getByTestId('booking-total')).toHaveText('₹1,000.00');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL('/checkout');
    await fillCard(page, CARDS.success);
    await page.getByRole('button', { name: 'Pay ₹1,000.00', exact: true }).click();
    await expect(page).toHaveURL(BOOKING_CONFIRMATION_URL);

    // Both bookings, each with what it cost when it was made.
    await page.goto('/displaybookings');
    const cards = bookingCards(page, newName, day);
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: '10:00 AM' })).toContainText('Paid ₹800.00');
    await expect(cards.filter({ hasText: '12:00 PM' })).toContainText('Paid ₹1,000.00');
    await snap('player-bookings-old-and-new-price');

    // The admin sees the edit, before and after.
    await switchTo(page, E2E_ADMIN, 'admin');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Recent Edits' })
      .click();
    await expect(page).toHaveURL('/admin/turf-edits');
    const edit = page.getByTestId('turf-edit').filter({ hasText: newName });
    await expect(edit).toHaveCount(1);
    await expect(edit.getByRole('row', { name: /Price per hour/ })).toContainText('₹800.00');
    await expect(edit.getByRole('row', { name: /Price per hour/ })).toContainText('₹1,000.00');
    await expect(edit.getByRole('row', { name: /Turf Name/ })).toContainText(turfName);
    // The image was not touched, so it is not part of the edit.
    await expect(edit.getByRole('row', { name: /Turf Image/ })).toHaveCount(0);
    await expect(edit).toContainText(owner.fullname);
    await snap('admin-turf-edits');
  });

  test('the admin unlists a turf: it leaves /turfs, its booking stays, and it comes back', async ({
    page,
    request,
    snap,
  }, testInfo) => {
    test.setTimeout(120_000);
    const project = testInfo.project.name;
    const turfName = uniqueName(project, 'Unlist Ground');
    const owner = await createAccount(request, 'owner', { fullname: `Meera ${project} Iyer` });
    const turfId = await approvedTurfOf(request, owner, turfName);
    const player = await createAccount(request, 'user');
    const day = venueDay(2);
    const playerId = await logInPlayerViaApi(request, player);
    const bookingId = await payForSlot(request, playerId, {
      turfId,
      date: day,
      startTime: '7:00 AM',
      endTime: '8:00 AM',
      amount: '800.00',
      card: API_CARDS.success,
    });
    const listedHere = (target: Page) =>
      target.getByRole('main').locator(`a[href="/turfs/${turfId}"]`);
    // approvedTurfOf lists it in Vasai; the list filtered to Vasai and its name shows it (other
    // journeys list turfs in Vasai too, enough to push it off the first page).
    const vasaiList = `/turfs?location=Vasai&q=${encodeURIComponent(turfName)}`;
    await page.goto(vasaiList);
    await expect(listedHere(page).first()).toBeVisible();

    await logInViaUi(page, E2E_ADMIN, 'admin');
    await expect(page).toHaveURL('/admin/dashboard');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'All Turfs' })
      .click();
    await expect(page).toHaveURL('/admin/turfs');
    await page.getByLabel('Search').fill(turfName);
    const card = page.getByTestId('admin-turf-card').filter({ hasText: turfName });
    await expect(page.getByTestId('admin-turf-card')).toHaveCount(1);
    await expect(card).toContainText('Approved');
    await expect(card).toContainText(owner.fullname);
    await expect(card).toContainText('Submitted:');
    await snap('admin-all-turfs');

    await card.getByRole('button', { name: `Unlist ${turfName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Unlist ${turfName}?` });
    await expect(dialog).toBeVisible();
    await snap('admin-unlist-confirm');
    await dialog.getByRole('button', { name: 'Yes, unlist' }).click();
    await expect(toast(page, 'Turf unlisted.')).toBeVisible();
    await expect(card).toContainText('Unlisted');
    await expect(card.getByRole('button', { name: `List ${turfName} again` })).toBeVisible();
    await page
      .getByRole('group', { name: 'Status' })
      .getByRole('button', { name: 'Unlisted' })
      .click();
    await expect(card).toBeVisible();
    await snap('admin-turf-unlisted');

    // The review screen offers no Reject for it, only List Again.
    await card.getByRole('link', { name: turfName, exact: true }).click();
    await expect(page).toHaveURL(`/admin/dashboard/${turfId}`);
    const main = page.getByRole('main');
    await expect(main.getByText('Status: Unlisted')).toBeVisible();
    await expect(main.getByRole('button', { name: 'List Again' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Reject Turf' })).toHaveCount(0);
    await snap('admin-review-unlisted');

    // Players no longer find it; their booking of it stays, with its own page.
    await switchTo(page, player, 'user');
    await page.goto('/turfs?location=Vasai');
    await expect(page.getByRole('main').locator('a[href^="/turfs/"]').first()).toBeVisible();
    await expect(listedHere(page)).toHaveCount(0);
    await page.goto('/displaybookings');
    await expect(bookingCards(page, turfName, day)).toHaveCount(1);
    await page.goto(`/displaybookings/${bookingId}`);
    await expect(page.getByRole('heading', { name: turfName })).toBeVisible();
    await snap('player-booking-of-unlisted-turf');

    // Listed again, it is back.
    await switchTo(page, E2E_ADMIN, 'admin');
    await page.goto(`/admin/dashboard/${turfId}`);
    await main.getByRole('button', { name: 'List Again' }).click();
    await expect(toast(page, 'Turf listed again.')).toBeVisible();
    await expect(main.getByText('Status: Approved')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Unlist Turf' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Reject Turf' })).toHaveCount(0);
    await page.goto(vasaiList);
    await expect(listedHere(page).first()).toBeVisible();
  });
});
