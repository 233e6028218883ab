import { beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../testing/factories';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { TEST_NOW, confirmCard, createBooking, paymentScene } from '../testing/payment-kit';
import { getSplit, openPaidSplit, payShare, sharesInDb, teammate } from '../testing/split-kit';
import type { App } from '../app';

// What the booker and the payers are told while a split collects its shares
// (docs/decisions/044): never "booked" before the last share is paid.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

function finishShare(
  app: App,
  cookie: string,
  split: { splitId: string; shareToken: string },
  paymentId: string,
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/splits/${split.splitId}/finish?token=${encodeURIComponent(split.shareToken)}`,
    headers: { cookie },
    payload: { paymentId },
  });
}

function mySplits(app: App, cookie: string) {
  return app.inject({ method: 'GET', url: '/api/v1/splits', headers: { cookie } });
}

/** A teammate starts paying `shareId` and pays it by card. */
async function paidShare(split: { splitId: string; shareToken: string }, shareId: string) {
  const mate = await teammate(t.app, t.database.db);
  const started = (await payShare(t.app, mate.cookie, split, shareId)).json();
  expect((await confirmCard(t.app, started.clientSecret)).statusCode).toBe(200);
  return { ...mate, paymentId: started.paymentId as string };
}

describe('create-booking for the booker’s share of a split', () => {
  it('answers 200 with the held booking and the split while shares are unpaid, 201 confirmed after the last', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const split = await openPaidSplit(t.app, cookie, turf.id, 3);
    const held = await createBooking(t.app, cookie, split.paymentId);
    expect(held.statusCode).toBe(200);
    expect(held.json()).toMatchObject({
      success: true,
      splitId: split.splitId,
      message:
        'Your share is paid and the slot is held for your team. The booking is confirmed when every share is paid.',
      booking: { status: 'pending' },
    });
    const [, second, third] = await sharesInDb(t.database.db, split.splitId);
    await paidShare(split, second!.id);
    expect((await createBooking(t.app, cookie, split.paymentId)).statusCode).toBe(200);
    await paidShare(split, third!.id);
    const booked = await createBooking(t.app, cookie, split.paymentId);
    expect(booked.statusCode).toBe(201);
    expect(booked.json().booking).toMatchObject({ status: 'confirmed', amountPaid: 1000 });
    expect(booked.json().splitId).toBeUndefined();
  });

  it('refuses to release the booker’s paid hold while the team pays (409, the slot stays held)', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const split = await openPaidSplit(t.app, cookie, turf.id, 2);
    const release = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payment/holds/${split.paymentId}/release`,
      headers: { cookie },
    });
    expect(release.statusCode).toBe(409);
    expect(release.json().message).toContain('stays held for your team');
  });
});

describe('POST /api/v1/splits/:splitId/finish', () => {
  it('answers the split with the payer’s share paid; the last one shows it complete', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const split = await openPaidSplit(t.app, cookie, turf.id, 3);
    const [, second, third] = await sharesInDb(t.database.db, split.splitId);
    const first = await paidShare(split, second!.id);
    const answer = await finishShare(t.app, first.cookie, split, first.paymentId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'open', left: '333.33', isBooker: false });
    expect(answer.json().game).toMatchObject({ date: '2030-05-10', startTime: '6:00 PM' });
    expect(answer.json().shares[1]).toMatchObject({
      status: 'paid',
      payer: { fullname: first.user.fullname },
    });
    const last = await paidShare(split, third!.id);
    const done = await finishShare(t.app, last.cookie, split, last.paymentId);
    expect(done.json()).toMatchObject({
      status: 'complete',
      left: '0.00',
      bookingCancelled: false,
    });
  });

  it('is 404 for another player’s payment, 402 before paying, 409 with the reason when it went back', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const split = await openPaidSplit(t.app, cookie, turf.id, 3);
    const [, second] = await sharesInDb(t.database.db, split.splitId);
    const payer = await paidShare(split, second!.id);
    const other = await teammate(t.app, t.database.db);
    expect((await finishShare(t.app, other.cookie, split, payer.paymentId)).statusCode).toBe(404);
    // The booker's own share is create-booking's to finish.
    expect((await finishShare(t.app, cookie, split, split.paymentId)).statusCode).toBe(404);
    // Two teammates start paying the third share: the first is unpaid until confirmed, and
    // the second, confirmed after the first, goes back whole.
    const [, , third] = await sharesInDb(t.database.db, split.splitId);
    const a = await teammate(t.app, t.database.db);
    const b = await teammate(t.app, t.database.db);
    const startedA = (await payShare(t.app, a.cookie, split, third!.id)).json();
    // B is steered away from the share A has started paying; A is not.
    const seenBy = async (cookie: string) =>
      (await getSplit(t.app, cookie, split.splitId, split.shareToken)).json().shares[2].beingPaid;
    expect(await seenBy(b.cookie)).toBe(true);
    expect(await seenBy(a.cookie)).toBe(false);
    const startedB = (await payShare(t.app, b.cookie, split, third!.id)).json();
    expect((await finishShare(t.app, a.cookie, split, startedA.paymentId)).statusCode).toBe(402);
    await confirmCard(t.app, startedA.clientSecret);
    expect((await confirmCard(t.app, startedB.clientSecret)).statusCode).toBe(409);
    const back = await finishShare(t.app, b.cookie, split, startedB.paymentId);
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(
      'Every share of this split is paid already: the booking is confirmed. Your payment has been refunded.',
    );
  });
});

describe('GET /api/v1/splits', () => {
  it('lists a collecting split to its booker and its payers with what is paid, nothing to others', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const split = await openPaidSplit(t.app, cookie, turf.id, 3);
    const listed = (await mySplits(t.app, cookie)).json().splits;
    expect(listed).toEqual([
      expect.objectContaining({
        splitId: split.splitId,
        isBooker: true,
        path: `/splits/${split.splitId}`,
        turfName: turf.name,
        startTime: '6:00 PM',
        endTime: '7:00 PM',
        shares: 3,
        paidShares: 1,
        left: '666.66',
      }),
    ]);
    const [, second, third] = await sharesInDb(t.database.db, split.splitId);
    const payer = await paidShare(split, second!.id);
    const theirs = (await mySplits(t.app, payer.cookie)).json().splits;
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ isBooker: false, paidShares: 2 });
    expect(theirs[0].path).toContain(`?token=${encodeURIComponent(split.shareToken)}`);
    const stranger = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    expect((await mySplits(t.app, stranger)).json().splits).toEqual([]);
    await paidShare(split, third!.id);
    expect((await mySplits(t.app, cookie)).json().splits).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/splits' })).statusCode).toBe(401);
  });
});
