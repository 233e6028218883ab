import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OLD_OWNER as OWNER,
  OLD_PLAYER as PLAYER,
  databaseBefore,
} from '../testing/migrations-up-to';

// Migration 0014 (docs/decisions/029) on a database made before it: every listing gets its one
// court and every booking, hold and block moves onto it, with nothing lost and the day bits and
// the exclusion constraint as they were.

const LONG = '00000000-0000-0000-0000-0000000000c1';
const BOX = '00000000-0000-0000-0000-0000000000c2';

let database: Awaited<ReturnType<typeof databaseBefore>>;
let client: Awaited<ReturnType<typeof databaseBefore>>['client'];

beforeAll(async () => {
  database = await databaseBefore(13);
  client = database.client;
  await client.exec(`
    insert into turfs (id, name, image_url, location, sports_type, price_paise, approved, address,
                       maps_link, description, owner_id) values
      ('${LONG}', '  A very long turf name that goes on and on past forty characters', 'i',
       'Bandra', 'football', 100000, true, 'a', 'https://m', 'd', '${OWNER}'),
      ('${BOX}', 'Box', 'i', 'Malad', 'cricket', 80000, true, 'a', 'https://m', 'd', '${OWNER}');
    insert into bookings (turf_id, user_id, day, start_minute, end_minute, status, amount_paise,
                          payment_status, payment_id, hold_expires_at, block_reason) values
      ('${LONG}', '${PLAYER}', '2030-01-01', 360, 420, 'confirmed', 100000, 'paid', 'pi_1', null, null),
      ('${LONG}', '${PLAYER}', '2030-01-01', 360, 420, 'cancelled', 100000, 'refunded', 'pi_2', null, null),
      ('${LONG}', '${OWNER}', '2030-01-01', 1380, 1439, 'blocked', 0, 'unpaid', null, null, 'Rain'),
      ('${BOX}', '${PLAYER}', '2030-01-01', 360, 420, 'pending', 80000, 'unpaid', 'pi_3',
       '2030-01-01T10:00:00Z', null);
  `);
  await database.migrateRest();
});

afterAll(async () => {
  await database.close();
});

describe('migration 0014: courts', () => {
  it('gives each listing one court named after it, for its sport', async () => {
    const { rows } = await client.query<{ turf_id: string; name: string; sports: string[] }>(
      'select turf_id, name, sports from courts order by turf_id',
    );
    expect(rows).toEqual([
      { turf_id: LONG, name: 'A very long turf name that goes on and o', sports: ['football'] },
      { turf_id: BOX, name: 'Box', sports: ['cricket'] },
    ]);
  });

  it('keeps every booking, each on its listing’s court and standing on that court’s ground', async () => {
    const { rows } = await client.query<{
      status: string;
      same_turf: boolean;
      own_ground: boolean;
    }>(
      `select b.status, c.turf_id = b.turf_id as same_turf, b.ground = int4multirange(int4range(c.ground, c.ground + 1)) as own_ground
       from bookings b join courts c on c.id = b.court_id order by b.turf_id, b.start_minute, b.status`,
    );
    expect(rows).toEqual([
      { status: 'cancelled', same_turf: true, own_ground: true },
      { status: 'confirmed', same_turf: true, own_ground: true },
      { status: 'blocked', same_turf: true, own_ground: true },
      { status: 'pending', same_turf: true, own_ground: true },
    ]);
  });

  it('keeps the day bits per court as the bookings say', async () => {
    const { rows } = await client.query<{ name: string; taken: string; held: string }>(
      `select c.name, g.taken::text, g.held::text
       from turf_day_slots s, unnest(s.grounds, s.taken, s.held) as g(ground, taken, held)
       join courts c on c.ground = g.ground order by c.name`,
    );
    const bits = (from: number, to: number) =>
      (((1n << BigInt(to - from)) - 1n) << BigInt(from)).toString();
    expect(rows).toEqual([
      {
        name: 'A very long turf name that goes on and o',
        taken: (BigInt(bits(12, 14)) | BigInt(bits(46, 48))).toString(),
        held: '0',
      },
      { name: 'Box', taken: '0', held: bits(12, 14) },
    ]);
  });

  it('still refuses a second claim on a court’s time', async () => {
    await expect(
      client.query(
        `insert into bookings (turf_id, court_id, user_id, day, start_minute, end_minute, status,
                               amount_paise, payment_status)
         select '${LONG}', c.id, '${PLAYER}', '2030-01-01', 390, 450, 'confirmed', 100000, 'paid'
         from courts c where c.turf_id = '${LONG}'`,
      ),
    ).rejects.toThrow(/bookings_no_overlap/);
  });
});
