import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OLD_PLAYER as PLAYER, databaseBefore } from '../testing/migrations-up-to';

// Migration 0040 (docs/decisions/052's one money back) on a database made before it: a payment
// due back whole, once refunded by its own status, becomes a due refunds row the one worker
// makes; a payment whose bookings have their own refunds, or that has nothing left for the
// gateway, gets none.

let database: Awaited<ReturnType<typeof databaseBefore>>;
let client: Awaited<ReturnType<typeof databaseBefore>>['client'];

beforeAll(async () => {
  database = await databaseBefore(39);
  client = database.client;
  await client.exec(`
    insert into payments (intent_id, client_secret, provider, user_id, kind, amount_paise,
                          credit_paise, currency, status, note) values
      ('pi_share_back', 's', 'local', '${PLAYER}', 'split_share', 30000, 0, 'inr', 'refund_due', 'ended'),
      ('pi_credit_only', 's', 'credit', '${PLAYER}', 'game_spot', 0, 25000, 'inr', 'refund_due', 'full'),
      ('pi_done', 's', 'local', '${PLAYER}', 'game_spot', 25000, 0, 'inr', 'refunded', 'left'),
      ('pi_kept', 's', 'local', '${PLAYER}', 'booking', 100000, 0, 'inr', 'finalized', null);
  `);
  await database.migrateRest();
});

afterAll(async () => {
  await database.close();
});

describe('migration 0040: whole charges due back', () => {
  it('gives a payment due back whole its due refunds row, and nothing to the others', async () => {
    const { rows } = await client.query<{ intent: string; amount: number; status: string }>(
      `select payment_intent_id as intent, amount_paise as amount, status, booking_id as booking,
              destination
       from refunds order by payment_intent_id`,
    );
    expect(rows).toEqual([
      {
        intent: 'pi_share_back',
        amount: 30000,
        status: 'due',
        booking: null,
        destination: 'source',
      },
    ]);
  });

  it('reads a payment with nothing left for the gateway as refunded, and keeps the rest as they were', async () => {
    const { rows } = await client.query<{ intent: string; status: string }>(
      `select intent_id as intent, status from payments order by intent_id`,
    );
    expect(rows).toEqual([
      { intent: 'pi_credit_only', status: 'refunded' },
      { intent: 'pi_done', status: 'refunded' },
      { intent: 'pi_kept', status: 'finalized' },
      { intent: 'pi_share_back', status: 'refund_due' },
    ]);
  });
});
