import { beforeEach, describe, expect, it } from 'vitest';
import { GAME_MESSAGES } from '../../shared/games';
import { createUser } from '../testing/factories';
import { FAR_DAY, openGameCall, paidBooking } from '../testing/game-kit';
import { TEST_DAY, TEST_NOW, confirmCard } from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { openPaidSplit, payShare, sharesInDb, teammate, getSplit } from '../testing/split-kit';
import { useTestApp } from '../testing/test-app';

// The booking page's offer to open a booking as a game (docs/decisions/045): the server says
// whether its booker may and where the returns may go, by the rules the opening itself obeys.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

async function offerOf(cookie: string, bookingId: string) {
  const page = await t.app.inject({ url: `/api/v1/booking/${bookingId}`, headers: { cookie } });
  expect(page.statusCode, page.body).toBe(200);
  return page.json().booking.actions.openGame as {
    allowed: boolean;
    reason: string | null;
    returnTo: string[];
  };
}

describe("the booking page's offer to open a game", () => {
  it('offers a paid booking far ahead, with returns to the card or credit; not once opened', async () => {
    const { booking, cookie } = await paidBooking(t.app, t.database.db, FAR_DAY);
    expect(await offerOf(cookie, booking.id)).toEqual({
      allowed: true,
      reason: null,
      returnTo: ['source', 'credit'],
    });
    const opened = await openGameCall(t.app, cookie, {
      bookingId: booking.id,
      level: 'beginner',
      spotsTotal: 2,
      note: '',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(await offerOf(cookie, booking.id)).toMatchObject({
      allowed: false,
      reason: GAME_MESSAGES.alreadyOpen,
    });
  });

  it('refuses a booking too close to play, and a cancelled one', async () => {
    // TEST_DAY 6 PM, from 10 AM: open. From 4:50 PM the nearest deadline (5 PM) is too near.
    const { booking, cookie } = await paidBooking(t.app, t.database.db, TEST_DAY);
    expect((await offerOf(cookie, booking.id)).allowed).toBe(true);
    t.setNow(new Date(`${TEST_DAY}T16:50:00+05:30`));
    expect(await offerOf(cookie, booking.id)).toMatchObject({
      allowed: false,
      reason: GAME_MESSAGES.tooLate,
    });
    t.setNow(TEST_NOW);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/booking/${booking.id}/cancel`,
      headers: { cookie },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await offerOf(cookie, booking.id)).toMatchObject({
      allowed: false,
      reason: GAME_MESSAGES.notConfirmed,
    });
  });

  it('offers nothing on another’s booking or a past one, and opening refuses them alike', async () => {
    const { booking, cookie } = await paidBooking(t.app, t.database.db, TEST_DAY);
    const body = { bookingId: booking.id, level: 'beginner', spotsTotal: 2, note: '' };
    // Another player: the booking is as if it did not exist, to read or to open.
    const stranger = await cookieFor(t.app, await createUser(t.database.db, 'user'));
    const theirs = await t.app.inject({
      url: `/api/v1/booking/${booking.id}`,
      headers: { cookie: stranger },
    });
    expect(theirs.statusCode).toBe(404);
    expect((await openGameCall(t.app, stranger, body)).statusCode).toBe(404);
    // Its hour played (TEST_DAY 6 PM), the booker is offered nothing and refused alike.
    t.setNow(new Date(`${TEST_DAY}T20:00:00+05:30`));
    expect(await offerOf(cookie, booking.id)).toMatchObject({
      allowed: false,
      reason: GAME_MESSAGES.tooLate,
    });
    const late = await openGameCall(t.app, cookie, body);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(GAME_MESSAGES.tooLate);
  });

  it('refuses opening a booking twice by the rule that withdrew the offer', async () => {
    const { booking, cookie } = await paidBooking(t.app, t.database.db, FAR_DAY);
    const body = { bookingId: booking.id, level: 'beginner', spotsTotal: 2, note: '' };
    expect((await openGameCall(t.app, cookie, body)).statusCode).toBe(200);
    const again = await openGameCall(t.app, cookie, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(GAME_MESSAGES.alreadyOpen);
  });

  it('sends a split booking’s returns to credit only, and the server refuses the card', async () => {
    const { turf } = await paidBooking(t.app, t.database.db, FAR_DAY);
    const booker = await createUser(t.database.db, 'user');
    const cookie = await cookieFor(t.app, booker);
    const split = await openPaidSplit(t.app, cookie, turf.id, 2);
    const mate = await teammate(t.app, t.database.db);
    const [, share] = await sharesInDb(t.database.db, split.splitId);
    const started = await payShare(t.app, mate.cookie, split, share!.id);
    expect((await confirmCard(t.app, started.json().clientSecret)).statusCode).toBe(200);
    const bookingId: string = (await getSplit(t.app, cookie, split.splitId)).json().bookingId;
    expect(await offerOf(cookie, bookingId)).toEqual({
      allowed: true,
      reason: null,
      returnTo: ['credit'],
    });
    const body = { bookingId, level: 'beginner', spotsTotal: 2, note: '' };
    const toCard = await openGameCall(t.app, cookie, { ...body, returnTo: 'source' });
    expect(toCard.statusCode).toBe(400);
    expect(toCard.json().message).toBe(GAME_MESSAGES.sourceNotPossible);
    expect((await openGameCall(t.app, cookie, { ...body, returnTo: 'credit' })).statusCode).toBe(
      200,
    );
  });
});
