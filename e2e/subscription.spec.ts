import type { APIRequestContext, Page } from '@playwright/test';
import { formatDate, formatPaise } from '../src/shared/display-format';
import { rupeesToPaise } from '../src/shared/pricing';
import { addDays, zonedNow, type LocalDate } from '../src/shared/time';
import { BOOKING_CONFIRMATION_URL } from './support/booking';
import {
  createAccount,
  expect,
  logInViaUi,
  test,
  toast,
  toastOutlivesRewind,
} from './support/fixtures';
import { showDay } from './support/day-tabs';
import {
  addSlot,
  chooseTimes,
  pickDate,
  slotLabel,
  summary,
  type PlannedSlot,
} from './support/subscription-planner';

// Buying a subscription (spec §2 /turfs/{id}/buysubscription, §4 payment flow, §5 slot rules):
// pick slots on the calendar and the time dropdowns, keep them across a reload, pay on /checkout
// and find every slot booked. Dates are 3 to 6 days ahead (the demo data books only the next 3
// days) and times 10:00–11:30 PM, on a turf per project that other journeys do not pick, so
// parallel runs cannot collide.

interface ListedTurf {
  _id: string;
  name: string;
  price: number;
}

/** The turf this project subscribes to: the last turfs by name, one per project. */
async function turfFor(request: APIRequestContext, project: string): Promise<ListedTurf> {
  const response = await request.get('/api/v1/turf/getTurf');
  expect(response.status()).toBe(200);
  const { turfs } = (await response.json()) as { turfs: ListedTurf[] };
  const byName = [...turfs].sort((a, b) => a.name.localeCompare(b.name));
  const turf = byName[byName.length - 1 - (project === 'phone' ? 1 : 0)];
  expect(turf, 'the demo data lists turfs').toBeTruthy();
  return turf!;
}

/** Today at the venue, the zone the screens judge "past" and "today" in. */
async function venueToday(request: APIRequestContext): Promise<LocalDate> {
  const config = (await (await request.get('/api/v1/config')).json()) as { venueTimeZone: string };
  return zonedNow(new Date(), config.venueTimeZone).date;
}

async function expectSlots(page: Page, slots: PlannedSlot[]): Promise<void> {
  const items = summary(page).getByTestId('selected-slot');
  await expect(items).toHaveCount(slots.length);
  for (const slot of slots) {
    await expect(
      summary(page).getByRole('button', { name: `Remove slot ${slotLabel(slot)}` }),
    ).toBeVisible();
  }
}

/** Spec §9: the sum of duration × price per hour, 15% off, with 2 decimals. */
function finalPrice(slots: PlannedSlot[], pricePerHour: number, hours: number[]): string {
  expect(hours).toHaveLength(slots.length);
  const originalPaise = hours.reduce((sum, h) => sum + Math.round(h * pricePerHour * 100), 0);
  return (Math.round(originalPaise * 0.85) / 100).toFixed(2);
}

test.describe('subscription', () => {
  test('a player picks slots, keeps them across a reload, pays and finds them booked', async ({
    page,
    request,
    snap,
  }, testInfo) => {
    const player = await createAccount(request, 'user');
    const turf = await turfFor(request, testInfo.project.name);
    const today = await venueToday(request);
    const [d3, d4, d5, d6] = [3, 4, 5, 6].map((days) => addDays(today, days)) as LocalDate[];
    const a = { date: d3!, start: '10:00 PM', end: '11:00 PM' };
    const b = { date: d4!, start: '10:00 PM', end: '11:00 PM' };
    const c = { date: d5!, start: '10:00 PM', end: '11:00 PM' };
    const d = { date: d6!, start: '10:00 PM', end: '11:00 PM' };
    // Two back to back on one day: a slot's end is where the next may start (decision 010).
    const e = { date: d5!, start: '10:00 PM', end: '10:30 PM' };
    const f = { date: d5!, start: '10:30 PM', end: '11:30 PM' };

    await logInViaUi(page, player, 'user');
    await expect(page).toHaveURL('/');

    // From the turf's page, carrying the turf along.
    await page.goto(`/turfs/${turf._id}`);
    await page.getByRole('button', { name: 'Buy Subscription' }).click();
    await expect(page).toHaveURL(`/turfs/${turf._id}/buysubscription`);
    await expect(page.getByRole('heading', { name: 'Buy Subscription', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: turf.name })).toBeVisible();
    await expect(page.getByLabel('Start time').locator('option')).toHaveCount(37);

    // The rules of spec §5, checked before a slot is added.
    await pickDate(page, d3!);
    await page.getByRole('button', { name: 'Add Time Slot' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please select both' })).toHaveText(
      'Please select both start and end time',
    );
    await chooseTimes(page, '11:00 PM', '10:00 PM');
    await page.getByRole('button', { name: 'Add Time Slot' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'End time' })).toHaveText(
      'End time must be after start time',
    );

    for (const slot of [a, b, c, d]) await addSlot(page, slot);
    await expectSlots(page, [a, b, c, d]);
    const count = summary(page).getByTestId('slot-count');
    await expect(count).toHaveText('4 slots selected');

    // An overlapping slot is refused.
    await pickDate(page, d4!);
    await chooseTimes(page, '10:30 PM', '11:30 PM');
    await page.getByRole('button', { name: 'Add Time Slot' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'overlaps' })).toHaveText(
      'This time slot overlaps with an already selected slot',
    );
    await snap('subscription-four-slots');

    await summary(page)
      .getByRole('button', { name: `Remove slot ${slotLabel(c)}` })
      .click();
    await expectSlots(page, [a, b, d]);
    await expect(count).toHaveText('3 slots selected (Minimum 4 required)');
    await summary(page)
      .getByRole('button', { name: /^Proceed to Pay/ })
      .click();
    await expect(summary(page).getByRole('alert')).toHaveText(
      'Please select at least 4 time slots for subscription booking',
    );
    await snap('subscription-minimum');

    await addSlot(page, e);
    await addSlot(page, f);
    const chosen = [a, b, e, f, d];
    await expectSlots(page, chosen);
    await expect(count).toHaveText('5 slots selected');

    // Kept in local storage: a reload (no navigation state) shows the same slots.
    await page.reload();
    await expectSlots(page, chosen);
    await expect(page.getByTestId('selected-date')).toHaveText(formatDate(d5!));
    const amount = finalPrice(chosen, turf.price, [1, 1, 0.5, 1, 1]);
    const label = formatPaise(rupeesToPaise(amount)!);
    await expect(summary(page).getByTestId('price-summary')).toContainText(label);
    await expect(summary(page).getByText('Subscription Discount (15%)')).toBeVisible();
    await snap('subscription-reloaded');

    await summary(page)
      .getByRole('button', { name: `Proceed to Pay ${label}` })
      .click();
    await expect(page).toHaveURL('/checkout');
    await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await snap('subscription-checkout');
    await page.getByRole('button', { name: `Pay ${label}` }).click();
    await expect(toast(page, 'Subscription booked successfully!')).toBeVisible();
    // The confirmation opens the subscription's first slot, which lists the others.
    await expect(page).toHaveURL(BOOKING_CONFIRMATION_URL);
    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
    await expect(page.getByTestId('booking-date')).toHaveText(formatDate(a.date));
    await expect(page.getByTestId('subscription-slot-links').getByRole('listitem')).toHaveCount(
      chosen.length,
    );

    // Bought: the draft is forgotten.
    const draft = await page.evaluate(
      (key) => window.localStorage.getItem(key),
      `turfbook-subscription-${turf._id}`,
    );
    expect(draft).toBeNull();

    await page.goto('/displaybookings');
    await expect(page.getByRole('heading', { name: 'Your Bookings' })).toBeVisible();
    // One entry for the subscription; its slots unfold in date order.
    const entry = page.getByTestId('subscription-card').filter({ hasText: turf.name });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(`Subscription · ${chosen.length} slots`);
    await entry.getByRole('button', { name: `Show all ${chosen.length} slots` }).click();
    const rows = entry.getByTestId('subscription-slot');
    await expect(rows).toHaveCount(chosen.length);
    for (const [index, slot] of chosen.entries()) {
      await expect(rows.nth(index)).toContainText(
        `${formatDate(slot.date)}, ${slot.start} – ${slot.end}`,
      );
    }
    await snap('subscription-my-bookings');

    await page.goto(`/turfs/${turf._id}`);
    const cell = (date: LocalDate, time: string) => page.locator(`[data-slot="${date} ${time}"]`);
    const booked: [LocalDate, string[]][] = [
      [d3!, ['10:00 PM', '10:30 PM']],
      [d4!, ['10:00 PM', '10:30 PM']],
      [d5!, ['10:00 PM', '10:30 PM', '11:00 PM']],
      [d6!, ['10:00 PM', '10:30 PM']],
    ];
    for (const [date, times] of booked) {
      for (const time of times)
        await expect(cell(date, time)).toHaveAttribute('data-state', 'booked');
    }
    await expect(cell(d3!, '9:30 PM')).toHaveAttribute('data-state', 'available');
    // Each slot's end is free again: 11:00 PM after a 10–11 PM slot, 11:30 PM after 10:30–11:30.
    await expect(cell(d3!, '11:00 PM')).toHaveAttribute('data-state', 'available');
    await expect(cell(d5!, '11:30 PM')).toHaveAttribute('data-state', 'available');
    await showDay(page, d5!);
    await cell(d5!, '10:00 PM').scrollIntoViewIfNeeded();
    await snap('subscription-grid');
  });

  test('a visitor with a shared link is asked to log in; an unknown turf is not found', async ({
    page,
    request,
    snap,
  }, testInfo) => {
    const turf = await turfFor(request, testInfo.project.name);
    await page.goto(`/turfs/${turf._id}/buysubscription`);
    await expect(page.getByRole('link', { name: turf.name })).toBeVisible();
    const button = page.getByRole('button', { name: 'Please log in to book' });
    await expect(button).toBeVisible();
    await expect(page.getByTestId('slot-count')).toHaveText(
      '0 slots selected (Minimum 4 required)',
    );
    await snap('subscription-visitor');
    await button.click();
    await expect(toast(page, 'Please log in to proceed with booking.')).toBeVisible();
    // The toast stays up when its progress bar steps back to its start (Chromium did that now
    // and then, and the toast closed before it could be read).
    expect(await toastOutlivesRewind(page, 'Please log in to proceed with booking.')).toBe(true);
    await expect(page).toHaveURL('/login');
    // Logging in brings the player back to the planner.
    await logInViaUi(page, await createAccount(request, 'user'), 'user');
    await expect(page).toHaveURL(`/turfs/${turf._id}/buysubscription`);
    await expect(page.getByRole('button', { name: /^Proceed to Pay/ })).toBeVisible();

    await page.goto('/turfs/00000000-0000-4000-8000-000000000000/buysubscription');
    await expect(page.getByRole('heading', { name: 'Turf not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse turfs' })).toBeVisible();
  });
});
