import type { APIRequestContext } from '@playwright/test';
import { addDays, zonedNow, type LocalDate } from '../src/shared/time';
import { openCalendarFromCard, pickRange, selectionPanel } from './support/owner-calendar';
import { createAccount, expect, logInViaUi, test } from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';
import { API_CARDS, cancelViaApi, logInPlayerViaApi, payForSlot } from './support/paid-booking';

// The rain-out's confirmation lists what the server says it will cancel: each booking with its
// player, time and refund, read when the dialog opens (not the calendar's older picture), and the
// venue's own walk-ins it cancels too, and says so when no paid booking is left to cancel. The range is a time to block, never "the booking".

async function venueToday(request: APIRequestContext): Promise<LocalDate> {
  const config = (await (await request.get('/api/v1/config')).json()) as { venueTimeZone: string };
  return zonedNow(new Date(), config.venueTimeZone).date;
}

test('the rain-out dialog lists each booking it cancels, and says when none is left', async ({
  page,
  request,
  snap,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = await createAccount(request, 'owner', { fullname: 'Meera Iyer' });
  const turfName = `E2E ${testInfo.project.name} Preview Arena ${Date.now().toString(36)}`;
  // The demo turf helper lists it at ₹800 an hour.
  const turfId = await approvedTurfOf(request, owner, turfName);
  const rohan = await createAccount(request, 'user', { fullname: 'Rohan Mehta' });
  const asha = await createAccount(request, 'user', { fullname: 'Asha Rao' });
  const tomorrow = addDays(await venueToday(request), 1);
  // A walk-in the owner took by phone (approvedTurfOf left the owner logged in here).
  const walkIn = await request.post(`/api/v1/owner/turfs/${turfId}/venue-bookings`, {
    data: {
      date: tomorrow,
      start: 16 * 60,
      end: 17 * 60,
      customerName: 'Imran Shaikh',
      customerPhone: '98200 12345',
      paidBy: 'cash',
    },
  });
  expect(walkIn.status(), await walkIn.text()).toBe(201);
  const slot = { turfId, date: tomorrow, card: API_CARDS.success };

  const rohanId = await logInPlayerViaApi(request, rohan);
  const rohans = await payForSlot(request, rohanId, {
    ...slot,
    startTime: '6:00 PM',
    endTime: '7:00 PM',
    amount: '800.00',
  });
  const ashaId = await logInPlayerViaApi(request, asha);
  const ashas = await payForSlot(request, ashaId, {
    ...slot,
    startTime: '8:00 PM',
    endTime: '9:30 PM',
    amount: '1200.00',
  });

  await logInViaUi(page, owner, 'owner');
  await expect(page).toHaveURL('/turf-bookings');
  await openCalendarFromCard(page, turfName);
  await pickRange(page, tomorrow, '6:00 AM', '11:30 PM');
  const panel = selectionPanel(page);
  await panel.getByRole('button', { name: 'Cancel 2 bookings', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Cancel 2 bookings for rain?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('each player chooses what happens to the ₹2,000.00 they paid');
  await expect(dialog).not.toContainText('The booking on');
  const lines = dialog
    .getByRole('list', { name: 'Bookings this cancels', exact: true })
    .getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('Rohan Mehta');
  await expect(lines.nth(0)).toContainText('6:00 PM – 7:00 PM');
  await expect(lines.nth(0)).toContainText('Paid ₹800.00');
  await expect(lines.nth(1)).toContainText('Asha Rao');
  await expect(lines.nth(1)).toContainText('8:00 PM – 9:30 PM');
  await expect(lines.nth(1)).toContainText('Paid ₹1,200.00');
  // The walk-in is cancelled too, and named, with nothing to refund.
  await expect(dialog).toContainText('The phone or walk-in booking listed below is cancelled too.');
  const venueLines = dialog.getByRole('list', { name: 'Phone and walk-in bookings this cancels' });
  await expect(venueLines.getByRole('listitem')).toHaveCount(1);
  await expect(venueLines).toContainText('Imran Shaikh');
  await expect(venueLines).toContainText('4:00 PM – 5:00 PM');
  await snap('rain-out-preview-two');
  await dialog.getByRole('button', { name: 'Keep bookings' }).click();
  await expect(dialog).toBeHidden();

  // Both players cancel on their own while the owner's calendar still shows their bookings:
  // asked again, the dialog says nothing is left to cancel or refund.
  await cancelViaApi(request, ashas);
  await logInPlayerViaApi(request, rohan);
  await cancelViaApi(request, rohans);
  await panel.getByRole('button', { name: 'Cancel 2 bookings', exact: true }).click();
  const empty = page.getByRole('dialog', { name: 'No paid bookings to cancel' });
  await expect(empty).toBeVisible();
  await expect(empty).toContainText('nobody is owed anything');
  await expect(empty.getByRole('list', { name: 'Bookings this cancels', exact: true })).toHaveCount(
    0,
  );
  await expect(empty.getByRole('listitem')).toHaveCount(1);
  await expect(empty).toContainText('Imran Shaikh');
  await expect(empty.getByRole('button', { name: 'Block the time' })).toBeEnabled();
  await snap('rain-out-preview-none');
  await empty.getByRole('button', { name: 'Go back' }).click();
  await expect(empty).toBeHidden();
});
