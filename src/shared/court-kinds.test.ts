import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countByKind, kindsOfCourts, playersInName } from './court-kinds';
import type { Court } from './courts';

// A venue whose courts differ counts its free courts by kind, never mixed (docs/decisions/067).

const court = (id: string, parts: string[] = []): Court => ({
  id,
  name: id,
  sports: ['football'],
  parts,
});

describe('the kinds of a venue’s courts', () => {
  it('reads the format a court’s name states', () => {
    expect(playersInName('5-a-side A')).toBe(5);
    expect(playersInName('Seven: 7 a side')).toBe(7);
    expect(playersInName('Box 6v6')).toBe(6);
    expect(playersInName('Court 2')).toBeNull();
    expect(playersInName('Nets 1 v 2')).toBeNull();
  });

  it('counts five-a-side and seven-a-side apart, by name where every name says it', () => {
    const five = [court('5-a-side A'), court('5-a-side B')];
    const seven = court('7-a-side pitch');
    const counts = countByKind([...five, seven], five);
    expect(counts).toEqual([
      { kind: { by: 'aSide', players: 5 }, free: 2, suitable: 2 },
      { kind: { by: 'aSide', players: 7 }, free: 0, suitable: 1 },
    ]);
  });

  it('else by the plain courts a court stands on: halves apart from the pitch they make', () => {
    const halves = [court('Half A'), court('Half B')];
    const whole = court('Full pitch', ['Half A', 'Half B']);
    expect(countByKind([...halves, whole], [whole])).toEqual([
      { kind: { by: 'ground', plainCourts: 1 }, free: 0, suitable: 2 },
      { kind: { by: 'ground', plainCourts: 2 }, free: 1, suitable: 1 },
    ]);
    // A name stating a format for one court only does not split courts of one size.
    expect(kindsOfCourts([court('5-a-side'), court('Court 2')]).get('Court 2')).toEqual({
      by: 'ground',
      plainCourts: 1,
    });
  });

  it('says nothing where the courts are all of one kind', () => {
    expect(countByKind([court('Court 1'), court('Court 2')], [court('Court 1')])).toBeNull();
  });

  it('never mixes: each kind’s counts add up to the whole', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ players: fc.constantFrom(5, 6, 7, 9), free: fc.boolean() }), {
          minLength: 1,
          maxLength: 8,
        }),
        (picks) => {
          const courts = picks.map(({ players }, index) => court(`${players}-a-side ${index}`));
          const free = courts.filter((_, index) => picks[index]!.free);
          const counts = countByKind(courts, free);
          const kinds = new Set(picks.map(({ players }) => players));
          if (kinds.size < 2) {
            expect(counts).toBeNull();
            return;
          }
          expect(counts!.map(({ kind }) => (kind.by === 'aSide' ? kind.players : 0))).toEqual(
            [...kinds].sort((a, b) => a - b),
          );
          expect(counts!.reduce((sum, count) => sum + count.free, 0)).toBe(free.length);
          expect(counts!.reduce((sum, count) => sum + count.suitable, 0)).toBe(courts.length);
          for (const { kind, free: freeOfKind } of counts!) {
            const players = kind.by === 'aSide' ? kind.players : -1;
            const expected = picks.filter((pick) => pick.players === players && pick.free);
            expect(freeOfKind).toBe(expected.length);
          }
        },
      ),
    );
  });
});
