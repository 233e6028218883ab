import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// Near me and the Covered filter (docs/decisions/067): a player standing at Andheri station taps
// "Near me" (the browser shares the location only then), picks Covered, and reads the covered
// turfs nearest first, each with how far it is; the first is the nearest covered turf the API
// answers for that point. Everything is checked against the API, never a hard-coded list.

const ANDHERI_STATION = { latitude: 19.1197, longitude: 72.8468 };

interface Near {
  name: string;
  distanceKm: number;
  amenities: string[];
}

function results(page: Page) {
  return page.getByTestId('turf-results').locator(':scope > li');
}

test('a player taps Near me, picks Covered and sees the nearest covered turf first', async ({
  page,
  request,
  snap,
}) => {
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation(ANDHERI_STATION);
  await page.goto('/turfs');
  await expect(page.getByTestId('distance')).toHaveCount(0);

  await page.getByRole('button', { name: 'Near me' }).click();
  await expect(page).toHaveURL(/near=19\.12%2C72\.847/);
  await page.getByRole('button', { name: 'Covered', exact: true }).click();
  await expect(page).toHaveURL(/amenities=covered/);
  await expect(page.getByRole('button', { name: 'Covered', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);

  const answer = await request.get('/api/v1/turf/getTurf?near=19.12,72.847&amenities=covered');
  const expected = ((await answer.json()) as { turfs: Near[] }).turfs;
  expect(expected.length).toBeGreaterThan(1);
  expect(expected.every((turf) => turf.amenities.includes('covered'))).toBe(true);

  await expect(results(page)).toHaveCount(expected.length);
  const first = results(page).first();
  await expect(first.locator('h3')).toHaveText(expected[0]!.name);
  await expect(first.getByTestId('distance')).toHaveText(
    `${expected[0]!.distanceKm.toFixed(1)} km away`,
  );
  await expect(first.getByTestId('amenities')).toContainText('Covered');
  const shown = (await page.getByTestId('distance').allTextContents()).map((text) =>
    Number.parseFloat(text),
  );
  expect(shown).toEqual([...shown].sort((a, b) => a - b));
  expect(shown).toEqual(expected.map((turf) => turf.distanceKm));
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('');
  await snap('near-me-covered');
  // The distance, the amenities and the sort's row fit a phone's width: nothing scrolls sideways.
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(page.viewportSize()!.width);

  // Measured from an area instead: Bandra's nearest covered turf leads.
  await page.getByRole('combobox', { name: 'Distance from' }).selectOption('Bandra');
  await expect(page).toHaveURL(/area=Bandra/);
  const fromBandra = (
    (await (
      await request.get('/api/v1/turf/getTurf?near=19.0544,72.8406&amenities=covered')
    ).json()) as {
      turfs: Near[];
    }
  ).turfs;
  await expect(results(page).first().locator('h3')).toHaveText(fromBandra[0]!.name);
});

test('a player who does not share the location is told so in words', async ({ page }) => {
  // No permission granted: headless Chromium refuses the location as a player's "Block" would.
  await page.goto('/turfs');
  await page.getByRole('button', { name: 'Near me' }).click();
  await expect(page.getByRole('alert')).toContainText('did not share your location');
  await expect(page).not.toHaveURL(/near=/);
});
