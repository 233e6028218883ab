import { describe, expect, it } from 'vitest';
import {
  EXPORT_RANGE_MESSAGES,
  bookingsCsvPath,
  daysInRange,
  exportRangeProblem,
} from './booking-export';

describe('exportRangeProblem', () => {
  it('accepts a day, a month and a leap year', () => {
    expect(exportRangeProblem('2030-05-10', '2030-05-10')).toBeNull();
    expect(exportRangeProblem('2030-05-01', '2030-05-31')).toBeNull();
    expect(exportRangeProblem('2028-01-01', '2028-12-31')).toBeNull();
    expect(daysInRange('2028-01-01', '2028-12-31')).toBe(366);
  });

  it('refuses dates that are not, reversed ranges and more than 366 days', () => {
    expect(exportRangeProblem('2030-02-30', '2030-03-01')).toBe(EXPORT_RANGE_MESSAGES.from);
    expect(exportRangeProblem('2030-03-01', 'tomorrow')).toBe(EXPORT_RANGE_MESSAGES.to);
    expect(exportRangeProblem('2030-05-11', '2030-05-10')).toBe(EXPORT_RANGE_MESSAGES.order);
    expect(exportRangeProblem('2030-01-01', '2031-01-02')).toBe(EXPORT_RANGE_MESSAGES.tooLong);
  });

  it('counts calendar days the same in any zone (daylight saving included)', () => {
    // March in New York loses an hour; the count must not.
    expect(daysInRange('2030-03-01', '2030-03-31')).toBe(31);
    expect(daysInRange('2030-10-01', '2030-11-30')).toBe(61);
  });
});

describe('bookingsCsvPath', () => {
  it('puts the turf and the range in the URL', () => {
    expect(bookingsCsvPath('t-1', '2030-05-01', '2030-05-31')).toBe(
      '/api/v1/owner/turfs/t-1/bookings.csv?from=2030-05-01&to=2030-05-31',
    );
  });

  it('asks for the whole history without a range', () => {
    expect(bookingsCsvPath('t-1')).toBe('/api/v1/owner/turfs/t-1/bookings.csv');
  });
});
