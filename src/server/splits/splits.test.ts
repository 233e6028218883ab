import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../db/schema-bookings';
import { invoices } from '../db/schema-invoices';
import { paiseToRupeesText } from '../../shared/pricing';
import { getDocument, pdfText } from '../testing/invoice-kit';
import { refunds } from '../db/schema-money';
import { createTurf, createUser } from '../testing/factories';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { giveCredit, ledgerOf } from '../testing/credit-kit';
import {
  TEST_NOW,
  confirmCard,
  paymentScene,
  postPayment,
  slotBody,
  takenTimes,
} from '../testing/payment-kit';
import {
  KIT_SPLIT_DUE_MINUTES,
  getSplit,
  openPaidSplit,
  paymentOf,
  payShare,
  sharesInDb,
  splitInDb,
  startSplit,
  teammate,
} from '../testing/split-kit';

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const minutes = (n: number) => new Date(TEST_NOW.getTime() + n * 60_000);

describe('post-payment with split', () => {
  it('holds the slot, records the shares and opens an intent for the booker’s share', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const response = await startSplit(t.app, cookie, turf.id, 3);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, amount: '333.34', toPay: '333.34' });
    expect(body.shareLink).toBe(
      `http://localhost:80/splits/${body.splitId}?token=${encodeURIComponent(body.shareToken)}`,
    );
    const shares = await sharesInDb(t.database.db, body.splitId);
    expect(shares.map((share) => share.amountPaise)).toEqual([33_334, 33_333, 33_333]);
    expect((await paymentOf(t.database.db, body.paymentId)).amountPaise).toBe(33_334);
    const [hold] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.paymentId, body.paymentId));
    expect(hold).toMatchObject({ status: 'pending', amountPaise: 100_000 });
    expect(await takenTimes(t.app, turf.id)).toEqual(['6:00 PM-7:00 PM']);
    // Asked again (a double click): the same payment and split.
    const again = await startSplit(t.app, cookie, turf.id, 3);
    expect(again.json()).toMatchObject({ paymentId: body.paymentId, splitId: body.splitId });
  });

  it('refuses 1 or 23 players, a subscription, a promo code, credit and a game too soon', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    for (const players of [1, 23])
      expect((await startSplit(t.app, cookie, turf.id, players)).json().message).toBe(
        'Split between 2 and 22 players.',
      );
    const withCredit = await postPayment(t.app, cookie, {
      ...slotBody(turf.id),
      useCredit: true,
      split: { players: 2 },
    });
    expect(withCredit.statusCode).toBe(400);
    const promo = await postPayment(t.app, cookie, {
      ...slotBody(turf.id),
      promoCode: 'X',
      split: { players: 2 },
    });
    expect(promo.json().message).toBe('A promo code cannot be used on a split booking.');
    const soon = await postPayment(t.app, cookie, {
      ...slotBody(turf.id, '11:00 AM', '12:00 PM'),
      split: { players: 2 },
    });
    expect(soon.statusCode).toBe(400);
    expect(soon.json().message).toBe(
      'This game starts too soon to split the cost. Please pay in full.',
    );
    expect(await takenTimes(t.app, turf.id)).toEqual([]);
  });

  it('gives the team eight waking hours: a split at 4 AM for a game four days away is due at 3 PM', async () => {
    // 4 AM in Mumbai on TEST_DAY; the game is at 6 PM four days later.
    t.setNow(new Date('2030-05-09T22:30:00Z'));
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const slot = slotBody(turf.id);
    const started = await postPayment(t.app, cookie, {
      ...slot,
      booking: { ...slot.booking, bookingDate: '2030-05-14' },
      split: { players: 2 },
    });
    expect(started.statusCode).toBe(200);
    expect((await confirmCard(t.app, started.json().clientSecret)).statusCode).toBe(200);
    const seen = await getSplit(t.app, cookie, started.json().splitId);
    // 7 AM to 3 PM that day, then 15 minutes for the booker to pay the rest.
    expect(seen.json()).toMatchObject({
      deadline: '2030-05-10T09:30:00.000Z',
      payRestUntil: '2030-05-10T09:45:00.000Z',
    });
    const [hold] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.paymentId, started.json().paymentId));
    expect(hold!.holdExpiresAt).toEqual(new Date('2030-05-10T09:45:00Z'));
  });

  it('allows two open splits at a time, not a third', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const other = await createTurf(t.database.db, turf.ownerId, { pricePaise: 100_000 });
    const third = await createTurf(t.database.db, turf.ownerId, { pricePaise: 100_000 });
    expect((await startSplit(t.app, cookie, turf.id, 2)).statusCode).toBe(200);
    expect((await startSplit(t.app, cookie, other.id, 2)).statusCode).toBe(200);
    const refused = await startSplit(t.app, cookie, third.id, 2);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('You already have 2 bookings waiting');
    expect(await takenTimes(t.app, third.id)).toEqual([]);
  });
});

describe('GET /api/v1/splits/:splitId', () => {
  it('shows who paid to the booker, a player with the link, the turf’s owner and the admin', async () => {
    const { turf, cookie, owner, player } = await paymentScene(t.app, t.database.db);
    const split = await openPaidSplit(t.app, cookie, turf.id, 2);
    const mate = await teammate(t.app, t.database.db);
    const admin = await cookieFor(t.app, await createUser(t.database.db, 'admin'));
    const ownerCookie = await cookieFor(t.app, owner);
    for (const [who, token] of [
      [cookie, undefined],
      [mate.cookie, split.shareToken],
      [ownerCookie, undefined],
      [admin, undefined],
    ] as const) {
      const seen = await getSplit(t.app, who, split.splitId, token);
      expect(seen.statusCode).toBe(200);
      expect(seen.json()).toMatchObject({
        success: true,
        splitId: split.splitId,
        deadline: minutes(KIT_SPLIT_DUE_MINUTES).toISOString(),
        status: 'open',
        shares: [
          { amount: '500.00', status: 'paid', payer: { fullname: player.fullname } },
          { amount: '500.00', status: 'unpaid', payer: null },
        ],
      });
      expect(seen.json().bookingId).toEqual(expect.any(String));
    }
    // The slot is held until 15 minutes after the deadline.
    const [hold] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.paymentId, split.paymentId));
    expect(hold!.holdExpiresAt).toEqual(minutes(KIT_SPLIT_DUE_MINUTES + 15));
  });

  it('is 404 to a stranger without the token (or a wrong one), to another turf’s owner, and 401 logged out', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const split = await openPaidSplit(t.app, cookie, turf.id, 2);
    const stranger = await teammate(t.app, t.database.db);
    expect((await getSplit(t.app, stranger.cookie, split.splitId)).statusCode).toBe(404);
    expect((await getSplit(t.app, stranger.cookie, split.splitId, 'wrong')).statusCode).toBe(404);
    const otherOwner = await cookieFor(t.app, await createUser(t.database.db, 'owner'));
    expect((await getSplit(t.app, otherOwner, split.splitId, split.shareToken)).statusCode).toBe(
      404,
    );
    expect((await getSplit(t.app, '', split.splitId, split.shareToken)).statusCode).toBe(401);
    const bad = await getSplit(t.app, cookie, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
  });
});

describe('paying the shares', () => {
  it('confirms the booking, invoiced once for the whole price, when the last share is paid', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const split = await openPaidSplit(t.app, cookie, turf.id, 3);
    const shares = await sharesInDb(t.database.db, split.splitId);
    for (const share of shares.slice(1)) {
      const mate = await teammate(t.app, t.database.db);
      const started = await payShare(t.app, mate.cookie, split, share.id);
      expect(started.statusCode).toBe(200);
      expect(started.json()).toMatchObject({ amount: '333.33', paidWithCredit: false });
      expect((await confirmCard(t.app, started.json().clientSecret)).statusCode).toBe(200);
    }
    const [booking] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.paymentId, split.paymentId));
    expect(booking).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      amountPaise: 100_000,
    });
    expect((await splitInDb(t.database.db, split.splitId)).status).toBe('complete');
    const bills = await t.database.db.select().from(invoices);
    expect(bills.map((bill) => bill.amountPaise)).toEqual([100_000]);
    // Its receipt says how the whole price was paid: each payer's card, the booker's first.
    const receipt = await getDocument(t.app, cookie, `${booking!.id}/invoice`);
    const paidWith = (await pdfText(receipt.rawPayload)).match(/Paid with .*? Rs\. [\d,.]+/g);
    expect(paidWith).toEqual(
      shares.map(
        (share) => `Paid with Card ending 4242 Rs. ${paiseToRupeesText(share.amountPaise)}`,
      ),
    );
  });

  it('lets the booker cancel a confirmed split booking (it was refused before decision 052), each payer’s part going back', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const split = await openPaidSplit(t.app, cookie, turf.id, 2);
    const [, share] = await sharesInDb(t.database.db, split.splitId);
    const mate = await teammate(t.app, t.database.db);
    const started = (await payShare(t.app, mate.cookie, split, share!.id)).json();
    await confirmCard(t.app, started.clientSecret);
    const booking: string = (await getSplit(t.app, cookie, split.splitId)).json().bookingId;
    const page = await t.app.inject({ url: `/api/v1/booking/${booking}`, headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.json().booking.actions.cancel).toMatchObject({ allowed: true, reason: null });
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/booking/${booking}/cancel`,
      headers: { cookie },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking));
    expect(row).toMatchObject({ status: 'cancelled', refundedPaise: 50_000 });
    const parts = await t.database.db.select().from(refunds).where(eq(refunds.bookingId, booking));
    expect(parts.map((part) => [part.paymentIntentId, part.amountPaise]).sort()).toEqual(
      [
        [split.paymentId, 25_000],
        [started.paymentId, 25_000],
      ].sort(),
    );
  });

  it('pays a share once: a second payment of it is refunded whole, and paying a paid share is 409', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const split = await openPaidSplit(t.app, cookie, turf.id, 3);
    const [, share] = await sharesInDb(t.database.db, split.splitId);
    const first = await teammate(t.app, t.database.db);
    const second = await teammate(t.app, t.database.db);
    const a = (await payShare(t.app, first.cookie, split, share!.id)).json();
    const b = (await payShare(t.app, second.cookie, split, share!.id)).json();
    expect((await confirmCard(t.app, a.clientSecret)).statusCode).toBe(200);
    const late = await confirmCard(t.app, b.clientSecret);
    expect(late.statusCode).toBe(409);
    expect((await paymentOf(t.database.db, b.paymentId)).status).toBe('refunded');
    const again = await payShare(t.app, second.cookie, split, share!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This share is paid already.');
  });

  it('takes credit for a whole share, and refuses credit that falls short with nothing spent', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const split = await openPaidSplit(t.app, cookie, turf.id, 2);
    const [, share] = await sharesInDb(t.database.db, split.splitId);
    const mate = await teammate(t.app, t.database.db);
    await giveCredit(t.database.db, mate.user.id, 40_000);
    const short = await payShare(t.app, mate.cookie, split, share!.id, { useCredit: true });
    expect(short.statusCode).toBe(409);
    expect(await ledgerOf(t.database.db, mate.user.id)).toHaveLength(1);
    await giveCredit(t.database.db, mate.user.id, 20_000);
    const paid = await payShare(t.app, mate.cookie, split, share!.id, { useCredit: true });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ paidWithCredit: true, creditUsed: '500.00' });
    expect(paid.json().bookingIds).toHaveLength(1);
    expect((await splitInDb(t.database.db, split.splitId)).status).toBe('complete');
  });

  it('refuses the turf’s owner, a stranger without the token, and the logged-out', async () => {
    const { turf, cookie, owner } = await paymentScene(t.app, t.database.db);
    const split = await openPaidSplit(t.app, cookie, turf.id, 2);
    const [, share] = await sharesInDb(t.database.db, split.splitId);
    const ownerCookie = await cookieFor(t.app, owner);
    expect((await payShare(t.app, ownerCookie, split, share!.id)).statusCode).toBe(403);
    const stranger = await teammate(t.app, t.database.db);
    const noToken = { splitId: split.splitId };
    expect((await payShare(t.app, stranger.cookie, noToken, share!.id)).statusCode).toBe(404);
    expect((await payShare(t.app, '', split, share!.id)).statusCode).toBe(401);
    const [booker] = await sharesInDb(t.database.db, split.splitId);
    expect((await payShare(t.app, stranger.cookie, split, booker!.id)).statusCode).toBe(409);
  });
});
