import type { Locator, Page } from '@playwright/test';
import { E2E_ADMIN } from './support/accounts';
import { createAccount, expect, isPhone, logInViaUi, test } from './support/fixtures';

// The list's map view (docs/decisions/067): the same turfs as the cards, one marker each for those
// with a point, named by turf and price; tapping one shows its card and link. At phone size the
// map takes the screen and its top leads back to the list. The style comes from the stand-in of
// the tile host (support/map-style-stand-in.ts); this Chromium draws WebGL headless (SwiftShader).

const SPORT_PAGE = '/sports/football';

function cardNames(page: Page): Promise<string[]> {
  return page
    .getByTestId('turf-results')
    .locator('h3')
    .allTextContents()
    .then((names) => names.map((name) => name.trim()));
}

function theMap(page: Page): Locator {
  return page.getByRole('region', { name: 'Map of the turfs listed' });
}

function viewButton(page: Page, name: 'List' | 'Map'): Locator {
  return page.getByRole('group', { name: 'Show turfs as' }).getByRole('button', { name });
}

test.describe('the turfs on a map', () => {
  test('a player switches the list to the map, finds every turf with a point and opens one', async ({
    page,
    request,
    snap,
  }) => {
    await page.goto(SPORT_PAGE);
    await expect(page.getByTestId('turf-results')).toBeVisible();
    const names = await cardNames(page);
    expect(names.length).toBeGreaterThan(1);
    // Which of them have a point, as the API says (every demo venue has one today).
    const answer = await request.get('/api/v1/turf/getTurf?sport=football');
    const listed = (await answer.json()) as {
      turfs: { name: string; geo?: { lat: number; lng: number } | null }[];
    };
    const placed = names.filter((name) => listed.turfs.find((turf) => turf.name === name)?.geo);
    expect(placed.length).toBeGreaterThan(0);

    await viewButton(page, 'Map').click();
    await expect(viewButton(page, 'Map')).toHaveAttribute('aria-pressed', 'true');
    const map = theMap(page);
    await expect(map).toBeVisible();
    // WebGL works here: the map, not the list's note that it could not be drawn.
    await expect(page.getByRole('note')).toHaveCount(0);
    const markers = page.getByTestId('turf-map').getByRole('button', { name: /, ₹/ });
    await expect(markers).toHaveCount(placed.length);
    for (const name of placed) {
      await expect(
        page.getByRole('button', { name: new RegExp(`^${name}, ₹[\\d,]+`) }),
      ).toBeVisible();
    }
    // The view fits the markers: each is inside the map's box.
    const box = (await map.boundingBox())!;
    for (const marker of await markers.all()) {
      const where = (await marker.boundingBox())!;
      expect(where.x).toBeGreaterThanOrEqual(box.x - 1);
      expect(where.x + where.width).toBeLessThanOrEqual(box.x + box.width + 1);
      expect(where.y).toBeGreaterThanOrEqual(box.y - 1);
      expect(where.y + where.height).toBeLessThanOrEqual(box.y + box.height + 1);
    }
    await snap('turf-map');

    // Tapping a marker shows that turf's card, whose link opens it.
    const chosen = placed[0]!;
    await page.getByRole('button', { name: new RegExp(`^${chosen}, ₹`) }).click();
    const card = page.getByTestId('turf-map').getByRole('link', { name: new RegExp(chosen) });
    await expect(card).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`^${chosen}, ₹`) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await snap('turf-map-card');

    if (isPhone(page)) {
      // The map has the whole screen; its top bar leads back to the cards.
      const viewport = page.viewportSize()!;
      const frame = (await page.getByTestId('turf-map').boundingBox())!;
      expect(frame.width).toBe(viewport.width);
      expect(frame.height).toBe(viewport.height);
      await page.getByRole('button', { name: 'Back to the list' }).click();
      await expect(page.getByTestId('turf-results')).toBeVisible();
      await expect(viewButton(page, 'List')).toHaveAttribute('aria-pressed', 'true');
    } else {
      await viewButton(page, 'List').click();
      await expect(page.getByTestId('turf-results')).toBeVisible();
      await card.waitFor({ state: 'detached' });
    }
    await expect(page.getByTestId('turf-map')).toHaveCount(0);
  });

  test("an owner places a point by tapping the form's map; the admin sees a listing's point", async ({
    page,
    request,
    snap,
  }) => {
    const owner = await createAccount(request, 'owner');
    await logInViaUi(page, owner, 'owner');
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/turfform');
    const picker = page.getByRole('region', { name: 'Map to place your turf' });
    await expect(picker).toBeVisible();
    await expect(page.getByText('No point placed yet.')).toBeVisible();
    await picker.click({ position: { x: 120, y: 100 } });
    await expect(page.getByText(/^Point: 19\.\d{6}, 72\.\d{6}$/)).toBeVisible();
    await expect(
      page.getByRole('button', { name: "Your turf's point: drag it to move it" }),
    ).toBeVisible();
    await snap('turf-map-owner-point');

    // The admin's approval view: a pending demo listing's point on a small map.
    await page.context().clearCookies();
    await logInViaUi(page, E2E_ADMIN, 'admin');
    await expect(page).toHaveURL('/admin/dashboard');
    const pending = await page.request.get('/api/v1/turf/getPendingTurfs');
    const { turfs } = (await pending.json()) as {
      turfs: { _id: string; name: string; geo?: unknown }[];
    };
    const placed = turfs.find((turf) => turf.geo)!;
    await page.goto(`/admin/dashboard/${placed._id}`);
    const small = page.getByRole('region', { name: 'Where the listing is on the map' });
    await expect(small).toBeVisible();
    await expect(
      page.getByRole('button', { name: new RegExp(`^${placed.name}, ₹`) }),
    ).toBeVisible();
    await snap('turf-map-admin-point');
  });
});
