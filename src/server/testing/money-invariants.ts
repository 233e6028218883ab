import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/database';
import { bookings } from '../db/schema-bookings';
import { chargeLines } from '../db/schema-charges';
import { gamePlayers, games } from '../db/schema-games';
import {
  creditAccounts,
  creditEntries,
  localPaymentIntents,
  localRefunds,
  payments,
  refunds,
} from '../db/schema-money';
import { splitShares, splits } from '../db/schema-splits';

// What must hold of every rupee, whatever happened before (docs/architecture §5, decision 052),
// read from the whole database once everything due has been given its chance: the credit
// ledger explains every balance; a charge's lines add up to its price; what the gateway gave back
// of each payment is exactly what our records say was made; every booking's refunds add up to
// what it says went back; a split's shares to its price.

const sumOf = <T>(rows: readonly T[], amount: (row: T) => number) =>
  rows.reduce((total, row) => total + amount(row), 0);

export async function expectMoneyAddsUp(db: Db) {
  // The credit ledger: each balance is the sum of its entries, and never negative.
  const accounts = await db.select().from(creditAccounts);
  const entries = await db.select().from(creditEntries);
  for (const account of accounts) {
    expect(account.balancePaise, 'a credit balance').toBeGreaterThanOrEqual(0);
    const mine = entries.filter((entry) => entry.userId === account.userId);
    expect(
      sumOf(mine, (entry) => entry.amountPaise),
      'balance = its entries',
    ).toBe(account.balancePaise);
  }

  // A charge's lines add up to what it costs (card and credit together).
  const allPayments = await db.select().from(payments);
  const lines = await db.select().from(chargeLines);
  for (const payment of allPayments) {
    const its = lines.filter((line) => line.paymentId === payment.id);
    if (payment.kind === 'legacy' && its.length === 0) continue;
    expect(
      sumOf(its, (line) => line.amountPaise),
      `lines of ${payment.intentId}`,
    ).toBe(payment.amountPaise + payment.creditPaise);
  }

  // Nothing is left due once the gateway takes refunds again, and the gateway gave back of each
  // payment exactly what our records say was made: its refunds rows to the card or UPI (a
  // booking's, a whole charge's, an organizer's returns of a game's kept spots).
  const allRefunds = await db.select().from(refunds);
  expect(
    allRefunds.filter((refund) => refund.status === 'due').map((refund) => refund.lastError),
    'refunds still due',
  ).toEqual([]);
  expect(
    allPayments.filter((payment) => payment.status === 'refund_due').map((p) => p.note),
    'payments still due a refund',
  ).toEqual([]);
  const intents = await db.select().from(localPaymentIntents);
  const partRefunds = await db.select().from(localRefunds);
  const spots = await db
    .select({ player: gamePlayers, game: games })
    .from(gamePlayers)
    .innerJoin(games, eq(games.id, gamePlayers.gameId));
  for (const payment of allPayments.filter((row) => row.provider === 'local')) {
    const intent = intents.find((row) => row.id === payment.intentId);
    if (!intent) continue;
    const parts = sumOf(
      partRefunds.filter((row) => row.intentId === intent.id),
      (row) => row.amount,
    );
    const atGateway = intent.refundedAt ? intent.amount : parts;
    const captured = intent.status === 'succeeded' ? intent.amount : 0;
    expect(atGateway, `given back of ${intent.id}`).toBeLessThanOrEqual(captured);
    if (intent.refundedAt) {
      // A whole refund: recorded as made, and never beside part refunds.
      expect(parts, `parts beside a whole refund of ${intent.id}`).toBe(0);
      expect(payment.status, `${intent.id} refunded whole`).toBe('refunded');
      continue;
    }
    const recorded = sumOf(
      allRefunds.filter(
        (row) =>
          row.paymentIntentId === intent.id &&
          row.destination === 'source' &&
          row.status === 'done',
      ),
      (row) => row.amountPaise,
    );
    expect(parts, `part refunds of ${intent.id} = what our records made`).toBe(recorded);
  }

  // Each online booking: what it says went back is the sum of its refunds (and, once a settled
  // game's booking is cancelled, its kept spots' returns to the organizer: decision 045), never
  // more than paid.
  const online = await db.select().from(bookings).where(eq(bookings.source, 'online'));
  for (const booking of online) {
    const its = allRefunds.filter((refund) => refund.bookingId === booking.id);
    const keptReturns =
      booking.status === 'cancelled'
        ? sumOf(
            allRefunds.filter((refund) =>
              spots.some(
                (row) => row.player.id === refund.gamePlayerId && row.game.bookingId === booking.id,
              ),
            ),
            (refund) => refund.amountPaise,
          )
        : 0;
    expect(
      sumOf(its, (refund) => refund.amountPaise) + keptReturns,
      `refunds of ${booking.id}`,
    ).toBe(booking.refundedPaise);
    expect(booking.refundedPaise).toBeLessThanOrEqual(booking.amountPaise);
    if (booking.paymentStatus === 'refunded')
      expect(its.every((refund) => refund.status === 'done')).toBe(true);
  }

  // A split's live shares add up to its price; an ended split keeps no paid share.
  const allSplits = await db.select().from(splits);
  const shares = await db.select().from(splitShares);
  for (const split of allSplits) {
    const live = shares.filter((share) => share.splitId === split.id && share.status !== 'removed');
    expect(
      sumOf(live, (share) => share.amountPaise),
      `shares of ${split.id}`,
    ).toBe(split.pricePaise);
    if (split.status === 'ended')
      expect(
        live.filter((share) => share.status === 'paid'),
        'paid shares of an ended split',
      ).toEqual([]);
  }
}
