import { BOOKING_CONFIRMATION_URL, openTurf, selectRange, venueDay } from './support/booking';
import { createAccount, expect, logInViaUi, test } from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';

// Paying by UPI with the local gateway (decision 037): failure@razorpay is declined and the
// player tries again; success@razorpay waits, then the booking is confirmed; on a phone
// "Open UPI app" and then the QR code (decision 061) lead to the development UPI app, which
// approves a request for any other UPI ID. One countdown says what it counts. Each size pays on
// a turf of its own.

test('pays by UPI: a declined request, then one approved in the UPI app confirms the booking', async ({
  page,
  request,
  snap,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const owner = await createAccount(request, 'owner');
  const name = `E2E ${testInfo.project.name} UPI Arena ${Date.now().toString(36)}`;
  const turf = { _id: await approvedTurfOf(request, owner, name), name };
  const player = await createAccount(page.request, 'user', { fullname: 'Kavya Rao' });
  await logInViaUi(page, player, 'user');
  await expect(page).toHaveURL('/');
  await openTurf(page, turf);
  await selectRange(page, venueDay(6), '9:00 PM', '10:00 PM');
  await page.getByRole('button', { name: 'Proceed to Booking', exact: true }).click();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL('/checkout');

  await page.getByRole('radio', { name: 'UPI' }).check();
  await page.getByRole('button', { name: 'Pay with UPI' }).click();
  await expect(page.getByText('Enter your UPI ID.')).toBeVisible();
  await page.getByLabel('UPI ID').fill('failure@razorpay');
  await page.getByRole('button', { name: 'Pay with UPI' }).click();
  await expect(page.getByText('The payment was declined in the UPI app.')).toBeVisible();
  await page.getByLabel('UPI ID').fill(phone ? 'kavya@okaxis' : 'success@razorpay');
  await page.getByRole('button', { name: 'Pay with UPI' }).click();
  const waiting = page.getByTestId('upi-waiting');
  await expect(waiting.getByText('Approve the request in your UPI app')).toBeVisible();
  await expect(page.getByTestId('upi-countdown')).toHaveText(/^[45]:\d\d$/);
  // One countdown, saying what it counts: the summary's hold line gives way to it (decision 061).
  await expect(waiting.getByText(/^This payment request expires in [45]:\d\d$/)).toBeVisible();
  await expect(page.getByText(/expires in|held for you until/i)).toHaveCount(1);
  if (phone) {
    const qr = page.getByRole('img', { name: 'UPI QR code for this payment' });
    await expect(qr).toBeVisible();
    const link = page.getByRole('link', { name: 'Open UPI app' });
    // On a phone the UPI app's link comes first, the QR code (for another phone) second.
    const [linkBox, qrBox] = [await link.boundingBox(), await qr.boundingBox()];
    expect(linkBox!.y + linkBox!.height).toBeLessThanOrEqual(qrBox!.y);
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
