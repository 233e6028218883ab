import { describe, expect, it } from 'vitest';
import { DEFAULT_WEEK_HOURS, type WeekHours } from '../../../shared/opening-hours';
import { plannerDay } from './planner-day';

// 2030-05-12 is a Sunday.
const closedSundays: WeekHours = DEFAULT_WEEK_HOURS.map((hours, day) => (day === 0 ? null : hours));
const neverOpen: WeekHours = DEFAULT_WEEK_HOURS.map(() => null);

describe('plannerDay', () => {
  it('shows the day picked, or today when none or when it has gone by', () => {
    expect(plannerDay('2030-05-14', '2030-05-10', null)).toBe('2030-05-14');
    expect(plannerDay(null, '2030-05-10', null)).toBe('2030-05-10');
    expect(plannerDay('2030-05-09', '2030-05-10', closedSundays)).toBe('2030-05-10');
  });

  it('moves off a day the turf is closed to its next open day', () => {
    expect(plannerDay('2030-05-12', '2030-05-10', closedSundays)).toBe('2030-05-13');
    expect(plannerDay(null, '2030-05-12', closedSundays)).toBe('2030-05-13');
    expect(plannerDay('2030-05-12', '2030-05-10', neverOpen)).toBe('2030-05-12');
  });
});
