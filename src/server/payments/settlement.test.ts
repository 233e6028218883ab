import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localPaymentIntents, payments, refunds } from '../db/schema-money';
import { createUser } from '../testing/factories';
import { cookieFor, signUpAndLogIn } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import { LocalGateway } from '../local-gateway/local-gateway';
import {
  GOOD_CARD,
  TEST_NOW,
  confirmCard,
  createBooking,
  paymentScene,
  postPayment,
  slotBody,
  confirmedBookings,
  givenBack,
} from '../testing/payment-kit';
import { returnWholeCharge } from './money-back';
import { findPaymentByIntent } from './payment-records';
import { ABANDON_AFTER_MS, LEGACY_CLAIM_MS, reconcilePayments } from './reconcile';

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata', AUTH_RATE_LIMIT: '1000' });
beforeEach(() => t.setNow(TEST_NOW));

describe('one slot, many players at once', () => {
  it('holds the slot for exactly one of 50 concurrent attempts, and sells it once', async () => {
    const { turf } = await paymentScene(t.app, t.database.db);
    const cookies: string[] = [];
    for (let i = 0; i < 50; i += 1) cookies.push((await signUpAndLogIn(t.app)).cookie);
    const answers = await Promise.all(
      cookies.map((cookie) => postPayment(t.app, cookie, slotBody(turf.id))),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json();
    await confirmCard(t.app, winner.clientSecret);
    expect(await confirmedBookings(t.database.db)).toBe(1);
    // Fifty players sign up first, each password hashed by argon2 at its real cost: on a busy
    // two-core machine that alone can pass the default 30 s.
  }, 90_000);
});

describe('the reconciler', () => {
  it('books a paid payment whose finalize step never ran', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const { paymentId } = (await postPayment(t.app, cookie, slotBody(turf.id))).json();
    // The card network says paid, but nobody told the app (a lost webhook, a crash mid-request).
    await t.database.db
      .update(localPaymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(localPaymentIntents.id, paymentId));
    expect(await confirmedBookings(t.database.db)).toBe(0);
    await reconcilePayments(t.context);
    expect(await confirmedBookings(t.database.db)).toBe(0); // still within the grace for the normal path
    t.setNow(new Date(TEST_NOW.getTime() + 3 * 60_000));
    await reconcilePayments(t.context);
    expect(await confirmedBookings(t.database.db)).toBe(1);
  });

  it('retries a refund the provider could not make', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const { paymentId, clientSecret } = (
      await postPayment(t.app, cookie, slotBody(turf.id))
    ).json();
    await confirmCard(t.app, clientSecret);
    const paid = (await findPaymentByIntent(t.database.db, paymentId))!;
    // The whole charge is due back, as a refused purpose leaves it, and the provider is down.
    const refund = vi
      .spyOn(LocalGateway.prototype, 'refund')
      .mockRejectedValueOnce(new Error('The provider is down.'));
    const cause = 'test';
    await t.database.db.transaction((tx) => returnWholeCharge(tx, paid, { cause, now: TEST_NOW }));
    await reconcilePayments(t.context);
    expect((await findPaymentByIntent(t.database.db, paymentId))!.status).toBe('refund_due');
    const [due] = await t.database.db.select().from(refunds).where(eq(refunds.status, 'due'));
    expect(due).toMatchObject({ lastError: 'The provider is down.', attempts: 1 });
    await reconcilePayments(t.context);
    refund.mockRestore();
    expect((await findPaymentByIntent(t.database.db, paymentId))!.status).toBe('refunded');
    expect(await givenBack(t.database.db, paymentId)).toBe(paid.amountPaise);
  });
});

describe('an abandoned checkout', () => {
  it('is cancelled at the gateway after its hold and grace, and then never polled again', async () => {
    const { turf, cookie, player } = await paymentScene(t.app, t.database.db);
    const held = (await postPayment(t.app, cookie, slotBody(turf.id))).json();
    const unheld = (
      await postPayment(t.app, cookie, { amount: '1000.00', currency: 'inr', userId: player.id })
    ).json();
    const asked = vi.spyOn(t.context.payments, 'retrieveIntent');
    t.setNow(new Date(TEST_NOW.getTime() + ABANDON_AFTER_MS + 60_000));
    await reconcilePayments(t.context);
    for (const intentId of [held.paymentId, unheld.paymentId]) {
      const [payment] = await t.database.db
        .select()
        .from(payments)
        .where(eq(payments.intentId, intentId));
      expect(payment!.status).toBe('abandoned');
      const [intent] = await t.database.db
        .select()
        .from(localPaymentIntents)
        .where(eq(localPaymentIntents.id, intentId));
      expect(intent!.status).toBe('canceled');
    }
    asked.mockClear();
    t.setNow(new Date(TEST_NOW.getTime() + 2 * ABANDON_AFTER_MS));
    await reconcilePayments(t.context);
    expect(asked).not.toHaveBeenCalled();
    // The card form can no longer pay it, and finishing it says it was never paid.
    expect((await confirmCard(t.app, held.clientSecret)).statusCode).toBe(400);
    expect((await createBooking(t.app, cookie, held.paymentId)).statusCode).toBe(402);
    asked.mockRestore();
  });

  it('is finalized, not cancelled, when it was paid at the last moment', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const { paymentId } = (await postPayment(t.app, cookie, slotBody(turf.id))).json();
    // Paid, but the app was never told, and only noticed long after.
    await t.database.db
      .update(localPaymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(localPaymentIntents.id, paymentId));
    t.setNow(new Date(TEST_NOW.getTime() + ABANDON_AFTER_MS + 60_000));
    await reconcilePayments(t.context);
    expect(await confirmedBookings(t.database.db)).toBe(1);
  });
});

describe('an older client that sends no booking details', () => {
  it('is checked at create-booking against the paid amount, and books once', async () => {
    const { turf, cookie, player } = await paymentScene(t.app, t.database.db);
    const start = await postPayment(t.app, cookie, {
      amount: '1000.00',
      currency: 'inr',
      userId: player.id,
    });
    expect(start.statusCode).toBe(200);
    const { clientSecret, paymentId } = start.json();
    expect((await confirmCard(t.app, clientSecret)).statusCode).toBe(200);
    const details = {
      turfId: turf.id,
      bookingDate: '2030-05-10',
      startTime: '6:00 PM',
      endTime: '7:00 PM',
    };
    const first = await createBooking(t.app, cookie, paymentId, details);
    expect(first.statusCode).toBe(201);
    const second = await createBooking(t.app, cookie, paymentId, details);
    expect(second.json().booking._id).toBe(first.json().booking._id);
    expect(await confirmedBookings(t.database.db)).toBe(1);
  });

  it('refuses a slot that costs more than was paid, and refunds a slot that was taken', async () => {
    const { turf, cookie, player } = await paymentScene(t.app, t.database.db);
    const { clientSecret, paymentId } = (
      await postPayment(t.app, cookie, { amount: '1000.00', currency: 'inr', userId: player.id })
    ).json();
    await confirmCard(t.app, clientSecret);
    const pricey = await createBooking(t.app, cookie, paymentId, {
      turfId: turf.id,
      bookingDate: '2030-05-10',
      startTime: '6:00 PM',
      endTime: '8:00 PM',
    });
    expect(pricey.statusCode).toBe(400);

    const rival = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    const held = (await postPayment(t.app, rival, slotBody(turf.id))).json();
    await confirmCard(t.app, held.clientSecret, GOOD_CARD);
    const lost = await createBooking(t.app, cookie, paymentId, {
      turfId: turf.id,
      bookingDate: '2030-05-10',
      startTime: '6:00 PM',
      endTime: '7:00 PM',
    });
    expect(lost.statusCode).toBe(409);
    expect(await givenBack(t.database.db, paymentId)).toBe(100_000);
  });

  it('is refunded when never claimed', async () => {
    const { cookie, player } = await paymentScene(t.app, t.database.db);
    const { clientSecret, paymentId } = (
      await postPayment(t.app, cookie, { amount: '1000.00', currency: 'inr', userId: player.id })
    ).json();
    await confirmCard(t.app, clientSecret);
    t.setNow(new Date(TEST_NOW.getTime() + LEGACY_CLAIM_MS - 60_000));
    await reconcilePayments(t.context);
    const [waiting] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.intentId, paymentId));
    expect(waiting!.status).toBe('pending');
    t.setNow(new Date(TEST_NOW.getTime() + LEGACY_CLAIM_MS + 60_000));
    await reconcilePayments(t.context);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.intentId, paymentId));
    expect(payment!.status).toBe('refunded');
    expect(t.context.payments).toBeInstanceOf(LocalGateway);
  });
});
