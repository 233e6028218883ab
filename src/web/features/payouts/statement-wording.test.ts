import { describe, expect, it } from 'vitest';
import { formatDayMonthYearIn } from '../../../shared/i18n/dates';
import { isCarriedToRecover, weekLabel } from './statement-wording';

describe('a weekly statement as the Payouts page names it (docs/decisions/054)', () => {
  it('names the week once by its year, or both ends when the year changes', () => {
    const label = (from: string, to: string) => {
      const week = weekLabel(from, to);
      return `${week.from} – ${week.to}`;
    };
    expect(label('2030-05-06', '2030-05-12')).toBe('6 May – 12 May 2030');
    expect(label('2030-04-29', '2030-05-05')).toBe('29 Apr – 5 May 2030');
    expect(label('2029-12-31', '2030-01-06')).toBe('31 Dec 2029 – 6 Jan 2030');
    expect(
      weekLabel('2030-05-06', '2030-05-12', (date) => formatDayMonthYearIn('mr', date)),
    ).toEqual({ from: '6 मे', to: '12 मे 2030' });
  });

  it('calls only a negative closing balance carried to recover', () => {
    expect(isCarriedToRecover('-0.01')).toBe(true);
    expect(isCarriedToRecover('0.00')).toBe(false);
    expect(isCarriedToRecover('12.00')).toBe(false);
    expect(isCarriedToRecover('nonsense')).toBe(false);
  });
});
