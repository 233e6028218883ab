import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { financialYearLabel, financialYearOf, financialYearShort } from './financial-year';

const IST = 'Asia/Kolkata';

describe('financialYearOf', () => {
  it('turns on 1 April in India, not in UTC', () => {
    // 31 March 2026, 18:29 UTC is 23:59 in India; a minute later it is 1 April.
    expect(financialYearOf(new Date('2026-03-31T18:29:00Z'), IST)).toBe(2025);
    expect(financialYearOf(new Date('2026-03-31T18:30:00Z'), IST)).toBe(2026);
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'), IST)).toBe(2026);
  });

  it('names years as invoices print them', () => {
    expect(financialYearShort(2026)).toBe('26-27');
    expect(financialYearShort(2099)).toBe('99-00');
    expect(financialYearLabel(2026)).toBe('2026-27');
  });

  it('puts every instant in the year that starts in April on or before it', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        (instant) => {
          const year = financialYearOf(instant, IST);
          const starts = new Date(`${year}-04-01T00:00:00+05:30`).getTime();
          const ends = new Date(`${year + 1}-04-01T00:00:00+05:30`).getTime();
          return starts <= instant.getTime() && instant.getTime() < ends;
        },
      ),
    );
  });
});
