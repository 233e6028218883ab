import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WITHHOLDING_RATES,
  basisPointsOf,
  payoutFigures,
  ratesOn,
  type PayoutInput,
} from './payout-figures';

const NOW_RATES = ratesOn(DEFAULT_WITHHOLDING_RATES, '2026-12-02');
const maharashtraVenue = { rateBp: 1800, sameStateAsTurfBook: true };

function input(overrides: Partial<PayoutInput>): PayoutInput {
  return {
    grossPaise: 200_000,
    returnedPaise: 0,
    commissionBp: 1000,
    feeGstBp: 1800,
    venueGst: maharashtraVenue,
    hasPan: true,
    rates: NOW_RATES,
    ...overrides,
  };
}

describe("a venue's payout for one booking", () => {
  it('takes the fee, GST on it, TCS and TDS from a ₹2,000 booking of a Maharashtra venue', () => {
    const figures = payoutFigures(input({}));
    // ₹2,000 includes 18% GST: taxable ₹1,694.92 (CGST and SGST ₹152.54 each).
    expect(figures.taxablePaise).toBe(169_492);
    expect(figures.feePaise).toBe(20_000); // 10% of ₹2,000
    expect(figures.feeGstPaise).toBe(3_600); // 18% of ₹200
    expect(figures.tcsPaise).toBe(847); // 0.5% of ₹1,694.92 = ₹8.4746
    expect(figures.tcs).toEqual({ cgstPaise: 424, sgstPaise: 423, igstPaise: 0 });
    expect(figures.tdsPaise).toBe(169); // 0.1% of ₹1,694.92
    expect(figures.netPaise).toBe(200_000 - 20_000 - 3_600 - 847 - 169);
  });

  it('takes TCS as IGST for a venue outside Maharashtra, none without a GSTIN, and 5% TDS without a PAN', () => {
    expect(
      payoutFigures(input({ venueGst: { rateBp: 1800, sameStateAsTurfBook: false } })).tcs,
    ).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 847 });
    const unregistered = payoutFigures(input({ venueGst: null }));
    expect(unregistered.taxablePaise).toBe(200_000);
    expect(unregistered.tcsPaise).toBe(0);
    expect(unregistered.tdsPaise).toBe(200);
    expect(payoutFigures(input({ hasPan: false })).tdsPaise).toBe(8_475); // 5% of ₹1,694.92
  });

  it('charges on what the booking kept: half back halves the fee, all back leaves nothing', () => {
    const half = payoutFigures(input({ returnedPaise: 100_000 }));
    expect(half.feePaise).toBe(10_000);
    const all = payoutFigures(input({ returnedPaise: 200_000 }));
    expect([all.feePaise, all.feeGstPaise, all.tcsPaise, all.tdsPaise, all.netPaise]).toEqual([
      0, 0, 0, 0, 0,
    ]);
    expect(() => payoutFigures(input({ returnedPaise: 200_001 }))).toThrow(RangeError);
  });

  it('rounds each figure half up on its own', () => {
    expect(basisPointsOf(5, 1000)).toBe(1); // 0.5 → 1
    expect(basisPointsOf(4, 1000)).toBe(0); // 0.4 → 0
    expect(basisPointsOf(15, 1000)).toBe(2); // 1.5 → 2
  });

  it('always adds up to the paisa: net + fee + GST on fee + TCS + TDS + returned = gross', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 5000 }),
        fc.option(
          fc.record({
            rateBp: fc.constantFrom(0, 500, 1200, 1800, 2800),
            sameStateAsTurfBook: fc.boolean(),
          }),
        ),
        fc.boolean(),
        fc.constantFrom(...DEFAULT_WITHHOLDING_RATES),
        (grossPaise, backShare, commissionBp, venueGst, hasPan, rates) => {
          const returnedPaise = Math.floor(grossPaise * backShare);
          const f = payoutFigures(
            input({ grossPaise, returnedPaise, commissionBp, venueGst, hasPan, rates }),
          );
          expect(
            f.netPaise + f.feePaise + f.feeGstPaise + f.tcsPaise + f.tdsPaise + f.returnedPaise,
          ).toBe(grossPaise);
          expect(f.tcs.cgstPaise + f.tcs.sgstPaise + f.tcs.igstPaise).toBe(f.tcsPaise);
          expect(f.tcs.cgstPaise - f.tcs.sgstPaise).toBeGreaterThanOrEqual(0);
          expect(f.tcs.cgstPaise - f.tcs.sgstPaise).toBeLessThanOrEqual(1);
          expect(f.netPaise).toBeGreaterThanOrEqual(0);
          // The returns' taxable value (gross's less net's) is never more than what went back.
          expect(f.grossTaxablePaise - f.taxablePaise).toBeGreaterThanOrEqual(0);
          expect(f.grossTaxablePaise - f.taxablePaise).toBeLessThanOrEqual(f.returnedPaise);
        },
      ),
    );
  });
});

describe('the withholding rates on a date', () => {
  it('are the latest entry in force on that day', () => {
    expect(ratesOn(DEFAULT_WITHHOLDING_RATES, '2024-07-09').tcsBp).toBe(100);
    expect(ratesOn(DEFAULT_WITHHOLDING_RATES, '2024-07-10').tcsBp).toBe(50);
    expect(ratesOn(DEFAULT_WITHHOLDING_RATES, '2024-09-30').tdsBp).toBe(100);
    expect(ratesOn(DEFAULT_WITHHOLDING_RATES, '2024-10-01').tdsBp).toBe(10);
    expect(() => ratesOn(DEFAULT_WITHHOLDING_RATES, '2019-01-01')).toThrow(RangeError);
  });

  it('do not depend on the order the entries are given in', () => {
    const reversed = [...DEFAULT_WITHHOLDING_RATES].reverse();
    expect(ratesOn(reversed, '2026-01-01')).toEqual(
      ratesOn(DEFAULT_WITHHOLDING_RATES, '2026-01-01'),
    );
  });
});
