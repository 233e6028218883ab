import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../db/schema-bookings';
import { localPaymentIntents, payments } from '../db/schema-money';
import { openEventStream, type EventStreamReader } from '../testing/event-stream';
import { createTurf, createUser } from '../testing/factories';
import {
  TEST_DAY,
  TEST_NOW,
  confirmCard,
  paymentScene,
  postPayment,
  slotBody,
  takenTimes,
} from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { HOLD_ALREADY_PAID, HOLD_RELEASED, NO_SUCH_HOLD } from './own-holds';

// A player's own unpaid holds (docs/decisions/025): listed only to the holder, with what their
// checkout needs; released only by the holder, at once, for everyone; never once paid.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const listHolds = (cookie: string | null, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/payment/holds${query}`,
    headers: cookie ? { cookie } : {},
  });
const release = (cookie: string | null, paymentId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/payment/holds/${paymentId}/release`,
    headers: cookie ? { cookie } : {},
  });

/** A player holding 6–7 PM today on a ₹1000/hour turf, and who else is about. */
async function heldScene() {
  const scene = await paymentScene(t.app, t.database.db);
  const held = await postPayment(t.app, scene.cookie, slotBody(scene.turf.id));
  expect(held.statusCode).toBe(200);
  const rival = await createUser(t.database.db, 'user');
  const admin = await createUser(t.database.db, 'admin');
  return {
    ...scene,
    paymentId: held.json().paymentId as string,
    clientSecret: held.json().clientSecret as string,
    rivalCookie: await cookieFor(t.app, rival),
    ownerCookie: await cookieFor(t.app, scene.owner),
    adminCookie: await cookieFor(t.app, admin),
  };
}

describe('GET /api/v1/payment/holds', () => {
  it('answers the holder their live hold with what the checkout needs, and nobody else', async () => {
    const scene = await heldScene();
    t.setNow(new Date(TEST_NOW.getTime() + 106_000));
    const answer = await listHolds(scene.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({
      success: true,
      holds: [
        {
          paymentId: scene.paymentId,
          clientSecret: scene.clientSecret,
          kind: 'booking',
          amount: '1000.00',
          turf: { _id: scene.turf.id, name: scene.turf.name },
          slots: [{ date: TEST_DAY, startTime: '6:00 PM', endTime: '7:00 PM' }],
          holdExpiresAt: '2030-05-10T04:40:00.000Z',
          // 10 minutes less 1 min 46 s.
          secondsLeft: 494,
        },
      ],
    });
    // Only on the turf asked about.
    expect((await listHolds(scene.cookie, `?turfId=${scene.turf.id}`)).json().holds).toHaveLength(
      1,
    );
    const other = await createTurf(t.database.db, scene.owner.id);
    expect((await listHolds(scene.cookie, `?turfId=${other.id}`)).json().holds).toEqual([]);

    // Another player has no hold; owners and admins hold nothing; a visitor must log in.
    expect((await listHolds(scene.rivalCookie)).json()).toEqual({ success: true, holds: [] });
    expect((await listHolds(scene.ownerCookie)).statusCode).toBe(403);
    expect((await listHolds(scene.adminCookie)).statusCode).toBe(403);
    expect((await listHolds(null)).statusCode).toBe(401);
    const bad = await listHolds(scene.cookie, '?turfId=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid turf id');

    // A hold that ran out is not listed.
    t.setNow(new Date(TEST_NOW.getTime() + 10 * 60_000));
    expect((await listHolds(scene.cookie)).json().holds).toEqual([]);
  });

  it('lists a paid hold no more', async () => {
    const scene = await heldScene();
    expect((await confirmCard(t.app, scene.clientSecret)).statusCode).toBe(200);
    expect((await listHolds(scene.cookie)).json().holds).toEqual([]);
  });
});

describe('POST /api/v1/payment/holds/:paymentId/release', () => {
  it('refuses anyone but the holder, and leaves the hold as it was', async () => {
    const scene = await heldScene();
    const refusals: [string | null, number][] = [
      [null, 401],
      [scene.rivalCookie, 404],
      [scene.ownerCookie, 403],
      [scene.adminCookie, 403],
    ];
    for (const [cookie, status] of refusals) {
      const answer = await release(cookie, scene.paymentId);
      expect(answer.statusCode, `${status}`).toBe(status);
      expect(answer.json().success).toBe(false);
    }
    expect((await release(scene.rivalCookie, scene.paymentId)).json().message).toBe(NO_SUCH_HOLD);
    expect((await release(scene.cookie, 'pi_unknown')).statusCode).toBe(404);
    expect((await release(scene.cookie, 'not%20an%20id')).statusCode).toBe(400);
    expect(await takenTimes(t.app, scene.turf.id)).toEqual(['6:00 PM-7:00 PM']);
    expect((await listHolds(scene.cookie)).json().holds).toHaveLength(1);
  });

  it('frees the slot at once for everyone and makes the payment unpayable', async () => {
    const scene = await heldScene();
    const answer = await release(scene.cookie, scene.paymentId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: HOLD_RELEASED });

    expect(await takenTimes(t.app, scene.turf.id)).toEqual([]);
    expect((await listHolds(scene.cookie)).json().holds).toEqual([]);
    const [hold] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.paymentId, scene.paymentId));
    expect(hold).toMatchObject({ status: 'expired', holdExpiresAt: TEST_NOW });
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.intentId, scene.paymentId));
    expect(payment!.status).toBe('abandoned');
    // The card can no longer be charged for it.
    expect((await confirmCard(t.app, scene.clientSecret)).statusCode).toBe(400);
    // Anyone may now hold the time.
    expect((await postPayment(t.app, scene.rivalCookie, slotBody(scene.turf.id))).statusCode).toBe(
      200,
    );
    // Releasing it again answers the same, and does not touch the rival's hold.
    expect((await release(scene.cookie, scene.paymentId)).statusCode).toBe(200);
    expect(await takenTimes(t.app, scene.turf.id)).toEqual(['6:00 PM-7:00 PM']);
  });

  it('never releases a paid hold: a payment that went through is finalized instead', async () => {
    const scene = await heldScene();
    // Charged at the gateway, but not yet finalized here (a webhook on its way).
    await t.database.db
      .update(localPaymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(localPaymentIntents.id, scene.paymentId));
    const answer = await release(scene.cookie, scene.paymentId);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(HOLD_ALREADY_PAID);
    const [booking] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.paymentId, scene.paymentId));
    expect(booking).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await takenTimes(t.app, scene.turf.id)).toEqual(['6:00 PM-7:00 PM']);
    // And once finalized, the same answer.
    expect((await release(scene.cookie, scene.paymentId)).json().message).toBe(HOLD_ALREADY_PAID);
  });
});

describe('a released hold on a live grid', () => {
  const streams: EventStreamReader[] = [];
  afterAll(() => streams.forEach((stream) => stream.close()));

  it("tells the turf's open grids that the slot changed", async () => {
    const scene = await heldScene();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const stream = await openEventStream(
      `http://127.0.0.1:${port}/api/v1/turf/${scene.turf.id}/availability/stream`,
    );
    streams.push(stream);
    await stream.next((e) => e.event === 'ready');
    const seen = stream.events.length;
    expect((await release(scene.cookie, scene.paymentId)).statusCode).toBe(200);
    const changed = await stream.next((e) => e.event === 'changed', 3000, seen);
    expect(changed.data).toEqual({ turfId: scene.turf.id, date: TEST_DAY });
  });
});
