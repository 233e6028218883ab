import type { Page } from '@playwright/test';
import { addDays, shortDateLabel } from '../src/shared/time';
import {
  gridCell,
  openTurf,
  rangeText,
  selectRange,
  selectionSummary,
  venueDay,
} from './support/booking';
import {
  createAccount,
  expect,
  isPhone,
  logInViaUi,
  openAvatarMenu,
  test,
} from './support/fixtures';
import { openCalendarFromCard } from './support/owner-calendar';
import { approvedTurfOf } from './support/owner-turf';
import { showDay } from './support/day-tabs';

// The two week grids at both sizes: the owner's calendar shows every day header whole (today's
// was cut to "Wed 25 Nov · Toda" at 1280 px), and on a phone the player's grid shows one day at
// a time with day tabs, as the owner's calendar does, instead of three days and a sideways
// scroll; picking a start and an end works as before.

/** Every element's text fits its box: nothing cut off or spilling. */
async function overflowing(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((elements) =>
      elements
        .filter((element) => element.scrollWidth > element.clientWidth)
        .map((element) => element.textContent ?? ''),
    );
}

test('the owner calendar’s day headers are whole, and the player’s grid has day tabs on a phone', async ({
  page,
  request,
  snap,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = await createAccount(request, 'owner', { fullname: 'Meera Iyer' });
  const turfName = `E2E ${testInfo.project.name} Grid Arena ${Date.now().toString(36)}`;
  const turfId = await approvedTurfOf(request, owner, turfName);
  const today = venueDay(0);

  await logInViaUi(page, owner, 'owner');
  await expect(page).toHaveURL('/turf-bookings');
  await openCalendarFromCard(page, turfName);
  const headers = page.getByTestId('calendar-day-header');
  await expect(headers).toHaveCount(isPhone(page) ? 1 : 7);
  await expect(headers.first()).toHaveText(`${shortDateLabel(today)} Today`);
  expect(await overflowing(page, '[data-testid="calendar-day-header"]')).toEqual([]);
  await snap('owner-calendar-headers');

  // The player's grid of the same turf.
  await (await openAvatarMenu(page)).getByRole('menuitem', { name: 'Logout' }).click();
  const player = await createAccount(request, 'user');
  await logInViaUi(page, player, 'user');
  await expect(page).toHaveURL('/');
  await openTurf(page, { _id: turfId, name: turfName });
  const grid = page.getByTestId('availability-grid');
  const dayHeaders = grid.locator('thead th[scope="col"]').filter({ hasNotText: 'Time' });
  const tabs = page.getByRole('group', { name: 'Day shown' });
  const d3 = venueDay(3);

  if (isPhone(page)) {
    // One day at a time, chosen by tabs; the grid itself never scrolls sideways.
    await expect(tabs.getByRole('button')).toHaveCount(7);
    await expect(
      tabs.getByRole('button', { name: `${shortDateLabel(today)}, today` }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(dayHeaders.filter({ visible: true })).toHaveText([shortDateLabel(today)]);
    expect(await grid.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
    await showDay(page, d3);
    await expect(dayHeaders.filter({ visible: true })).toHaveText([shortDateLabel(d3)]);
    await expect(gridCell(page, today, '11:30 PM')).toBeHidden();
    expect(await grid.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
  } else {
    // A wide screen shows the whole week and needs no tabs.
    await expect(tabs).toHaveCount(0);
    await expect(dayHeaders).toHaveText(
      Array.from({ length: 7 }, (_, index) => shortDateLabel(addDays(today, index))),
    );
  }
  // Start and end on the chosen day, as on the whole week.
  await selectRange(page, d3, '7:00 PM', '8:30 PM');
  await expect(selectionSummary(page)).toHaveText(rangeText(d3, '7:00 PM', '8:30 PM'));
  await grid.scrollIntoViewIfNeeded();
  await snap('player-grid-day-tabs');

  // The keyboard moves between days too; on a phone the tab follows.
  await gridCell(page, d3, '8:00 PM').focus();
  await page.keyboard.press('ArrowRight');
  await expect(gridCell(page, venueDay(4), '8:00 PM')).toBeFocused();
  if (isPhone(page))
    await expect(
      tabs.getByRole('button', { name: new RegExp(`^${shortDateLabel(venueDay(4))}`) }),
    ).toHaveAttribute('aria-pressed', 'true');
});
