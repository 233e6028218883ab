import { describe, expect, it } from 'vitest';
import type { BookingHistoryEntry } from '../../../shared/api/booking-detail-contract';
import { formatVenueInstant } from '../../../shared/display-format';
import {
  formatDateIn,
  formatDayMonthYearIn,
  formatMonthIn,
  formatVenueInstantIn,
} from '../../../shared/i18n/dates';
import { getAppI18n } from '../../i18n/app-i18n';
import {
  cancelOutcomeText,
  historyLines,
  paidAt,
  discountLine,
  paidWithText,
  payerLines,
  refundText,
  type Words,
} from './booking-wording';

/** The English words the screen writes with (useDates' English, the English catalogues). */
const words = (): Words => ({
  t: getAppI18n().getFixedT('en'),
  dates: {
    date: (date) => formatDateIn('en', date),
    dayMonthYear: (date) => formatDayMonthYearIn('en', date),
    month: (month) => formatMonthIn('en', month),
    venueInstant: (iso, zone) => formatVenueInstantIn('en', iso, zone),
  },
});

const ZONE = 'Asia/Kolkata';

const entry = (overrides: Partial<BookingHistoryEntry>): BookingHistoryEntry => ({
  kind: 'paid',
  at: '2026-11-20T04:30:00.000Z',
  amount: null,
  from: null,
  to: null,
  by: null,
  reason: null,
  ...overrides,
});

describe('formatVenueInstant', () => {
  it('writes an instant as the venue reads its clock, whatever the machine zone', () => {
    expect(formatVenueInstant('2026-11-24T13:02:00.000Z', ZONE)).toBe('Tue, 24 Nov 2026, 6:32 PM');
    // 8 PM UTC is already the next morning in Mumbai.
    expect(formatVenueInstant('2026-11-24T20:00:00.000Z', ZONE)).toBe('Wed, 25 Nov 2026, 1:30 AM');
    expect(formatVenueInstant('2026-11-24T20:00:00.000Z', 'America/New_York')).toBe(
      'Tue, 24 Nov 2026, 3:00 PM',
    );
  });

  it('leaves an unreadable instant as it came', () => {
    expect(formatVenueInstant('soon', ZONE)).toBe('soon');
  });
});

describe('historyLines', () => {
  it('says what happened, with amounts and times in the venue zone', () => {
    const lines = historyLines(
      words(),
      [
        entry({ kind: 'paid', amount: 1650 }),
        entry({
          kind: 'rescheduled',
          at: '2026-11-21T12:00:00.000Z',
          from: { date: '2026-11-24', startTime: '6:00 PM', endTime: '7:30 PM' },
          to: { date: '2026-11-25', startTime: '8:00 PM', endTime: '9:30 PM' },
        }),
        entry({ kind: 'cancelled', at: '2026-11-22T12:00:00.000Z', amount: 1650 }),
        entry({ kind: 'refunded', at: '2026-11-22T12:00:05.000Z', amount: 1650 }),
      ],
      ZONE,
    );
    expect(lines.map((line) => line.text)).toEqual([
      'Paid ₹1,650.00',
      'Moved from Tue, 24 Nov 2026, 6:00 PM – 7:30 PM to Wed, 25 Nov 2026, 8:00 PM – 9:30 PM',
      'Cancelled (refund ₹1,650.00)',
      'Refunded ₹1,650.00',
    ]);
    expect(lines.map((line) => line.when)).toEqual([
      'Fri, 20 Nov 2026, 10:00 AM',
      'Sat, 21 Nov 2026, 5:30 PM',
      'Sun, 22 Nov 2026, 5:30 PM',
      'Sun, 22 Nov 2026, 5:30 PM',
    ]);
    expect(new Set(lines.map((line) => line.key)).size).toBe(4);
  });

  it("says a move's difference, paid or given back", () => {
    const move = (amount: number | null) =>
      entry({
        kind: 'rescheduled',
        amount,
        from: { date: '2026-11-24', startTime: '6:00 PM', endTime: '7:00 PM' },
        to: { date: '2026-11-25', startTime: '8:00 PM', endTime: '9:00 PM' },
      });
    const moved =
      'Moved from Tue, 24 Nov 2026, 6:00 PM – 7:00 PM to Wed, 25 Nov 2026, 8:00 PM – 9:00 PM';
    expect(
      historyLines(words(), [move(700), move(-200), move(null)], ZONE).map((l) => l.text),
    ).toEqual([`${moved} (paid ₹700.00 more)`, `${moved} (₹200.00 back)`, moved]);
  });

  it('says who cancelled: the player, or the venue with its reason', () => {
    const lines = historyLines(
      words(),
      [
        entry({ kind: 'cancelled', amount: 1300, by: 'owner', reason: 'Rain' }),
        entry({ kind: 'cancelled', amount: 650, by: 'player' }),
      ],
      ZONE,
    );
    expect(lines.map((line) => line.text)).toEqual([
      'Cancelled by the venue: Rain (refund ₹1,300.00)',
      'Cancelled by you (refund ₹650.00)',
    ]);
  });

  it('says when a cancellation gives nothing back', () => {
    const [line] = historyLines(words(), [entry({ kind: 'cancelled', amount: 0 })], ZONE);
    expect(line!.text).toBe('Cancelled (no refund)');
  });
});

describe('cancelOutcomeText', () => {
  it('promises what the policy gives back', () => {
    const quote = { allowed: true, reason: null };
    expect(cancelOutcomeText(words().t, { ...quote, refundPercent: 100, refundAmount: 1000 })).toBe(
      'You will get ₹1,000.00 back (100%).',
    );
    expect(cancelOutcomeText(words().t, { ...quote, refundPercent: 50, refundAmount: 825 })).toBe(
      'You will get ₹825.00 back (50%).',
    );
    expect(cancelOutcomeText(words().t, { ...quote, refundPercent: 0, refundAmount: 0 })).toBe(
      'No refund: it starts in less than 6 hours.',
    );
  });

  it('says a game booking’s players get their spots back in full', () => {
    const quote = { allowed: true, reason: null, refundPercent: 50, refundAmount: 500 };
    expect(cancelOutcomeText(words().t, quote, true)).toBe(
      'You will get ₹500.00 back (50%). Your game is cancelled with it: every player who joined gets their spot back in full.',
    );
  });
});

describe('refundText', () => {
  it('says when a refund was made, or that it is on its way', () => {
    expect(
      refundText(
        words(),
        {
          amount: 1000,
          status: 'done',
          refundedAt: '2026-11-22T12:00:00.000Z',
          destination: 'source',
          parts: [],
        },
        ZONE,
      ),
    ).toBe('₹1,000.00 refunded to your card on Sun, 22 Nov 2026, 5:30 PM.');
    expect(
      refundText(
        words(),
        { amount: 500, status: 'due', refundedAt: null, destination: 'source', parts: [] },
        ZONE,
      ),
    ).toBe('Refund pending: ₹500.00 is on its way back to your card.');
    expect(
      refundText(
        words(),
        { amount: 0, status: 'done', refundedAt: null, destination: 'source', parts: [] },
        ZONE,
      ),
    ).toBeNull();
    expect(refundText(words(), null, ZONE)).toBeNull();
  });

  it('says a refund to credit is in the TurfBook credit', () => {
    const toCredit = {
      amount: 750,
      status: 'done' as const,
      refundedAt: '2026-11-22T12:00:00.000Z',
      destination: 'credit' as const,
      parts: [],
    };
    expect(refundText(words(), toCredit, ZONE)).toBe(
      '₹750.00 went to your TurfBook credit on Sun, 22 Nov 2026, 5:30 PM.',
    );
    // Not there until the refund is made (a crash between the cancel and its making).
    expect(refundText(words(), { ...toCredit, status: 'due', refundedAt: null }, ZONE)).toBe(
      '₹750.00 is on its way to your TurfBook credit.',
    );
  });

  it('names each part of a part-credit booking’s refund', () => {
    const split = {
      amount: 500,
      status: 'due' as const,
      refundedAt: null,
      destination: 'source' as const,
      parts: [
        { destination: 'credit' as const, amount: 150, status: 'done' as const },
        { destination: 'source' as const, amount: 350, status: 'due' as const },
      ],
    };
    expect(refundText(words(), split, ZONE)).toBe(
      '₹500.00 back: ₹150.00 went to your TurfBook credit and ₹350.00 on its way to your card.',
    );
    const done = {
      ...split,
      parts: split.parts.map((part) => ({ ...part, status: 'done' as const })),
    };
    expect(refundText(words(), done, ZONE)).toBe(
      '₹500.00 back: ₹150.00 went to your TurfBook credit and ₹350.00 refunded to your card.',
    );
  });
});

describe('paidAt', () => {
  it("is the history's payment, else the booking's creation", () => {
    const createdAt = '2026-11-20T04:00:00.000Z';
    expect(paidAt({ createdAt, history: [entry({ at: '2026-11-20T04:30:00.000Z' })] })).toBe(
      '2026-11-20T04:30:00.000Z',
    );
    expect(paidAt({ createdAt, history: [] })).toBe(createdAt);
  });
});

describe('paidWithText', () => {
  const charge = (paidWith: { method: string; amount: string }[]) => ({
    listPrice: '1000.00',
    discount: '0.00',
    promoCode: null,
    creditUsed: '0.00',
    paidWith,
  });

  it('says how the charge was paid: one way alone, or each with what it paid', () => {
    const card = [{ method: 'Card ending 4242', amount: '1000.00' }];
    expect(
      paidWithText(words().t, { amountCharged: 1000, creditPaid: 0, charge: charge(card) }),
    ).toBe('Card ending 4242');
    expect(
      paidWithText(words().t, { amountCharged: 1000, creditPaid: 0, charge: charge(card) }, true),
    ).toBe('₹1,000.00 Card ending 4242');
    const both = [
      { method: 'TurfBook credit', amount: '300.07' },
      { method: 'UPI, ravi@okhdfc', amount: '700.03' },
    ];
    expect(
      paidWithText(words().t, { amountCharged: 1000.1, creditPaid: 300.07, charge: charge(both) }),
    ).toBe('₹300.07 TurfBook credit + ₹700.03 UPI, ravi@okhdfc');
  });

  it('without a charge on record, says how credit and card shared the price, or nothing', () => {
    expect(
      paidWithText(words().t, { amountCharged: 1000, creditPaid: 0, charge: null }),
    ).toBeNull();
    expect(paidWithText(words().t, { amountCharged: 1000, creditPaid: 1000, charge: null })).toBe(
      'TurfBook credit',
    );
    expect(
      paidWithText(words().t, { amountCharged: 1000.1, creditPaid: 300.07, charge: null }),
    ).toBe('₹300.07 TurfBook credit + ₹700.03 card or UPI');
  });

  it('writes a discount with its code, and nothing without one', () => {
    const withCode = {
      ...charge([]),
      listPrice: '1000.00',
      discount: '100.00',
      promoCode: 'MONSOON10',
    };
    expect(discountLine(words().t, withCode)).toEqual({
      label: 'Discount (MONSOON10)',
      amount: '−₹100.00',
      listPrice: '₹1,000.00',
    });
    expect(discountLine(words().t, charge([]))).toBeNull();
    expect(discountLine(words().t, null)).toBeNull();
  });
});

describe('payerLines', () => {
  it('says what each payer paid, and what came back or is still on its way', () => {
    const lines = payerLines(words().t, [
      { fullname: 'Asha', paid: '333.34', returned: '0.00', returns: [] },
      {
        fullname: 'Ravi',
        paid: '333.33',
        returned: '166.67',
        returns: [
          { amount: '100.00', destination: 'credit', status: 'done' },
          { amount: '66.67', destination: 'source', status: 'due' },
        ],
      },
    ]);
    expect(lines.map(({ name, paid, returned }) => [name, paid, returned])).toEqual([
      ['Asha', 'Paid ₹333.34', null],
      ['Ravi', 'Paid ₹333.33', '₹100.00 back, ₹66.67 refund pending'],
    ]);
  });
});

describe('refundText of a booking several people paid for', () => {
  it("says it went back to everyone who paid, never as one payer's", () => {
    const refund = {
      amount: 800,
      status: 'done' as const,
      refundedAt: '2026-11-22T12:00:05.000Z',
      destination: 'source' as const,
      parts: [
        { destination: 'credit' as const, amount: 266.67, status: 'done' as const },
        { destination: 'source' as const, amount: 533.33, status: 'done' as const },
      ],
    };
    expect(refundText(words(), refund, ZONE, 3)).toBe(
      '₹800.00 back to everyone who paid, each to where they chose.',
    );
    expect(refundText(words(), { ...refund, status: 'due' }, ZONE, 3)).toBe(
      '₹800.00 on its way back to everyone who paid, each to where they chose.',
    );
    expect(refundText(words(), refund, ZONE, 1)).toContain('went to your TurfBook credit');
  });
});
