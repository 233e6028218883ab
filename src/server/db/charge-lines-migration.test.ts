import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OLD_OWNER as OWNER,
  OLD_PLAYER as PLAYER,
  databaseBefore,
} from '../testing/migrations-up-to';

// Migration 0037 (docs/decisions/052) on a database made before it: every payment's purpose,
// recorded then in the payment's own split and game columns, becomes its lines, so a payment
// still pending when the server is upgraded is finalized into the same thing it was paying for.

const TURF = '00000000-0000-0000-0000-0000000000c1';
const COURT = '00000000-0000-0000-0000-0000000000c2';
const SINGLE = '00000000-0000-0000-0000-0000000000d1';
const SUB_A = '00000000-0000-0000-0000-0000000000d2';
const SUB_B = '00000000-0000-0000-0000-0000000000d3';
const SPLIT_HOLD = '00000000-0000-0000-0000-0000000000d4';
const SPLIT = '00000000-0000-0000-0000-0000000000e1';
const SHARE = (n: number) => `00000000-0000-0000-0000-0000000000f${n}`;
const GAME = '00000000-0000-0000-0000-0000000000a9';

let database: Awaited<ReturnType<typeof databaseBefore>>;
let client: Awaited<ReturnType<typeof databaseBefore>>['client'];

beforeAll(async () => {
  database = await databaseBefore(36);
  client = database.client;
  await client.exec(`
    insert into turfs (id, name, image_url, location, sports_type, price_paise, approved, address,
                       maps_link, description, owner_id) values
      ('${TURF}', 'Box', 'i', 'Malad', 'football', 100000, true, 'a', 'https://m', 'd', '${OWNER}');
    insert into courts (id, turf_id, name, sports, position) values
      ('${COURT}', '${TURF}', 'Box', '{football}', 0);
    insert into bookings (id, turf_id, user_id, court_id, day, start_minute, end_minute, status,
                          amount_paise, payment_status, payment_id) values
      ('${SINGLE}', '${TURF}', '${PLAYER}', '${COURT}', '2030-01-01', 360, 420, 'confirmed', 100000, 'paid', 'pi_single'),
      ('${SUB_A}', '${TURF}', '${PLAYER}', '${COURT}', '2030-01-02', 360, 420, 'confirmed', 85000, 'paid', 'pi_sub'),
      ('${SUB_B}', '${TURF}', '${PLAYER}', '${COURT}', '2030-01-09', 360, 420, 'confirmed', 85001, 'paid', 'pi_sub'),
      ('${SPLIT_HOLD}', '${TURF}', '${PLAYER}', '${COURT}', '2030-01-03', 360, 420, 'pending', 90000, 'unpaid', 'pi_booker');
    update bookings set hold_expires_at = '2030-01-03T00:00:00Z' where id = '${SPLIT_HOLD}';
    insert into splits (id, turf_id, booker_id, booker_intent_id, players, price_paise, token,
                        deadline, created_at) values
      ('${SPLIT}', '${TURF}', '${PLAYER}', 'pi_booker', 3, 90000, 't', '2030-01-02T00:00:00Z', now());
    insert into split_shares (id, split_id, position, amount_paise, status, payer_id, paid_by_intent_id, paid_at) values
      ('${SHARE(1)}', '${SPLIT}', 0, 30000, 'paid', '${PLAYER}', 'pi_booker', now()),
      ('${SHARE(2)}', '${SPLIT}', 1, 30000, 'paid', '${OWNER}', 'pi_mate', now()),
      ('${SHARE(3)}', '${SPLIT}', 2, 30000, 'unpaid', null, null, null);
    insert into games (id, booking_id, organizer_id, turf_id, organizer_intent_id, sport, level,
                       spots_total, price_paise, price_per_spot_paise, deadline, created_at) values
      ('${GAME}', '${SINGLE}', '${PLAYER}', '${TURF}', 'pi_single', 'football', 'beginner', 3, 100000,
       25000, '2029-12-31T00:00:00Z', now());
    insert into payments (intent_id, client_secret, provider, user_id, kind, amount_paise,
                          credit_paise, currency, status, split_id, split_share_id, game_id) values
      ('pi_single', 's', 'local', '${PLAYER}', 'booking', 100000, 0, 'inr', 'finalized', null, null, null),
      ('pi_sub', 's', 'local', '${PLAYER}', 'subscription', 120001, 50000, 'inr', 'finalized', null, null, null),
      ('pi_booker', 's', 'local', '${PLAYER}', 'booking', 30000, 0, 'inr', 'finalized', '${SPLIT}', '${SHARE(1)}', null),
      ('pi_mate', 's', 'local', '${OWNER}', 'split_share', 30000, 0, 'inr', 'finalized', '${SPLIT}', '${SHARE(2)}', null),
      ('pi_rest', 's', 'local', '${PLAYER}', 'split_share', 30000, 0, 'inr', 'pending', '${SPLIT}', null, null),
      ('pi_spot', 's', 'local', '${OWNER}', 'game_spot', 15000, 10000, 'inr', 'pending', null, null, '${GAME}'),
      ('pi_legacy', 's', 'local', '${PLAYER}', 'legacy', 100000, 0, 'inr', 'pending', null, null, null);
  `);
  await database.migrateRest();
});

afterAll(async () => {
  await database.close();
});

type Line = {
  intent: string;
  purpose: string;
  amount: number;
  booking: string | null;
  share: string | null;
  game: string | null;
};

describe('migration 0037: charge lines', () => {
  it('gives each payment the lines of what it paid for, adding up to its price', async () => {
    const { rows } = await client.query<Line>(
      `select p.intent_id as intent, l.purpose, l.amount_paise as amount, l.booking_id as booking,
              l.split_share_id as share, l.game_id as game
       from charge_lines l join payments p on p.id = l.payment_id
       order by p.intent_id, l.amount_paise, l.booking_id, l.split_share_id`,
    );
    const line = (intent: string, purpose: string, amount: number, thing: Partial<Line>) => ({
      intent,
      purpose,
      amount,
      booking: null,
      share: null,
      game: null,
      ...thing,
    });
    expect(rows).toEqual([
      line('pi_booker', 'split_share', 30000, { share: SHARE(1) }),
      line('pi_mate', 'split_share', 30000, { share: SHARE(2) }),
      // A pay-the-rest still pending pays the shares unpaid when it was upgraded.
      line('pi_rest', 'split_share', 30000, { share: SHARE(3) }),
      line('pi_single', 'slot', 100000, { booking: SINGLE }),
      line('pi_spot', 'game_spot', 25000, { game: GAME }),
      line('pi_sub', 'slot', 85000, { booking: SUB_A }),
      line('pi_sub', 'slot', 85001, { booking: SUB_B }),
    ]);
    // An older client's payment pays for nothing until create-booking claims its slot.
    expect(rows.some((row) => row.intent === 'pi_legacy')).toBe(false);
    const { rows: sums } = await client.query<{ intent: string; lines: number; price: number }>(
      `select p.intent_id as intent, sum(l.amount_paise)::int as lines,
              p.amount_paise + p.credit_paise as price
       from payments p join charge_lines l on l.payment_id = p.id
       where p.intent_id in ('pi_single', 'pi_sub', 'pi_mate', 'pi_spot', 'pi_rest')
       group by p.id order by p.intent_id`,
    );
    for (const sum of sums) expect(sum.lines, sum.intent).toBe(sum.price);
  });

  it('leaves payments without the columns their lines replace', async () => {
    const { rows } = await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_name = 'payments' and column_name in ('split_id', 'split_share_id', 'game_id')`,
    );
    expect(rows).toEqual([]);
  });
});
