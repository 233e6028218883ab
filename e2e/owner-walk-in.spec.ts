import { gridCell, openSecondBrowser, openTurf, venueDay } from './support/booking';
import {
  calendarCell,
  openCalendarFromCard,
  pickRange,
  selectionPanel,
} from './support/owner-calendar';
import { createAccount, expect, logInViaUi, test, toast } from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';

// The owner's own bookings (docs/decisions/032): an owner records a walk-in paid in cash from the
// week calendar, sees it there and among the turf's bookings, and counted under "Paid at venue",
// apart from online earnings; a player sees the time only as Booked, never the customer.

const CUSTOMER = 'Ravi Shah';

test('an owner records a walk-in paid in cash; a player sees the slot Booked', async ({
  page,
  request,
  browser,
  baseURL,
  snap,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = await createAccount(request, 'owner', { fullname: 'Meera Iyer' });
  const turfName = `E2E ${testInfo.project.name} Walk-in Arena ${Date.now().toString(36)}`;
  // ₹800 an hour (the helper's listing).
  const turfId = await approvedTurfOf(request, owner, turfName);
  const player = await createAccount(request, 'user');
  const tomorrow = venueDay(1);

  await logInViaUi(page, owner, 'owner');
  await expect(page).toHaveURL('/turf-bookings');
  await openCalendarFromCard(page, turfName);
  // 7:00 PM and 7:30 PM picked: the booking runs 7:00 – 8:00 PM.
  await pickRange(page, tomorrow, '7:00 PM', '7:30 PM');
  const section = page.getByRole('region', { name: 'Phone and walk-in bookings' });
  await section.getByRole('button', { name: 'Record a booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a booking' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Date')).toHaveValue(tomorrow);
  await expect(dialog.getByLabel('Start')).toHaveValue(String(19 * 60));
  await expect(dialog.getByLabel('End')).toHaveValue(String(20 * 60));
  // What the turf would charge for the hour, as the owner may change it.
  await expect(dialog.getByLabel('Price (₹)')).toHaveValue('800.00');
  await dialog.getByLabel('Customer name').fill(CUSTOMER);
  await dialog.getByLabel('Customer phone').fill('98200 12345');
  await expect(dialog.getByRole('radio', { name: 'Cash' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Walk-in' })).toBeChecked();
  await snap('owner-walk-in-dialog');
  await dialog.getByRole('button', { name: 'Save booking' }).click();
  const saved = toast(page, `Booking recorded for ${CUSTOMER}.`);
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: /close/i }).click();
  await expect(saved).toBeHidden();
  await expect(dialog).toBeHidden();

  await expect(calendarCell(page, tomorrow, '7:00 PM')).toHaveText(`${CUSTOMER} (Walk-in)`);
  await expect(calendarCell(page, tomorrow, '7:30 PM')).toHaveText('₹800.00 · Cash');
  await expect(section.getByTestId('venue-booking')).toContainText(`${CUSTOMER} · 9820012345`);
  await expect(section.getByTestId('venue-booking')).toContainText('Paid: Cash');
  // The picked hour's panel shows the walk-in with its own actions, not a card refund.
  const panel = selectionPanel(page);
  await panel.getByRole('button', { name: new RegExp(`${CUSTOMER} \\(Walk-in\\)`) }).click();
  await expect(panel.getByTestId('calendar-venue-booking')).toContainText(
    'Walk-in booking · ₹800.00 · Paid: Cash',
  );
  await expect(panel.getByRole('button', { name: /refund/i })).toHaveCount(0);
  await calendarCell(page, tomorrow, '7:00 PM').scrollIntoViewIfNeeded();
  await snap('owner-walk-in-calendar');

  // The turf's bookings screen lists it; the numbers count it apart from online earnings.
  await page.goto(`/turf-bookings/${turfId}`);
  await expect(
    page.getByRole('region', { name: 'Phone and walk-in bookings' }).getByTestId('venue-booking'),
  ).toContainText(CUSTOMER);
  await snap('owner-walk-in-bookings');
  await page.goto('/turf-bookings');
  await expect(page.getByTestId('paid-at-venue')).toHaveText('₹800.00');
  await expect(page.getByTestId('not-yet-paid')).toHaveText('₹0.00');
  await expect(page.getByTestId('total-earnings')).toHaveText('₹0.00');
  // The walk-in's hour is sold time: the week's chart counts it.
  await expect(page.getByText('1 hour booked from today over the next 7 days.')).toBeVisible();
  await snap('owner-walk-in-earnings');

  // The player sees the hour Booked, and nothing of who booked it.
  const other = await openSecondBrowser(browser, baseURL!);
  await logInViaUi(other.page, player, 'user');
  await expect(other.page).toHaveURL('/');
  await openTurf(other.page, { _id: turfId, name: turfName });
  for (const time of ['7:00 PM', '7:30 PM'])
    await expect(gridCell(other.page, tomorrow, time)).toHaveAttribute('data-state', 'booked');
  await expect(gridCell(other.page, tomorrow, '8:00 PM')).toHaveAttribute(
    'data-state',
    'available',
  );
  await expect(other.page.locator('body')).not.toContainText(CUSTOMER);
  await expect(other.page.locator('body')).not.toContainText('9820012345');
  await other.close();
});
