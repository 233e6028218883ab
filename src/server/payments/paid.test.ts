import { beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../testing/factories';
import { FAR_DAY, gameCall, openGameCall, paidBooking } from '../testing/game-kit';
import { TEST_NOW, confirmCard, paymentScene, postPayment, slotBody } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { openPaidSplit, payShare, sharesInDb, teammate } from '../testing/split-kit';
import { useTestApp } from '../testing/test-app';

// The one "I paid" (docs/decisions/052): POST /api/v1/payment/{paymentId}/paid answers what any
// charge made, whatever it paid for, the same on every call; the spec's create-booking and the
// split's and game's finish routes are aliases of it.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

function paid(cookie: string, paymentId: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/payment/${encodeURIComponent(paymentId)}/paid`,
    headers: { cookie },
  });
}

describe('POST /api/v1/payment/{paymentId}/paid', () => {
  it('answers a paid booking with its bookings, again and again, and 402 before it is paid', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const started = (await postPayment(t.app, cookie, slotBody(turf.id))).json();
    const unpaid = await paid(cookie, started.paymentId);
    expect(unpaid.statusCode).toBe(402);
    expect(unpaid.json().message).toBe('This payment has not been completed yet.');
    expect((await confirmCard(t.app, started.clientSecret)).statusCode).toBe(200);
    const first = await paid(cookie, started.paymentId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, outcome: 'booked' });
    expect(first.json().bookingIds).toHaveLength(1);
    expect((await paid(cookie, started.paymentId)).json()).toEqual(first.json());
    // create-booking, its spec alias, names the same booking.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/booking/create-booking',
      headers: { cookie },
      payload: { paymentId: started.paymentId },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().booking._id).toBe(first.json().bookingIds[0]);
  });

  it("answers a split's share as collecting, and its last share as booked", async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const split = await openPaidSplit(t.app, cookie, turf.id, 2);
    expect((await paid(cookie, split.paymentId)).json()).toEqual({
      success: true,
      outcome: 'collecting',
      splitId: split.splitId,
    });
    const mate = await teammate(t.app, t.database.db);
    const [, share] = await sharesInDb(t.database.db, split.splitId);
    const started = (await payShare(t.app, mate.cookie, split, share!.id)).json();
    expect((await confirmCard(t.app, started.clientSecret)).statusCode).toBe(200);
    const last = await paid(mate.cookie, started.paymentId);
    expect(last.statusCode).toBe(200);
    expect(last.json()).toMatchObject({ success: true, outcome: 'booked' });
  });

  it("answers a game's spot as joined", async () => {
    const scene = await paidBooking(t.app, t.database.db, FAR_DAY);
    const opened = await openGameCall(t.app, scene.cookie, {
      bookingId: scene.booking.id,
      level: 'intermediate',
      spotsTotal: 3,
    });
    const gameId = opened.json().game._id as string;
    const joiner = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    const join = (await gameCall(t.app, joiner, gameId, 'join')).json();
    expect((await confirmCard(t.app, join.clientSecret)).statusCode).toBe(200);
    expect((await paid(joiner, join.paymentId)).json()).toEqual({
      success: true,
      outcome: 'joined',
      gameId,
    });
  });

  it('says why the money went back (409) when the slot was lost, and refuses what is not yours', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const started = (await postPayment(t.app, cookie, slotBody(turf.id))).json();
    // The hold runs out, and another player books the slot before the card is confirmed.
    t.setNow(new Date(TEST_NOW.getTime() + 11 * 60_000));
    const rival = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    const taken = (await postPayment(t.app, rival, slotBody(turf.id))).json();
    expect((await confirmCard(t.app, taken.clientSecret)).statusCode).toBe(200);
    await confirmCard(t.app, started.clientSecret);
    const lost = await paid(cookie, started.paymentId);
    expect(lost.statusCode).toBe(409);
    expect(lost.json().message).toContain('booked by someone else');

    // Another player's payment does not exist for them; an owner pays for nothing; a visitor logs in.
    expect((await paid(rival, started.paymentId)).statusCode).toBe(404);
    expect((await paid(rival, 'pi_does_not_exist')).statusCode).toBe(404);
    const owner = await cookieFor(t.app, await createUser(t.database.db, 'owner'));
    expect((await paid(owner, taken.paymentId)).statusCode).toBe(403);
    expect((await paid('', taken.paymentId)).statusCode).toBe(401);
  });
});
