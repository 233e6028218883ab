import { openSecondBrowser, venueDay } from './support/booking';
import { createAccount, expect, logInViaUi, test } from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';
import { payByCard } from './support/paid-booking';

// Cancelling a shared booking (decision 044): three players split an ₹800 hour; the booker
// cancels it more than a day ahead (full refund) and each teammate sees their own part back on
// the split's page, one to their card, one to the TurfBook credit they chose.

test('a booker cancels a split booking and each teammate sees their refund', async ({
  page,
  request,
  browser,
  snap,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = await createAccount(request, 'owner');
  const name = `E2E ${testInfo.project.name} Shared Arena ${Date.now().toString(36)}`;
  const turfId = await approvedTurfOf(request, owner, name);
  const booker = await createAccount(page.request, 'user', { fullname: 'Kabir Shah' });
  const mates = await Promise.all(
    ['Asha Patil', 'Rohan Mehta'].map((fullname) => createAccount(request, 'user', { fullname })),
  );
  await logInViaUi(page, booker, 'user');
  await expect(page).toHaveURL('/');
  const started = await page.request.post('/api/v1/payment/post-payment', {
    data: {
      amount: '800.00',
      currency: 'inr',
      booking: { turfId, bookingDate: venueDay(5), startTime: '8:00 PM', endTime: '9:00 PM' },
      split: { players: 3 },
    },
  });
  expect(started.status(), await started.text()).toBe(200);
  const split = (await started.json()) as {
    clientSecret: string;
    shareLink: string;
    splitId: string;
  };
  await payByCard(page.request, split.clientSecret);
  const link = new URL(split.shareLink);
  const path = `${link.pathname}${link.search}`;

  // Each teammate logs in in a browser of their own and pays a share; Asha wants credit back.
  const friends = [];
  for (const [index, mate] of mates.entries()) {
    const friend = await openSecondBrowser(browser, link.origin, testInfo.project.use);
    await logInViaUi(friend.page, mate, 'user');
    await expect(friend.page).toHaveURL('/');
    const seen = await friend.page.request.get(`/api/v1${path.replace('/splits', '/splits')}`);
    const share = ((await seen.json()) as { shares: { _id: string; status: string }[] }).shares[
      index + 1
    ]!;
    const query = link.search;
    const pay = await friend.page.request.post(
      `/api/v1/splits/${split.splitId}/shares/${share._id}/pay${query}`,
      { data: {} },
    );
    expect(pay.status(), await pay.text()).toBe(200);
    await payByCard(
      friend.page.request,
      ((await pay.json()) as { clientSecret: string }).clientSecret,
    );
    if (index === 0) {
      const chosen = await friend.page.request.post(
        `/api/v1/splits/${split.splitId}/shares/${share._id}/refund-to${query}`,
        { data: { refundTo: 'credit' } },
      );
      expect(chosen.status(), await chosen.text()).toBe(200);
    }
    friends.push(friend);
  }

  // The booker cancels from the booking page: the dialog says the refund is shared.
  await page.goto(path.split('?')[0]!);
  await expect(page.getByText('Every share is paid: the booking is confirmed.')).toBeVisible();
  await page.getByRole('link', { name: 'View the booking' }).click();
  await expect(page).toHaveURL(/\/displaybookings\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByTestId('shared-refund-note')).toContainText(
    'the refund is divided among everyone who paid',
  );
  await snap('split-cancel-dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByTestId('booking-status').first()).toHaveText('Status: Refunded');
  // Who paid, the booker first, each with their part back.
  const payers = page.getByTestId('booking-payers').getByRole('listitem');
  await expect(payers).toHaveCount(3);
  await expect(payers.nth(0)).toContainText('Paid ₹266.67');
  await expect(payers.nth(1)).toContainText('Paid ₹266.67₹266.67 back');
  await expect(payers.nth(2)).toContainText('Paid ₹266.66₹266.66 back');
  await snap('split-cancel-booker');

  // Each teammate sees their own part back on the split's page.
  const expected = ['₹266.67 added to your TurfBook credit', '₹266.66 refunded'];
  for (const [index, friend] of friends.entries()) {
    await friend.page.goto(path);
    await expect(
      friend.page.getByText(
        "The booking was cancelled: each payer's part goes back as shown below.",
      ),
    ).toBeVisible();
    await expect(friend.page.getByTestId('share-return').nth(index + 1)).toHaveText(
      expected[index]!,
    );
    const { testDir, name: project } = testInfo.project;
    await friend.page.screenshot({
      path: `${testDir}/screenshots/${project}/split-cancel-teammate-${index + 1}.png`,
      fullPage: true,
    });
    await friend.close();
  }
});
