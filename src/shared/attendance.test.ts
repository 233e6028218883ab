import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ATTENDANCE_MESSAGES,
  attendanceProblem,
  checkInPath,
  gatePassReference,
  marksOpenAt,
  normalizeBookingReference,
} from './attendance';
import { addDays, type LocalDate } from './time';

const booking = { status: 'confirmed', day: '2030-05-12', startMinute: 18 * 60 };
const at = (date: string, minutes: number) => ({ date, minutes });

describe('attendanceProblem', () => {
  it('opens Arrived 30 minutes before the start, and No-show at the start', () => {
    expect(attendanceProblem(booking, 'arrived', at('2030-05-12', 17 * 60 + 29))).toBe(
      ATTENDANCE_MESSAGES.tooEarlyToArrive(18 * 60),
    );
    expect(attendanceProblem(booking, 'arrived', at('2030-05-12', 17 * 60 + 30))).toBeNull();
    expect(attendanceProblem(booking, 'no_show', at('2030-05-12', 17 * 60 + 59))).toBe(
      ATTENDANCE_MESSAGES.tooEarlyForNoShow,
    );
    expect(attendanceProblem(booking, 'no_show', at('2030-05-12', 18 * 60))).toBeNull();
    expect(ATTENDANCE_MESSAGES.tooEarlyToArrive(18 * 60)).toContain('5:30 PM');
  });

  it('lets a mark be corrected until the end of the next day, and no later', () => {
    expect(attendanceProblem(booking, 'no_show', at('2030-05-13', 1439))).toBeNull();
    expect(attendanceProblem(booking, null, at('2030-05-13', 1439))).toBeNull();
    expect(attendanceProblem(booking, 'arrived', at('2030-05-14', 0))).toBe(
      ATTENDANCE_MESSAGES.tooLate,
    );
  });

  it('reaches back over midnight for an early start, across a month end', () => {
    const early = { status: 'confirmed', day: '2030-06-01', startMinute: 0 };
    expect(attendanceProblem(early, 'arrived', at('2030-05-31', 23 * 60 + 30))).toBeNull();
    expect(attendanceProblem(early, 'arrived', at('2030-05-31', 23 * 60 + 29))).not.toBeNull();
  });

  it('refuses anything but a confirmed booking', () => {
    for (const status of ['cancelled', 'pending', 'expired', 'blocked', 'unblocked']) {
      expect(attendanceProblem({ ...booking, status }, 'arrived', at('2030-05-12', 18 * 60))).toBe(
        ATTENDANCE_MESSAGES.notMarkable,
      );
    }
  });

  it('never allows a No-show before Arrived would be allowed, and closes both together', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 47 }).map((half) => half * 30),
        fc.integer({ min: -2, max: 3 }),
        fc.integer({ min: 0, max: 1439 }),
        (startMinute, dayOffset, minutes) => {
          const one = { status: 'confirmed', day: '2030-12-31', startMinute };
          const now = at(addDays(one.day, dayOffset), minutes);
          const open = marksOpenAt(one, now);
          if (open.includes('no_show')) expect(open).toContain('arrived');
          if (dayOffset >= 2) expect(open).toEqual([]);
          if (dayOffset === 1) expect(open).toEqual(['arrived', 'no_show']);
          if (dayOffset < -1) expect(open).toEqual([]);
        },
      ),
    );
  });
});

describe('normalizeBookingReference', () => {
  it('reads what a person types at the gate', () => {
    for (const typed of ['TB-7K3M9Q', 'tb-7k3m9q', ' TB 7K3M 9Q ', '7k3m9q', 'TB7K3M9Q']) {
      expect(normalizeBookingReference(typed)).toBe('TB-7K3M9Q');
    }
  });

  it('refuses what cannot be a reference: misreadable letters, wrong length, other text', () => {
    for (const typed of ['TB-7K3M9O', 'TB-7K3M91', 'TB-7K3M9', 'TB-7K3M9QQ', '', 'DROP TABLE']) {
      expect(normalizeBookingReference(typed)).toBeNull();
    }
    expect(normalizeBookingReference('TB-' + '2'.repeat(100))).toBeNull();
  });

  it('gives back any stored reference unchanged, in any case', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...'23456789ABCDEFGHJKMNPQRSTUVWXYZ'), {
          minLength: 6,
          maxLength: 6,
        }),
        (letters) => {
          const reference = `TB-${letters.join('')}`;
          expect(normalizeBookingReference(reference)).toBe(reference);
          expect(normalizeBookingReference(reference.toLowerCase())).toBe(reference);
        },
      ),
    );
  });

  it("points the QR code at the owner's check-in with the reference", () => {
    expect(checkInPath('TB-7K3M9Q')).toBe('/owner/check-in?ref=TB-7K3M9Q');
  });
});

describe('gatePassReference', () => {
  const booking = {
    status: 'confirmed',
    date: '2030-05-12',
    endTime: '7:00 PM',
    reference: 'TB-7K3M9Q',
  };
  it('shows the reference while the booking is confirmed and not over', () => {
    expect(gatePassReference(booking, { date: '2030-05-10' as LocalDate, minutes: 600 })).toBe(
      'TB-7K3M9Q',
    );
    expect(gatePassReference(booking, { date: '2030-05-12' as LocalDate, minutes: 19 * 60 })).toBe(
      'TB-7K3M9Q',
    );
  });
  it('shows none once it is over, nor for a booking not confirmed', () => {
    expect(
      gatePassReference(booking, { date: '2030-05-12' as LocalDate, minutes: 19 * 60 + 1 }),
    ).toBeNull();
    expect(gatePassReference(booking, { date: '2030-05-13' as LocalDate, minutes: 0 })).toBeNull();
    for (const status of ['pending', 'cancelled', 'expired'])
      expect(
        gatePassReference({ ...booking, status }, { date: '2030-05-10' as LocalDate, minutes: 0 }),
      ).toBeNull();
  });
});
