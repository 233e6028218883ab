import { beforeEach, describe, expect, it } from 'vitest';
import type { OwnerEarnings } from '../../shared/api/owner-contract';
import { bookAndPay } from '../testing/aftercare-kit';
import { TEST_NOW } from '../testing/payment-kit';
import { parseCsv } from '../testing/parse-csv';
import { SUNDAY, choose, rainedOut } from '../testing/rain-out-kit';
import type { TestHarness } from '../testing/test-app';
import { useTestApp } from '../testing/test-app';
import { AWAITING_CHOICE_STATUS } from './bookings-csv';

// The owner's figures and the bookings CSV's net are one rule of the venue's money
// (bookings/slot-rules.ts venuesMoney): they agree to the paisa, also while a rained-out booking
// waits for its player's choice (docs/decisions/041), which is not the venue's money yet.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const paise = (rupees: number | string) => Math.round(Number(rupees) * 100);

async function figures(h: TestHarness, ownerId: string, cookie: string) {
  const answer = await h.app.inject({
    url: `/api/v1/turf/owner-turfs/${ownerId}`,
    headers: { cookie },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<OwnerEarnings>();
}

/** The turf's whole-history CSV: its rows by reference, and its net summed, in paise. */
async function csv(h: TestHarness, turfId: string, cookie: string) {
  const file = await h.app.inject({
    url: `/api/v1/owner/turfs/${turfId}/bookings.csv`,
    headers: { cookie },
  });
  expect(file.statusCode, file.body).toBe(200);
  const [header, ...rows] = parseCsv(file.body);
  const at = (name: string) => header!.indexOf(name);
  const net = (of: string[][]) => of.reduce((sum, row) => sum + paise(row[at('Net (INR)')]!), 0);
  return {
    rows,
    at,
    net: net(rows),
    netOn: (day: string) => net(rows.filter((row) => row[at('Date')] === day)),
  };
}

describe("the owner's figures and the CSV's net", () => {
  it('agree to the paisa while a rain-out waits for its players, and after they choose', async () => {
    const { owner, ownerCookie, turf, cookie, ashaCookie, ids } = await rainedOut(t);
    // A booking the rain-out did not touch (Saturday, ₹1,000): the venue's money all along.
    await bookAndPay(t.app, cookie, {
      turfId: turf.id,
      date: '2030-05-11',
      startTime: '6:00 PM',
      endTime: '7:00 PM',
      amount: '1000.00',
    });

    const agree = async (expectedPaise: number) => {
      const numbers = await figures(t, owner.id, ownerCookie);
      const file = await csv(t, turf.id, ownerCookie);
      expect(paise(numbers.totalEarnings)).toBe(expectedPaise);
      expect(file.net).toBe(expectedPaise);
      // Every payment was made today: the turf's last 30 days are its whole history.
      expect(paise(numbers.turfStats[0]!.earnings30Days)).toBe(expectedPaise);
      const sunday = numbers.earningsByPlayDay.find((day) => day.date === SUNDAY)!;
      expect(file.netOn(SUNDAY)).toBe(paise(sunday.amount));
      return file;
    };

    // Both choices open: the ₹2,500 they paid is not the venue's, in the figures or the file.
    const open = await agree(100_000);
    const awaiting = open.rows.filter((row) => row[open.at('Date')] === SUNDAY);
    expect(awaiting).toHaveLength(2);
    for (const row of awaiting) {
      expect(row[open.at('Status')]).toBe(AWAITING_CHOICE_STATUS);
      expect(row[open.at('Refunded (INR)')]).toBe('0.00');
      expect(row[open.at('Net (INR)')]).toBe('0.00');
    }
    expect(awaiting.map((row) => row[open.at('Amount paid (INR)')]).sort()).toEqual([
      '1000.00',
      '1500.00',
    ]);

    // A move keeps the ₹1,000 for the venue; a refund gives the ₹1,500 back in full.
    const moved = await choose(t, cookie, ids.first, {
      choice: 'move',
      slot: { bookingDate: '2030-05-25', startTime: '9:00 PM', endTime: '10:00 PM' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await agree(200_000);
    const refunded = await choose(t, ashaCookie, ids.second, { choice: 'refund' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const chosen = await agree(200_000);
    expect(chosen.rows.map((row) => row[chosen.at('Status')])).not.toContain(
      AWAITING_CHOICE_STATUS,
    );
  });
});
