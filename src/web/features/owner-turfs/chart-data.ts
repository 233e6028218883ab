import { format, parseISO } from 'date-fns';
import { formatDate, formatPaise } from '../../../shared/display-format';
import { rupeesToPaise } from '../../../shared/pricing';
import type { TurfStats } from '../../../shared/api/owner-contract';
import type { DayAmount, DayHours } from '../../queries/owner-turfs';

// Shapes the owner-turfs answer into what the two charts draw. Dates are venue dates
// ('YYYY-MM-DD'); parseISO reads them as local midnight, so the label is that same day in any zone.

export interface EarningsPoint {
  date: string;
  /** '5 Mar' under the bars. */
  label: string;
  amount: number;
}

export interface HoursPoint {
  date: string;
  /** 'Wed 5' under the bars. */
  label: string;
  hours: number;
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function finite(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Money may go below 0 (a day whose refunds outweigh its payments); NaN and ∞ may not. */
function finiteAmount(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

function byDate<T extends { date: string }>(rows: readonly T[]): T[] {
  return rows
    .filter((row) => DATE_PATTERN.test(row.date))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** Oldest day first, rupees rounded to paise (refund days may be negative), NaN counted as 0. */
export function earningsSeries(days: readonly DayAmount[]): EarningsPoint[] {
  return byDate(days).map(({ date, amount }) => ({
    date,
    label: format(parseISO(date), 'd MMM'),
    amount: Math.round(finiteAmount(amount) * 100) / 100,
  }));
}

/** Today first, hours to the half hour as the server sends them. */
export function bookedHoursSeries(days: readonly DayHours[]): HoursPoint[] {
  return byDate(days).map(({ date, hours }) => ({
    date,
    label: format(parseISO(date), 'EEE d'),
    hours: Math.round(finite(hours) * 100) / 100,
  }));
}

/** Rupees as paise, sign kept (a refund is negative); null when it is not an amount. */
function signedPaise(rupees: number): number | null {
  const paise = rupeesToPaise(Math.abs(rupees));
  return paise === null ? null : rupees < 0 ? -paise : paise;
}

/** Rupee amounts added up in paise, so the total is exact; an amount that is not one counts 0. */
export function sumInPaise<T>(rows: readonly T[], pick: (row: T) => number): number {
  return rows.reduce((total, row) => total + (signedPaise(pick(row)) ?? 0), 0);
}

export function sumOf<T>(rows: readonly T[], pick: (row: T) => number): number {
  return Math.round(rows.reduce((total, row) => total + pick(row), 0) * 100) / 100;
}

/** 'Tue, 5 Mar 2024' (the app's one date format) for a tooltip or a screen reader. */
export function fullDayLabel(date: string): string {
  return DATE_PATTERN.test(date) ? formatDate(date) : date;
}

/** '1 hour', '2.5 hours'. */
export function hoursText(hours: number): string {
  return `${hours.toLocaleString('en-IN', { maximumFractionDigits: 2 })} ${hours === 1 ? 'hour' : 'hours'}`;
}

/**
 * The two ways to date money on the earnings chart. By day of payment: a payment on
 * the day it was made, a refund (negative) on the day the cancellation decided it: the cash view.
 * By day of play: each day's games, less their own refunds, the coming week's paid games too.
 */
export type EarningsView = 'payment' | 'play';

export const EARNINGS_VIEW_LABELS: Record<EarningsView, string> = {
  payment: 'Day of payment',
  play: 'Day of play',
};

export const EARNINGS_VIEW_NOTES: Record<EarningsView, string> = {
  payment:
    'Payments count on the day they were made; refunds come off on the day of the cancellation.',
  play: 'Each day shows what its games brought in after refunds; days after today are games already paid for.',
};

const dayCount = (count: number) => (count === 1 ? 'day' : `${count} days`);

/** The chart's one line of summary, also what a screen reader hears in place of the chart. */
export function earningsSummary(
  view: EarningsView,
  points: readonly EarningsPoint[],
  today: string,
): string {
  const past = points.filter((point) => point.date <= today);
  const coming = points.filter((point) => point.date > today);
  const taken = sumInPaise(past, (point) => point.amount);
  if (view === 'payment') {
    return taken === 0
      ? `No earnings in the last ${dayCount(past.length)} yet.`
      : `${formatPaise(taken)} taken in the last ${dayCount(past.length)}, refunds taken off.`;
  }
  const ahead = sumInPaise(coming, (point) => point.amount);
  const played =
    taken === 0
      ? `No games played in the last ${dayCount(past.length)}`
      : `${formatPaise(taken)} from games of the last ${dayCount(past.length)}`;
  return ahead === 0
    ? `${played}.`
    : `${played}; ${formatPaise(ahead)} paid for games in the next ${dayCount(coming.length)}.`;
}

/** Share of the week's open half-hours sold, in whole percent; null when the turf is closed all week. */
export function occupancyPercent(occupancy: TurfStats['occupancy']): number | null {
  if (occupancy.openHalfHours <= 0) return null;
  return Math.round(
    (Math.min(occupancy.soldHalfHours, occupancy.openHalfHours) * 100) / occupancy.openHalfHours,
  );
}
