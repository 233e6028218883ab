import type { Page } from '@playwright/test';
import type { BoardAnswer } from '../src/shared/api/board-contract';
import type { CalendarAnswer } from '../src/shared/api/owner-calendar-contract';
import { shareGround } from '../src/shared/courts';
import { DEMO_ACCOUNTS } from '../src/server/demo/demo-accounts';
import { END_OF_DAY, timeLabel } from '../src/shared/slots';
import { expect, test } from './support/fixtures';

// Today's board (docs/decisions/066): the demo owner opens /board at the desk, sees the current
// hour in view in each listing's scroller, a phone booking made today on its own court with what
// is unpaid, and a walk-in recorded from another tab appearing without a reload (the listings'
// availability stream). Each size books its own times, so the two projects never meet.

const DEMO_OWNER = DEMO_ACCOUNTS.find((account) => account.key === 'demo')!;

const asCourt = (court: CalendarAnswer['turf']['courts'][number]) => ({
  id: court._id,
  name: court.name,
  sports: [],
  parts: court.parts,
});

async function signInOwner(page: Page) {
  const answer = await page.request.post('/api/v1/user/login', {
    data: { email: DEMO_OWNER.email, password: DEMO_OWNER.password, role: 'owner' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { user } = (await answer.json()) as { user: object };
  await page.addInitScript((stored) => {
    localStorage.setItem('turfbook-auth', JSON.stringify({ state: { user: stored }, version: 1 }));
  }, user);
}

test("the owner's board opens at the current hour and shows today's bookings live", async ({
  page,
  snap,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInOwner(page);
  const before = (await (await page.request.get('/api/v1/owner/board')).json()) as BoardAnswer;
  // The listing with the most courts, and its second court (or only one).
  const listing = [...before.listings].sort((a, b) => b.courts.length - a.courts.length)[0]!;
  const court = listing.courts[Math.min(1, listing.courts.length - 1)]!;
  const phone = testInfo.project.name === 'phone';
  const first = Math.ceil((before.nowMinutes + 1) / 30) * 30 + (phone ? 120 : 0);
  // The board's day, and its now line, start at 6 AM: before that there is no current hour to open at.
  test.skip(before.nowMinutes < 6 * 60, 'before the board’s day begins (6 AM at the venue)');
  test.skip(first + 120 > END_OF_DAY || first < 6 * 60, 'too late in the day for two bookings');
  const customer = phone ? 'Kavya Phone' : 'Rohan Desk';
  const walkIn = phone ? 'Imran Walkin' : 'Sunita Walkin';
  const record = (start: number, name: string, source: 'phone' | 'walk_in', paidBy: string) =>
    page.request.post(`/api/v1/owner/turfs/${listing._id}/venue-bookings`, {
      data: {
        courtId: court._id,
        date: before.today,
        start,
        end: start + 60,
        source,
        customerName: name,
        customerPhone: '98200 12345',
        price: '950',
        paidBy,
      },
    });
  const booked = await record(first, customer, 'phone', 'unpaid');
  expect(booked.status(), await booked.text()).toBe(201);

  await page.goto('/board');
  await expect(page.getByRole('heading', { name: "Today's board", level: 1 })).toBeVisible();
  const section = page.getByTestId('board-listing').filter({
    has: page.getByRole('heading', { name: listing.name, exact: true }),
  });
  const column = section.locator(`[data-testid="board-court"][data-court="${court.name}"]`);
  const entry = column.getByTestId('board-entry').filter({ hasText: customer });
  await expect(entry).toContainText(`${timeLabel(first)}–${timeLabel(first + 60)}`);
  await expect(entry.getByTestId('board-entry-unpaid')).toHaveText('Unpaid ₹950.00');
  await expect(section.getByTestId('board-unpaid')).toContainText('unpaid at the desk');
  // On its own court and the courts sharing its ground (a half's booking on the whole pitch),
  // nowhere else.
  const calendar = (await (
    await page.request.get(`/api/v1/owner/turfs/${listing._id}/calendar`)
  ).json()) as CalendarAnswer;
  const ground = calendar.turf.courts.map(asCourt);
  const own = ground.find((candidate) => candidate.id === court._id)!;
  for (const other of ground) {
    const elsewhere = section.locator(`[data-testid="board-court"][data-court="${other.name}"]`);
    await expect(elsewhere.getByText(customer)).toHaveCount(shareGround(own, other) ? 1 : 0);
  }

  // The scroller opened at the current hour: the now line is inside what it shows.
  const scroller = section.getByTestId('board-scroller');
  await scroller.scrollIntoViewIfNeeded();
  const nowLine = section.getByTestId('board-now');
  await expect(nowLine).toBeInViewport();
  const opened = await scroller.evaluate((element) => element.scrollTop);
  expect(opened).toBeGreaterThan(0);
  await snap('todays-board');

  // Another tab records a walk-in: the board shows it without a reload.
  const other = await page.context().newPage();
  const recorded = await other.request.post(`/api/v1/owner/turfs/${listing._id}/venue-bookings`, {
    data: {
      courtId: court._id,
      date: before.today,
      start: first + 60,
      end: first + 120,
      source: 'walk_in',
      customerName: walkIn,
      customerPhone: '98200 54321',
      price: '950',
      paidBy: 'cash',
    },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
  await other.close();
  const live = column.getByTestId('board-entry').filter({ hasText: walkIn });
  // Well inside the minute's refresh: the stream brought it.
  await expect(live).toBeVisible({ timeout: 15_000 });
  await expect(live).toContainText('Walk-in');
  await expect(live.getByTestId('board-entry-unpaid')).toHaveCount(0);
  // The scroller kept the desk's place (give or take the browser's scroll anchoring).
  const kept = await scroller.evaluate((element) => element.scrollTop);
  expect(Math.abs(kept - opened)).toBeLessThan(30);
  await snap('todays-board-live');
  // The listing as the desk sees it, and the screen as it opens (the full page is every listing).
  await section.screenshot({
    path: testInfo.outputPath(`board-listing-${testInfo.project.name}.png`),
  });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath(`board-top-${testInfo.project.name}.png`) });
});
