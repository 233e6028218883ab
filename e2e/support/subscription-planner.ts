import type { Locator, Page } from '@playwright/test';
import { format } from 'date-fns';
import { formatDate } from '../../src/shared/display-format';
import type { LocalDate } from '../../src/shared/time';
import { expect } from './fixtures';

// The subscription planner's steps (spec §2 /turfs/{id}/buysubscription): a date on the inline
// calendar, the times, Add Time Slot, and the summary beside them.

/** Clicks `date` on the inline calendar, moving to the next month when it is not shown yet. */
export async function pickDate(page: Page, date: LocalDate): Promise<void> {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const calendar = page.getByTestId('subscription-calendar');
  const day = calendar.getByRole('gridcell', {
    name: `Choose ${format(new Date(y, m - 1, d), 'PPPP')}`,
  });
  await expect(calendar.getByRole('button', { name: 'Next Month' })).toBeVisible();
  if (!(await day.isVisible())) await calendar.getByRole('button', { name: 'Next Month' }).click();
  await day.click();
  await expect(page.getByTestId('selected-date')).toHaveText(formatDate(date));
}

export interface PlannedSlot {
  date: LocalDate;
  start: string;
  end: string;
}

export function slotLabel(slot: PlannedSlot): string {
  return `${formatDate(slot.date)}, ${slot.start} to ${slot.end}`;
}

export async function chooseTimes(page: Page, start: string, end: string): Promise<void> {
  await page.getByLabel('Start time').selectOption({ label: start });
  await page.getByLabel('End time').selectOption({ label: end });
}

export async function addSlot(page: Page, slot: PlannedSlot): Promise<void> {
  await pickDate(page, slot.date);
  await chooseTimes(page, slot.start, slot.end);
  await page.getByRole('button', { name: 'Add Time Slot' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added' })).toHaveText(
    `Added ${formatDate(slot.date)}, ${slot.start} – ${slot.end}.`,
  );
  // Both time pickers are cleared after a slot is added (spec §4).
  await expect(page.getByLabel('Start time')).toHaveValue('');
  await expect(page.getByLabel('End time')).toHaveValue('');
}

export function summary(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Your subscription' });
}
