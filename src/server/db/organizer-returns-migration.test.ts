import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OLD_OWNER as OWNER,
  OLD_PLAYER as PLAYER,
  databaseBefore,
} from '../testing/migrations-up-to';

// Migration 0041 (docs/decisions/052's one money back) on a database made before it: each kept
// spot's return to a game's organizer, once a status on the player's row, becomes a refunds row
// of the organizer's payment naming the spot, due or done as it stood, to where the game said.

const TURF = '00000000-0000-0000-0000-0000000000c1';
const COURT = '00000000-0000-0000-0000-0000000000c2';
const BOOKING = '00000000-0000-0000-0000-0000000000d1';
const GAME = '00000000-0000-0000-0000-0000000000a9';
const SPOT = (n: number) => `00000000-0000-0000-0000-0000000000f${n}`;

let database: Awaited<ReturnType<typeof databaseBefore>>;
let client: Awaited<ReturnType<typeof databaseBefore>>['client'];

beforeAll(async () => {
  database = await databaseBefore(40);
  client = database.client;
  await client.exec(`
    insert into turfs (id, name, image_url, location, sports_type, price_paise, approved, address,
                       maps_link, description, owner_id) values
      ('${TURF}', 'Box', 'i', 'Malad', 'football', 100000, true, 'a', 'https://m', 'd', '${OWNER}');
    insert into courts (id, turf_id, name, sports, position) values
      ('${COURT}', '${TURF}', 'Box', '{football}', 0);
    insert into bookings (id, turf_id, user_id, court_id, day, start_minute, end_minute, status,
                          amount_paise, payment_status, payment_id) values
      ('${BOOKING}', '${TURF}', '${PLAYER}', '${COURT}', '2030-01-01', 360, 420, 'confirmed', 100000, 'paid', 'pi_org');
    insert into games (id, booking_id, organizer_id, turf_id, organizer_intent_id, sport, level,
                       spots_total, price_paise, price_per_spot_paise, deadline, created_at,
                       status, settled_at) values
      ('${GAME}', '${BOOKING}', '${PLAYER}', '${TURF}', 'pi_org', 'football', 'beginner', 3, 100000,
       25000, '2029-12-31T00:00:00Z', now(), 'settled', '2029-12-31T00:00:00Z');
    insert into game_players (id, game_id, player_id, intent_id, amount_paise, status,
                              return_status, joined_at, returned_at) values
      ('${SPOT(1)}', '${GAME}', '${OWNER}', 'pi_a', 25000, 'joined', 'done', now(), '2029-12-31T00:05:00Z'),
      ('${SPOT(2)}', '${GAME}', '${OWNER}', 'pi_b', 25000, 'left', 'none', now(), null);
  `);
  await client.exec(`
    insert into game_players (id, game_id, player_id, intent_id, amount_paise, status,
                              return_status, joined_at) values
      ('${SPOT(3)}', '${GAME}', '${PLAYER}', 'pi_c', 25000, 'joined', 'due', now());
  `);
  await database.migrateRest();
});

afterAll(async () => {
  await database.close();
});

describe('migration 0041: organizer returns', () => {
  it("gives each kept spot's return its refunds row of the organizer's payment, as it stood", async () => {
    const { rows } = await client.query(
      `select game_player_id as spot, payment_intent_id as intent, amount_paise as amount,
              destination, status, booking_id as booking, refunded_at is not null as made
       from refunds order by game_player_id`,
    );
    expect(rows).toEqual([
      {
        spot: SPOT(1),
        intent: 'pi_org',
        amount: 25000,
        destination: 'source',
        status: 'done',
        booking: null,
        made: true,
      },
      {
        spot: SPOT(3),
        intent: 'pi_org',
        amount: 25000,
        destination: 'source',
        status: 'due',
        booking: null,
        made: false,
      },
    ]);
  });

  it('leaves game players without the columns the rows replace', async () => {
    const { rows } = await client.query(
      `select column_name from information_schema.columns
       where table_name = 'game_players' and column_name in ('return_status', 'returned_at')`,
    );
    expect(rows).toEqual([]);
  });
});
