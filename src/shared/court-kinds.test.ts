import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countByKind, countKinds, kindOf, kindOfCourt } from './court-kinds';
import type { Court } from './courts';

// A venue whose courts differ counts its free courts by kind, never mixed (docs/decisions/067):
// the kind is the format the owner states, else the plain courts a court stands on.

const court = (id: string, format: number | null = null, parts: string[] = []): Court => ({
  id,
  name: id,
  sports: ['football'],
  parts,
  format,
});

describe('the kinds of a venue’s courts', () => {
  it('is the format the owner states, else the plain courts a court stands on', () => {
    expect(kindOf(7, 2)).toEqual({ by: 'aSide', players: 7 });
    expect(kindOf(null, 2)).toEqual({ by: 'ground', plainCourts: 2 });
    expect(kindOf(undefined, 1)).toEqual({ by: 'ground', plainCourts: 1 });
    expect(kindOfCourt(court('Whole', null, ['A', 'B']))).toEqual({ by: 'ground', plainCourts: 2 });
    // The name says nothing of the kind: only the stated format does.
    expect(kindOfCourt(court('7-a-side pitch'))).toEqual({ by: 'ground', plainCourts: 1 });
    expect(kindOfCourt(court('Court 2', 6))).toEqual({ by: 'aSide', players: 6 });
  });

  it('counts five-a-side and seven-a-side apart by their stated format', () => {
    const five = [court('North', 5), court('South', 5)];
    const seven = court('Big', 7);
    expect(countByKind([...five, seven], five)).toEqual([
      { kind: { by: 'aSide', players: 5 }, free: 2, suitable: 2 },
      { kind: { by: 'aSide', players: 7 }, free: 0, suitable: 1 },
    ]);
  });

  it('keeps courts of one format one kind, whatever ground they stand on', () => {
    const halves = [court('A', 5), court('B', 5)];
    const joined = court('Joined', 7, ['A', 'B']);
    const plainSeven = court('Seven', 7);
    expect(countByKind([...halves, joined, plainSeven], [plainSeven])).toEqual([
      { kind: { by: 'aSide', players: 5 }, free: 0, suitable: 2 },
      { kind: { by: 'aSide', players: 7 }, free: 1, suitable: 2 },
    ]);
  });

  it('counts courts without a format by their plain courts, after the stated formats', () => {
    const halves = [court('Half A'), court('Half B')];
    const whole = court('Full pitch', null, ['Half A', 'Half B']);
    expect(countByKind([...halves, whole], [whole])).toEqual([
      { kind: { by: 'ground', plainCourts: 1 }, free: 0, suitable: 2 },
      { kind: { by: 'ground', plainCourts: 2 }, free: 1, suitable: 1 },
    ]);
    expect(countByKind([court('Nets'), court('Box', 6)], [court('Nets')])).toEqual([
      { kind: { by: 'aSide', players: 6 }, free: 0, suitable: 1 },
      { kind: { by: 'ground', plainCourts: 1 }, free: 1, suitable: 1 },
    ]);
  });

  it('says nothing where the courts are all of one kind', () => {
    expect(countByKind([court('Court 1'), court('Court 2')], [court('Court 1')])).toBeNull();
    expect(countByKind([court('A', 5), court('B', 5)], [])).toBeNull();
    expect(countKinds([], [])).toBeNull();
  });

  it('never mixes: each kind counts its own courts, and the kinds add up to the whole', () => {
    const venue = fc
      .array(
        fc.record({
          format: fc.constantFrom(null, 5, 6, 7, 11),
          joined: fc.boolean(),
          free: fc.boolean(),
        }),
        { minLength: 1, maxLength: 10 },
      )
      .map((picks) =>
        picks.map((pick, index) => ({
          ...pick,
          court: court(`c${index}`, pick.format, pick.joined ? ['p1', 'p2'] : []),
        })),
      );
    fc.assert(
      fc.property(venue, (picks) => {
        const courts = picks.map((pick) => pick.court);
        const free = picks.filter((pick) => pick.free).map((pick) => pick.court);
        const counts = countByKind(courts, free);
        const keyOf = (pick: (typeof picks)[number]) =>
          pick.format ? `a${pick.format}` : `g${pick.joined ? 2 : 1}`;
        const kinds = new Set(picks.map(keyOf));
        if (kinds.size < 2) {
          expect(counts).toBeNull();
          return;
        }
        expect(counts).toHaveLength(kinds.size);
        expect(counts!.reduce((sum, count) => sum + count.free, 0)).toBe(free.length);
        expect(counts!.reduce((sum, count) => sum + count.suitable, 0)).toBe(courts.length);
        for (const { kind, free: freeOfKind, suitable } of counts!) {
          const key = kind.by === 'aSide' ? `a${kind.players}` : `g${kind.plainCourts}`;
          const ofKind = picks.filter((pick) => keyOf(pick) === key);
          expect(suitable).toBe(ofKind.length);
          expect(freeOfKind).toBe(ofKind.filter((pick) => pick.free).length);
        }
        // Stated formats first, fewest players first; then plain courts, fewest first.
        const order = counts!.map(({ kind }) =>
          kind.by === 'aSide' ? kind.players : 100 + kind.plainCourts,
        );
        expect(order).toEqual([...order].sort((a, b) => a - b));
      }),
    );
  });
});
