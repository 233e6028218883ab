import {
  BOOKING_CONFIRMATION_URL,
  openTurf,
  selectRange,
  type ListedTurf,
  venueDay,
} from './support/booking';
import type { APIRequestContext } from '@playwright/test';
import { createAccount, expect, logInViaUi, test } from './support/fixtures';

// Paying by UPI with the local gateway (decision 037): success@razorpay waits, then the booking is
// confirmed; on a phone the QR code and "Open UPI app" lead to the development UPI app, which
// approves a request for any other UPI ID. Each size pays on its own turf, six days ahead, clear
// of the demo's seeded bookings.

const TURF = { desktop: 'Carter Road Cricket Box', phone: 'Bandstand Kickoff Turf' } as const;

/** The turf by name, searched for (the unfiltered list's first page may not reach it). */
async function journeyTurf(request: APIRequestContext, name: string): Promise<ListedTurf> {
  const response = await request.get(`/api/v1/turf/getTurf?q=${encodeURIComponent(name)}`);
  const { turfs } = (await response.json()) as { turfs: ListedTurf[] };
  const turf = turfs.find((candidate) => candidate.name === name);
  expect(turf, `the demo turf "${name}" is listed`).toBeDefined();
  return turf!;
}

test('pays by UPI: waits for the approval, then confirms the booking', async ({
  page,
  snap,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const name = TURF[phone ? 'phone' : 'desktop'];
  const turf = await journeyTurf(page.request, name);
  const player = await createAccount(page.request, 'user', { fullname: 'Kavya Rao' });
  await logInViaUi(page, player, 'user');
  await openTurf(page, turf);
  await selectRange(page, venueDay(6), '9:00 PM', '10:00 PM');
  await page.getByRole('button', { name: 'Proceed to Booking', exact: true }).click();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL('/checkout');

  await page.getByRole('radio', { name: 'UPI' }).check();
  await page.getByRole('button', { name: 'Pay with UPI' }).click();
  await expect(page.getByText('Enter your UPI ID.')).toBeVisible();
  await page.getByLabel('UPI ID').fill(phone ? 'kavya@okaxis' : 'success@razorpay');
  await page.getByRole('button', { name: 'Pay with UPI' }).click();
  const waiting = page.getByTestId('upi-waiting');
  await expect(waiting.getByText('Approve the request in your UPI app')).toBeVisible();
  await expect(page.getByTestId('upi-countdown')).toHaveText(/^[45]:\d\d$/);
  if (phone) {
    await expect(page.getByRole('img', { name: 'UPI QR code for this payment' })).toBeVisible();
    const link = page.getByRole('link', { name: 'Open UPI app' });
    await expect(link).toHaveAttribute(
      'data-upi-link',
      /^upi:\/\/pay\?pa=turfbook%40upi&pn=TurfBook&am=\d+\.\d\d&cu=INR&tr=UPI[0-9A-F]{24}$/,
    );
    await snap('upi-waiting');
    const [app] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await expect(app.getByRole('heading', { name: 'Payment request' })).toBeVisible();
    await expect(app.getByText('kavya@okaxis')).toBeVisible();
    await app.screenshot({
      path: `${testInfo.project.testDir}/screenshots/phone/upi-dev-app.png`,
      fullPage: true,
    });
    await app.getByRole('button', { name: 'Approve' }).click();
    await expect(app.getByRole('status')).toHaveText(/Payment approved/);
    await app.close();
  } else {
    // The QR code and the link are for phones.
    await expect(page.getByRole('link', { name: 'Open UPI app' })).toBeHidden();
    await snap('upi-waiting');
  }
  await expect(page).toHaveURL(BOOKING_CONFIRMATION_URL, { timeout: 15_000 });
  await snap('upi-confirmed');
});
