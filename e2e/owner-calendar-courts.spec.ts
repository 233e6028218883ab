import type { APIRequestContext, Page } from '@playwright/test';
import { WEEKDAY_NAMES, weekdayOf } from '../src/shared/opening-hours';
import { shortDateLabel, addDays, zonedNow, type LocalDate } from '../src/shared/time';
import { openCalendarFromCard, selectionPanel } from './support/owner-calendar';
import { createAccount, expect, isPhone, logInViaUi, test, toast } from './support/fixtures';
import { API_CARDS, logInPlayerViaApi } from './support/paid-booking';

// The owner's calendar of a venue with courts (docs/decisions/031), on the demo's split pitch
// (two 5-a-side halves that open into one 7-a-side pitch): the courts side by side on a desktop
// and one at a time on a phone, a block of one half, and a rain-out of one half that leaves the
// other bookings alone. Players and their bookings are made by the journey; each screen size
// works on its own day of the week, so the two never meet.

const VENUE = 'Magathane Turf Park';
const DEMO_OWNER = { email: 'owner@turfbook.example.com', password: 'owner123' };
const HALF_A = '5-a-side A';
const HALF_B = '5-a-side B';
const WHOLE = '7-a-side pitch';

interface Court {
  _id: string;
  name: string;
}

async function venueOf(request: APIRequestContext) {
  const config = (await (await request.get('/api/v1/config')).json()) as { venueTimeZone: string };
  const list = (await (await request.get('/api/v1/turf/getTurf')).json()) as {
    turfs: { _id: string; name: string }[];
  };
  const turf = list.turfs.find(({ name }) => name === VENUE)!;
  const detail = (await (await request.get(`/api/v1/turf/turf/${turf._id}`)).json()) as {
    turf: { courts: Court[] };
  };
  const court = Object.fromEntries(detail.turf.courts.map((c) => [c.name, c._id]));
  return { turfId: turf._id, court, today: zonedNow(new Date(), config.venueTimeZone).date };
}

/** A new player pays for a slot on the court named (the local gateway confirms it). */
async function bookOnCourt(
  request: APIRequestContext,
  slot: { turfId: string; courtId: string; date: LocalDate; startTime: string; endTime: string },
  fullname: string,
) {
  const player = await createAccount(request, 'user', { fullname });
  const userId = await logInPlayerViaApi(request, player);
  const intent = await request.post('/api/v1/payment/post-payment', {
    data: {
      amount: '1500.00',
      currency: 'inr',
      userId,
      booking: {
        turfId: slot.turfId,
        courtId: slot.courtId,
        bookingDate: slot.date,
        startTime: slot.startTime,
        endTime: slot.endTime,
      },
    },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const confirm = await request.post('/api/v1/payment/local/confirm', {
    data: {
      clientSecret,
      card: { number: API_CARDS.success, expMonth: 12, expYear: 2030, cvc: '123' },
      billingName: fullname,
    },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
}

/** The cell of one court at `time` on the day shown. */
function courtCell(page: Page, date: LocalDate, time: string, court: string) {
  return page
    .getByTestId('owner-calendar-grid')
    .locator(`[data-slot="${date} ${time}"][data-court="${court}"]`);
}

/** Shows the day (the calendar of courts shows one day at every size). */
async function showCourtDay(page: Page, date: LocalDate) {
  const tab = page
    .getByRole('group', { name: 'Day shown' })
    .getByRole('button', { name: new RegExp(`^${shortDateLabel(date)}`) });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-pressed', 'true');
}

/** On a phone, switches the court shown; on a desktop every court is shown already. */
async function showCourt(page: Page, court: string) {
  if (!isPhone(page)) return;
  const tab = page
    .getByRole('group', { name: 'Court shown' })
    .getByRole('button', { name: court, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-pressed', 'true');
}

async function pickOnCourt(
  page: Page,
  date: LocalDate,
  court: string,
  first: string,
  last: string,
) {
  await showCourt(page, court);
  for (const time of [first, last]) {
    await courtCell(page, date, time, court).click();
    await expect(courtCell(page, date, time, court)).toHaveAttribute('aria-pressed', 'true');
  }
}

test('an owner runs a split pitch: courts side by side, one half blocked, one half rained out', async ({
  page,
  request,
  snap,
}, testInfo) => {
  test.setTimeout(180_000);
  const { turfId, court, today } = await venueOf(request);
  // Days no demo booking is on (they are 1 to 3 days ahead), one per screen size.
  const day = addDays(today, testInfo.project.name === 'phone' ? 5 : 4);
  const runId = Date.now().toString(36).slice(-4);
  const asha = `Asha ${runId}`;
  const vikram = `Vikram ${runId}`;
  await bookOnCourt(
    request,
    { turfId, courtId: court[HALF_A]!, date: day, startTime: '6:00 PM', endTime: '7:00 PM' },
    asha,
  );
  await bookOnCourt(
    request,
    { turfId, courtId: court[WHOLE]!, date: day, startTime: '8:00 PM', endTime: '9:00 PM' },
    vikram,
  );

  await logInViaUi(page, DEMO_OWNER, 'owner');
  await expect(page).toHaveURL('/turf-bookings');
  await openCalendarFromCard(page, VENUE);
  await showCourtDay(page, day);

  if (isPhone(page)) {
    // One court at a time, chosen with the switcher.
    await expect(page.getByTestId('calendar-court-header')).toHaveText([HALF_A]);
    await expect(courtCell(page, day, '6:00 PM', HALF_A)).toHaveText(asha);
    await showCourt(page, WHOLE);
    await expect(page.getByTestId('calendar-court-header')).toContainText([WHOLE]);
  } else {
    await expect(page.getByTestId('calendar-court-header')).toHaveText([
      HALF_A,
      HALF_B,
      `${WHOLE}${HALF_A} + ${HALF_B}`,
    ]);
    await expect(courtCell(page, day, '6:00 PM', HALF_A)).toHaveText(asha);
    await expect(courtCell(page, day, '6:00 PM', HALF_B)).toHaveAttribute('data-look', 'open');
  }
  // A half's booking takes the whole pitch; the whole pitch's booking takes both halves.
  await expect(courtCell(page, day, '6:00 PM', WHOLE)).toHaveText(`${HALF_A}: ${asha}`);
  await expect(courtCell(page, day, '8:00 PM', WHOLE)).toHaveText(vikram);
  await showCourt(page, HALF_B);
  await expect(courtCell(page, day, '8:00 PM', HALF_B)).toHaveText(`${WHOLE}: ${vikram}`);
  await courtCell(page, day, '6:00 PM', HALF_B).scrollIntoViewIfNeeded();
  await snap('owner-calendar-courts');

  // Block half B, 6:00 – 7:00 PM, on that court only.
  await pickOnCourt(page, day, HALF_B, '6:00 PM', '6:30 PM');
  const panel = selectionPanel(page);
  await expect(panel.getByTestId('calendar-selected-court')).toHaveText(HALF_B);
  await panel.getByRole('button', { name: 'Maintenance', exact: true }).click();
  await expect(panel.getByRole('radio', { name: `${HALF_B} only` })).toBeChecked();
  await snap('owner-calendar-courts-block-form');
  await panel.getByRole('button', { name: 'Block this time' }).click();
  const placed = toast(page, /Time blocked/).first();
  await expect(placed).toBeVisible();
  await placed.getByRole('button', { name: /close/i }).click();
  await expect(placed).toBeHidden();
  await expect(courtCell(page, day, '6:00 PM', HALF_B)).toHaveAttribute('data-look', 'block');
  await expect(courtCell(page, day, '6:00 PM', HALF_B)).toHaveText('Maintenance');
  await expect(courtCell(page, day, '7:00 PM', HALF_B)).toHaveAttribute('data-look', 'open');
  await courtCell(page, day, '6:00 PM', HALF_B).click();
  await expect(panel.getByTestId('calendar-entry-court')).toHaveText(`Blocked on: ${HALF_B}`);
  // Both halves are taken now: a player asking the spec's way (no court) is refused.
  const asked = await request.post('/api/v1/payment/post-payment', {
    data: {
      amount: '1500.00',
      currency: 'inr',
      booking: { turfId, bookingDate: day, startTime: '6:00 PM', endTime: '7:00 PM' },
    },
  });
  expect(asked.status()).toBe(409);

  // Rain out half A, 6:00 – 7:00 PM: Asha's booking only; Vikram's whole-pitch booking stays.
  await pickOnCourt(page, day, HALF_A, '6:00 PM', '6:30 PM');
  await expect(panel.getByRole('radio', { name: `${HALF_A} only` })).toBeChecked();
  await panel.getByRole('button', { name: 'Cancel 1 booking', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel 1 booking for rain?' });
  await expect(dialog).toBeVisible();
  const lines = dialog.getByRole('list', { name: 'Bookings this cancels' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(asha);
  await snap('owner-calendar-courts-rain-out');
  await dialog.getByRole('button', { name: 'Cancel bookings' }).click();
  await expect(dialog).toBeHidden();
  const done = toast(page, /1 booking cancelled/).first();
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: /close/i }).click();
  await showCourt(page, HALF_A);
  await expect(courtCell(page, day, '6:00 PM', HALF_A)).toHaveAttribute('data-look', 'block');
  await expect(courtCell(page, day, '6:00 PM', HALF_A)).toHaveText('Rain');
  await expect(courtCell(page, day, '8:00 PM', HALF_A)).toHaveText(`${WHOLE}: ${vikram}`);
  await snap('owner-calendar-courts-after');

  // Half B closes at 9:00 PM that weekday: its own hours, inside the venue's.
  await page.getByRole('button', { name: 'Opening hours' }).click();
  const hours = page.getByRole('dialog', { name: 'Opening hours' });
  await hours.getByLabel('Hours of').selectOption({ label: HALF_B });
  await hours.getByLabel('Same as the venue').setChecked(false);
  const weekday = WEEKDAY_NAMES[weekdayOf(day)]!;
  await hours.getByLabel(`${weekday} closes at`).selectOption({ label: '9:00 PM' });
  await snap('owner-calendar-courts-hours');
  await hours.getByRole('button', { name: `Save hours of ${HALF_B}` }).click();
  await expect(hours).toBeHidden();
  await showCourt(page, HALF_B);
  await expect(courtCell(page, day, '9:00 PM', HALF_B)).toHaveAttribute('data-look', 'closed');
  await showCourt(page, HALF_A);
  await expect(courtCell(page, day, '9:00 PM', HALF_A)).toHaveAttribute('data-look', 'open');
});
