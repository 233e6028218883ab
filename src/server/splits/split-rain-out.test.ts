import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { venueEndedSplit } from '../../shared/split';
import { bookings } from '../db/schema-bookings';
import { refunds } from '../db/schema-money';
import { outbox } from '../db/schema-system';
import { composeMails } from '../mail/compose';
import { sweep } from '../system/housekeeping';
import { TEST_DAY, TEST_NOW, confirmCard, paymentScene } from '../testing/payment-kit';
import { balance, choose } from '../testing/rain-out-kit';
import { cookieFor } from '../testing/requests';
import {
  getSplit,
  openPaidSplit,
  paymentOf,
  payShare,
  sharedBooking,
  sharesInDb,
  splitInDb,
  teammate,
} from '../testing/split-kit';
import { useTestApp } from '../testing/test-app';

// A rain-out over a shared booking (docs/decisions/044, 041): a confirmed one is the booker's to
// choose for (move, refund, credit; credit after 24 hours), each payer's part going where that
// payer chose; a split still collecting ends at once, every paid share back in full.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const RAIN = { date: TEST_DAY, start: 18 * 60, end: 19 * 60, reason: 'Rain' };

function rainOut(ownerCookie: string, turfId: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/owner/turfs/${turfId}/cancellations`,
    headers: { cookie: ownerCookie },
    payload: RAIN,
  });
}

function preview(ownerCookie: string, turfId: string) {
  return t.app.inject({
    url: `/api/v1/owner/turfs/${turfId}/cancellations/preview?date=${RAIN.date}&start=${RAIN.start}&end=${RAIN.end}`,
    headers: { cookie: ownerCookie },
  });
}

async function rainedOutShared() {
  const scene = await sharedBooking(t.app, t.database.db);
  const ownerCookie = await cookieFor(t.app, scene.owner);
  const rained = await rainOut(ownerCookie, scene.turf.id);
  expect(rained.statusCode, rained.body).toBe(200);
  expect(rained.json()).toMatchObject({ cancelled: 1, refundedAmount: 0, awaitingChoice: 1 });
  return { ...scene, ownerCookie };
}

async function partsOf(bookingId: string) {
  const rows = await t.database.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
  return rows
    .map((row) => [row.paymentIntentId, row.destination, row.amountPaise, row.status])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
}

describe('a rain-out over a confirmed shared booking', () => {
  it('refund: each payer’s part in full to where they chose', async () => {
    const scene = await rainedOutShared();
    expect(
      (await choose(t, scene.ravi.cookie, scene.bookingId, { choice: 'refund' })).statusCode,
    ).toBe(404);
    const chosen = await choose(t, scene.cookie, scene.bookingId, { choice: 'refund' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(await partsOf(scene.bookingId)).toEqual(
      [
        [scene.split.paymentId, 'source', 33_334, 'done'],
        [scene.ravi.intentId, 'credit', 33_333, 'done'],
        [scene.meera.intentId, 'credit', 33_333, 'done'],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    expect(await balance(t, scene.ravi.user.id)).toBe(33_333);
    expect(await balance(t, scene.player.id)).toBe(0);
  });

  it('credit: every payer’s part to their own credit', async () => {
    const scene = await rainedOutShared();
    expect((await choose(t, scene.cookie, scene.bookingId, { choice: 'credit' })).statusCode).toBe(
      200,
    );
    expect(await balance(t, scene.player.id)).toBe(33_334);
    expect(await balance(t, scene.ravi.user.id)).toBe(33_333);
    expect(await balance(t, scene.meera.user.id)).toBe(33_333);
    const seen = (
      await getSplit(t.app, scene.meera.cookie, scene.split.splitId, scene.split.shareToken)
    ).json();
    expect(seen.shares.map((share: { returned: string }) => share.returned)).toEqual([
      '333.34',
      '333.33',
      '333.33',
    ]);
    expect(seen.shares[2]).toMatchObject({ returnStatus: 'done', returnedTo: 'credit' });
  });

  it('tells each teammate at once, with their share and where their part would go', async () => {
    const scene = await rainedOutShared();
    const [event] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.topic, 'booking.rained-out'));
    const mails = await composeMails(t.database.db, event!, {
      siteOrigin: 'https://turfbook.example.com',
      timeZone: 'Asia/Kolkata',
      now: TEST_NOW,
    });
    expect(mails.map((mail) => mail.to.address)).toEqual([
      scene.player.email,
      scene.ravi.user.email,
      scene.meera.user.email,
    ]);
    const ravi = mails[1]!;
    expect(ravi.subject).toContain('Rained out');
    expect(ravi.text).toContain(`${scene.player.fullname} booked it and chooses what happens`);
    // Ravi chose credit for his share; Meera paid with credit and chose nothing.
    expect(ravi.text).toContain('your part goes to your TurfBook credit');
    expect(mails[2]!.text).toContain('your part goes back to the card or UPI you paid with');
    expect(ravi.text).toContain(`/splits/${scene.split.splitId}?token=`);
  });

  it('move: the whole booking moves and nobody’s money moves', async () => {
    const scene = await rainedOutShared();
    const chosen = await choose(t, scene.cookie, scene.bookingId, {
      choice: 'move',
      slot: { bookingDate: '2030-05-12', startTime: '6:00 PM', endTime: '7:00 PM' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, scene.bookingId));
    expect(row).toMatchObject({ status: 'confirmed', day: '2030-05-12', amountPaise: 100_000 });
    expect(await partsOf(scene.bookingId)).toEqual([]);
    expect(await balance(t, scene.ravi.user.id)).toBe(0);
  });

  it('no choice in 24 hours: credit, to each payer', async () => {
    const scene = await rainedOutShared();
    t.setNow(new Date(TEST_NOW.getTime() + 24 * 3_600_000));
    await sweep(t.context);
    expect(await balance(t, scene.player.id)).toBe(33_334);
    expect(await balance(t, scene.ravi.user.id)).toBe(33_333);
    expect(await balance(t, scene.meera.user.id)).toBe(33_333);
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, scene.bookingId));
    expect(row).toMatchObject({ refundedPaise: 100_000, paymentStatus: 'refunded' });
  });
});

describe('a rain-out over a split still collecting', () => {
  it('lists it, ends it with the owner’s reason, gives each paid share back whole, and refuses a late share', async () => {
    const { turf, cookie, owner } = await paymentScene(t.app, t.database.db);
    const ownerCookie = await cookieFor(t.app, owner);
    const split = await openPaidSplit(t.app, cookie, turf.id, 3);
    const [, second, third] = await sharesInDb(t.database.db, split.splitId);
    const ravi = await teammate(t.app, t.database.db);
    const paid = (await payShare(t.app, ravi.cookie, split, second!.id)).json();
    expect((await confirmCard(t.app, paid.clientSecret)).statusCode).toBe(200);
    // A third teammate starts paying before the rain and finishes after it.
    const late = await teammate(t.app, t.database.db);
    const started = (await payShare(t.app, late.cookie, split, third!.id)).json();
    const shown = await preview(ownerCookie, turf.id);
    expect(shown.statusCode, shown.body).toBe(200);
    const bookingId = (await getSplit(t.app, cookie, split.splitId)).json().bookingId;
    expect(shown.json()).toMatchObject({
      bookings: [{ _id: bookingId, startTime: '6:00 PM', refundAmount: 666.67, collecting: true }],
      refundAmount: 666.67,
    });
    const rained = await rainOut(ownerCookie, turf.id);
    expect(rained.statusCode, rained.body).toBe(200);
    expect(rained.json()).toMatchObject({
      cancelled: 1,
      refundedAmount: 666.67,
      awaitingChoice: 0,
    });
    expect(await splitInDb(t.database.db, split.splitId)).toMatchObject({
      status: 'ended',
      endCause: venueEndedSplit('Rain'),
    });
    expect((await paymentOf(t.database.db, split.paymentId)).status).toBe('refunded');
    expect((await paymentOf(t.database.db, paid.paymentId)).status).toBe('refunded');
    const seen = (await getSplit(t.app, ravi.cookie, split.splitId, split.shareToken)).json();
    expect(seen.endCause).toBe(venueEndedSplit('Rain'));
    expect(seen.shares[1]).toMatchObject({
      returned: '333.33',
      returnStatus: 'done',
      returnedTo: 'source',
    });
    // A share paid after the rain-out is refused with its cause and goes back whole.
    const after = await confirmCard(t.app, started.clientSecret);
    expect(after.statusCode).toBe(409);
    expect((await paymentOf(t.database.db, started.paymentId)).status).toBe('refunded');
    expect((await payShare(t.app, late.cookie, split, third!.id)).json().message).toBe(
      venueEndedSplit('Rain'),
    );
    // The rain block stands where the hold was; nothing of the split is held or confirmed.
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.turfId, turf.id));
    expect(rows.map((row) => row.status).sort()).toEqual(['blocked', 'expired']);
  });
});
