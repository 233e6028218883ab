import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { PROMO_MESSAGES, belowMinimumMessage } from '../../shared/promo-codes';
import { bookings } from '../db/schema-bookings';
import { payments } from '../db/schema-money';
import { promoCodeUses } from '../db/schema-promos';
import { bookAndPay } from '../testing/aftercare-kit';
import { createTurf, createUser } from '../testing/factories';
import { TEST_DAY, TEST_NOW, confirmCard, paymentScene, postPayment } from '../testing/payment-kit';
import { createPromo, listPromos, promoSlotBody, promoTerms } from '../testing/promo-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';

// When a code may be used, and what counts as a use (docs/decisions/035): every refusal a 400
// naming why with nothing held or recorded; a lapsed, released or unpaid hold gives its use back;
// a late payment whose code was used up meanwhile goes back.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const DECLINED = { number: '4000 0000 0000 0002', expMonth: 12, expYear: 2031, cvc: '123' };
const minutesLater = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * 60_000);

async function scene(terms: Record<string, unknown> = {}) {
  const s = await paymentScene(t.app, t.database.db);
  const ownerCookie = await cookieFor(t.app, s.owner);
  const made = await createPromo(
    t.app,
    'owner',
    ownerCookie,
    promoTerms({ turfIds: [s.turf.id], ...terms }),
  );
  expect(made.statusCode, made.body).toBe(201);
  const secondPlayer = await cookieFor(t.app, await createUser(t.database.db, 'user'));
  return { ...s, ownerCookie, secondPlayer };
}

async function nothingHeld() {
  expect(await t.database.db.select().from(payments)).toEqual([]);
  expect(await t.database.db.select().from(bookings)).toEqual([]);
  expect(await t.database.db.select().from(promoCodeUses)).toEqual([]);
}

async function refusedWith(cookie: string, body: Record<string, unknown>, message: string) {
  const answer = await postPayment(t.app, cookie, body);
  expect(answer.statusCode, answer.body).toBe(400);
  expect(answer.json()).toMatchObject({ success: false, message });
}

describe('a code that does not apply', () => {
  it.each([
    ['a code that does not exist', {}, 'NOSUCH', PROMO_MESSAGES.notFound],
    [
      'a code not valid yet',
      { validFrom: '2030-05-11T00:00:00+05:30' },
      'MONSOON10',
      PROMO_MESSAGES.notYet,
    ],
    [
      'an expired code',
      { validTo: '2030-05-10T09:59:00+05:30' },
      'MONSOON10',
      PROMO_MESSAGES.expired,
    ],
    [
      'an amount below the minimum',
      { minAmount: '1500' },
      'MONSOON10',
      belowMinimumMessage(150_000),
    ],
  ])('%s: 400 naming why, nothing held', async (_name, terms, code, message) => {
    const { turf, cookie } = await scene(terms);
    await refusedWith(cookie, promoSlotBody(turf.id, code, '900.00'), message);
    await nothingHeld();
  });

  it('refuses it at another turf', async () => {
    const { owner, cookie } = await scene();
    const elsewhere = await createTurf(t.database.db, owner.id, { pricePaise: 100_000 });
    await refusedWith(
      cookie,
      promoSlotBody(elsewhere.id, 'MONSOON10', '900.00'),
      PROMO_MESSAGES.notHere,
    );
    await nothingHeld();
  });

  it('refuses a first-booking code to a player who has booked before', async () => {
    const { turf, cookie, secondPlayer } = await scene({
      firstBookingOnly: true,
      maxUsesPerPlayer: 5,
    });
    await bookAndPay(t.app, cookie, {
      turfId: turf.id,
      date: TEST_DAY,
      startTime: '11:00 AM',
      endTime: '12:00 PM',
      amount: '1000.00',
    });
    await refusedWith(
      cookie,
      promoSlotBody(turf.id, 'MONSOON10', '900.00'),
      PROMO_MESSAGES.firstOnly,
    );
    expect(
      (await postPayment(t.app, secondPlayer, promoSlotBody(turf.id, 'MONSOON10', '900.00')))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a used-up code and a player’s use past their cap', async () => {
    const { turf, cookie, secondPlayer } = await scene({ maxUses: 2, maxUsesPerPlayer: 1 });
    expect(
      (await postPayment(t.app, cookie, promoSlotBody(turf.id, 'MONSOON10', '900.00'))).statusCode,
    ).toBe(200);
    await refusedWith(
      cookie,
      promoSlotBody(turf.id, 'MONSOON10', '900.00', '8:00 PM', '9:00 PM'),
      PROMO_MESSAGES.usedByYou,
    );
    expect(
      (
        await postPayment(
          t.app,
          secondPlayer,
          promoSlotBody(turf.id, 'MONSOON10', '900.00', '8:00 PM', '9:00 PM'),
        )
      ).statusCode,
    ).toBe(200);
    const third = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    await refusedWith(
      third,
      promoSlotBody(turf.id, 'MONSOON10', '900.00', '9:00 PM', '10:00 PM'),
      PROMO_MESSAGES.usedUp,
    );
  });
});

describe('what counts as a use', () => {
  it('answers a repeated Pay Now with the same payment, not a second use', async () => {
    const { turf, cookie } = await scene();
    const first = await postPayment(t.app, cookie, promoSlotBody(turf.id, 'MONSOON10', '900.00'));
    const again = await postPayment(t.app, cookie, promoSlotBody(turf.id, 'monsoon10', '900.00'));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().paymentId).toBe(first.json().paymentId);
    expect(await t.database.db.select().from(promoCodeUses)).toHaveLength(1);
  });

  it('gives the use back when the hold lapses, also after a declined card', async () => {
    const { turf, cookie, secondPlayer } = await scene({ maxUses: 1 });
    const held = await postPayment(t.app, cookie, promoSlotBody(turf.id, 'MONSOON10', '900.00'));
    expect((await confirmCard(t.app, held.json().clientSecret, DECLINED)).statusCode).toBe(402);
    const other = promoSlotBody(turf.id, 'MONSOON10', '900.00', '8:00 PM', '9:00 PM');
    await refusedWith(secondPlayer, other, PROMO_MESSAGES.usedUp);
    t.setNow(minutesLater(11));
    expect((await postPayment(t.app, secondPlayer, other)).statusCode).toBe(200);
  });

  it('gives the use back when the player releases the hold', async () => {
    const { turf, cookie, secondPlayer } = await scene({ maxUses: 1 });
    const held = await postPayment(t.app, cookie, promoSlotBody(turf.id, 'MONSOON10', '900.00'));
    const released = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payment/holds/${held.json().paymentId}/release`,
      headers: { cookie },
    });
    expect(released.statusCode, released.body).toBe(200);
    expect(
      (await postPayment(t.app, secondPlayer, promoSlotBody(turf.id, 'MONSOON10', '900.00')))
        .statusCode,
    ).toBe(200);
  });

  it('prices the same slots again when the player drops or changes the code', async () => {
    const { turf, cookie, ownerCookie } = await scene({ maxUses: 1 });
    const withCode = await postPayment(
      t.app,
      cookie,
      promoSlotBody(turf.id, 'MONSOON10', '900.00'),
    );
    const without = await postPayment(t.app, cookie, promoSlotBody(turf.id, undefined, '1000.00'));
    expect(without.statusCode, without.body).toBe(200);
    expect(without.json()).toMatchObject({ amount: '1000.00' });
    expect(without.json().paymentId).not.toBe(withCode.json().paymentId);
    // The coded payment's holds were given up, so its use no longer counts.
    const [listed] = (await listPromos(t.app, 'owner', ownerCookie)).json().promoCodes;
    expect(listed.uses).toBe(0);
    // Paying the first intent now cannot take the slot the second holds: it goes back.
    const late = await confirmCard(t.app, withCode.json().clientSecret);
    expect(late.statusCode).toBe(409);
  });

  it('gives up a player’s unheld checkout with the code when they use it again', async () => {
    const { turf, cookie, ownerCookie } = await scene();
    const first = await postPayment(t.app, cookie, promoSlotBody(turf.id, 'MONSOON10', '900.00'));
    expect(first.statusCode, first.body).toBe(200);
    // Another time there that day, without the code: the first payment's hold is given up, but
    // its intent could still be paid, so its use still counts against the player's cap.
    const other = promoSlotBody(turf.id, undefined, '1000.00', '8:00 PM', '9:00 PM');
    expect((await postPayment(t.app, cookie, other)).statusCode).toBe(200);
    // The code again: that checkout is given up (its intent cancelled), and this one starts.
    const third = await postPayment(
      t.app,
      cookie,
      promoSlotBody(turf.id, 'MONSOON10', '900.00', '9:00 PM', '10:00 PM'),
    );
    expect(third.statusCode, third.body).toBe(200);
    const [given] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.intentId, first.json().paymentId));
    expect(given?.status).toBe('abandoned');
    // Its card can no longer be charged: no payment at the discount that would have to go back.
    expect((await confirmCard(t.app, first.json().clientSecret)).statusCode).toBe(400);
    expect((await confirmCard(t.app, third.json().clientSecret)).statusCode).toBe(200);
    const [listed] = (await listPromos(t.app, 'owner', ownerCookie)).json().promoCodes;
    expect(listed).toMatchObject({ uses: 1, paidUses: 1, givenAway: 100 });
  });

  it('starts the same slots again with the code after the hold lapsed', async () => {
    const { turf, cookie } = await scene();
    const body = promoSlotBody(turf.id, 'MONSOON10', '900.00');
    const first = await postPayment(t.app, cookie, body);
    t.setNow(minutesLater(11));
    const again = await postPayment(t.app, cookie, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().paymentId).not.toBe(first.json().paymentId);
    const statuses = await t.database.db
      .select({ id: payments.intentId, status: payments.status })
      .from(payments);
    expect(statuses).toEqual(
      expect.arrayContaining([
        { id: first.json().paymentId, status: 'abandoned' },
        { id: again.json().paymentId, status: 'pending' },
      ]),
    );
    expect((await confirmCard(t.app, again.json().clientSecret)).statusCode).toBe(200);
  });

  it('refunds a late payment whose code was used up while its hold had lapsed', async () => {
    const { turf, cookie, secondPlayer, ownerCookie } = await scene({ maxUses: 1 });
    const first = await postPayment(t.app, cookie, promoSlotBody(turf.id, 'MONSOON10', '900.00'));
    t.setNow(minutesLater(11));
    const second = await postPayment(
      t.app,
      secondPlayer,
      promoSlotBody(turf.id, 'MONSOON10', '900.00', '8:00 PM', '9:00 PM'),
    );
    expect(second.statusCode).toBe(200);
    const late = await confirmCard(t.app, first.json().clientSecret);
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain(PROMO_MESSAGES.lapsed);
    await confirmCard(t.app, second.json().clientSecret);
    const [listed] = (await listPromos(t.app, 'owner', ownerCookie)).json().promoCodes;
    expect(listed).toMatchObject({ uses: 1, paidUses: 1, givenAway: 100 });
  });

  it('keeps a late payment’s use when the cap still has room', async () => {
    const { turf, cookie, ownerCookie } = await scene({ maxUses: 5 });
    const first = await postPayment(t.app, cookie, promoSlotBody(turf.id, 'MONSOON10', '900.00'));
    t.setNow(minutesLater(11));
    expect((await confirmCard(t.app, first.json().clientSecret)).statusCode).toBe(200);
    const [listed] = (await listPromos(t.app, 'owner', ownerCookie)).json().promoCodes;
    expect(listed).toMatchObject({ uses: 1, paidUses: 1 });
  });
});
