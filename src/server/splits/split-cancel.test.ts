import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../db/schema-bookings';
import { creditNotes } from '../db/schema-invoices';
import { refunds } from '../db/schema-money';
import { outbox } from '../db/schema-system';
import { composeMails } from '../mail/compose';
import { ledgerOf } from '../testing/credit-kit';
import { TEST_DAY, TEST_NOW, takenTimes } from '../testing/payment-kit';
import { balance } from '../testing/rain-out-kit';
import { cookieFor } from '../testing/requests';
import { getSplit, sharedBooking } from '../testing/split-kit';
import { useTestApp } from '../testing/test-app';

// Cancelling a confirmed shared booking (docs/decisions/044): the booker cancels under the
// policy, or the venue does; the refund is divided among the payers in proportion to what each
// paid, each part going back to where its payer chose, with its own credit note and mail.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const settings = {
  siteOrigin: 'https://turfbook.example.com',
  timeZone: 'Asia/Kolkata',
  now: TEST_NOW,
};

async function refundRows(bookingId: string) {
  const rows = await t.database.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
  return rows.sort(
    (a, b) => b.amountPaise - a.amountPaise || b.destination.localeCompare(a.destination),
  );
}

async function mailsOf(topic: string) {
  const rows = await t.database.db.select().from(outbox).where(eq(outbox.topic, topic));
  return (
    await Promise.all(
      rows.map((row) =>
        composeMails(
          t.database.db,
          { topic, payload: row.payload, createdAt: new Date() },
          settings,
        ),
      ),
    )
  ).flat();
}

function cancel(cookie: string, bookingId: string, payload?: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/booking/${bookingId}/cancel`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
}

describe('the booker cancels a shared booking', () => {
  it('divides the policy refund among the payers exactly, each to where they chose, with credit notes and mails', async () => {
    const scene = await sharedBooking(t.app, t.database.db);
    const page = await t.app.inject({
      url: `/api/v1/booking/${scene.bookingId}`,
      headers: { cookie: scene.cookie },
    });
    expect(page.json().booking.actions.cancel).toMatchObject({
      allowed: true,
      refundPercent: 50,
      refundAmount: 500,
    });
    const answer = await cancel(scene.cookie, scene.bookingId);
    expect(answer.statusCode, answer.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, scene.bookingId));
    expect(row).toMatchObject({
      status: 'cancelled',
      refundedPaise: 50_000,
      paymentStatus: 'refunded',
    });
    // 50% of 333.34, 333.33 and 333.33: 166.67, 166.67 and 166.66, adding up to 500.00.
    const rows = await refundRows(scene.bookingId);
    expect(
      rows.map(({ paymentIntentId, destination, amountPaise, status }) => ({
        paymentIntentId,
        destination,
        amountPaise,
        status,
      })),
    ).toEqual([
      {
        paymentIntentId: scene.split.paymentId,
        destination: 'source',
        amountPaise: 16_667,
        status: 'done',
      },
      {
        paymentIntentId: scene.ravi.intentId,
        destination: 'credit',
        amountPaise: 16_667,
        status: 'done',
      },
      {
        paymentIntentId: scene.meera.intentId,
        destination: 'credit',
        amountPaise: 16_666,
        status: 'done',
      },
    ]);
    expect(rows.reduce((sum, one) => sum + one.amountPaise, 0)).toBe(row!.refundedPaise);
    // Each payer's credit is their own: never the booker's.
    expect(await balance(t, scene.player.id)).toBe(0);
    expect(await balance(t, scene.ravi.user.id)).toBe(16_667);
    expect(await balance(t, scene.meera.user.id)).toBe(16_666);
    expect((await ledgerOf(t.database.db, scene.ravi.user.id)).map((e) => e.reason)).toEqual([
      'refund',
    ]);
    // One credit note per refund made, against the booker's invoice.
    const notes = await t.database.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.bookingId, scene.bookingId));
    expect(notes.map((note) => note.amountPaise).sort()).toEqual([16_666, 16_667, 16_667]);
    expect(new Set(notes.map((note) => note.refundId)).size).toBe(3);
    // The booker hears of the cancel and of their card refund; each teammate of their own part.
    const shareMails = await mailsOf('refund.share_made');
    expect(shareMails.map((mail) => mail.to.address).sort()).toEqual(
      [scene.ravi.user.email, scene.meera.user.email].sort(),
    );
    expect(shareMails.find((mail) => mail.to.address === scene.ravi.user.email)!.subject).toContain(
      '₹166.67',
    );
    expect(shareMails[0]!.text).toContain('added to your TurfBook credit');
    const bookerRefund = await mailsOf('refund.completed');
    expect(bookerRefund.find((mail) => mail.key === 'player')!.subject).toContain('₹166.67');
    // Each teammate sees their own share's return on the split's page.
    const seen = (
      await getSplit(t.app, scene.ravi.cookie, scene.split.splitId, scene.split.shareToken)
    ).json();
    expect(seen).toMatchObject({ status: 'complete', bookingCancelled: true });
    expect(
      seen.shares.map((share: { returned: string; returnStatus: string }) => [
        share.returned,
        share.returnStatus,
      ]),
    ).toEqual([
      ['166.67', 'done'],
      ['166.67', 'done'],
      ['166.66', 'done'],
    ]);
    expect(await takenTimes(t.app, scene.turf.id)).toEqual([]);
  });

  it('sends the booker’s own part where the booker asks, the teammates’ where they chose', async () => {
    const scene = await sharedBooking(t.app, t.database.db);
    const answer = await cancel(scene.cookie, scene.bookingId, { refundTo: 'credit' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await balance(t, scene.player.id)).toBe(16_667);
    expect(await balance(t, scene.ravi.user.id)).toBe(16_667);
    expect(await balance(t, scene.meera.user.id)).toBe(16_666);
  });

  it('refuses a teammate (404, as any booking not theirs) and the turf’s owner on the player’s route', async () => {
    const scene = await sharedBooking(t.app, t.database.db);
    expect((await cancel(scene.ravi.cookie, scene.bookingId)).statusCode).toBe(404);
    const ownerCookie = await cookieFor(t.app, scene.owner);
    expect([403, 404]).toContain((await cancel(ownerCookie, scene.bookingId)).statusCode);
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, scene.bookingId));
    expect(row!.status).toBe('confirmed');
  });
});

describe('the owner cancels a shared booking', () => {
  it('refunds it whole at once, each payer’s part to where they chose', async () => {
    const scene = await sharedBooking(t.app, t.database.db);
    const ownerCookie = await cookieFor(t.app, scene.owner);
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/v1/owner/bookings/${scene.bookingId}/cancel`,
      headers: { cookie: ownerCookie },
      payload: { reason: 'Maintenance' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ cancelled: 1, refundedAmount: 1000 });
    const rows = await refundRows(scene.bookingId);
    // Ravi's and Meera's rows are alike but for their payments: compared in any order.
    expect(
      rows.map((one) => [one.paymentIntentId, one.destination, one.amountPaise]).sort(),
    ).toEqual(
      [
        [scene.split.paymentId, 'source', 33_334],
        [scene.ravi.intentId, 'credit', 33_333],
        [scene.meera.intentId, 'credit', 33_333],
      ].sort(),
    );
    expect(await balance(t, scene.ravi.user.id)).toBe(33_333);
    const mails = await mailsOf('refund.share_made');
    expect(mails[0]!.text).toContain('The venue cancelled the game (Maintenance)');
    expect(TEST_DAY).toBe('2030-05-10');
  });
});
