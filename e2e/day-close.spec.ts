import type { Page } from '@playwright/test';
import { venueDay } from './support/booking';
import { createAccount, expect, logInViaUi, test, toast } from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';

// The day close (docs/decisions/066): an owner takes two cash walk-ins and one by UPI, counts the
// drawer ₹100 short, closes the day with a note, and reads the shortfall back.

async function recordWalkIn(page: Page, turfId: string, hour: number, paidBy: string) {
  const answer = await page.request.post(`/api/v1/owner/turfs/${turfId}/venue-bookings`, {
    data: {
      date: venueDay(1),
      start: hour * 60,
      end: hour * 60 + 60,
      customerName: `Walk-in ${hour}`,
      customerPhone: '98200 12345',
      paidBy,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

test('an owner closes the day ₹100 short with a note and reads the difference back', async ({
  page,
  request,
  snap,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = await createAccount(request, 'owner', { fullname: 'Kavita Desai' });
  const turfName = `E2E ${testInfo.project.name} Day Close ${Date.now().toString(36)}`;
  // ₹800 an hour: the walk-ins cost ₹800 each.
  const turfId = await approvedTurfOf(request, owner, turfName);
  await logInViaUi(page, owner, 'owner');
  await expect(page).toHaveURL('/turf-bookings');
  await recordWalkIn(page, turfId, 7, 'cash');
  await recordWalkIn(page, turfId, 8, 'cash');
  await recordWalkIn(page, turfId, 9, 'upi');

  // Total Earnings says what it counts, with the venue's money beside it.
  await page.reload();
  await expect(page.getByTestId('total-earnings')).toHaveText('₹0.00');
  await expect(page.getByText('Online bookings, after refunds')).toBeVisible();
  await expect(page.getByTestId('taken-at-venue')).toHaveText('Taken at the venue: ₹2,400.00');
  await snap('total-earnings-with-venue');

  await page.goto(`/turf-bookings/${turfId}/day-close`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Day close: ${turfName}`);
  await expect(page.getByTestId('expected-cash')).toHaveText('₹1,600.00');
  await expect(page.getByTestId('expected-upi')).toHaveText('₹800.00');
  await expect(page.getByTestId('expected-card')).toHaveText('₹0.00');
  await expect(page.getByTestId('by-staff')).toContainText('Kavita Desai');

  await page.getByLabel('Cash counted (₹)').fill('1500');
  await expect(page.getByTestId('difference-preview')).toHaveText('Short by ₹100.00');
  await page.getByRole('button', { name: 'Close the day' }).click();
  // A difference needs a note: nothing is sent without one.
  await expect(
    page.getByText('Please say in a note why the cash counted differs from what was taken.'),
  ).toBeVisible();
  await snap('day-close-open');
  await page.getByLabel('Note: why the cash differs').fill('Change given twice to one customer');
  await page.getByRole('button', { name: 'Close the day' }).click();
  await expect(toast(page, 'Day closed.')).toBeVisible();

  const summary = page.getByTestId('closed-summary');
  await expect(summary.getByTestId('difference')).toHaveText('Short by ₹100.00');
  await expect(summary.getByTestId('counted-cash')).toHaveText('₹1,500.00');
  await expect(summary.getByTestId('closed-by')).toContainText('Closed by Kavita Desai');
  await expect(summary.getByTestId('close-note')).toHaveText('Change given twice to one customer');
  await expect(page.getByRole('button', { name: 'Close the day' })).toHaveCount(0);

  // Read back after a reload: the close is the server's.
  await page.reload();
  await expect(page.getByTestId('difference')).toHaveText('Short by ₹100.00');
  await snap('day-close-closed');
});
