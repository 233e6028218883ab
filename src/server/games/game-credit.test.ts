import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { CREDIT_MESSAGES, CREDIT_SPEND_MESSAGES } from '../../shared/credit';
import { reconcilePayments, ABANDON_AFTER_MS } from '../payments/reconcile';
import { creditBalance } from '../credit/ledger';
import { localPaymentIntents, localRefunds, payments } from '../db/schema-money';
import { giveCredit, ledgerOf } from '../testing/credit-kit';
import { FAR_DAY, gameCall, openGameCall, paidBooking, playersInDb } from '../testing/game-kit';
import { TEST_NOW, confirmCard, givenBack } from '../testing/payment-kit';
import { teammate } from '../testing/split-kit';
import { useTestApp } from '../testing/test-app';
import type { App } from '../app';
import type { Db } from '../db/database';

// Joining a game with TurfBook credit (docs/decisions/040 and 045): wholly (no gateway at all)
// or in part (credit + card), by booking checkout's rule; a spot that goes back returns each part
// to where it came from, and credit ledger + captured always equals the spot's price.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

/** ₹1,000 booking, 4 spots: ₹200 a spot. */
const SPOT = 20_000;

async function openedGame(spotsTotal = 4) {
  const scene = await paidBooking(t.app, t.database.db, FAR_DAY);
  const opened = await openGameCall(t.app, scene.cookie, {
    bookingId: scene.booking.id,
    level: 'beginner',
    spotsTotal,
  });
  expect(opened.statusCode, opened.body).toBe(200);
  return { ...scene, gameId: opened.json().game._id as string };
}

function joinWithCredit(app: App, cookie: string, gameId: string, useCredit = true) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/games/${gameId}/join`,
    headers: { cookie },
    payload: { useCredit },
  });
}

async function playerWithCredit(paise: number) {
  const player = await teammate(t.app, t.database.db);
  await giveCredit(t.database.db, player.user.id, paise);
  return player;
}

async function paymentRow(db: Db, intentId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.intentId, intentId));
  return row!;
}

/** What the local gateway kept of an intent: captured less refunded. */
async function captured(db: Db, intentId: string) {
  const [intent] = await db
    .select()
    .from(localPaymentIntents)
    .where(eq(localPaymentIntents.id, intentId));
  if (!intent || intent.status !== 'succeeded' || intent.refundedAt) return 0;
  const [back] = await db
    .select({ sum: sql<string>`coalesce(sum(${localRefunds.amount}), 0)` })
    .from(localRefunds)
    .where(eq(localRefunds.intentId, intentId));
  return intent.amount - Number(back!.sum);
}

/** What credit spent on the spot, net of what came back. */
async function creditKept(db: Db, userId: string, given: number) {
  return given - (await creditBalance(db, userId));
}

describe('joining with credit', () => {
  it('credit pays the whole spot: no gateway, joined at once, ledger + captured = price', async () => {
    const { gameId } = await openedGame();
    const player = await playerWithCredit(50_000);
    const join = await joinWithCredit(t.app, player.cookie, gameId);
    expect(join.statusCode, join.body).toBe(200);
    expect(join.json()).toMatchObject({
      amount: '200.00',
      creditUsed: '200.00',
      toPay: '0.00',
      paidWithCredit: true,
      clientSecret: '',
    });
    const paymentId = join.json().paymentId as string;
    expect(paymentId).toMatch(/^credit_/);
    expect(await paymentRow(t.database.db, paymentId)).toMatchObject({
      provider: 'credit',
      status: 'finalized',
      amountPaise: 0,
      creditPaise: SPOT,
    });
    const [row] = await playersInDb(t.database.db, gameId);
    expect(row).toMatchObject({ playerId: player.user.id, status: 'joined', amountPaise: SPOT });
    expect(await ledgerOf(t.database.db, player.user.id)).toEqual([
      { amountPaise: 50_000, reason: 'refund', bookingId: null },
      { amountPaise: -SPOT, reason: 'spent', bookingId: null },
    ]);
    const spent = await creditKept(t.database.db, player.user.id, 50_000);
    expect(spent + (await captured(t.database.db, paymentId))).toBe(SPOT);
    // The finish call answers the game with the player in it, as after a card.
    const finish = await t.app.inject({
      method: 'POST',
      url: `/api/v1/games/${gameId}/finish`,
      headers: { cookie: player.cookie },
      payload: { paymentId },
    });
    expect(finish.json()).toMatchObject({ you: { status: 'joined', amount: '200.00' } });
  });

  it('credit pays part: the card pays the rest, and the sums add up to the price', async () => {
    const { gameId } = await openedGame();
    const player = await playerWithCredit(5_000);
    const join = await joinWithCredit(t.app, player.cookie, gameId);
    expect(join.json()).toMatchObject({
      amount: '200.00',
      creditUsed: '50.00',
      toPay: '150.00',
      paidWithCredit: false,
    });
    const paymentId = join.json().paymentId as string;
    // Asked again before paying: the same payment, not a second debit.
    const again = await joinWithCredit(t.app, player.cookie, gameId);
    expect(again.json().paymentId).toBe(paymentId);
    expect(await creditBalance(t.database.db, player.user.id)).toBe(0);
    expect((await confirmCard(t.app, join.json().clientSecret)).statusCode).toBe(200);
    expect(await paymentRow(t.database.db, paymentId)).toMatchObject({
      status: 'finalized',
      amountPaise: 15_000,
      creditPaise: 5_000,
    });
    expect((await playersInDb(t.database.db, gameId))[0]).toMatchObject({ amountPaise: SPOT });
    const page = await t.app.inject({
      url: `/api/v1/games/${gameId}`,
      headers: { cookie: player.cookie },
    });
    expect(page.json().you).toMatchObject({
      amount: '200.00',
      creditUsed: '50.00',
      invoiceNumber: null,
    });
    const spent = await creditKept(t.database.db, player.user.id, 5_000);
    expect(spent + (await captured(t.database.db, paymentId))).toBe(SPOT);
  });

  it('refuses useCredit without credit, and one balance never pays two spots', async () => {
    const first = await openedGame();
    const second = await openedGame();
    const broke = await teammate(t.app, t.database.db);
    const none = await joinWithCredit(t.app, broke.cookie, first.gameId);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(CREDIT_SPEND_MESSAGES.none);
    const player = await playerWithCredit(SPOT);
    expect((await joinWithCredit(t.app, player.cookie, first.gameId)).statusCode).toBe(200);
    const twice = await joinWithCredit(t.app, player.cookie, second.gameId);
    expect(twice.statusCode).toBe(409);
    expect([CREDIT_SPEND_MESSAGES.none, CREDIT_MESSAGES.notEnough]).toContain(twice.json().message);
    expect(await creditBalance(t.database.db, player.user.id)).toBe(0);
    expect(await playersInDb(t.database.db, second.gameId)).toHaveLength(0);
  });

  it('a whole-credit join of a game that filled meanwhile writes nothing', async () => {
    const { gameId } = await openedGame(1);
    const late = await playerWithCredit(SPOT);
    // Another player's card payment is in first.
    const other = await teammate(t.app, t.database.db);
    const start = await gameCall(t.app, other.cookie, gameId, 'join');
    await confirmCard(t.app, start.json().clientSecret);
    const refused = await joinWithCredit(t.app, late.cookie, gameId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This game is full.');
    expect(await creditBalance(t.database.db, late.user.id)).toBe(SPOT);
    expect(await ledgerOf(t.database.db, late.user.id)).toHaveLength(1);
  });

  it('a part-credit payment that finds the game full goes back: credit now, the card refunded', async () => {
    const { gameId } = await openedGame(1);
    const late = await playerWithCredit(5_000);
    const other = await teammate(t.app, t.database.db);
    const lateStart = await joinWithCredit(t.app, late.cookie, gameId);
    const otherStart = await gameCall(t.app, other.cookie, gameId, 'join');
    await confirmCard(t.app, otherStart.json().clientSecret);
    await confirmCard(t.app, lateStart.json().clientSecret);
    const paymentId = lateStart.json().paymentId as string;
    expect((await paymentRow(t.database.db, paymentId)).status).toBe('refunded');
    expect(await creditBalance(t.database.db, late.user.id)).toBe(5_000);
    expect(await captured(t.database.db, paymentId)).toBe(0);
  });

  it('an abandoned part-credit checkout gives its credit back once', async () => {
    const { gameId } = await openedGame();
    const player = await playerWithCredit(5_000);
    await joinWithCredit(t.app, player.cookie, gameId);
    expect(await creditBalance(t.database.db, player.user.id)).toBe(0);
    t.setNow(new Date(TEST_NOW.getTime() + ABANDON_AFTER_MS + 60_000));
    await reconcilePayments(t.context);
    await reconcilePayments(t.context);
    expect(await creditBalance(t.database.db, player.user.id)).toBe(5_000);
    expect((await ledgerOf(t.database.db, player.user.id)).map((e) => e.reason)).toEqual([
      'refund',
      'spent',
      'spent_returned',
    ]);
  });
});

describe('a credit-paid spot goes back to where it came from', () => {
  /** Two players in one game: one paid by credit alone, one by credit and card. */
  async function twoPlayers() {
    const scene = await openedGame();
    const whole = await playerWithCredit(SPOT);
    const wholeJoin = await joinWithCredit(t.app, whole.cookie, scene.gameId);
    const part = await playerWithCredit(5_000);
    const partJoin = await joinWithCredit(t.app, part.cookie, scene.gameId);
    await confirmCard(t.app, partJoin.json().clientSecret);
    const rows = await playersInDb(t.database.db, scene.gameId);
    const rowOf = (userId: string) => rows.find((row) => row.playerId === userId)!;
    return {
      ...scene,
      whole: {
        ...whole,
        paymentId: wholeJoin.json().paymentId as string,
        row: rowOf(whole.user.id),
      },
      part: { ...part, paymentId: partJoin.json().paymentId as string, row: rowOf(part.user.id) },
    };
  }

  async function expectBackWhole(who: { user: { id: string }; paymentId: string }, given: number) {
    expect((await paymentRow(t.database.db, who.paymentId)).status).toBe('refunded');
    expect(await creditBalance(t.database.db, who.user.id)).toBe(given);
    expect(await captured(t.database.db, who.paymentId)).toBe(0);
  }

  it('leaving: credit back to credit, the card part to the card', async () => {
    const { gameId, whole, part } = await twoPlayers();
    for (const who of [whole, part])
      expect((await gameCall(t.app, who.cookie, gameId, 'leave')).statusCode).toBe(200);
    await expectBackWhole(whole, SPOT);
    await expectBackWhole(part, 5_000);
    // The card part came back through the gateway: its intent, which charged exactly that.
    const [intent] = await t.database.db
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.id, part.paymentId));
    expect(intent).toMatchObject({ amount: 15_000 });
    expect(await givenBack(t.database.db, part.paymentId)).toBe(15_000);
    expect(await ledgerOf(t.database.db, part.user.id)).toEqual([
      { amountPaise: 5_000, reason: 'refund', bookingId: null },
      { amountPaise: -5_000, reason: 'spent', bookingId: null },
      { amountPaise: 5_000, reason: 'refund', bookingId: null },
    ]);
  });

  it('removed by the organizer: the same, once', async () => {
    const { gameId, cookie, whole, part } = await twoPlayers();
    for (const who of [whole, part]) {
      const remove = `players/${who.row.id}/remove`;
      expect((await gameCall(t.app, cookie, gameId, remove)).statusCode).toBe(200);
      expect((await gameCall(t.app, cookie, gameId, remove)).statusCode).toBe(404);
    }
    await expectBackWhole(whole, SPOT);
    await expectBackWhole(part, 5_000);
  });

  it('the game cancelled: every part back, and retries change nothing', async () => {
    const { gameId, cookie, whole, part } = await twoPlayers();
    expect((await gameCall(t.app, cookie, gameId, 'cancel')).statusCode).toBe(200);
    await reconcilePayments(t.context);
    await expectBackWhole(whole, SPOT);
    await expectBackWhole(part, 5_000);
    expect(await ledgerOf(t.database.db, whole.user.id)).toHaveLength(3);
  });
});
