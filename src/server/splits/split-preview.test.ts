import { beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { TEST_NOW, confirmCard, paymentScene, postPayment, slotBody } from '../testing/payment-kit';
import { openPaidSplit, payShare, sharesInDb, teammate } from '../testing/split-kit';
import { useTestApp } from '../testing/test-app';

// A split's share link opened before signing in (docs/decisions/061): anyone holding the token
// sees the turf, day, time and a teammate's share (the link preview's facts, decision 055), and
// nothing personal; without the token, the same 404 as for no split at all.

const t = useTestApp({ TZ_VENUE: 'Asia/Kolkata' });
beforeEach(() => t.setNow(TEST_NOW));

function preview(app: App, splitId: string, token?: string, cookie?: string) {
  const query = token === undefined ? '' : `?token=${encodeURIComponent(token)}`;
  return app.inject({
    method: 'GET',
    url: `/api/v1/splits/${splitId}/preview${query}`,
    headers: cookie ? { cookie } : {},
  });
}

describe('GET /api/v1/splits/:splitId/preview', () => {
  it('shows a holder of the link, signed in or not, the turf, day, time and their share', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const split = await openPaidSplit(t.app, cookie, turf.id, 4);
    const answer = await preview(t.app, split.splitId, split.shareToken);
    expect(answer.statusCode, answer.body).toBe(200);
    // ₹1000 among four: ₹250 each, three still to pay.
    expect(answer.json()).toEqual({
      success: true,
      preview: {
        turfId: turf.id,
        turfName: turf.name,
        location: turf.location,
        date: '2030-05-10',
        startTime: '6:00 PM',
        endTime: '7:00 PM',
        status: 'open',
        share: '250.00',
        sharesLeft: 3,
        teammates: 3,
      },
    });
    const mate = await teammate(t.app, t.database.db);
    const signedIn = await preview(t.app, split.splitId, split.shareToken, mate.cookie);
    expect(signedIn.json()).toEqual(answer.json());
  });

  it('names nobody: no booker, no payer, no phone number or e-mail', async () => {
    const { turf, cookie, player } = await paymentScene(t.app, t.database.db);
    const split = await openPaidSplit(t.app, cookie, turf.id, 3);
    const [, second] = await sharesInDb(t.database.db, split.splitId);
    const mate = await teammate(t.app, t.database.db);
    const started = (await payShare(t.app, mate.cookie, split, second!.id)).json();
    expect((await confirmCard(t.app, started.clientSecret)).statusCode).toBe(200);
    const answer = await preview(t.app, split.splitId, split.shareToken);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().preview).toMatchObject({ sharesLeft: 1, teammates: 2 });
    for (const personal of [
      player.fullname,
      player.email,
      player.mobilenumber,
      mate.user.fullname,
      mate.user.email,
      player.id,
      mate.user.id,
    ])
      expect(answer.body).not.toContain(personal);
    expect(Object.keys(answer.json().preview).sort()).toEqual(
      [
        'date',
        'endTime',
        'location',
        'share',
        'sharesLeft',
        'startTime',
        'status',
        'teammates',
        'turfId',
        'turfName',
      ].sort(),
    );
  });

  it('answers 404 without the token or with a wrong one, even to the signed-in', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const split = await openPaidSplit(t.app, cookie, turf.id, 2);
    const mate = await teammate(t.app, t.database.db);
    for (const [token, who] of [
      [undefined, undefined],
      ['wrong', undefined],
      [`${split.shareToken}x`, undefined],
      [undefined, cookie],
      ['wrong', mate.cookie],
    ] as const) {
      const answer = await preview(t.app, split.splitId, token, who);
      expect(answer.statusCode, `${token} ${who ? 'signed in' : 'anonymous'}`).toBe(404);
      expect(answer.body).not.toContain(turf.name);
    }
    const unknown = await preview(t.app, '00000000-0000-4000-8000-000000000000', split.shareToken);
    expect(unknown.statusCode).toBe(404);
    expect((await preview(t.app, 'not-a-uuid', split.shareToken)).statusCode).toBe(400);
  });

  it('says when no share is left to pay', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db);
    const split = await openPaidSplit(t.app, cookie, turf.id, 2);
    const [, second] = await sharesInDb(t.database.db, split.splitId);
    const mate = await teammate(t.app, t.database.db);
    const started = (await payShare(t.app, mate.cookie, split, second!.id)).json();
    expect((await confirmCard(t.app, started.clientSecret)).statusCode).toBe(200);
    const answer = await preview(t.app, split.splitId, split.shareToken);
    expect(answer.json().preview).toMatchObject({
      status: 'complete',
      share: null,
      sharesLeft: 0,
    });
  });
});

function startSplit(app: App, cookie: string, turfId: string, players: number, amount: string) {
  return postPayment(app, cookie, { ...slotBody(turfId), amount, split: { players } });
}

describe('the share shown before signing in', () => {
  it('is the one the page then asks for: the first unpaid teammate share, odd paisa and all', async () => {
    const { turf, cookie } = await paymentScene(t.app, t.database.db, 80_000);
    // ₹800 in 3: ₹266.67, ₹266.67, ₹266.66; a teammate is handed share 2 (₹266.67), not the
    // smallest.
    const started = await startSplit(t.app, cookie, turf.id, 3, '800.00');
    expect(started.statusCode, started.body).toBe(200);
    const split = started.json() as { splitId: string; shareToken: string; clientSecret: string };
    expect((await confirmCard(t.app, split.clientSecret)).statusCode).toBe(200);
    const shares = await sharesInDb(t.database.db, split.splitId);
    expect(shares.map((share) => share.amountPaise)).toEqual([26_667, 26_667, 26_666]);
    const answer = await preview(t.app, split.splitId, split.shareToken);
    expect(answer.json().preview.share).toBe('266.67');
  });
});
