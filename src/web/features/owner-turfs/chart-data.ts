import { format, parseISO } from 'date-fns';
import { formatDate } from '../../../shared/display-format';
import { rupeesToPaise } from '../../../shared/pricing';
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

function byDate<T extends { date: string }>(rows: readonly T[]): T[] {
  return rows
    .filter((row) => DATE_PATTERN.test(row.date))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** Oldest day first, rupees rounded to paise, anything odd counted as 0. */
export function earningsSeries(days: readonly DayAmount[]): EarningsPoint[] {
  return byDate(days).map(({ date, amount }) => ({
    date,
    label: format(parseISO(date), 'd MMM'),
    amount: Math.round(finite(amount) * 100) / 100,
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

/** Rupee amounts added up in paise, so the total is exact; an amount that is not one counts 0. */
export function sumInPaise<T>(rows: readonly T[], pick: (row: T) => number): number {
  return rows.reduce((total, row) => total + (rupeesToPaise(pick(row)) ?? 0), 0);
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
