import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAY_CLOSE_MESSAGES,
  DESK_METHODS,
  MAX_COUNTED_PAISE,
  cashDifference,
  checkCloseNote,
  deskTakings,
  paiseToRupeeText,
  parseCountedCash,
  splitAtClose,
  type DeskPayment,
} from './day-close';

const OWNER = 'owner';
const people = fc.constantFrom<string | null>(null, OWNER, 'asha', 'ravi', 'meena');
const payment: fc.Arbitrary<DeskPayment> = fc.record({
  method: fc.constantFrom(...DESK_METHODS),
  amountPaise: fc.integer({ min: 0, max: 1_00_000_00 }),
  takenBy: people,
});

describe('the desk takings of a day', () => {
  it('adds up per person to the totals, method by method, to the paisa', () => {
    fc.assert(
      fc.property(fc.array(payment, { maxLength: 60 }), (payments) => {
        const { total, byPerson } = deskTakings(payments, OWNER);
        for (const method of DESK_METHODS) {
          expect(byPerson.reduce((sum, person) => sum + person[method], 0)).toBe(total[method]);
          expect(total[method]).toBe(
            payments.filter((p) => p.method === method).reduce((sum, p) => sum + p.amountPaise, 0),
          );
        }
      }),
    );
  });

  it('counts a payment with no taker under the owner, and names each person once', () => {
    fc.assert(
      fc.property(fc.array(payment, { maxLength: 40 }), (payments) => {
        const { byPerson } = deskTakings(payments, OWNER);
        const ids = byPerson.map((person) => person.userId);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).not.toContain(null);
        const expected = new Set(payments.map((p) => p.takenBy ?? OWNER));
        expect(new Set(ids)).toEqual(expected);
      }),
    );
    expect(
      deskTakings(
        [
          { method: 'cash', amountPaise: 500_00, takenBy: null },
          { method: 'upi', amountPaise: 200_00, takenBy: OWNER },
          { method: 'card', amountPaise: 150_50, takenBy: 'asha' },
        ],
        OWNER,
      ),
    ).toEqual({
      total: { cash: 500_00, upi: 200_00, card: 150_50 },
      byPerson: [
        { userId: OWNER, cash: 500_00, upi: 200_00, card: 0 },
        { userId: 'asha', cash: 0, upi: 0, card: 150_50 },
      ],
    });
  });

  it('takes nothing on a day with no payments', () => {
    expect(deskTakings([], OWNER)).toEqual({ total: { cash: 0, upi: 0, card: 0 }, byPerson: [] });
  });
});

describe('the difference', () => {
  it('is negative when short, positive when over, zero when even', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_COUNTED_PAISE }),
        fc.integer({ min: 0, max: MAX_COUNTED_PAISE }),
        (counted, expected) => {
          const difference = cashDifference(counted, expected);
          expect(Math.sign(difference)).toBe(Math.sign(counted - expected));
          expect(counted).toBe(expected + difference);
        },
      ),
    );
    expect(cashDifference(900_00, 1000_00)).toBe(-100_00);
  });
});

describe('rupee text', () => {
  it('round-trips every amount the close takes, to the paisa', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_COUNTED_PAISE }), (paise) => {
        const text = paiseToRupeeText(paise);
        expect(text).toMatch(/^\d+\.\d\d$/);
        expect(parseCountedCash(text)).toEqual({ paise });
      }),
    );
  });

  it('writes a shortfall with its sign', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_COUNTED_PAISE }), (paise) => {
        expect(paiseToRupeeText(-paise)).toBe(`-${paiseToRupeeText(paise)}`);
      }),
    );
    expect(paiseToRupeeText(-100_00)).toBe('-100.00');
    expect(paiseToRupeeText(5)).toBe('0.05');
    expect(paiseToRupeeText(0)).toBe('0.00');
  });
});

describe('the cash counted, as typed', () => {
  it.each([
    ['1200', 1200_00],
    ['1200.5', 1200_50],
    ['1,200.50', 1200_50],
    ['₹ 0', 0],
    ['0.05', 5],
  ])('reads %s', (text, paise) => {
    expect(parseCountedCash(text)).toEqual({ paise });
  });

  it.each([
    ['12.345', DAY_CLOSE_MESSAGES.countedInvalid],
    ['-1', DAY_CLOSE_MESSAGES.countedInvalid],
    ['abc', DAY_CLOSE_MESSAGES.countedInvalid],
    ['', DAY_CLOSE_MESSAGES.countedInvalid],
    ['1e5', DAY_CLOSE_MESSAGES.countedInvalid],
    ['999999999999999999999', DAY_CLOSE_MESSAGES.countedInvalid],
    ['10000000.01', DAY_CLOSE_MESSAGES.countedTooHigh],
  ])('refuses %s', (text, problem) => {
    expect(parseCountedCash(text)).toEqual({ problem });
  });

  it('refuses any text that is not a plain amount, never throwing', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const read = parseCountedCash(text);
        if ('paise' in read) {
          expect(Number.isSafeInteger(read.paise)).toBe(true);
          expect(read.paise).toBeGreaterThanOrEqual(0);
          expect(read.paise).toBeLessThanOrEqual(MAX_COUNTED_PAISE);
        }
      }),
    );
  });
});

describe('the note', () => {
  it('is needed when the cash differs, and kept trimmed', () => {
    expect(checkCloseNote('', -100_00)).toEqual({ problem: DAY_CLOSE_MESSAGES.noteNeeded });
    expect(checkCloseNote('  ', 5)).toEqual({ problem: DAY_CLOSE_MESSAGES.noteNeeded });
    expect(checkCloseNote(null, 0)).toEqual({ note: '' });
    expect(checkCloseNote(' Change given twice ', -100_00)).toEqual({
      note: 'Change given twice',
    });
    expect(checkCloseNote('x'.repeat(501), 0)).toEqual({ problem: DAY_CLOSE_MESSAGES.noteTooLong });
  });
});

describe('payments recorded after the close', () => {
  it('are kept apart, never in the closed figures', () => {
    const closedAt = new Date('2030-05-10T15:00:00Z');
    const early = { paidAt: new Date('2030-05-10T14:59:59Z') };
    const atClose = { paidAt: closedAt };
    const late = { paidAt: new Date('2030-05-10T15:00:01Z') };
    expect(splitAtClose([early, late, atClose], closedAt)).toEqual({
      counted: [early, atClose],
      after: [late],
    });
  });
});
