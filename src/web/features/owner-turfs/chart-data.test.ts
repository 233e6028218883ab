import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bookedHoursSeries,
  earningsSeries,
  earningsSummary,
  occupancyPercent,
  fullDayLabel,
  hoursText,
  sumOf,
  sumInPaise,
} from './chart-data';
import { getAppI18n } from '../../i18n/app-i18n';

let t: TFunction;
beforeAll(() => {
  t = getAppI18n().getFixedT('en', 'owner-turfs');
});

describe('earningsSeries', () => {
  it('orders days oldest first and labels them with day and short month', () => {
    const series = earningsSeries('en', [
      { date: '2025-03-02', amount: 1200 },
      { date: '2025-02-28', amount: 0 },
      { date: '2025-03-01', amount: 450.555 },
    ]);
    expect(series).toEqual([
      { date: '2025-02-28', label: '28 Feb', amount: 0 },
      { date: '2025-03-01', label: '1 Mar', amount: 450.56 },
      { date: '2025-03-02', label: '2 Mar', amount: 1200 },
    ]);
  });

  it('drops rows without a venue date, counts NaN as nothing and keeps a refund day below 0', () => {
    const series = earningsSeries('en', [
      { date: 'yesterday', amount: 10 },
      { date: '2025-01-01', amount: Number.NaN },
      { date: '2025-01-02', amount: -5 },
    ]);
    expect(series.map((point) => point.amount)).toEqual([0, -5]);
    expect(series.map((point) => point.date)).toEqual(['2025-01-01', '2025-01-02']);
  });
});

describe('bookedHoursSeries', () => {
  it('labels each day with its weekday and day of month', () => {
    expect(
      bookedHoursSeries('en', [
        { date: '2025-01-06', hours: 2.5 },
        { date: '2025-01-05', hours: 0 },
      ]),
    ).toEqual([
      { date: '2025-01-05', label: 'Sun 5', hours: 0 },
      { date: '2025-01-06', label: 'Mon 6', hours: 2.5 },
    ]);
  });
});

describe('helpers', () => {
  it('sums to the paisa', () => {
    expect(sumOf([{ a: 0.1 }, { a: 0.2 }], (row) => row.a)).toBe(0.3);
    expect(sumOf([], () => 1)).toBe(0);
    // Money is added in paise: 1,195.31 × 3 + 1,195.32 is exactly 4,781.25.
    const shares = [1195.31, 1195.31, 1195.31, 1195.32];
    expect(sumInPaise(shares, (amount) => amount)).toBe(478_125);
    expect(sumInPaise([12.5, Number.NaN, 0.1 + 0.2], (amount) => amount)).toBe(1250);
  });

  it('spells out a day and an hour count', () => {
    expect(fullDayLabel('en', '2024-03-05')).toBe('Tue, 5 Mar 2024');
    expect(hoursText(t, 1)).toBe('1 hour');
    expect(hoursText(t, 2.5)).toBe('2.5 hours');
  });
});

describe('the earnings views', () => {
  const points = earningsSeries('en', [
    { date: '2030-05-09', amount: 1200 },
    { date: '2030-05-10', amount: -500 },
    { date: '2030-05-11', amount: 800.5 },
  ]);

  it('sums what was taken up to today, refunds taken off, in paise', () => {
    expect(earningsSummary(t, 'payment', points.slice(0, 2), '2030-05-10')).toBe(
      '₹700.00 taken in the last 2 days, refunds taken off.',
    );
    expect(earningsSummary(t, 'payment', [], '2030-05-10')).toBe(
      'No earnings in the last 0 days yet.',
    );
  });

  it('tells the games played from the games already paid for', () => {
    expect(earningsSummary(t, 'play', points, '2030-05-10')).toBe(
      '₹700.00 from games of the last 2 days; ₹800.50 paid for games in the next day.',
    );
    expect(earningsSummary(t, 'play', points.slice(0, 1), '2030-05-10')).toBe(
      '₹1,200.00 from games of the last day.',
    );
    expect(earningsSummary(t, 'play', points.slice(2), '2030-05-10')).toBe(
      'No games played in the last 0 days; ₹800.50 paid for games in the next day.',
    );
  });

  it('adds refunds as negative amounts', () => {
    expect(sumInPaise([1200, -500.25], (amount) => amount)).toBe(69_975);
  });
});

describe('occupancyPercent', () => {
  it('is the share of open half-hours sold, in whole percent', () => {
    expect(occupancyPercent({ openHalfHours: 252, soldHalfHours: 4 })).toBe(2);
    expect(occupancyPercent({ openHalfHours: 48, soldHalfHours: 12 })).toBe(25);
    expect(occupancyPercent({ openHalfHours: 8, soldHalfHours: 8 })).toBe(100);
  });

  it('never passes 100%, and has no share for a turf closed all week', () => {
    expect(occupancyPercent({ openHalfHours: 8, soldHalfHours: 9 })).toBe(100);
    expect(occupancyPercent({ openHalfHours: 0, soldHalfHours: 0 })).toBeNull();
  });
});
