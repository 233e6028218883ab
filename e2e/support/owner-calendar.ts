import type { Locator, Page } from '@playwright/test';
import type { LocalDate } from '../../src/shared/time';
import { expect } from './fixtures';
import { showDay } from './day-tabs';

// Steps of the owner's week calendar (e2e/owner-calendar.spec.ts): finding a half-hour on it,
// showing a day on a phone (one day at a time there), and picking a range.

/** The calendar's cell of `date` at `time` ('6:00 PM'). */
export function calendarCell(page: Page, date: LocalDate, time: string): Locator {
  return page.getByTestId('owner-calendar-grid').locator(`[data-slot="${date} ${time}"]`);
}

/** Picks the first and the last half-hour of a range on one day (both are in the range). */
export async function pickRange(
  page: Page,
  date: LocalDate,
  first: string,
  last: string,
): Promise<void> {
  await showDay(page, date);
  await calendarCell(page, date, first).click();
  await expect(calendarCell(page, date, first)).toHaveAttribute('aria-pressed', 'true');
  await calendarCell(page, date, last).click();
  await expect(calendarCell(page, date, last)).toHaveAttribute('aria-pressed', 'true');
}

/** The panel of what is picked (beside the grid, or a sheet at the bottom of a phone). */
export function selectionPanel(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Selection' });
}

/** Opens the turf's calendar the way an owner does: Your Turfs → the turf's card → Calendar. */
export async function openCalendarFromCard(page: Page, turfName: string): Promise<void> {
  await page.goto('/turf-bookings');
  const card = page.getByTestId('owner-turf-card').filter({ hasText: turfName });
  await card.getByRole('link', { name: `Calendar of ${turfName}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${turfName} - Calendar` }),
  ).toBeVisible();
  await expect(page.getByTestId('owner-calendar-grid')).toBeVisible();
}
