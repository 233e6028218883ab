import { describe, expect, it } from 'vitest';
import { DEMO_TURFS } from '../../src/server/demo/demo-turfs';
import { rangesOverlap } from '../../src/shared/slots';
import {
  LISTED_TURFS,
  LIST_FILTER_MATCHES,
  benchTurfPlan,
  countFilterMatches,
  loadSlots,
  loadTasks,
} from './plan';
import { parseTimeLabel } from '../../src/shared/slots';

describe('the seeded turfs', () => {
  const plan = benchTurfPlan(DEMO_TURFS);

  it('make 1,033 listed turfs with the demo ones, exactly 30 of them in the filtered list', () => {
    expect(DEMO_TURFS.filter((turf) => turf.approved).length + plan.length).toBe(LISTED_TURFS);
    expect(countFilterMatches(DEMO_TURFS, plan)).toBe(LIST_FILTER_MATCHES);
  });

  it('cover every location and sport, with unique names', () => {
    expect(new Set(plan.map((turf) => turf.location)).size).toBe(9);
    expect(new Set(plan.map((turf) => turf.sport)).size).toBe(3);
    expect(new Set(plan.map((turf) => turf.name)).size).toBe(plan.length);
  });
});

describe('the booking load', () => {
  const turfs = Array.from({ length: 500 }, (_, i) => ({ id: `t${i}`, pricePaise: 100_000 }));

  it('books distinct slots across rounds, from tomorrow to six days ahead, from 6:00 AM', () => {
    const slots = [0, 1, 2].flatMap((round) => loadSlots(round, 1000, turfs, '2026-11-23'));
    const keys = slots.map((slot) => `${slot.turfId} ${slot.bookingDate} ${slot.startTime}`);
    expect(new Set(keys).size).toBe(3000);
    const days = new Set(slots.map((slot) => slot.bookingDate));
    expect([...days].sort()).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    for (const slot of slots) {
      expect(parseTimeLabel(slot.startTime)! >= 360).toBe(true);
      expect(parseTimeLabel(slot.endTime)! - parseTimeLabel(slot.startTime)!).toBe(30);
      expect(slot.amount).toBe('500.00');
    }
  });

  it('never overlaps two slots of one turf and day', () => {
    const slots = loadSlots(0, 4000, turfs.slice(0, 20), '2026-11-23');
    const byTurfDay = new Map<string, { start: number; end: number }[]>();
    for (const slot of slots) {
      const key = `${slot.turfId} ${slot.bookingDate}`;
      const range = { start: parseTimeLabel(slot.startTime)!, end: parseTimeLabel(slot.endTime)! };
      for (const other of byTurfDay.get(key) ?? [])
        expect(rangesOverlap({ date: '', ...range }, { date: '', ...other })).toBe(false);
      byTurfDay.set(key, [...(byTurfDay.get(key) ?? []), range]);
    }
  });

  it('gives each player a slot and sends a rival from the second half right after the first few', () => {
    const tasks = loadTasks(10, 2);
    expect(tasks).toHaveLength(12);
    expect(tasks.slice(0, 4)).toEqual([
      { player: 0, slot: 0, rival: false },
      { player: 5, slot: 0, rival: true },
      { player: 1, slot: 1, rival: false },
      { player: 6, slot: 1, rival: true },
    ]);
    expect(new Set(tasks.filter((task) => !task.rival).map((task) => task.slot)).size).toBe(10);
  });
});
