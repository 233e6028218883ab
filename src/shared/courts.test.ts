import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPORTS, type Sport } from './catalog';
import {
  shownCourtName,
  COURT_MESSAGES,
  compareForAssignment,
  courtsInputProblem,
  defaultCourt,
  freeCourts,
  groundOf,
  shareGround,
  type Court,
  type CourtClaim,
} from './courts';

const plain = (id: string, sports: Sport[] = ['football']): Court => ({
  id,
  name: id,
  sports,
  parts: [],
});
const halfA = plain('Half A');
const halfB = plain('Half B');
const whole: Court = {
  id: 'Full pitch',
  name: 'Full pitch',
  sports: ['football'],
  parts: ['Half A', 'Half B'],
};
const box: Court = plain('Box', ['cricket', 'football']);
const venue = [whole, halfA, halfB, box];

describe('courts sharing ground', () => {
  it('a whole pitch shares ground with each half, the halves not with each other', () => {
    expect(shareGround(whole, halfA)).toBe(true);
    expect(shareGround(halfB, whole)).toBe(true);
    expect(shareGround(halfA, halfB)).toBe(false);
    expect(shareGround(box, whole)).toBe(false);
    expect(groundOf(whole)).toEqual(['Half A', 'Half B']);
  });

  it('booking a half leaves the other half free and the whole taken; the whole takes both', () => {
    const evening = { start: 18 * 60, end: 19 * 60 };
    const onHalfA: CourtClaim[] = [{ courtId: 'Half A', ...evening }];
    expect(freeCourts(venue, onHalfA, evening, 'football').map((c) => c.id)).toEqual([
      'Box',
      'Half B',
    ]);
    const onWhole: CourtClaim[] = [{ courtId: 'Full pitch', ...evening }];
    expect(freeCourts(venue, onWhole, evening, 'football').map((c) => c.id)).toEqual(['Box']);
    // Back to back is free: ranges are half-open.
    expect(freeCourts(venue, onWhole, { start: 19 * 60, end: 20 * 60 }, 'football')).toHaveLength(
      4,
    );
  });

  it('gives the smallest court first, then names in natural order', () => {
    const courts = [plain('Court 10'), plain('Court 2'), whole, plain('Court 1')];
    expect([...courts].sort(compareForAssignment).map((c) => c.name)).toEqual([
      'Court 1',
      'Court 2',
      'Court 10',
      'Full pitch',
    ]);
  });

  it('offers only courts that host the sport', () => {
    const all = freeCourts(venue, [], { start: 0, end: 60 }, 'cricket');
    expect(all.map((c) => c.id)).toEqual(['Box']);
    expect(freeCourts(venue, [], { start: 0, end: 60 }, null)).toHaveLength(4);
  });
});

// Random venues: up to 6 plain courts, some of them grouped into wholes.
const venues = fc
  .record({
    plainCount: fc.integer({ min: 1, max: 6 }),
    groups: fc.array(
      fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { minLength: 2, maxLength: 4 }),
      {
        maxLength: 3,
      },
    ),
  })
  .map(({ plainCount, groups }) => {
    const plains = Array.from({ length: plainCount }, (_, i) => plain(`P${i}`));
    const wholes = groups
      .map((group) => group.filter((i) => i < plainCount))
      .filter((group) => group.length >= 2)
      .map((group, i) => ({
        id: `W${i}`,
        name: `W${i}`,
        sports: ['football'] as Sport[],
        parts: group.map((p) => `P${p}`),
      }));
    return [...plains, ...wholes];
  });

const requests = fc.array(
  fc.record({
    start: fc.integer({ min: 0, max: 10 }).map((h) => h * 30),
    halfHours: fc.integer({ min: 1, max: 4 }),
    pick: fc.nat(),
  }),
  { maxLength: 30 },
);

describe('claims never overlap on the ground', () => {
  it('booking whatever freeCourts offers never puts two claims on one plain court at once', () => {
    fc.assert(
      fc.property(venues, requests, (courts, asked) => {
        const claims: CourtClaim[] = [];
        for (const { start, halfHours, pick } of asked) {
          const range = { start, end: start + halfHours * 30 };
          const free = freeCourts(courts, claims, range, 'football');
          if (free.length === 0) continue;
          claims.push({ courtId: free[pick % free.length]!.id, ...range });
        }
        const byId = new Map(courts.map((c) => [c.id, c]));
        for (const [i, a] of claims.entries()) {
          for (const b of claims.slice(i + 1)) {
            const overlap = a.start < b.end && b.start < a.end;
            expect(overlap && shareGround(byId.get(a.courtId)!, byId.get(b.courtId)!)).toBe(false);
          }
        }
      }),
    );
  });

  it('a court is offered exactly when no overlapping claim shares its ground', () => {
    fc.assert(
      fc.property(venues, requests, (courts, asked) => {
        const claims = asked.map(({ start, halfHours, pick }) => ({
          courtId: courts[pick % courts.length]!.id,
          start,
          end: start + halfHours * 30,
        }));
        const range = { start: 120, end: 180 };
        const free = new Set(freeCourts(courts, claims, range).map((c) => c.id));
        for (const court of courts) {
          const blocked = claims.some(
            (claim) =>
              claim.start < range.end &&
              range.start < claim.end &&
              shareGround(
                court,
                courts.find((c) => c.id === claim.courtId)!,
              ),
          );
          expect(free.has(court.id)).toBe(!blocked);
        }
      }),
    );
  });
});

describe('courtsInputProblem', () => {
  const ok = [
    { name: 'Half A', sports: ['football'] },
    { name: 'Half B', sports: ['football'] },
    { name: 'Full pitch', sports: ['football'], parts: ['Half A', 'half b'] },
  ];

  it('accepts a split pitch and names matched without case', () => {
    expect(courtsInputProblem(ok)).toBeNull();
  });

  it('accepts formats of 1 to 11 players a side, or none', () => {
    for (const format of [1, 5, 11, null, undefined]) {
      expect(courtsInputProblem([{ name: 'C', sports: ['football'], format }])).toBeNull();
    }
  });

  it.each([
    [[], COURT_MESSAGES.none],
    [
      Array.from({ length: 17 }, (_, i) => ({ name: `C${i}`, sports: ['cricket'] })),
      COURT_MESSAGES.tooMany,
    ],
    [[{ name: '  ', sports: ['cricket'] }], COURT_MESSAGES.name],
    [[{ name: 'x'.repeat(41), sports: ['cricket'] }], COURT_MESSAGES.name],
    [
      [
        { name: 'Court 1', sports: ['cricket'] },
        { name: 'court 1 ', sports: ['cricket'] },
      ],
      COURT_MESSAGES.duplicateName,
    ],
    [[{ name: 'Court 1', sports: [] }], COURT_MESSAGES.sports],
    [[{ name: 'Court 1', sports: ['tennis'] }], COURT_MESSAGES.sports],
    [[{ name: 'Court 1', sports: ['football'], format: 0 }], COURT_MESSAGES.format],
    [[{ name: 'Court 1', sports: ['football'], format: 12 }], COURT_MESSAGES.format],
    [[{ name: 'Court 1', sports: ['football'], format: 6.5 }], COURT_MESSAGES.format],
    [
      [...ok.slice(0, 2), { name: 'Full', sports: ['football'], parts: ['Half A', 'Half C'] }],
      COURT_MESSAGES.unknownPart,
    ],
    [
      [...ok.slice(0, 2), { name: 'Full', sports: ['football'], parts: ['Full', 'Half A'] }],
      COURT_MESSAGES.selfPart,
    ],
    [
      [...ok.slice(0, 2), { name: 'Full', sports: ['football'], parts: ['Half A', 'half a'] }],
      COURT_MESSAGES.fewParts,
    ],
    [
      [...ok, { name: 'Double', sports: ['football'], parts: ['Full pitch', 'Half A'] }],
      COURT_MESSAGES.nestedPart,
    ],
  ])('refuses %j', (courts, message) => {
    expect(courtsInputProblem(courts)).toBe(message);
  });

  it('names the default court after the listing, for its sport', () => {
    expect(defaultCourt('  Green Box  ', 'cricket')).toEqual({
      name: 'Green Box',
      sports: ['cricket'],
      parts: [],
    });
    expect(courtsInputProblem([defaultCourt('Green Box', SPORTS[0])])).toBeNull();
  });
});

describe('the court a player sees on a booking', () => {
  it("is named unless it is the listing's one default court", () => {
    expect(shownCourtName('Court 2', 'Pali Hill Badminton Centre')).toBe('Court 2');
    expect(shownCourtName('Green Box', 'Green Box')).toBeNull();
    expect(shownCourtName(null, 'Green Box')).toBeNull();
    // A long listing name gives a default court cut to the longest court name.
    const long = 'A'.repeat(60);
    expect(shownCourtName(defaultCourt(long, 'cricket').name, long)).toBeNull();
  });
});
