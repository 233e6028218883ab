import type { Page, TestInfo } from '@playwright/test';
import { formatDate } from '../src/shared/display-format';
import { MOVE_KEEPS_PRICE } from '../src/shared/reschedule';
import {
  SEEDED_BOOKING_TURFS,
  gridCell,
  turfNamed,
  venueDay,
  type ListedTurf,
} from './support/booking';
import {
  bookingStatus,
  buySubscriptionViaApi,
  payForSlot,
  rupees,
  type SlotChoice,
} from './support/booking-life';
import { createAccount, expect, logInViaUi, test, toast } from './support/fixtures';
import { showDay } from './support/day-tabs';

// The life of a booking after payment: the confirmation, Your Bookings in Upcoming
// and Past, the booking page, moving it once, cancelling it with the policy's refund, and a
// subscription as one entry. Each project books its own turfs (none with seeded bookings, none
// another journey uses), two or more days ahead, so the full refund and a move are allowed.

const TURFS = {
  life: { desktop: 'Lokhandwala Five-a-Side', phone: 'Film City Road Football Arena' },
  subscription: { desktop: 'Uttan Sea Breeze Turf', phone: 'Jesal Park Smash Court' },
} as const;

const REFERENCE = /TB-[A-Z0-9]{6}/;

async function journeyTurf(
  page: Page,
  journey: keyof typeof TURFS,
  testInfo: TestInfo,
): Promise<ListedTurf> {
  const name = TURFS[journey][testInfo.project.name === 'phone' ? 'phone' : 'desktop'];
  expect(SEEDED_BOOKING_TURFS, 'the journey turf has no seeded bookings').not.toContain(name);
  return turfNamed(page.request, name);
}

async function logInAsNewPlayer(page: Page, fullname: string): Promise<void> {
  const player = await createAccount(page.request, 'user', { fullname });
  await logInViaUi(page, player, 'user');
  await expect(page).toHaveURL('/');
}

test.describe('after paying', () => {
  // A long journey (pay, move, cancel) with an axe check on every screen: room for a busy machine.
  test.describe.configure({ timeout: 120_000 });
  test('a player pays, sees the confirmation, moves the booking once and cancels it for a full refund', async ({
    page,
    snap,
  }, testInfo) => {
    const turf = await journeyTurf(page, 'life', testInfo);
    const slot: SlotChoice = { date: venueDay(2), start: '8:00 PM', end: '9:00 PM' };
    const moved: SlotChoice = { date: venueDay(3), start: '7:00 PM', end: '8:00 PM' };
    const amount = rupees(turf.price);
    await logInAsNewPlayer(page, 'Asha Kulkarni');

    // Paying lands on the new booking's page, which says it is confirmed.
    await payForSlot(page, turf, slot);
    await expect(toast(page, 'Booking completed successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/displaybookings\/[0-9a-f-]{36}\?confirmed=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
    const reference = page.getByTestId('booking-reference');
    await expect(reference).toHaveText(REFERENCE);
    const referenceText = (await reference.textContent())!;
    await expect(page.getByTestId('booking-date')).toHaveText(formatDate(slot.date));
    await expect(page.getByTestId('booking-time')).toHaveText(`${slot.start} – ${slot.end}`);
    await expect(bookingStatus(page)).toHaveText('Status: Confirmed');
    await expect(page.getByRole('link', { name: /View on Maps/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      /\/api\/v1\/booking\/[0-9a-f-]{36}\/calendar\.ics$/,
    );
    await expect(page.getByTestId('booking-history')).toContainText(`Paid ${amount}`);
    await expect(
      page
        .getByRole('complementary', { name: 'More about this booking' })
        .getByTestId('cancellation-policy'),
    ).toBeVisible();
    await snap('life-confirmed');

    // A reload shows the same booking.
    const bookingUrl = page.url();
    await page.reload();
    await expect(page.getByTestId('booking-reference')).toHaveText(referenceText);
    await expect(page.getByRole('heading', { name: turf.name })).toBeVisible();

    // The printed page is the receipt alone.
    await page.emulateMedia({ media: 'print' });
    const receipt = page.getByTestId('printable-receipt');
    await expect(receipt).toBeVisible();
    await expect(receipt).toContainText(referenceText);
    await expect(receipt).toContainText(amount);
    const detail = await page.request.get(
      `/api/v1/booking/${new URL(bookingUrl).pathname.split('/').pop()}`,
    );
    const { gstin } = ((await detail.json()) as { booking: { turf: { gstin: string | null } } })
      .booking.turf;
    if (gstin) await expect(receipt).toContainText(`GSTIN: ${gstin}`);
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print receipt' })).toBeHidden();
    await snap('life-receipt-print');
    await page.emulateMedia({ media: 'screen' });

    // Your Bookings lists it under Upcoming, with its reference; it opens its page.
    await page.getByRole('link', { name: 'Your Bookings' }).click();
    await expect(page).toHaveURL('/displaybookings');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Bookings' })).toBeVisible();
    const upcoming = page.getByRole('region', { name: /Upcoming/ });
    const card = upcoming.getByTestId('booking-card').filter({ hasText: referenceText });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(turf.name);
    await expect(card).toContainText(formatDate(slot.date));
    await expect(card).toContainText(`${slot.start} – ${slot.end}`);
    await expect(card).toContainText(amount);
    await expect(card.getByTestId('booking-status')).toHaveText('Status: Confirmed');
    await snap('life-my-bookings');
    await card.getByRole('link', { name: turf.name }).click();
    await expect(page).toHaveURL(bookingUrl.replace('?confirmed=1', ''));
    await expect(page.getByRole('heading', { level: 1, name: turf.name })).toBeVisible();
    await snap('life-booking-page');

    // Change time: the grid marks the booking itself; a new time must have the same length.
    await page.getByRole('button', { name: 'Change time' }).click();
    const panel = page.getByRole('region', { name: 'Pick a new time' });
    await expect(panel).toBeVisible();
    // A move keeps what was paid, whatever the new time's price (docs/decisions/034).
    await expect(panel.getByTestId('move-keeps-price')).toHaveText(MOVE_KEEPS_PRICE);
    await expect(gridCell(page, slot.date, slot.start)).toHaveAttribute('data-state', 'own');
    await expect(gridCell(page, slot.date, slot.start)).toHaveText('Your booking');
    await showDay(page, moved.date);
    await gridCell(page, moved.date, moved.start).click();
    await gridCell(page, moved.date, '7:30 PM').click();
    await panel.getByRole('button', { name: 'Move booking' }).click();
    await expect(panel.getByRole('alert')).toHaveText(
      'Please pick a new time of the same length as the booking (1 h).',
    );
    // A third click starts a new selection (spec §4).
    await gridCell(page, moved.date, moved.start).click();
    await gridCell(page, moved.date, moved.end).click();
    await expect(panel.getByTestId('move-selection')).toHaveText(
      `New time: ${formatDate(moved.date)}, ${moved.start} – ${moved.end}`,
    );
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await snap('life-pick-new-time');
    await panel.getByRole('button', { name: 'Move booking' }).click();
    await expect(toast(page, 'Booking moved.')).toBeVisible();
    await expect(panel).toHaveCount(0);
    await expect(page.getByTestId('booking-date')).toHaveText(formatDate(moved.date));
    await expect(page.getByTestId('booking-time')).toHaveText(`${moved.start} – ${moved.end}`);
    await expect(page.getByTestId('booking-history')).toContainText(
      `Moved from ${formatDate(slot.date)}, ${slot.start} – ${slot.end} to ${formatDate(moved.date)}, ${moved.start} – ${moved.end}`,
    );
    // Once only: the button gives way to the reason.
    await expect(page.getByRole('button', { name: 'Change time' })).toHaveCount(0);
    await expect(page.getByTestId('action-reasons')).toContainText(
      'This booking has already been moved once and cannot be moved again.',
    );
    await snap('life-moved');

    // Cancel: the dialog says what comes back; the page then shows the refund.
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`You will get ${amount} back (100%).`);
    await expect(dialog.getByRole('button', { name: 'Keep booking' })).toBeFocused();
    await snap('life-cancel-dialog');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(toast(page, /Booking cancelled/)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(bookingStatus(page)).toHaveText('Status: Refunded');
    await expect(page.getByTestId('booking-cancelled')).toContainText(`${amount} refunded`);
    const history = page.getByTestId('booking-history');
    await expect(history).toContainText(`Cancelled by you (refund ${amount})`);
    await expect(page.getByTestId('booking-cancelled')).toContainText(
      'Cancelled by you.Cancelled on ',
    );
    await expect(history).toContainText(`Refunded ${amount}`);
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveCount(0);
    await snap('life-cancelled');

    // The grid is free again at both times, and the list says Refunded.
    await page.goto(`/turfs/${turf._id}`);
    await showDay(page, moved.date);
    await expect(gridCell(page, moved.date, moved.start)).toHaveAttribute(
      'data-state',
      'available',
    );
    await showDay(page, slot.date);
    await expect(gridCell(page, slot.date, slot.start)).toHaveAttribute('data-state', 'available');
    await page.goto('/displaybookings');
    const cancelled = page.getByTestId('booking-card').filter({ hasText: referenceText });
    await expect(cancelled.getByTestId('booking-status')).toHaveText('Status: Refunded');
    await expect(cancelled).toContainText(`${amount} refunded`);
    await snap('life-my-bookings-refunded');
  });

  test('a subscription is one entry in Your Bookings, its slots in date order', async ({
    page,
    snap,
  }, testInfo) => {
    const turf = await journeyTurf(page, 'subscription', testInfo);
    const [d3, d4, d5, d6] = [3, 4, 5, 6].map(venueDay);
    // Given out of order on purpose.
    const slots: SlotChoice[] = [
      { date: d5!, start: '7:00 AM', end: '8:00 AM' },
      { date: d3!, start: '7:00 AM', end: '8:30 AM' },
      { date: d6!, start: '7:00 AM', end: '8:00 AM' },
      { date: d4!, start: '7:00 AM', end: '8:00 AM' },
    ];
    const inOrder = [slots[1]!, slots[3]!, slots[0]!, slots[2]!];
    await logInAsNewPlayer(page, 'Rohan Mehta');
    const bookingIds = await buySubscriptionViaApi(page, turf, slots);

    await page.goto('/displaybookings');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Bookings' })).toBeVisible();
    await expect(page.getByTestId('booking-card')).toHaveCount(0);
    const entry = page.getByTestId('subscription-card');
    await expect(entry).toHaveCount(1);
    await expect(entry.getByRole('heading', { name: turf.name })).toBeVisible();
    await expect(entry).toContainText('Subscription · 4 slots');
    await expect(entry).toContainText(`${formatDate(d3!)} – ${formatDate(d6!)}`);
    await expect(entry).toContainText(`Next: ${formatDate(d3!)}, 7:00 AM – 8:30 AM`);
    const rows = entry.getByTestId('subscription-slot');
    await expect(rows.first()).toBeHidden();
    await snap('subscription-entry');

    await entry.getByRole('button', { name: 'Show all 4 slots' }).click();
    await expect(entry.getByRole('button', { name: 'Hide the slots' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(rows).toHaveCount(4);
    for (const [index, slot] of inOrder.entries()) {
      await expect(rows.nth(index)).toContainText(
        `${formatDate(slot.date)}, ${slot.start} – ${slot.end}`,
      );
      await expect(rows.nth(index)).toContainText(REFERENCE);
      await expect(rows.nth(index).getByTestId('booking-status')).toHaveText('Status: Confirmed');
    }
    await snap('subscription-entry-open');

    // Each slot opens its own page, which lists the subscription's other slots.
    await rows.nth(1).getByRole('link').click();
    await expect(page).toHaveURL(`/displaybookings/${bookingIds[1]}`);
    await expect(page.getByTestId('booking-date')).toHaveText(formatDate(d4!));
    const links = page.getByTestId('subscription-slot-links').getByRole('listitem');
    await expect(links).toHaveCount(4);
    await expect(links.nth(1)).toContainText('This booking');
    await expect(links.nth(0).getByRole('link')).toHaveAttribute(
      'href',
      `/displaybookings/${bookingIds[0]}`,
    );
    await snap('subscription-slot-page');

    // A booking that is not the player's (or none at all) is simply not found.
    await page.goto('/displaybookings/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
