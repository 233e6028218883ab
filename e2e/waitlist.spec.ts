import { request as playwrightRequest } from '@playwright/test';
import { formatDate } from '../src/shared/display-format';
import {
  BOOKING_CONFIRMATION_URL,
  CARDS,
  SEEDED_BOOKING_TURFS,
  fillCard,
  gridCell,
  openTurf,
  turfNamed,
  venueDay,
} from './support/booking';
import { showDay } from './support/day-tabs';
import { createAccount, expect, logInViaUi, test } from './support/fixtures';
import { waitForMail } from './support/outbox';
import { API_CARDS, cancelViaApi, logInPlayerViaApi, payForSlot } from './support/paid-booking';

// The waitlist (docs/decisions/033): player A books a slot, player B asks on the grid to be told
// when it frees, A cancels, B gets the offer mail, opens its link and books the time held for
// them. The only one-court demo turf no other journey uses and the demo does not book: each
// size waits on a day of its own there.

const TURF = 'Vasai Shuttle Court';
/** The demo owner, whose turf it is (README, "Demo accounts"). */
const DEMO_OWNER = { email: 'owner@turfbook.example.com', password: 'owner123' };

test('a waiting player is offered the freed time by mail and books it', async ({
  page,
  baseURL,
  browser,
  snap,
  a11y,
}, testInfo) => {
  // Two players, a cancellation and a mail the outbox worker writes: longer than one screen.
  test.setTimeout(120_000);
  expect(SEEDED_BOOKING_TURFS).not.toContain(TURF);
  const turf = await turfNamed(page.request, TURF);
  const date = venueDay(testInfo.project.name === 'phone' ? 4 : 3);
  const amount = turf.price.toFixed(2);

  // Player A books 7–8 PM, in a browser session of their own.
  const aSession = await playwrightRequest.newContext({ baseURL });
  const playerA = await createAccount(aSession, 'user', { fullname: 'Arjun Booker' });
  const aId = await logInPlayerViaApi(aSession, playerA);
  const bookingId = await payForSlot(aSession, aId, {
    turfId: turf._id,
    date,
    startTime: '7:00 PM',
    endTime: '8:00 PM',
    amount,
    card: API_CARDS.success,
  });

  // Player B finds it Booked and asks to be told when it frees.
  const playerB = await createAccount(page.request, 'user', { fullname: 'Bina Waiting' });
  await logInViaUi(page, playerB, 'user');
  await expect(page).toHaveURL('/');
  await openTurf(page, turf);
  await showDay(page, date);
  await expect(gridCell(page, date, '7:00 PM')).toHaveAttribute('data-state', 'booked');
  // Booked cells cannot be picked (spec §4) until the player asks to wait for one.
  await expect(gridCell(page, date, '7:00 PM')).toBeDisabled();
  await page.getByRole('button', { name: 'Wait for a booked time' }).click();
  await gridCell(page, date, '7:00 PM').click();
  await gridCell(page, date, '7:30 PM').click();
  const panel = page.getByTestId('wait-for-slot');
  await expect(panel).toContainText(`${formatDate(date)}, 7:00 PM – 8:00 PM`);
  await page.getByRole('button', { name: 'Tell me when it frees' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    "You're on the waitlist: we'll e-mail you when this time frees.",
  );
  await snap('waitlist-joined');

  await page.goto('/displaybookings');
  const waiting = page.getByRole('region', { name: /Waiting for a free time/ });
  await expect(waiting).toContainText(
    `Waiting for ${turf.name}, ${formatDate(date)}, 7:00 PM – 8:00 PM`,
  );
  await expect(waiting).toContainText('You are next in line.');
  await snap('waitlist-waiting');

  // The venue's owner sees one player waiting for that time (a count, never who).
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await logInViaUi(ownerPage, DEMO_OWNER, 'owner');
  await expect(ownerPage).toHaveURL('/turf-bookings');
  await ownerPage.goto(`/turf-bookings/${turf._id}`);
  await expect(ownerPage.getByTestId('waiting-counts')).toContainText(
    `${formatDate(date)}, 7:00 PM – 8:00 PM: 1 player waits`,
  );
  await ownerPage.screenshot({
    path: `e2e/screenshots/${testInfo.project.name}/waitlist-owner-counts.png`,
    fullPage: true,
  });
  await a11y.check(ownerPage, 'owner: waiting counts');
  await ownerContext.close();

  // A cancels: the time is held for B, and B is told by mail.
  await cancelViaApi(aSession, bookingId);
  await aSession.dispose();
  const mail = await waitForMail(playerB.email, 'The time you waited for is free');
  expect(mail).toContain(`${turf.name} is free on ${formatDate(date)}, 7:00 PM – 8:00 PM`);
  const link = /Book it now: (\S+)/.exec(mail)?.[1];
  expect(link, 'the mail links to the booking summary').toBeTruthy();
  const url = new URL(link!);
  expect(url.pathname).toBe(`/turfs/${turf._id}/booking`);

  await page.reload();
  await expect(waiting).toContainText('It is free and held for you until');
  // The turf's grid shows the time Booked for everyone, and says above it that it is B's.
  await openTurf(page, turf);
  await expect(page.getByTestId('waitlist-offers')).toContainText(
    `The time you waited for, ${formatDate(date)}, 7:00 PM – 8:00 PM, is held for you until`,
  );
  await snap('waitlist-offer-on-grid');

  // The link opens the booking summary of that time; paying books it.
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Details' })).toBeVisible();
  await expect(page.getByText(turf.name).first()).toBeVisible();
  await expect(page.getByText('7:00 PM').first()).toBeVisible();
  await snap('waitlist-offer-summary');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL('/checkout');
  await fillCard(page, CARDS.success);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(BOOKING_CONFIRMATION_URL);
  await snap('waitlist-booked');

  await page.goto('/displaybookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Bookings' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Waiting for a free time/ })).toHaveCount(0);
});
