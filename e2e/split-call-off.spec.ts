import { openSecondBrowser, venueDay } from './support/booking';
import { createAccount, expect, logInViaUi, test } from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';
import { payByCard } from './support/paid-booking';

// Calling off a split still collecting (decision 044): three players split an ₹800 hour, the
// booker and one teammate have paid, and the booker calls it off on the split's page; the slot
// is let go and the teammate sees their share refunded.

test('a booker calls off a split still collecting and the teammate who paid is refunded', async ({
  page,
  request,
  browser,
  snap,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = await createAccount(request, 'owner');
  const name = `E2E ${testInfo.project.name} Call-off Arena ${Date.now().toString(36)}`;
  const turfId = await approvedTurfOf(request, owner, name);
  const booker = await createAccount(page.request, 'user', { fullname: 'Kabir Shah' });
  const mate = await createAccount(request, 'user', { fullname: 'Asha Patil' });
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
  const split = (await started.json()) as { clientSecret: string; shareLink: string };
  await payByCard(page.request, split.clientSecret);
  const link = new URL(split.shareLink);

  // Asha pays the second share from her own browser.
  const friend = await openSecondBrowser(browser, link.origin, testInfo.project.use);
  await logInViaUi(friend.page, mate, 'user');
  await expect(friend.page).toHaveURL('/');
  await friend.page.goto(`${link.pathname}${link.search}`);
  const api = `/api/v1${link.pathname}`;
  const seen = await friend.page.request.get(`${api}${link.search}`);
  const share = ((await seen.json()) as { shares: { _id: string }[] }).shares[1]!;
  const pay = await friend.page.request.post(`${api}/shares/${share._id}/pay${link.search}`, {
    data: {},
  });
  expect(pay.status(), await pay.text()).toBe(200);
  await payByCard(
    friend.page.request,
    ((await pay.json()) as { clientSecret: string }).clientSecret,
  );

  // The booker calls it off: the question says what goes back before anything happens.
  await page.goto(link.pathname);
  await expect(page.getByText('Waiting for shares: 2 of 3 shares paid.')).toBeVisible();
  await page.getByRole('button', { name: 'Call off this split' }).click();
  const dialog = page.getByRole('dialog', { name: 'Call off this split?' });
  await expect(dialog).toContainText(
    'everyone who paid gets their share back in full (₹533.34 paid so far)',
  );
  await snap('split-call-off-dialog');
  await dialog.getByRole('button', { name: 'Call off split' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(
      'This split has ended. The booker called off this split. Every paid share goes back to its payer.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Call off this split' })).toHaveCount(0);
  await snap('split-call-off-ended');

  // Asha sees her share refunded on the split's page.
  await friend.page.reload();
  await expect(friend.page.getByText('Refunded to Asha Patil')).toBeVisible();
  const { testDir, name: project } = testInfo.project;
  await friend.page.screenshot({
    path: `${testDir}/screenshots/${project}/split-call-off-teammate.png`,
    fullPage: true,
  });
  await friend.close();
});
