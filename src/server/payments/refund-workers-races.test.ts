import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingEvents, bookings } from '../db/schema-bookings';
import { creditNotes } from '../db/schema-invoices';
import { localRefunds, refunds } from '../db/schema-money';
import { outbox } from '../db/schema-system';
import { cancelBooking } from '../testing/aftercare-kit';
import { expectMoneyAddsUp } from '../testing/money-invariants';
import {
  TEST_NOW,
  confirmCard,
  givenBack,
  paymentScene,
  postPayment,
  slotBody,
} from '../testing/payment-kit';
import { useTestApp } from '../testing/test-app';
import { useSecondPool } from '../testing/second-pool';
import { LocalGateway } from '../local-gateway/local-gateway';
import { retryDueRefunds } from './refunds';

// Two workers making the same money back at once (docs/decisions/052's one money back): each on
// its own connection pool to one PostgreSQL database, as two server processes are, both retrying
// every refund left due while the gateway was down. Each refund is made once at the gateway (its
// idempotency key), recorded done once, with one credit note, one history entry and one mail.

const serverUrl = process.env.TEST_DATABASE_URL;
const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));
const secondPool = useSecondPool(t);

describe.skipIf(!serverUrl)('two workers making the same refunds', () => {
  it('make each refund once, with one credit note, one history entry and one mail', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    // Each at least 6 hours away: the policy gives some of it back.
    const hours = ['5:00 PM', '6:00 PM', '7:00 PM', '8:00 PM', '9:00 PM', '10:00 PM'];
    const paid: { bookingId: string; intentId: string }[] = [];
    for (const [i, start] of hours.slice(0, -1).entries()) {
      const started = await postPayment(t.app, cookie, slotBody(turf.id, start, hours[i + 1]));
      expect(started.statusCode, started.body).toBe(200);
      expect((await confirmCard(t.app, started.json().clientSecret)).statusCode).toBe(200);
      const [row] = await t.database.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.paymentId, started.json().paymentId));
      paid.push({ bookingId: row!.id, intentId: started.json().paymentId });
    }
    // The gateway is down while the player cancels them all: every refund stays due.
    const down = vi
      .spyOn(LocalGateway.prototype, 'refund')
      .mockRejectedValue(new Error('The provider is down.'));
    for (const { bookingId } of paid)
      expect((await cancelBooking(t.app, cookie, bookingId)).statusCode).toBe(200);
    down.mockRestore();
    const due = await t.database.db.select().from(refunds).where(eq(refunds.status, 'due'));
    expect(due).toHaveLength(paid.length);

    const other = { ...t.context, db: (await secondPool()).db };
    await Promise.all([
      retryDueRefunds(t.context),
      retryDueRefunds(other),
      retryDueRefunds(t.context),
      retryDueRefunds(other),
    ]);

    const made = await t.database.db.select().from(refunds);
    expect(made.map((row) => row.status)).toEqual(paid.map(() => 'done'));
    for (const { intentId } of paid) {
      const back = made.find((row) => row.paymentIntentId === intentId)!;
      // Once at the gateway, whatever the number of workers that asked.
      const atGateway = await t.database.db
        .select()
        .from(localRefunds)
        .where(eq(localRefunds.intentId, intentId));
      expect(atGateway).toHaveLength(1);
      expect(await givenBack(t.database.db, intentId)).toBe(back.amountPaise);
    }
    const notes = await t.database.db.select().from(creditNotes);
    expect(notes.map((note) => note.refundId).sort()).toEqual(made.map((row) => row.id).sort());
    const refunded = await t.database.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.kind, 'refunded'));
    expect(refunded).toHaveLength(paid.length);
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.topic, 'refund.completed'));
    expect(mails).toHaveLength(paid.length);
    await expectMoneyAddsUp(t.database.db);
  });
});
