import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPaise } from './display-format';
import {
  gameCancellationParts,
  gameDeadline,
  GAME_MESSAGES,
  gameReturnMethods,
  leaveRefusal,
  MIN_DEADLINE_HOURS,
  MIN_GAME_SPOTS,
  MIN_GAME_WINDOW_MS,
  openGameRefusal,
  openGameSummary,
  type GameFormChoice,
  type GameableBooking,
  mayLeaveFree,
  openGameBodySchema,
  organizerPart,
  organizerReturns,
  shownGameStatus,
  spotPrice,
} from './games';

// Open games' rules (docs/decisions/045): the price per spot, the organizer's part and returns,
// the deadline and when leaving is free.

const HOUR = 3_600_000;

describe('spotPrice and organizerPart', () => {
  it('shares ₹1,000 among the organizer and 2 spots: ₹333.33 a spot, the organizer keeps ₹333.34', () => {
    expect(spotPrice(100_000, 2)).toBe(33_333);
    expect(organizerPart(100_000, 2, 2)).toBe(33_334);
    expect(organizerPart(100_000, 2, 0)).toBe(100_000);
    expect(organizerReturns(100_000, 2, 2)).toEqual([33_333, 33_333]);
  });

  it('refuses 0 or 22 spots, a price under a paisa a place, and more joined than spots', () => {
    expect(() => spotPrice(100_000, 0)).toThrow(RangeError);
    expect(() => spotPrice(100_000, 22)).toThrow(RangeError);
    expect(() => spotPrice(2, 2)).toThrow(RangeError);
    expect(() => organizerPart(100_000, 2, 3)).toThrow(RangeError);
  });

  it('organizer’s part + joined spots = price, and the organizer never pays less than a spot', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 21 })
          .chain((spots) =>
            fc.tuple(
              fc.constant(spots),
              fc.integer({ min: spots + 1, max: 10_000_000 }),
              fc.integer({ min: 0, max: spots }),
            ),
          ),
        ([spots, price, joined]) => {
          const spot = spotPrice(price, spots);
          const returns = organizerReturns(price, spots, joined);
          const kept = organizerPart(price, spots, joined);
          expect(kept + joined * spot).toBe(price);
          expect(price - returns.reduce((sum, amount) => sum + amount, 0)).toBe(kept);
          expect(kept).toBeGreaterThanOrEqual(spot);
          // Equal shares to the paisa: the organizer's full-game part is within the odd paise.
          expect(organizerPart(price, spots, spots) - spot).toBeLessThanOrEqual(spots);
        },
      ),
    );
  });
});

describe('gameDeadline and mayLeaveFree', () => {
  const play = new Date('2030-05-10T12:30:00Z');

  it('is hours before play, and null with under 15 minutes left', () => {
    expect(gameDeadline(play, 2, new Date(play.getTime() - 3 * HOUR))).toEqual(
      new Date(play.getTime() - 2 * HOUR),
    );
    expect(gameDeadline(play, 2, new Date(play.getTime() - 2 * HOUR - 14 * 60_000))).toBeNull();
    expect(gameDeadline(play, 2, new Date(play.getTime() - 2 * HOUR - 15 * 60_000))).not.toBeNull();
  });

  it('leaving is free exactly while the cancellation policy gives a full refund', () => {
    expect(mayLeaveFree(play, new Date(play.getTime() - 24 * HOUR))).toBe(true);
    expect(mayLeaveFree(play, new Date(play.getTime() - 24 * HOUR + 1))).toBe(false);
    expect(mayLeaveFree(play, play)).toBe(false);
  });

  it('a player may leave an open or closed game while leaving is free, never a settled one', () => {
    const early = new Date(play.getTime() - 30 * HOUR);
    expect(leaveRefusal('open', play, early)).toBeNull();
    expect(leaveRefusal('closed', play, early)).toBeNull();
    expect(leaveRefusal('settled', play, early)).toBe(GAME_MESSAGES.settled);
    expect(leaveRefusal('cancelled', play, early)).toBe(GAME_MESSAGES.settled);
    expect(leaveRefusal('open', play, new Date(play.getTime() - HOUR))).toBe(
      GAME_MESSAGES.leaveLate,
    );
  });

  it('a deadline, when there is one, is before play and at least 15 minutes away', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 48 }),
        fc.integer({ min: 0, max: 100 * HOUR }),
        (hours, before) => {
          const now = new Date(play.getTime() - before);
          const deadline = gameDeadline(play, hours, now);
          if (deadline) {
            expect(deadline < play).toBe(true);
            expect(deadline.getTime() - now.getTime()).toBeGreaterThanOrEqual(15 * 60_000);
          } else expect(before - hours * HOUR).toBeLessThan(15 * 60_000);
        },
      ),
    );
  });
});

describe('openGameBodySchema', () => {
  const body = {
    bookingId: '3f7fe986-72b1-4ee7-b96b-80ba805a878e',
    level: 'beginner',
    spotsTotal: 3,
  };
  it('fills the extras’ defaults and refuses bad fields with clear messages', () => {
    expect(openGameBodySchema.parse(body)).toMatchObject({
      note: '',
      returnTo: 'source',
      minReliability: null,
      deadlineHoursBefore: 2,
      ifNotFull: 'keep',
    });
    const bad = openGameBodySchema.safeParse({ ...body, spotsTotal: 1.5 });
    expect(bad.error?.issues[0]?.message).toBe('Open between 1 and 21 spots.');
    expect(openGameBodySchema.safeParse({ ...body, minReliability: 101 }).success).toBe(false);
    expect(openGameBodySchema.safeParse({ ...body, note: 'x'.repeat(281) }).success).toBe(false);
  });
});

describe('openGameRefusal and gameReturnMethods', () => {
  const now = new Date('2030-05-10T04:30:00Z');
  const farOff = new Date('2030-05-12T12:30:00Z');
  const paid: GameableBooking = {
    status: 'confirmed',
    paymentStatus: 'paid',
    paidOnline: true,
    amountPaise: 100_000,
    creditPaise: 0,
    split: false,
    hasGame: false,
  };

  it('offers a paid, confirmed booking far enough ahead', () => {
    expect(openGameRefusal(paid, farOff, now)).toBeNull();
  });

  it('refuses a game already open, an unpaid or cancelled booking, one too soon or too cheap', () => {
    expect(openGameRefusal({ ...paid, hasGame: true }, farOff, now)).toBe(
      GAME_MESSAGES.alreadyOpen,
    );
    for (const other of [
      { status: 'cancelled' },
      { status: 'pending' },
      { paymentStatus: 'unpaid' },
      { paidOnline: false },
    ])
      expect(openGameRefusal({ ...paid, ...other }, farOff, now)).toBe(GAME_MESSAGES.notConfirmed);
    // The nearest deadline (an hour before play) must still be more than the window away.
    const justInTime = new Date(
      now.getTime() + MIN_DEADLINE_HOURS * 3_600_000 + MIN_GAME_WINDOW_MS,
    );
    expect(openGameRefusal(paid, justInTime, now)).toBeNull();
    expect(openGameRefusal(paid, new Date(justInTime.getTime() - 60_000), now)).toBe(
      GAME_MESSAGES.tooLate,
    );
    expect(openGameRefusal({ ...paid, amountPaise: MIN_GAME_SPOTS }, farOff, now)).toBe(
      GAME_MESSAGES.tooCheap,
    );
  });

  it('asks of the booker’s choice what the offer asks of the easiest one', () => {
    // Play in 5 h 10 min: a 1-hour deadline leaves time to find players, a 5-hour one does not.
    const soon = new Date(now.getTime() + 5 * HOUR + 10 * 60_000);
    expect(openGameRefusal(paid, soon, now)).toBeNull();
    expect(openGameRefusal(paid, soon, now, { spotsTotal: 4, deadlineHoursBefore: 5 })).toBe(
      GAME_MESSAGES.tooLate,
    );
    // ₹0.03 shares among the organizer and 2 spots, not among the organizer and 3.
    const tiny = { ...paid, amountPaise: 3 };
    expect(openGameRefusal(tiny, farOff, now, { spotsTotal: 2, deadlineHoursBefore: 2 })).toBe(
      null,
    );
    expect(openGameRefusal(tiny, farOff, now, { spotsTotal: 3, deadlineHoursBefore: 2 })).toBe(
      GAME_MESSAGES.tooCheap,
    );
  });

  it('sends returns back to the card only when one card payment paid the whole price', () => {
    expect(gameReturnMethods(paid)).toEqual(['source', 'credit']);
    expect(gameReturnMethods({ ...paid, creditPaise: 1 })).toEqual(['credit']);
    expect(gameReturnMethods({ ...paid, split: true })).toEqual(['credit']);
  });
});

describe('shownGameStatus', () => {
  it('shows an open game past its deadline as closed, and every other status as it is', () => {
    const deadline = new Date('2030-05-10T12:00:00Z');
    const before = new Date(deadline.getTime() - 1);
    expect(shownGameStatus('open', deadline, before)).toBe('open');
    expect(shownGameStatus('open', deadline, deadline)).toBe('closed');
    for (const status of ['closed', 'settled', 'cancelled'] as const) {
      expect(shownGameStatus(status, deadline, before)).toBe(status);
      expect(shownGameStatus(status, deadline, new Date(deadline.getTime() + 60_000))).toBe(status);
    }
  });
});

describe('openGameSummary', () => {
  // Play at 6:00 PM in Mumbai on Fri, 10 May 2030; asked two days before.
  const play = new Date('2030-05-10T12:30:00Z');
  const now = new Date('2030-05-08T12:30:00Z');
  const zone = 'Asia/Kolkata';
  const choice: GameFormChoice = {
    spotsTotal: 3,
    deadlineHoursBefore: 2,
    ifNotFull: 'keep',
    returnTo: 'credit',
  };

  it('says what a spot costs, the organizer’s part full and empty, and when credit comes back', () => {
    expect(openGameSummary(100_000, play, now, zone, choice)).toEqual({
      refusal: null,
      spot: '₹250.00 a spot',
      shared: 'The booking’s ₹1,000.00 shared equally among you and 3 players.',
      part: 'Your part: ₹250.00 if every spot fills, ₹1,000.00 (the whole price) if no one joins.',
      returns:
        'What players pay comes back to you at the deadline, Fri, 10 May 2030, 4:00 PM (2 hours before play), not as each spot is paid: ₹250.00 for each player still in, added to your TurfBook credit.',
      meanwhile: 'Until then, a player who leaves or is removed gets their spot back in full.',
    });
  });

  it('keeps the odd paise in the organizer’s part, writes lakhs the Indian way, and names the card', () => {
    const summary = openGameSummary(1_50_000_01, play, now, zone, {
      ...choice,
      spotsTotal: 1,
      deadlineHoursBefore: 1,
      returnTo: 'source',
    });
    expect(summary).toMatchObject({
      spot: '₹75,000.00 a spot',
      shared: 'The booking’s ₹1,50,000.01 shared equally among you and 1 player.',
      part: 'Your part: ₹75,000.01 if every spot fills, ₹1,50,000.01 (the whole price) if no one joins.',
    });
    if (summary.refusal !== null) throw new Error('refused');
    expect(summary.returns).toContain(
      'at the deadline, Fri, 10 May 2030, 5:00 PM (1 hour before play)',
    );
    expect(summary.returns).toContain(
      '₹75,000.00 for each player still in, refunded to the card or UPI you paid with',
    );
  });

  it('with "cancel if not full", says the organizer pays all then, and returns come only if full', () => {
    const summary = openGameSummary(100_000, play, now, zone, { ...choice, ifNotFull: 'cancel' });
    if (summary.refusal !== null) throw new Error('refused');
    expect(summary.part).toBe(
      'Your part: ₹250.00 if every spot fills, ₹1,000.00 (the whole price) if no one joins. If it is not full by the deadline, the game is cancelled and every player refunded: you pay the whole price.',
    );
    expect(summary.returns).toContain(
      'not as each spot is paid, if every spot is taken: ₹250.00 for each player, added',
    );
  });

  it('states the figures spotPrice and organizerPart give, for any price and spots', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 21 }),
        fc.integer({ min: 22, max: 99_999_999 }),
        (spots, price) => {
          const summary = openGameSummary(price, play, now, zone, { ...choice, spotsTotal: spots });
          if (summary.refusal !== null) throw new Error(summary.refusal);
          expect(summary.spot).toBe(`${formatPaise(spotPrice(price, spots))} a spot`);
          expect(summary.part).toContain(formatPaise(organizerPart(price, spots, spots)));
          expect(summary.part).toContain(
            `${formatPaise(organizerPart(price, spots, 0))} (the whole`,
          );
        },
      ),
    );
  });

  it('answers, instead, the refusal the server would give for this choice', () => {
    const refusal = (over: Partial<GameFormChoice>, price = 100_000, at = now) =>
      openGameSummary(price, play, at, zone, { ...choice, ...over }).refusal;
    expect(refusal({ spotsTotal: 0 })).toBe(GAME_MESSAGES.spots);
    expect(refusal({ spotsTotal: Number.NaN })).toBe(GAME_MESSAGES.spots);
    expect(refusal({ spotsTotal: 22 })).toBe(GAME_MESSAGES.spots);
    expect(refusal({ deadlineHoursBefore: 49 })).toBe(GAME_MESSAGES.deadline);
    expect(refusal({ deadlineHoursBefore: 48 })).toBe(GAME_MESSAGES.tooLate);
    expect(refusal({}, 3)).toBe(GAME_MESSAGES.tooCheap);
    expect(refusal({}, 4)).toBeNull();
    expect(refusal({}, 100_000, new Date(play.getTime() - 2 * HOUR - 10 * 60_000))).toBe(
      GAME_MESSAGES.tooLate,
    );
  });
});

describe('gameCancellationParts', () => {
  const startsAt = new Date('2031-05-10T12:30:00Z');
  const at = (hoursBefore: number) => new Date(startsAt.getTime() - hoursBefore * HOUR);

  it('before settling: spots back in full, the organizer’s whole price under the policy', () => {
    const game = { pricePaise: 120_000, settled: false, joinedSpotsPaise: [40_000, 40_000] };
    expect(gameCancellationParts(game, { startsAt, now: at(30) })).toEqual({
      organizerPartPaise: 120_000,
      organizerRefundPaise: 120_000,
      spotRefundsPaise: [40_000, 40_000],
      bookingRefundedPaise: 120_000,
      keptPaise: 0,
    });
    expect(gameCancellationParts(game, { startsAt, now: at(10) })!.organizerRefundPaise).toBe(
      60_000,
    );
    expect(gameCancellationParts(game, { startsAt, now: at(1) })!.keptPaise).toBe(120_000);
  });

  it('after settling: the organizer’s part is the price less the kept spots’ returns', () => {
    const game = { pricePaise: 100_001, settled: true, joinedSpotsPaise: [33_333, 33_333] };
    const half = gameCancellationParts(game, { startsAt, now: at(10) })!;
    expect(half.organizerPartPaise).toBe(33_335);
    expect(half.organizerRefundPaise).toBe(16_667);
    // The venue gives back the kept spots whole and half the organizer's part.
    expect(half.bookingRefundedPaise).toBe(16_667 + 66_666);
    expect(half.keptPaise).toBe(16_668);
    const whole = gameCancellationParts(game, 'whole')!;
    expect(whole).toMatchObject({ organizerRefundPaise: 33_335, keptPaise: 0 });
  });

  it('is null once play has started', () => {
    const game = { pricePaise: 100_000, settled: false, joinedSpotsPaise: [] };
    expect(gameCancellationParts(game, { startsAt, now: startsAt })).toBeNull();
  });

  it('adds up exactly: what every payer paid less what went back is what the booking keeps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5_000_000 }),
        fc.integer({ min: MIN_GAME_SPOTS, max: 21 }),
        fc.nat(),
        fc.boolean(),
        fc.oneof(fc.constant(-1), fc.integer({ min: 0, max: 72 })),
        (price, spotsTotal, joinedSeed, settled, hoursBefore) => {
          fc.pre(price >= spotsTotal + 1);
          const spot = spotPrice(price, spotsTotal);
          const joined = joinedSeed % (spotsTotal + 1);
          const game = { pricePaise: price, settled, joinedSpotsPaise: Array(joined).fill(spot) };
          const policy = hoursBefore < 0 ? 'whole' : { startsAt, now: at(hoursBefore + 0.5) };
          const parts = gameCancellationParts(game, policy as 'whole')!;
          const spots = joined * spot;
          const paid = price + spots;
          const returnedAtSettling = settled ? spots : 0;
          const back = returnedAtSettling + parts.organizerRefundPaise + spots;
          expect(paid - back).toBe(parts.keptPaise);
          expect(parts.keptPaise).toBe(price - parts.bookingRefundedPaise);
          for (const figure of [
            parts.organizerPartPaise,
            parts.organizerRefundPaise,
            parts.bookingRefundedPaise,
            parts.keptPaise,
            ...parts.spotRefundsPaise,
          ]) {
            expect(Number.isInteger(figure) && figure >= 0).toBe(true);
          }
          expect(parts.organizerRefundPaise).toBeLessThanOrEqual(parts.organizerPartPaise);
          expect(parts.bookingRefundedPaise).toBeLessThanOrEqual(price);
          if (policy === 'whole') expect(parts.keptPaise).toBe(0);
        },
      ),
    );
  });
});
