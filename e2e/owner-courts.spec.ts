import type { Locator, Page } from '@playwright/test';
import { createAccount, expect, logInViaUi, test } from './support/fixtures';
import { approvedTurfOf } from './support/owner-turf';

// An owner turns a one-court listing into a venue (docs/decisions/030): a second court, then two
// halves and the pitch made of them, each with its format (players a side, decision 067); a part
// of a pitch in use cannot be retired; a player's view of the turf lists every court.

function courtsSection(page: Page): Locator {
  return page.getByTestId('courts-section');
}

async function addCourt(
  page: Page,
  court: { name: string; sports: string[]; parts?: string[]; format?: string },
): Promise<void> {
  const form = courtsSection(page).getByRole('form', { name: 'Add a court' });
  await form.getByLabel('Court name').fill(court.name);
  for (const sport of court.sports) await form.getByRole('checkbox', { name: sport }).check();
  for (const part of court.parts ?? []) await form.getByRole('checkbox', { name: part }).check();
  if (court.format) await form.getByLabel('Format').selectOption({ label: court.format });
  await form.getByRole('button', { name: 'Add court' }).click();
  await expect(courtsSection(page).getByRole('listitem', { name: court.name })).toBeVisible();
  await expect(form.getByLabel('Court name')).toHaveValue('');
}

test('an owner adds a second court and a split pitch; players see every court', async ({
  page,
  request,
  browser,
  snap,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = await createAccount(request, 'owner', { fullname: 'Farhan Shaikh' });
  const turfName = `E2E ${testInfo.project.name} Courts ${Date.now().toString(36)}`;
  const turfId = await approvedTurfOf(request, owner, turfName);

  await logInViaUi(page, owner, 'owner');
  await expect(page).toHaveURL('/turf-bookings');
  await page.goto(`/turf-bookings/${turfId}`);
  const section = courtsSection(page);
  // A listing posted without courts has one, named after it, for its sport.
  await expect(section.getByTestId('court-row')).toHaveCount(1);
  await expect(section.getByRole('listitem', { name: turfName })).toContainText('Cricket');

  await addCourt(page, { name: 'Court 2', sports: ['Cricket', 'Football'] });
  await addCourt(page, { name: 'Half A', sports: ['Football'], format: '5-a-side' });
  await addCourt(page, { name: 'Half B', sports: ['Football'], format: '5-a-side' });
  await addCourt(page, {
    name: 'Full pitch',
    sports: ['Football'],
    parts: ['Half A', 'Half B'],
    format: '7-a-side',
  });
  await expect(section.getByTestId('court-row')).toHaveCount(5);
  await expect(section.getByRole('listitem', { name: 'Full pitch' })).toHaveText(
    /Football · 7-a-side · made of Half A \+ Half B/,
  );

  // A duplicate name is refused before anything is sent.
  const form = section.getByRole('form', { name: 'Add a court' });
  await form.getByLabel('Court name').fill('court 2');
  await form.getByRole('checkbox', { name: 'Badminton' }).check();
  await form.getByRole('button', { name: 'Add court' }).click();
  await expect(form.getByRole('alert')).toHaveText('Court names must be unique within a listing.');
  await form.getByLabel('Court name').fill('');
  await form.getByRole('checkbox', { name: 'Badminton' }).uncheck();

  // Rename the second court and state its format.
  const second = section.getByRole('listitem', { name: 'Court 2' });
  await second.getByRole('button', { name: 'Rename Court 2' }).click();
  await second.getByLabel('Court name').fill('Box 2');
  await expect(second.getByLabel('Format')).toHaveValue('');
  await second.getByLabel('Format').selectOption({ label: '6-a-side' });
  await second.scrollIntoViewIfNeeded();
  await snap('owner-court-format');
  await second.getByRole('button', { name: 'Save court' }).click();
  await expect(section.getByRole('listitem', { name: 'Box 2' })).toContainText('6-a-side');

  // A half cannot go while the pitch made of it is in use: the refusal says why.
  const half = section.getByRole('listitem', { name: 'Half A' });
  await half.getByRole('button', { name: 'Retire Half A' }).click();
  await half.getByRole('button', { name: 'Yes, retire it' }).click();
  await expect(half.getByRole('alert')).toHaveText(
    'Half A is a part of Full pitch: retire Full pitch first.',
  );
  await section.scrollIntoViewIfNeeded();
  await snap('owner-courts');

  // Your Turfs: this week's occupancy of each court.
  await page.goto('/turf-bookings');
  const occupancy = page.getByTestId('court-occupancy');
  await expect(occupancy.getByRole('listitem')).toHaveCount(5);
  await expect(occupancy).toContainText('Full pitch');
  await snap('owner-courts-numbers');

  // What every player's client gets: the turf's courts, a split pitch with its parts.
  const player = await createAccount(request, 'user');
  const context = await browser.newContext();
  const playerPage = await context.newPage();
  await logInViaUi(playerPage, player, 'user');
  await playerPage.goto(`/turfs/${turfId}`);
  await expect(playerPage.getByRole('heading', { name: turfName })).toBeVisible();
  const answer = await playerPage.request.get(`/api/v1/turf/turf/${turfId}`);
  const { turf } = (await answer.json()) as {
    turf: { courts: { _id: string; name: string; parts: string[]; format: number | null }[] };
  };
  expect(turf.courts.map(({ name }) => name)).toEqual([
    turfName,
    'Box 2',
    'Half A',
    'Half B',
    'Full pitch',
  ]);
  expect(turf.courts.map(({ format }) => format)).toEqual([null, 6, 5, 5, 7]);
  const idOf = (name: string) => turf.courts.find((court) => court.name === name)!._id;
  expect(turf.courts.at(-1)!.parts).toEqual([idOf('Half A'), idOf('Half B')]);
  await context.close();
});

test('the add-turf form names the courts of a hall or a split pitch', async ({
  page,
  request,
  snap,
}) => {
  const owner = await createAccount(request, 'owner');
  await logInViaUi(page, owner, 'owner');
  await expect(page).toHaveURL('/turf-bookings');
  await page.goto('/turfform');
  const courts = page.getByRole('group', { name: 'Courts (optional)' });
  await courts.getByRole('button', { name: 'Add a court' }).click();
  await courts.getByRole('button', { name: 'Add a court' }).click();
  await courts.getByRole('button', { name: 'Add a court' }).click();
  const third = courts.getByRole('listitem', { name: 'Court 3' });
  await third.getByLabel('Court name').fill('Full pitch');
  await third.getByRole('checkbox', { name: 'Court 1' }).check();
  await third.getByRole('checkbox', { name: 'Court 2' }).check();
  await third.getByLabel('Format').selectOption({ label: '7-a-side' });
  await expect(third.getByRole('checkbox', { name: 'Court 1' })).toBeChecked();
  await expect(third.getByLabel('Format')).toHaveValue('7');
  await snap('add-turf-courts');
});
