import { format, parseISO } from 'date-fns';
import type { TFunction } from 'i18next';
import { formatPaise } from '../../../shared/display-format';
import { formatDateIn, formatDayMonthYearIn } from '../../../shared/i18n/dates';
import type { Language } from '../../../shared/i18n/languages';
import { rupeesToPaise } from '../../../shared/pricing';
import type { TurfStats } from '../../../shared/api/owner-contract';
import type { DayAmount, DayHours } from '../../queries/owner-turfs';

// Shapes the owner-turfs answer into what the two charts draw. Dates are venue dates
// ('YYYY-MM-DD'); parseISO reads them as local midnight, so the label is that same day in any zone.
// English keeps its short forms ('5 Mar', 'Wed 5'); Hindi and Marathi shorten the language's one
// way of writing a date (docs/decisions/062).

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
export function earningsSeries(language: Language, days: readonly DayAmount[]): EarningsPoint[] {
  return byDate(days).map(({ date, amount }) => ({
    date,
    label:
      language === 'en'
        ? format(parseISO(date), 'd MMM')
        : formatDayMonthYearIn(language, date).replace(/ \d{4}$/, ''),
    amount: Math.round(finiteAmount(amount) * 100) / 100,
  }));
}

/** Today first, hours to the half hour as the server sends them. */
export function bookedHoursSeries(language: Language, days: readonly DayHours[]): HoursPoint[] {
  return byDate(days).map(({ date, hours }) => ({
    date,
    label: language === 'en' ? format(parseISO(date), 'EEE d') : weekdayAndDay(language, date),
    hours: Math.round(finite(hours) * 100) / 100,
  }));
}

/** 'मंगळ 5' from 'मंगळ, 5 मार्च 2024': the weekday and the day of the language's date. */
function weekdayAndDay(language: Exclude<Language, 'en'>, date: string): string {
  const [weekday = '', rest = ''] = formatDateIn(language, date).split(', ');
  return `${weekday} ${rest.split(' ')[0] ?? ''}`;
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
export function fullDayLabel(language: Language, date: string): string {
  return DATE_PATTERN.test(date) ? formatDateIn(language, date) : date;
}

/** '1 hour', '2.5 hours' (t of the owner-turfs catalogue). */
export function hoursText(t: TFunction, hours: number): string {
  return t('charts.hours', { count: hours });
}

/**
 * The two ways to date money on the earnings chart. By day of payment: a payment on
 * the day it was made, a refund (negative) on the day the cancellation decided it: the cash view.
 * By day of play: each day's games, less their own refunds, the coming week's paid games too.
 */
export type EarningsView = 'payment' | 'play';

/** The chart's one line of summary, also what a screen reader hears in place of the chart. */
export function earningsSummary(
  t: TFunction,
  view: EarningsView,
  points: readonly EarningsPoint[],
  today: string,
): string {
  const past = points.filter((point) => point.date <= today);
  const coming = points.filter((point) => point.date > today);
  const taken = sumInPaise(past, (point) => point.amount);
  const days = past.length;
  if (view === 'payment') {
    return taken === 0
      ? t('charts.summary.paymentNone', { days })
      : t('charts.summary.paymentTaken', { days, amount: formatPaise(taken) });
  }
  const ahead = sumInPaise(coming, (point) => point.amount);
  const amount = formatPaise(taken);
  if (ahead === 0)
    return taken === 0
      ? t('charts.summary.playNone', { days })
      : t('charts.summary.playTaken', { days, amount });
  const next = { days, next: coming.length, amount, ahead: formatPaise(ahead) };
  return taken === 0
    ? t('charts.summary.playNoneAhead', next)
    : t('charts.summary.playTakenAhead', next);
}

/** Share of the week's open half-hours sold, in whole percent; null when the turf is closed all week. */
export function occupancyPercent(occupancy: TurfStats['occupancy']): number | null {
  if (occupancy.openHalfHours <= 0) return null;
  return Math.round(
    (Math.min(occupancy.soldHalfHours, occupancy.openHalfHours) * 100) / occupancy.openHalfHours,
  );
}
