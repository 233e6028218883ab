import { beforeEach, describe, expect, it } from 'vitest';
import { SLOT_TAKEN } from '../../shared/slots';
import { WAITLIST_MESSAGES } from '../../shared/waitlist';
import { offerFreedRangesEverywhere } from '../bookings/waitlist-offers';
import { bookAndPay, cancelBooking, rescheduleBooking } from '../testing/aftercare-kit';
import { createUser } from '../testing/factories';
import {
  TEST_DAY,
  TEST_NOW,
  confirmCard,
  createBooking,
  paymentScene,
  postPayment,
  slotBody,
  takenTimes,
} from '../testing/payment-kit';
import { cookieFor } from '../testing/requests';
import { useTestApp } from '../testing/test-app';
import {
  entries,
  holdsOf,
  joinWaitlist,
  leaveWaitlist,
  myWaitlist,
  offerMails,
  waitBody,
} from '../testing/waitlist-kit';

// The waitlist (docs/decisions/033) over HTTP against a real database: who may join and what is
// refused, the offer to the first one waiting when a claim ends, its 10 minutes, the next one.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

const minutesLater = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * 60_000);
const SLOT = { date: TEST_DAY, startTime: '6:00 PM', endTime: '7:00 PM', amount: '1000.00' };

/** A ₹1000/hour one-court turf whose 6–7 PM is booked by a player, and three more players. */
async function bookedScene() {
  const scene = await paymentScene(t.app, t.database.db);
  const bookingId = await bookAndPay(t.app, scene.cookie, { turfId: scene.turf.id, ...SLOT });
  const waiting = [];
  for (let i = 0; i < 3; i += 1) {
    const user = await createUser(t.database.db, 'user', `Waiting ${i + 1}`);
    waiting.push({ user, cookie: await cookieFor(t.app, user) });
  }
  return { ...scene, bookingId, waiting };
}

/** The players join one after another (a minute apart, so the order is plain). */
async function joinInTurn(scene: Awaited<ReturnType<typeof bookedScene>>) {
  for (const [i, { cookie }] of scene.waiting.entries()) {
    t.setNow(minutesLater(i + 1));
    const joined = await joinWaitlist(t.app, cookie, waitBody(scene.turf.id));
    expect(joined.statusCode, joined.body).toBe(201);
  }
}

describe('joining the waitlist', () => {
  it('lets a player wait for a fully booked range, and lists it as theirs alone', async () => {
    const scene = await bookedScene();
    const [first, second] = scene.waiting;
    const joined = await joinWaitlist(t.app, first!.cookie, waitBody(scene.turf.id));
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({
      message: WAITLIST_MESSAGES.joined,
      entry: {
        turf: { _id: scene.turf.id, name: scene.turf.name },
        date: TEST_DAY,
        startTime: '6:00 PM',
        endTime: '7:00 PM',
        sport: 'football',
        status: 'waiting',
        position: 1,
        offerExpiresAt: null,
      },
    });
    t.setNow(minutesLater(1));
    await joinWaitlist(t.app, second!.cookie, waitBody(scene.turf.id));
    const list = await myWaitlist(t.app, second!.cookie);
    expect(list.json().entries).toHaveLength(1);
    expect(list.json().entries[0]).toMatchObject({ position: 2, status: 'waiting' });
    expect((await myWaitlist(t.app, scene.cookie)).json().entries).toEqual([]);
  });

  it('refuses the visitor, owners and admins', async () => {
    const scene = await bookedScene();
    const admin = await createUser(t.database.db, 'admin');
    const anonymous = await joinWaitlist(t.app, null, waitBody(scene.turf.id));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(WAITLIST_MESSAGES.logIn);
    for (const cookie of [await cookieFor(t.app, scene.owner), await cookieFor(t.app, admin)]) {
      const refused = await joinWaitlist(t.app, cookie, waitBody(scene.turf.id));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(WAITLIST_MESSAGES.playersOnly);
      expect((await myWaitlist(t.app, cookie)).statusCode).toBe(403);
    }
    expect((await myWaitlist(t.app, null)).statusCode).toBe(401);
    expect(await entries(t.database.db)).toEqual([]);
  });

  it('refuses a range that is free now: book it instead', async () => {
    const scene = await bookedScene();
    const free = await joinWaitlist(
      t.app,
      scene.waiting[0]!.cookie,
      waitBody(scene.turf.id, '7:00 PM', '8:00 PM'),
    );
    expect(free.statusCode).toBe(409);
    expect(free.json().message).toBe(WAITLIST_MESSAGES.freeNow);
    // Partly free is free enough to book the free part, but this range as asked is not free.
    const partly = await joinWaitlist(
      t.app,
      scene.waiting[0]!.cookie,
      waitBody(scene.turf.id, '6:30 PM', '7:30 PM'),
    );
    expect(partly.statusCode).toBe(201);
  });

  it('refuses a second entry of the same player for the same range', async () => {
    const scene = await bookedScene();
    const { cookie } = scene.waiting[0]!;
    expect((await joinWaitlist(t.app, cookie, waitBody(scene.turf.id))).statusCode).toBe(201);
    const again = await joinWaitlist(t.app, cookie, waitBody(scene.turf.id));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(WAITLIST_MESSAGES.already);
    // Both at once: the unique index lets one in.
    const other = scene.waiting[1]!.cookie;
    const twice = await Promise.all([
      joinWaitlist(t.app, other, waitBody(scene.turf.id)),
      joinWaitlist(t.app, other, waitBody(scene.turf.id)),
    ]);
    expect(twice.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await entries(t.database.db)).toHaveLength(2);
  });

  it('refuses bad input with a 4xx and writes nothing', async () => {
    const scene = await bookedScene();
    const { cookie } = scene.waiting[0]!;
    const cases: [Record<string, unknown>, number, string | RegExp][] = [
      [{ ...waitBody(scene.turf.id), turfId: 'nope' }, 400, 'Invalid turf id'],
      [waitBody('00000000-0000-4000-8000-000000000000'), 404, /not found|no longer/i],
      [{ ...waitBody(scene.turf.id), startTime: 'noon' }, 400, /Start time must be/],
      [{ ...waitBody(scene.turf.id), endTime: '6:15 PM' }, 400, /End time must be/],
      [waitBody(scene.turf.id, '7:00 PM', '6:00 PM'), 400, /end/i],
      [{ ...waitBody(scene.turf.id), date: 'someday' }, 400, /date/i],
      [{ ...waitBody(scene.turf.id), date: '2030-05-09' }, 400, /started|past/i],
      [waitBody(scene.turf.id, '6:00 AM', '7:00 AM'), 400, /past|already started/i],
      [{ ...waitBody(scene.turf.id), date: '2030-06-10' }, 400, /date|days/i],
      [{ ...waitBody(scene.turf.id), sport: 'tennis' }, 400, /Sport must be/],
      [{ ...waitBody(scene.turf.id), sport: 'badminton' }, 400, /no court for badminton/],
    ];
    for (const [body, status, message] of cases) {
      const answer = await joinWaitlist(t.app, cookie, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(answer.json().message, JSON.stringify(body)).toMatch(message);
    }
    expect(await entries(t.database.db)).toEqual([]);
  });
});

describe('the offer', () => {
  it('goes to the first one waiting when the booking is cancelled, held for 10 minutes', async () => {
    const scene = await bookedScene();
    await joinInTurn(scene);
    t.setNow(minutesLater(5));
    expect((await cancelBooking(t.app, scene.cookie, scene.bookingId)).statusCode).toBe(200);

    const [first, second, third] = await entries(t.database.db);
    expect([first!.status, second!.status, third!.status]).toEqual([
      'offered',
      'waiting',
      'waiting',
    ]);
    expect(first!.userId).toBe(scene.waiting[0]!.user.id);
    expect(await offerMails(t.database.db)).toEqual([first!.id]);
    // The range is taken for everyone else: the grid says so, and Pay Now is refused.
    expect(await takenTimes(t.app, scene.turf.id)).toContain('6:00 PM-7:00 PM');
    const rival = await postPayment(t.app, scene.waiting[2]!.cookie, slotBody(scene.turf.id));
    expect(rival.statusCode).toBe(409);
    expect(rival.json().message).toBe(SLOT_TAKEN);

    const mine = (await myWaitlist(t.app, scene.waiting[0]!.cookie)).json().entries;
    expect(mine).toEqual([
      expect.objectContaining({
        status: 'offered',
        offerExpiresAt: minutesLater(15).toISOString(),
      }),
    ]);
    const next = (await myWaitlist(t.app, scene.waiting[1]!.cookie)).json().entries;
    expect(next[0]).toMatchObject({ status: 'waiting', position: 1 });
  });

  it('is paid through the usual checkout, and the entry ends as booked', async () => {
    const scene = await bookedScene();
    await joinInTurn(scene);
    await cancelBooking(t.app, scene.cookie, scene.bookingId);
    const offered = scene.waiting[0]!;
    const started = await postPayment(t.app, offered.cookie, slotBody(scene.turf.id));
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().amount ?? '1000.00').toBeTruthy();
    expect((await confirmCard(t.app, started.json().clientSecret)).statusCode).toBe(200);
    const booked = await createBooking(t.app, offered.cookie, started.json().paymentId);
    expect(booked.statusCode, booked.body).toBe(201);
    // The offer's own hold became the booking: one row for this player, confirmed.
    expect(await holdsOf(t.database.db, offered.user.id)).toEqual([
      expect.objectContaining({ status: 'confirmed' }),
    ]);
    expect((await myWaitlist(t.app, offered.cookie)).json().entries).toEqual([]);
    // The owner's count drops at once: a paid offer is a booking, not a wait.
    const counts = await t.app.inject({
      url: `/api/v1/waitlist/turf/${scene.turf.id}`,
      headers: { cookie: await cookieFor(t.app, scene.owner) },
    });
    expect(counts.json().ranges).toEqual([
      { date: TEST_DAY, startTime: '6:00 PM', endTime: '7:00 PM', waiting: 2 },
    ]);
    t.setNow(minutesLater(20));
    await offerFreedRangesEverywhere(t.database.db, minutesLater(20));
    const statuses = (await entries(t.database.db)).map((entry) => entry.status);
    expect(statuses).toEqual(['booked', 'waiting', 'waiting']);
    expect(await offerMails(t.database.db)).toHaveLength(1);
  });

  it('passes to the next one waiting after 10 minutes unpaid, each player once, in order', async () => {
    const scene = await bookedScene();
    await joinInTurn(scene);
    t.setNow(minutesLater(5));
    await cancelBooking(t.app, scene.cookie, scene.bookingId);
    // Nine minutes on, the first offer still stands: the sweep offers nobody else.
    await offerFreedRangesEverywhere(t.database.db, minutesLater(14));
    expect((await entries(t.database.db)).map((entry) => entry.status)).toEqual([
      'offered',
      'waiting',
      'waiting',
    ]);
    for (const [minute, expected] of [
      [15, ['passed', 'offered', 'waiting']],
      [25, ['passed', 'passed', 'offered']],
      [35, ['passed', 'passed', 'passed']],
      [45, ['passed', 'passed', 'passed']],
    ] as const) {
      t.setNow(minutesLater(minute));
      await offerFreedRangesEverywhere(t.database.db, minutesLater(minute));
      expect((await entries(t.database.db)).map((entry) => entry.status)).toEqual(expected);
    }
    const all = await entries(t.database.db);
    expect(await offerMails(t.database.db)).toEqual(all.map((entry) => entry.id));
    // Nobody is left waiting: the range is free for anyone once the last offer ran out.
    expect(await takenTimes(t.app, scene.turf.id)).not.toContain('6:00 PM-7:00 PM');
  });

  it('follows a move away, an owner removing a block, and a released hold', async () => {
    const scene = await bookedScene();
    const [first, second, third] = scene.waiting;
    const ownerCookie = await cookieFor(t.app, scene.owner);
    // A booking two days ahead moves to 8 PM: its 6 PM goes to the one waiting.
    const later = '2030-05-12';
    const bookingId = await bookAndPay(t.app, scene.cookie, {
      turfId: scene.turf.id,
      ...SLOT,
      date: later,
    });
    const joined = await joinWaitlist(t.app, first!.cookie, {
      ...waitBody(scene.turf.id),
      date: later,
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const moved = await rescheduleBooking(t.app, scene.cookie, bookingId, {
      bookingDate: later,
      startTime: '8:00 PM',
      endTime: '9:00 PM',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await myWaitlist(t.app, first!.cookie)).json().entries[0].status).toBe('offered');

    // The owner blocks 11 AM – 12 PM, a player waits for it, the owner removes the block.
    const blocked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/owner/turfs/${scene.turf.id}/blocks`,
      headers: { cookie: ownerCookie },
      payload: { date: TEST_DAY, start: 11 * 60, end: 12 * 60, reason: 'Repair' },
    });
    expect(blocked.statusCode, blocked.body).toBe(201);
    await joinWaitlist(t.app, second!.cookie, waitBody(scene.turf.id, '11:00 AM', '12:00 PM'));
    const unblocked = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/owner/turfs/${scene.turf.id}/blocks/${blocked.json().blockIds[0]}`,
      headers: { cookie: ownerCookie },
    });
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    expect((await myWaitlist(t.app, second!.cookie)).json().entries[0].status).toBe('offered');

    // A player holds 2–3 PM, the third waits, the holder releases it.
    const held = await postPayment(
      t.app,
      scene.cookie,
      slotBody(scene.turf.id, '2:00 PM', '3:00 PM'),
    );
    await joinWaitlist(t.app, third!.cookie, waitBody(scene.turf.id, '2:00 PM', '3:00 PM'));
    const released = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payment/holds/${held.json().paymentId}/release`,
      headers: { cookie: scene.cookie },
    });
    expect(released.statusCode, released.body).toBe(200);
    expect((await myWaitlist(t.app, third!.cookie)).json().entries[0].status).toBe('offered');
    expect(await offerMails(t.database.db)).toHaveLength(3);
  });

  it('follows a hold that runs out, on the sweep', async () => {
    const scene = await paymentScene(t.app, t.database.db);
    const held = await postPayment(t.app, scene.cookie, slotBody(scene.turf.id));
    expect(held.statusCode).toBe(200);
    const waiter = await createUser(t.database.db, 'user');
    const cookie = await cookieFor(t.app, waiter);
    expect((await joinWaitlist(t.app, cookie, waitBody(scene.turf.id))).statusCode).toBe(201);
    await offerFreedRangesEverywhere(t.database.db, minutesLater(9));
    expect((await entries(t.database.db))[0]!.status).toBe('waiting');
    t.setNow(minutesLater(11));
    await offerFreedRangesEverywhere(t.database.db, minutesLater(11));
    expect((await entries(t.database.db))[0]!.status).toBe('offered');
  });

  it('gives a leaving player’s offer to the next one, and ends entries when the range starts', async () => {
    const scene = await bookedScene();
    await joinInTurn(scene);
    await cancelBooking(t.app, scene.cookie, scene.bookingId);
    const [first] = (await myWaitlist(t.app, scene.waiting[0]!.cookie)).json().entries;
    // Nobody else can leave it for them.
    expect((await leaveWaitlist(t.app, scene.waiting[1]!.cookie, first._id)).statusCode).toBe(404);
    expect((await leaveWaitlist(t.app, null, first._id)).statusCode).toBe(401);
    const left = await leaveWaitlist(t.app, scene.waiting[0]!.cookie, first._id);
    expect(left.statusCode).toBe(200);
    expect(left.json().message).toBe(WAITLIST_MESSAGES.left);
    expect((await leaveWaitlist(t.app, scene.waiting[0]!.cookie, first._id)).statusCode).toBe(404);
    expect((await entries(t.database.db)).map((entry) => entry.status)).toEqual([
      'left',
      'offered',
      'waiting',
    ]);
    // 6 PM in Mumbai: the range has started, the entries end.
    const sixPm = new Date('2030-05-10T12:30:00Z');
    t.setNow(sixPm);
    await offerFreedRangesEverywhere(t.database.db, sixPm);
    expect((await entries(t.database.db)).map((entry) => entry.status)).toEqual([
      'left',
      'passed',
      'ended',
    ]);
    expect((await myWaitlist(t.app, scene.waiting[2]!.cookie)).json().entries).toEqual([]);
  });
});

describe('GET /api/v1/waitlist/turf/:turfId', () => {
  it('tells the owner and the admin how many wait for each range, and nobody else', async () => {
    const scene = await bookedScene();
    await joinInTurn(scene);
    const other = await createUser(t.database.db, 'owner');
    const admin = await createUser(t.database.db, 'admin');
    const url = `/api/v1/waitlist/turf/${scene.turf.id}`;
    for (const cookie of [await cookieFor(t.app, scene.owner), await cookieFor(t.app, admin)]) {
      const answer = await t.app.inject({ url, headers: { cookie } });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().ranges).toEqual([
        { date: TEST_DAY, startTime: '6:00 PM', endTime: '7:00 PM', waiting: 3 },
      ]);
    }
    for (const [cookie, status] of [
      [await cookieFor(t.app, other), 403],
      [scene.cookie, 403],
      [null, 401],
    ] as const) {
      const answer = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
      expect(answer.statusCode).toBe(status);
    }
  });
});
