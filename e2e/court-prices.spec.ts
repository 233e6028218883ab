import { CARDS, fillCard, openTurf, selectRange, venueDay } from './support/booking';
import { createAccount, expect, logInViaUi, test, toast } from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';
import { addSlot, summary } from './support/subscription-planner';

// A court priced apart (docs/decisions/039): an owner gives the second court of a listing its
// own price; a player who names no court is given that court first (the assignment order) and
// pays its price to the paisa, and one who picks the other court pays the listing's.

test('an owner prices one court apart; players pay the price of the court they get', async ({
  page,
  request,
  snap,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = await createAccount(request, 'owner', { fullname: 'Imran Qureshi' });
  const turfName = `E2E ${testInfo.project.name} Two Box ${Date.now().toString(36)}`;
  // ₹800 an hour, cricket, one court named after the listing (the helper's listing).
  const turfId = await approvedTurfOf(request, owner, turfName);
  // 'Box A' comes before the listing's own court in the assignment order (by name).
  const added = await request.post(`/api/v1/owner/turfs/${turfId}/courts`, {
    data: { name: 'Box A', sports: ['cricket'] },
  });
  expect(added.status(), await added.text()).toBe(201);
  const day = venueDay(3);

  await logInViaUi(page, owner, 'owner');
  await expect(page).toHaveURL('/turf-bookings');
  await page.getByRole('link', { name: `Prices of ${turfName}` }).click();
  await page.getByLabel('Prices for').selectOption({ label: 'Box A' });
  await expect(page.getByText("Box A follows the venue's prices.", { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Price Box A apart' }).click();
  await page.getByLabel('₹ per hour', { exact: true }).fill('1200');
  await page.getByRole('button', { name: 'Save prices' }).click();
  await expect(
    page.getByText('Prices saved. New bookings pay them; existing bookings keep their price.'),
  ).toBeVisible();
  await expect(page.getByText('Box A has prices of its own', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Prices for')).toContainText('Box A (own prices)');
  await snap('court-pricing-form');

  const player = await createAccount(page.request, 'user');
  await page.context().clearCookies();
  await logInViaUi(page, player, 'user');
  await expect(page).toHaveURL('/');
  const turf = { _id: turfId, name: turfName };
  await openTurf(page, turf);
  await expect(page.getByTestId('court-price-list')).toContainText('Box A prices');
  await expect(page.getByTestId('court-price-list')).toContainText('₹1,200.00/h');

  // No court named: the hold is given Box A, and the summary and the card say its price.
  await selectRange(page, day, '6:00 PM', '7:00 PM');
  await page.getByRole('button', { name: 'Proceed to Booking', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Details' })).toBeVisible();
  await expect(page.getByText('Any free court', { exact: true })).toBeVisible();
  await expect(page.getByTestId('booking-total')).toHaveText('₹1,200.00');
  await expect(page.getByText('₹1,200.00 per hour')).toBeVisible();
  await snap('court-pricing-summary');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL('/checkout');
  await fillCard(page, CARDS.success);
  await page.getByRole('button', { name: 'Pay ₹1,200.00' }).click();
  await expect(toast(page, 'Booking completed successfully!')).toBeVisible();
  await expect(page.getByTestId('booking-court')).toHaveText('Box A');
  await expect(page.getByTestId('booking-history')).toContainText('Paid ₹1,200.00');

  // The listing's own court, picked: the listing's price.
  await openTurf(page, turf);
  await page.getByLabel('Court', { exact: true }).selectOption({ label: turfName });
  await selectRange(page, day, '7:00 PM', '8:00 PM');
  await page.getByRole('button', { name: 'Proceed to Booking', exact: true }).click();
  await expect(page.getByTestId('booking-total')).toHaveText('₹800.00');
  await expect(page.getByText('₹800.00 per hour')).toBeVisible();

  // A subscription's slots are each given Box A while it is free: its price, 15% off the sum.
  await page.goto(`/turfs/${turfId}/buysubscription`);
  for (const days of [4, 5, 6, 7])
    await addSlot(page, { date: venueDay(days), start: '6:00 PM', end: '7:00 PM' });
  const priceSummary = summary(page).getByTestId('price-summary');
  await expect(priceSummary).toContainText('₹4,800.00');
  await expect(priceSummary).toContainText('₹4,080.00');
  await snap('court-pricing-subscription');
  await summary(page).getByRole('button', { name: 'Proceed to Pay ₹4,080.00' }).click();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByRole('button', { name: 'Pay ₹4,080.00' })).toBeVisible();
});
