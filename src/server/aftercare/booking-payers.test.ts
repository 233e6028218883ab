import { beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../testing/factories';
import { FAR_DAY, joinAndPay, openGameCall, paidBooking } from '../testing/game-kit';
import { expectMoneyAddsUp } from '../testing/money-invariants';
import { TEST_NOW } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { sharedBooking, teammate } from '../testing/split-kit';
import { useTestApp } from '../testing/test-app';
import { rupeesToPaise } from '../../shared/pricing';
import type { BookingPayer } from '../../shared/api/booking-detail-contract';

// A booking's page for its player, its turf's owner and the admin, with who paid and what went
// back to each (docs/decisions/052), read from the charges' lines and the refunds rows.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const page = (bookingId: string, cookie: string) =>
  t.app.inject({ url: `/api/v1/booking/${bookingId}`, headers: { cookie } });

const post = (url: string, cookie: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

const paise = (text: string) => rupeesToPaise(text)!;
const sum = (texts: readonly string[]) => texts.reduce((total, text) => total + paise(text), 0);

/** Each payer's `returned` is the sum of their returns, and the returns are what the row says. */
function expectReturnedAddsUp(payers: readonly BookingPayer[]) {
  for (const payer of payers)
    expect(paise(payer.returned), payer.fullname).toBe(sum(payer.returns.map((r) => r.amount)));
}

describe('who may read a booking', () => {
  it("answers its player, its turf's owner and the admin, and 404 to another owner or player", async () => {
    const scene = await paidBooking(t.app, t.database.db, FAR_DAY);
    const ownerCookie = await cookieFor(t.app, scene.owner);
    const admin = await cookieFor(t.app, await createUser(t.database.db, 'admin'));
    for (const cookie of [scene.cookie, ownerCookie, admin]) {
      const answer = await page(scene.booking.id, cookie);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().booking.payers).toEqual([
        { fullname: scene.player.fullname, paid: '1000.00', returned: '0.00', returns: [] },
      ]);
    }
    // The owner reads the page, but cancelling and moving stay the player's.
    const asOwner = (await page(scene.booking.id, ownerCookie)).json().booking;
    expect(asOwner.actions.cancel).toMatchObject({ allowed: false, refundAmount: 0 });
    expect(asOwner.actions.reschedule.allowed).toBe(false);
    expect((await page(scene.booking.id, scene.cookie)).json().booking.actions.cancel.allowed).toBe(
      true,
    );
    const otherOwner = await cookieFor(t.app, await createUser(t.database.db, 'owner'));
    const otherPlayer = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    for (const cookie of [otherOwner, otherPlayer])
      expect((await page(scene.booking.id, cookie)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/booking/${scene.booking.id}` })).statusCode).toBe(
      401,
    );
  });

  it("shows a cancelled booking's refund as its player's return, due until made", async () => {
    const scene = await paidBooking(t.app, t.database.db, FAR_DAY);
    const cancelled = await post(`/api/v1/booking/${scene.booking.id}/cancel`, scene.cookie, {
      refundTo: 'credit',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [payer] = cancelled.json().booking.payers as BookingPayer[];
    expect(payer).toMatchObject({ paid: '1000.00' });
    expect(payer!.returns).toEqual([
      { amount: payer!.returned, destination: 'credit', status: 'done' },
    ]);
    expect(paise(payer!.returned)).toBe(rupeesToPaise(cancelled.json().booking.refund.amount)!);
    await expectMoneyAddsUp(t.database.db);
  });
});

describe('a shared booking', () => {
  it('lists every payer, the booker first, each with their part of the refund where they chose', async () => {
    const scene = await sharedBooking(t.app, t.database.db);
    const before = (await page(scene.bookingId, scene.cookie)).json().booking
      .payers as BookingPayer[];
    expect(before.map((payer) => payer.fullname)).toEqual([
      scene.player.fullname,
      scene.ravi.user.fullname,
      scene.meera.user.fullname,
    ]);
    // The shares add up to the price exactly.
    expect(sum(before.map((payer) => payer.paid))).toBe(100_000);

    const cancelled = await post(`/api/v1/booking/${scene.bookingId}/cancel`, scene.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const ownerCookie = await cookieFor(t.app, scene.owner);
    const payers = (await page(scene.bookingId, ownerCookie)).json().booking
      .payers as BookingPayer[];
    expectReturnedAddsUp(payers);
    // The policy's ₹500, divided in proportion to what each paid, each to where they chose.
    expect(sum(payers.map((payer) => payer.returned))).toBe(50_000);
    expect(payers.map((payer) => payer.returns.map((r) => r.destination))).toEqual([
      ['source'],
      ['credit'],
      ['credit'],
    ]);
    await expectMoneyAddsUp(t.database.db);
  });
});

describe('a booking opened as a game', () => {
  it("shows each joined player's spot and, once the venue cancels, every spot back in full", async () => {
    const scene = await paidBooking(t.app, t.database.db, FAR_DAY);
    const opened = await openGameCall(t.app, scene.cookie, {
      bookingId: scene.booking.id,
      level: 'intermediate',
      spotsTotal: 4,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const gameId = opened.json().game._id as string;
    const joiners = [await teammate(t.app, t.database.db), await teammate(t.app, t.database.db)];
    for (const joiner of joiners)
      expect((await joinAndPay(t.app, joiner.cookie, gameId)).paid?.statusCode).toBe(200);
    const ownerCookie = await cookieFor(t.app, scene.owner);
    const open = (await page(scene.booking.id, scene.cookie)).json().booking
      .payers as BookingPayer[];
    expect(open.map((payer) => [payer.fullname, payer.paid])).toEqual([
      [scene.player.fullname, '1000.00'],
      [joiners[0]!.user.fullname, '200.00'],
      [joiners[1]!.user.fullname, '200.00'],
    ]);

    const cancelled = await post(`/api/v1/owner/bookings/${scene.booking.id}/cancel`, ownerCookie, {
      reason: 'Pitch flooded',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const payers = (await page(scene.booking.id, ownerCookie)).json().booking
      .payers as BookingPayer[];
    expectReturnedAddsUp(payers);
    // The venue's cancel gives everyone everything back: the booking keeps nothing.
    for (const payer of payers) expect(payer.returned, payer.fullname).toBe(payer.paid);
    expect(payers[1]!.returns).toEqual([
      { amount: '200.00', destination: 'source', status: 'done' },
    ]);
    await expectMoneyAddsUp(t.database.db);
  });
});
