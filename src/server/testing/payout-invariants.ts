import { expect } from 'vitest';
import type { Db } from '../db/database';
import {
  payoutLineChanges,
  payoutLines,
  payoutStatements,
  payoutTransfers,
} from '../db/schema-payouts';
import { LEDGER_FIGURES } from '../payouts/payout-ledger';
import { venueBalance } from '../payouts/payout-release';

// What must hold of every payout, whatever happened before (docs/decisions/054), read from the
// whole database: each line is the sum of its ledger rows (no change lost or written twice); each
// venue's transfers and balance account for every released rupee; each venue's statements carry
// their balance from one week to the next.

export async function expectPayoutsAddUp(db: Db) {
  const [lines, changes, transfers, statements] = await Promise.all([
    db.select().from(payoutLines),
    db.select().from(payoutLineChanges),
    db.select().from(payoutTransfers),
    db.select().from(payoutStatements),
  ]);
  for (const line of lines) {
    const mine = changes.filter((change) => change.lineId === line.id);
    for (const figure of LEDGER_FIGURES)
      expect(
        mine.reduce((total, change) => total + change[figure], 0),
        `a line's ${figure} is the sum of its ledger rows`,
      ).toBe(line[figure]);
  }
  for (const turfId of new Set(lines.map((line) => line.turfId))) {
    const released = lines
      .filter((line) => line.turfId === turfId && line.status !== 'on_hold')
      .reduce((total, line) => total + line.netPaise, 0);
    const sent = transfers
      .filter((transfer) => transfer.turfId === turfId && transfer.status !== 'failed')
      .reduce((total, transfer) => total + transfer.amountPaise, 0);
    expect(sent + (await venueBalance(db, turfId)), 'released = sent + owed').toBe(released);
    const weeks = statements
      .filter((statement) => statement.turfId === turfId)
      .sort((a, b) => a.periodFrom.localeCompare(b.periodFrom));
    weeks.forEach((week, index) => {
      expect(week.openingPaise, 'a week opens at the last one’s closing').toBe(
        index === 0 ? 0 : weeks[index - 1]!.closingPaise,
      );
    });
  }
}
