import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OLD_OWNER as OWNER, databaseBefore } from '../testing/migrations-up-to';

// Migration 0057 (docs/decisions/067) on a database made before it: each court's format is the
// one its name stated, where every court in use sharing a sport with it states one (as the grid
// then read kinds by name), and null elsewhere (where the grid read them by plain courts), so no
// venue's counts change; the slot search's kept layout carries the format.

const TURF = (n: number) => `00000000-0000-0000-0000-0000000000c${n}`;
const COURT = (n: number) => `00000000-0000-0000-0000-0000000001${String(n).padStart(2, '0')}`;

/** [turf, court, name, sports, retired] */
const COURTS: [number, number, string, string, boolean][] = [
  // Every court of the venue states its format, in the ways names said it.
  [1, 1, '5-a-side A', 'football', false],
  [1, 2, '5 A SIDE b', 'football', false],
  [1, 3, 'Seven: 7-a-side pitch', 'football', false],
  // One court says it, the other does not: both stay by their plain courts.
  [2, 4, '5-a-side', 'football', false],
  [2, 5, 'Court 2', 'football', false],
  // A badminton court shares no sport with the football box: the box keeps its 6v6.
  [3, 6, 'Box 6v6', 'football', false],
  [3, 7, 'Court 1', 'badminton', false],
  [3, 8, 'Old 9x9', 'football', true],
  // Unequal sides and numbers out of reach are no format.
  [4, 9, 'Nets 1 v 2', 'cricket', false],
  [5, 10, '12-a-side', 'football', false],
];

let database: Awaited<ReturnType<typeof databaseBefore>>;

beforeAll(async () => {
  database = await databaseBefore(55);
  const turfs = [...new Set(COURTS.map(([turf]) => turf))]
    .map(
      (turf) => `('${TURF(turf)}', 'Venue ${turf}', 'i', 'Malad', 'football', 100000, true, 'a',
        'https://m', 'd', '${OWNER}')`,
    )
    .join(',\n');
  const courts = COURTS.map(
    ([turf, court, name, sports, retired], position) =>
      `('${COURT(court)}', '${TURF(turf)}', '${name}', '{${sports}}', ${position},
        ${retired ? 'now()' : 'null'})`,
  ).join(',\n');
  await database.client.exec(`
    insert into turfs (id, name, image_url, location, sports_type, price_paise, approved, address,
                       maps_link, description, owner_id) values ${turfs};
    insert into courts (id, turf_id, name, sports, position, retired_at) values ${courts};`);
  await database.migrateRest();
});

afterAll(async () => {
  await database.close();
});

describe('migration 0057: court formats', () => {
  it('states the format names stated where every court sharing a sport stated one', async () => {
    const { rows } = await database.client.query<{ name: string; format: number | null }>(
      'select name, format from courts order by id',
    );
    expect(Object.fromEntries(rows.map(({ name, format }) => [name, format]))).toEqual({
      '5-a-side A': 5,
      '5 A SIDE b': 5,
      'Seven: 7-a-side pitch': 7,
      '5-a-side': null,
      'Court 2': null,
      'Box 6v6': 6,
      'Court 1': null,
      'Old 9x9': null,
      'Nets 1 v 2': null,
      '12-a-side': null,
    });
  });

  it('gives the slot search’s layout the formats, and keeps them there', async () => {
    const layout = async () => {
      const { rows } = await database.client.query<{ layout: { format: number | null }[] }>(
        `select court_layout as layout from turfs where id = '${TURF(1)}'`,
      );
      return rows[0]!.layout.map(({ format }) => format);
    };
    expect(await layout()).toEqual([5, 5, 7]);
    await database.client.exec(`update courts set format = 6 where id = '${COURT(1)}'`);
    expect(await layout()).toEqual([6, 5, 7]);
  });

  it('refuses a format outside 1–11', async () => {
    await expect(
      database.client.exec(`update courts set format = 12 where id = '${COURT(1)}'`),
    ).rejects.toThrow(/courts_format_valid/);
  });
});
