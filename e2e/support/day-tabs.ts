import type { Page } from '@playwright/test';
import { shortDateLabel, type LocalDate } from '../../src/shared/time';
import { expect, isPhone } from './fixtures';

/**
 * On a phone, taps the day's tab so a week grid (the player's or the owner's) shows that day:
 * both show one day at a time there. On a desktop all seven are shown, and this does nothing.
 */
export async function showDay(page: Page, date: LocalDate): Promise<void> {
  if (!isPhone(page)) return;
  const tab = page
    .getByRole('group', { name: 'Day shown' })
    .getByRole('button', { name: new RegExp(`^${shortDateLabel(date)}`) });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-pressed', 'true');
}
