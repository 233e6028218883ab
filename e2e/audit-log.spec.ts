import { DEFAULT_WEEK_HOURS } from '../src/shared/opening-hours';
import { venueDay } from './support/booking';
import { createAccount, expect, logInViaUi, test } from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';

// The audit log (docs/decisions/066): an owner changes a price and blocks a time, then reads
// both in the listing's log with who did it and what changed; the admin's change of the hours
// is there too, until the owner filters the log to their own entries.

test('an owner reads who changed the price and blocked a time, and filters by person', async ({
  page,
  request,
  snap,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = await createAccount(request, 'owner', { fullname: 'Farah Khan' });
  const turfName = `E2E ${testInfo.project.name} Logged Arena ${Date.now().toString(36)}`;
  // ₹800 an hour; `request` is signed in as the admin who approved it.
  const turfId = await approvedTurfOf(request, owner, turfName);
  const hours = await request.put(`/api/v1/owner/turfs/${turfId}/opening-hours`, {
    data: { openingHours: DEFAULT_WEEK_HOURS.map((day, index) => (index === 1 ? null : day)) },
  });
  expect(hours.status(), await hours.text()).toBe(200);

  await logInViaUi(page, owner, 'owner');
  await expect(page).toHaveURL('/turf-bookings');
  await page.goto(`/turf-bookings/${turfId}/pricing`);
  await expect(page.getByLabel('₹ per hour', { exact: true })).toHaveValue('800.00');
  await page.getByLabel('₹ per hour', { exact: true }).fill('950');
  await page.getByRole('button', { name: 'Save prices' }).click();
  await expect(
    page.getByText('Prices saved. New bookings pay them; existing bookings keep their price.'),
  ).toBeVisible();
  // The block through the calendar's own route, as the owner (the page's session).
  const day = venueDay(3);
  const blocked = await page.request.post(`/api/v1/owner/turfs/${turfId}/blocks`, {
    data: { date: day, start: 18 * 60, end: 19 * 60, reason: 'Net repair' },
  });
  expect(blocked.status(), await blocked.text()).toBe(201);

  await page.goto(`/turf-bookings/${turfId}/audit`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Audit log: ${turfName}`);
  const entries = page.getByTestId('audit-entry');
  await expect(entries).toHaveCount(3);
  // Newest first: the block, the price, the admin's hours.
  await expect(entries.nth(0)).toContainText(`Farah Khan (Owner) blocked ${day} 6:00 PM – 7:00 PM`);
  await expect(entries.nth(0)).toContainText('Net repair');
  await expect(entries.nth(1)).toContainText('Farah Khan (Owner) changed the prices: Base price');
  await expect(entries.nth(1)).toContainText('Before: 800.00→After: 950.00');
  await expect(entries.nth(2)).toContainText(
    `(TurfBook admin) changed the opening hours of ${turfName}`,
  );
  await expect(entries.nth(2)).toContainText('Monday');
  await snap('audit-log');

  await page.getByLabel('Person').selectOption({ label: 'Farah Khan (Owner)' });
  await expect(entries).toHaveCount(2);
  await snap('audit-log-one-person');
});
