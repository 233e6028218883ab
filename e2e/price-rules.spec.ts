import type { Page } from '@playwright/test';
import { weekdayOf } from '../src/shared/opening-hours';
import type { LocalDate } from '../src/shared/time';
import { CARDS, fillCard, gridCell, openTurf, selectRange, venueDay } from './support/booking';
import { showDay } from './support/day-tabs';
import { createAccount, expect, logInViaUi, test, toast } from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';

// Prices by band (docs/decisions/034): an owner sets weekday evenings dearer and early mornings
// cheaper in one screen; a player sees the bands on the grid, and pays the peak and the off-peak
// price to the paisa, as the summary and the booking's page say.

/** The first weekday (Mon–Fri) at least two days ahead. */
function nextWeekday(): LocalDate {
  for (let days = 2; ; days += 1) {
    const day = venueDay(days);
    if (weekdayOf(day) >= 1 && weekdayOf(day) <= 5) return day;
  }
}

/** Grid → summary (its total, and `onSummary`'s checks) → Pay: the booking's page says what was paid. */
async function pay(
  page: Page,
  turf: { _id: string; name: string },
  slot: { day: LocalDate; start: string; end: string; total: string },
  onSummary: () => Promise<void> = async () => {},
) {
  const { day, start, end, total } = slot;
  await openTurf(page, turf);
  await selectRange(page, day, start, end);
  await page.getByRole('button', { name: 'Proceed to Booking', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Details' })).toBeVisible();
  await expect(page.getByTestId('booking-total')).toHaveText(total);
  await onSummary();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL('/checkout');
  await fillCard(page, CARDS.success);
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  await expect(toast(page, 'Booking completed successfully!')).toBeVisible();
  await expect(page.getByTestId('booking-history')).toContainText(`Paid ${total}`);
}

test('an owner prices evenings and mornings; a player pays each band to the paisa', async ({
  page,
  request,
  snap,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = await createAccount(request, 'owner', { fullname: 'Farah Khan' });
  const turfName = `E2E ${testInfo.project.name} Priced Arena ${Date.now().toString(36)}`;
  // ₹800 an hour (the helper's listing).
  const turfId = await approvedTurfOf(request, owner, turfName);
  const day = nextWeekday();

  await logInViaUi(page, owner, 'owner');
  await expect(page).toHaveURL('/turf-bookings');
  await page.getByRole('link', { name: `Prices of ${turfName}` }).click();
  await expect(page).toHaveURL(`/turf-bookings/${turfId}/pricing`);
  await expect(page.getByLabel('₹ per hour', { exact: true })).toHaveValue('800.00');
  await page.getByRole('button', { name: '+ Weekday evenings' }).click();
  await page.getByLabel('Band 1 price per hour').fill('1500');
  await page.getByRole('button', { name: '+ Early mornings' }).click();
  await page.getByLabel('Band 2 price per hour').fill('500');
  // A mistake is named before anything is sent.
  await page.getByLabel('Band 2 from').selectOption('09:00');
  await expect(
    page.getByRole('alert').filter({ hasText: 'A band must end after it starts.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save prices' })).toBeDisabled();
  await page.getByLabel('Band 2 from').selectOption('06:00');
  const week = page.getByTestId('week-preview');
  await expect(week.getByRole('listitem').filter({ hasText: 'Monday' })).toContainText(
    '6:00 AM – 9:00 AM: ₹500.00',
  );
  await expect(week.getByRole('listitem').filter({ hasText: 'Monday' })).toContainText(
    '6:00 PM – 11:00 PM: ₹1,500.00',
  );
  await snap('pricing-form');
  await page.getByRole('button', { name: 'Save prices' }).click();
  await expect(
    page.getByText('Prices saved. New bookings pay them; existing bookings keep their price.'),
  ).toBeVisible();

  const player = await createAccount(page.request, 'user');
  await page.context().clearCookies();
  await logInViaUi(page, player, 'user');
  await expect(page).toHaveURL('/');
  const turf = { _id: turfId, name: turfName };
  await openTurf(page, turf);
  await expect(page.getByTestId('price-list')).toContainText('₹1,500.00/h');
  await showDay(page, day);
  await expect(gridCell(page, day, '7:00 PM')).toContainText('Peak');
  await expect(gridCell(page, day, '7:00 AM')).toContainText('Off-peak');
  await expect(gridCell(page, day, '12:00 PM')).not.toContainText('Peak');
  await snap('pricing-grid');

  await pay(page, turf, { day, start: '7:00 PM', end: '8:00 PM', total: '₹1,500.00' }, async () => {
    await expect(page.getByTestId('price-breakdown')).toContainText('Peak');
  });
  // Half an off-peak hour and half a standard one: ₹250.00 + ₹400.00.
  await pay(page, turf, { day, start: '8:30 AM', end: '9:30 AM', total: '₹650.00' }, async () => {
    const breakdown = page.getByTestId('price-breakdown');
    await expect(breakdown.getByRole('listitem')).toHaveCount(2);
    await expect(breakdown.getByRole('listitem').first()).toContainText('Off-peak');
    await expect(breakdown.getByRole('listitem').first()).toContainText('₹250.00');
    await expect(breakdown.getByRole('listitem').last()).toContainText('₹400.00');
    await snap('pricing-summary');
  });
  await snap('pricing-paid');
});
