import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPORTS, type Sport } from './catalog';
import {
  claimsByDate,
  courtAvailability,
  freeCourtsFor,
  priceWaitsForCourt,
  sportsOfCourts,
  type ClaimedRange,
} from './court-availability';
import type { Court } from './courts';
import { SLOT_MINUTES } from './slots';

const DAY = '2030-05-12';
const plain = (id: string, sports: Sport[] = ['football']): Court => ({
  id,
  name: id,
  sports,
  parts: [],
});
const halfA = plain('Half A');
const halfB = plain('Half B');
const whole: Court = { ...plain('Full pitch'), parts: ['Half A', 'Half B'] };
const box = plain('Box', ['cricket', 'football']);
const split = [halfA, halfB, whole];
const six = 18 * 60;
/** The split venue's counts: its halves and the whole pitch joined from them, never mixed. */
const byKind = (halves: number, wholes: number) => [
  { kind: { by: 'ground', plainCourts: 1 }, free: halves, suitable: 2 },
  { kind: { by: 'ground', plainCourts: 2 }, free: wholes, suitable: 1 },
];

describe('the grid of a venue with courts', () => {
  it('says how many courts are free, and Booked only when none is', () => {
    const slots: ClaimedRange[] = [{ date: DAY, start: six, end: six + 60, courtId: 'Half A' }];
    const grid = courtAvailability(split, slots, [DAY], { sport: 'football', courtId: null });
    expect(grid.at(DAY, six)).toEqual({ free: 1, suitable: 3, byKind: byKind(1, 0) });
    expect(grid.at(DAY, six + 60)).toEqual({ free: 3, suitable: 3, byKind: byKind(2, 1) });
    expect(grid.full).toEqual([]);
    const both = [...slots, { date: DAY, start: six, end: six + 30, courtId: 'Half B' }];
    const after = courtAvailability(split, both, [DAY], { sport: 'football', courtId: null });
    expect(after.full).toEqual([{ date: DAY, start: six, end: six + 30 }]);
    expect(after.at(DAY, six + 30)).toEqual({ free: 1, suitable: 3, byKind: byKind(1, 0) });
  });

  it('with a court picked, shows that court alone; a slot without a court takes them all', () => {
    const slots: ClaimedRange[] = [{ date: DAY, start: six, end: six + 30, courtId: 'Half A' }];
    const picked = courtAvailability(split, slots, [DAY], { sport: null, courtId: 'Full pitch' });
    expect(picked.full).toEqual([{ date: DAY, start: six, end: six + 30 }]);
    expect(picked.at(DAY, six + 30)).toEqual({ free: 1, suitable: 1 });
    const legacy = courtAvailability(split, [{ date: DAY, start: six, end: six + 30 }], [DAY], {
      sport: null,
      courtId: null,
    });
    expect(legacy.at(DAY, six)).toEqual({ free: 0, suitable: 3, byKind: byKind(0, 0) });
  });

  it('names the court a hold would be given: the first free in the assignment order', () => {
    const slots: ClaimedRange[] = [{ date: DAY, start: six, end: six + 60, courtId: 'Half A' }];
    const grid = courtAvailability(split, slots, [DAY], { sport: 'football', courtId: null });
    expect(grid.firstFreeAt(DAY, six)?.id).toBe('Half B');
    expect(grid.firstFreeAt(DAY, six + 60)?.id).toBe('Half A');
    const both = [...slots, { date: DAY, start: six, end: six + 60, courtId: 'Half B' }];
    const none = courtAvailability(split, both, [DAY], { sport: 'football', courtId: null });
    expect(none.firstFreeAt(DAY, six)).toBeNull();
  });

  it('counts only the courts that host the sport', () => {
    const venue = [box, plain('Nets', ['cricket'])];
    expect(sportsOfCourts(venue)).toEqual(['cricket', 'football']);
    const football = courtAvailability(venue, [], [DAY], { sport: 'football', courtId: null });
    expect(football.at(DAY, six)).toEqual({ free: 1, suitable: 1 });
  });

  it('matches a model of plain courts: open exactly when a suitable court has all its ground free', () => {
    const courtIds = ['P1', 'P2', 'P3'];
    const claim = fc.record({
      court: fc.integer({ min: 0, max: 4 }),
      start: fc.integer({ min: 36, max: 44 }),
      halves: fc.integer({ min: 1, max: 4 }),
    });
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...SPORTS), { minLength: 5, maxLength: 5 }),
        fc.array(claim, { maxLength: 8 }),
        fc.constantFrom<Sport | null>(null, ...SPORTS),
        (sportsOf, claims, sport) => {
          // Three plain courts, a court made of the first two, one made of the last two.
          const courts: Court[] = [
            ...courtIds.map((id, i) => plain(id, [sportsOf[i]!])),
            { ...plain('P12', [sportsOf[3]!]), parts: ['P1', 'P2'] },
            { ...plain('P23', [sportsOf[4]!]), parts: ['P2', 'P3'] },
          ];
          const slots = claims.map(({ court, start, halves }) => ({
            date: DAY,
            start: start * 30,
            end: (start + halves) * 30,
            courtId: courts[court]!.id,
          }));
          const grid = courtAvailability(courts, slots, [DAY], { sport, courtId: null });
          for (let start = 36 * 30; start < 48 * 30; start += SLOT_MINUTES) {
            // The model: which plain courts some claim covers at this half-hour.
            const busy = new Set(
              slots
                .filter((slot) => slot.start <= start && start < slot.end)
                .flatMap((slot) => {
                  const court = courts.find((c) => c.id === slot.courtId)!;
                  return court.parts.length ? court.parts : [court.id];
                }),
            );
            const open = courts.filter(
              (court) =>
                (sport === null || court.sports.includes(sport)) &&
                (court.parts.length ? court.parts : [court.id]).every((id) => !busy.has(id)),
            );
            expect(grid.at(DAY, start)?.free).toBe(open.length);
            const booked = grid.full.some((range) => range.start === start);
            expect(booked).toBe(open.length === 0);
          }
        },
      ),
    );
  });

  it('offers a longer range only when one court is free for all of it', () => {
    const slots: ClaimedRange[] = [
      { date: DAY, start: six, end: six + 30, courtId: 'Half A' },
      { date: DAY, start: six + 30, end: six + 60, courtId: 'Half B' },
    ];
    const claims = claimsByDate(split, slots);
    const hour = { date: DAY, start: six, end: six + 60 };
    // Each half-hour has a free half, but no one court has the whole hour.
    expect(freeCourtsFor(split, claims, hour, { sport: 'football', courtId: null })).toEqual([]);
    const later = { date: DAY, start: six + 60, end: six + 120 };
    expect(freeCourtsFor(split, claims, later, { sport: null, courtId: null })[0]?.id).toBe(
      'Half A',
    );
  });
});

describe('whose price a slot without a court pays (decision 039)', () => {
  const flat = { basePaise: 100_000, bands: [], specialDays: [], lastMinute: null };
  const plain = { id: 'c1', priceRules: null };
  const pricedApart = { id: 'c2', priceRules: { ...flat, basePaise: 150_000 } };

  it('waits for the server only where no court is picked and some court is priced apart', () => {
    expect(priceWaitsForCourt([plain, pricedApart], null)).toBe(true);
    expect(priceWaitsForCourt([plain, pricedApart], 'c1')).toBe(false);
    expect(priceWaitsForCourt([plain, pricedApart], 'c2')).toBe(false);
    expect(priceWaitsForCourt([plain, { id: 'c3', priceRules: null }], null)).toBe(false);
    // A court id the venue does not have picks nothing.
    expect(priceWaitsForCourt([plain, pricedApart], 'gone')).toBe(true);
  });
});
