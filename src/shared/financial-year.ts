import { zonedNow } from './time';

// India's financial year runs from 1 April to 31 March. GST invoice numbers restart each year, so
// an invoice's year is that of the moment it is issued, on the calendar of the venue's zone
// (Asia/Kolkata by default): a payment at 00:30 on 1 April in India is in the new year.

/** The financial year of `instant` in `timeZone`, by its first calendar year: 2026 for 2026-27. */
export function financialYearOf(instant: Date, timeZone: string): number {
  const [year, month] = zonedNow(instant, timeZone).date.split('-').map(Number) as [number, number];
  return month >= 4 ? year : year - 1;
}

/** 2026 → '26-27', as invoice numbers carry it (they may be at most 16 characters long). */
export function financialYearShort(startYear: number): string {
  const two = (year: number) => String(year % 100).padStart(2, '0');
  return `${two(startYear)}-${two(startYear + 1)}`;
}

/** 2026 → '2026-27', as a heading says it. */
export function financialYearLabel(startYear: number): string {
  return `${startYear}-${financialYearShort(startYear).slice(3)}`;
}
