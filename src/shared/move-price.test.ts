import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  courtSize,
  moveQuoteText,
  moveSettlement,
  priceAfterMove,
  type MoveKind,
} from './move-price';

const base = { kind: 'reschedule' as MoveKind, fromSize: 1, toSize: 1 };

describe('moveSettlement', () => {
  it('asks for the difference of a dearer slot', () => {
    expect(moveSettlement({ ...base, currentPaise: 100_000, newPaise: 300_000 })).toEqual({
      kind: 'pay',
      differencePaise: 200_000,
    });
  });

  it('gives back the difference of a cheaper slot', () => {
    expect(moveSettlement({ ...base, currentPaise: 150_000, newPaise: 100_000 })).toEqual({
      kind: 'refund',
      differencePaise: 50_000,
    });
  });

  it('settles nothing for the same price', () => {
    expect(moveSettlement({ ...base, currentPaise: 100_000, newPaise: 100_000 })).toEqual({
      kind: 'none',
      waivedPaise: 0,
    });
  });

  it("waives a rain-out's dearer difference on a court of the same size only", () => {
    const rainOut = { kind: 'rain_out' as const, currentPaise: 100_000, newPaise: 150_000 };
    expect(moveSettlement({ ...rainOut, fromSize: 1, toSize: 1 })).toEqual({
      kind: 'none',
      waivedPaise: 50_000,
    });
    expect(moveSettlement({ ...rainOut, fromSize: 1, toSize: 2 })).toEqual({
      kind: 'pay',
      differencePaise: 50_000,
    });
    // A cheaper rain-out move still gives the difference back.
    expect(moveSettlement({ ...rainOut, newPaise: 80_000, fromSize: 2, toSize: 2 })).toEqual({
      kind: 'refund',
      differencePaise: 20_000,
    });
  });

  it('sizes a court by the plain courts it stands on', () => {
    expect(courtSize({ parts: [] })).toBe(1);
    expect(courtSize({ parts: ['a', 'b'] })).toBe(2);
  });

  it('quotes the difference in rupees', () => {
    expect(moveQuoteText({ kind: 'pay', differencePaise: 200_000 })).toBe('Pay ₹2000.00 more');
    expect(moveQuoteText({ kind: 'refund', differencePaise: 50_050 })).toBe('₹500.50 back to you');
  });

  const kinds = fc.constantFrom<MoveKind>('reschedule', 'rain_out');
  const paise = fc.integer({ min: 0, max: 99_999_999 });
  const size = fc.integer({ min: 1, max: 4 });

  it('leaves the booking at the new price whenever money changes hands', () => {
    fc.assert(
      fc.property(paise, paise, kinds, size, size, (current, next, kind, from, to) => {
        const settlement = moveSettlement({
          currentPaise: current,
          newPaise: next,
          kind,
          fromSize: from,
          toSize: to,
        });
        const after = priceAfterMove(current, settlement);
        if (settlement.kind === 'none') {
          expect(after).toBe(current);
          expect(settlement.waivedPaise).toBe(Math.max(0, next - current));
        } else {
          expect(after).toBe(next);
          expect(settlement.differencePaise).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('waives only for a rain-out, only a dearer slot, only the same size', () => {
    fc.assert(
      fc.property(paise, paise, kinds, size, size, (current, next, kind, from, to) => {
        const settlement = moveSettlement({
          currentPaise: current,
          newPaise: next,
          kind,
          fromSize: from,
          toSize: to,
        });
        const waived = settlement.kind === 'none' && settlement.waivedPaise > 0;
        expect(waived).toBe(kind === 'rain_out' && next > current && from === to);
        // A player's own move never waives: it costs exactly the new slot.
        if (kind === 'reschedule') expect(priceAfterMove(current, settlement)).toBe(next);
      }),
    );
  });
});
