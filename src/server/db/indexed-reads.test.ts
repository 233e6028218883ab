import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingsOfSubscription } from '../bookings/queries';
import { placesWithStaleHolds } from '../bookings/hold-endings';
import { dueRefunds, dueRefundsOfPayment } from '../payments/refunds';
import { playersOf } from '../games/game-records';
import { playedGames } from '../reminders/review-requests';
import type { DbOrTx } from './database';
import { useTestApp } from '../testing/test-app';

// Reads among every booking, payment, refund and game player ever made go through an index of
// the few rows they want, so they cost the same in a venue's tenth year as in its first: the
// minute sweep's (housekeeping.ts) and the pages' reads of one subscription, payment or game.

const t = useTestApp();
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/**
 * The plan PostgreSQL makes for the statement with scans priced out, so it names the index the
 * statement can use (a small test table would otherwise be scanned whatever its indexes).
 */
async function planOf(statement: (tx: DbOrTx) => { getSQL(): SQL }): Promise<string> {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const { rows } = (await tx.execute(sql`explain ${statement(tx).getSQL()}`)) as unknown as {
      rows: Record<string, string>[];
    };
    return rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

describe('the minute sweep', () => {
  it('reads the refunds still due through their own index', async () => {
    expect(await planOf(dueRefunds)).toContain('refunds_due_idx');
  });

  it('reads the games to ask a review of, and who was asked or reviewed, through indexes', async () => {
    const plan = await planOf((tx) => playedGames(tx, new Date(), 'Asia/Kolkata'));
    expect(plan).not.toContain('Seq Scan');
    // The player's bookings at the turf are bounded by day, not every one ever made there.
    expect(plan).toMatch(/asked_bookings[\s\S]*Index Cond: [^\n]*(day >=|user_id =)/);
    expect(plan).toContain('booking_reminders_booking_id_reminder_play_at_pk');
    expect(plan).toContain('turf_reviews_turf_newest_idx');
  });

  it('reads the holds whose time ran out through their own index', async () => {
    expect(await planOf((tx) => placesWithStaleHolds(tx, new Date()))).toContain(
      'bookings_unpaid_holds_idx',
    );
  });
});

describe('reads of one subscription, payment or game', () => {
  it("reads a subscription's bookings through an index", async () => {
    expect(await planOf((tx) => bookingsOfSubscription(tx, SOME_ID))).toContain(
      'bookings_subscription_idx',
    );
  });

  it("reads a payment's due refunds through an index", async () => {
    expect(await planOf((tx) => dueRefundsOfPayment(tx, 'pi_some_payment'))).toMatch(
      /refunds_(payment|due)_idx/,
    );
  });

  it("reads a game's players through an index", async () => {
    expect(await planOf((tx) => playersOf(tx, SOME_ID))).toContain('game_players_game_idx');
  });
});
