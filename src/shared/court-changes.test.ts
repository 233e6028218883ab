import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COURT_CHANGE_MESSAGES,
  courtChangeProblem,
  courtInputsOf,
  newCourtProblem,
  retireProblem,
  stillToComeProblem,
  tidyCourtInput,
} from './court-changes';
import { COURT_MESSAGES, courtsInputProblem, type Court } from './courts';

const court = (id: string, parts: string[] = []): Court => ({
  id,
  name: id.toUpperCase(),
  sports: ['football'],
  parts,
});
const halfA = court('a');
const halfB = court('b');
const whole = court('w', ['a', 'b']);
const venue = [halfA, halfB, whole];

describe('courtInputsOf', () => {
  it('names the parts, so the list passes the one rule for a listing', () => {
    expect(courtInputsOf(venue)[2]).toEqual({
      name: 'W',
      sports: ['football'],
      parts: ['A', 'B'],
      format: null,
    });
    expect(courtInputsOf([{ ...halfA, format: 5 }])[0]!.format).toBe(5);
    expect(courtsInputProblem(courtInputsOf(venue))).toBeNull();
  });
});

describe('newCourtProblem', () => {
  it('accepts a new court, and a new whole of plain courts in use', () => {
    expect(newCourtProblem(venue, [], { name: 'C', sports: ['cricket'] })).toBeNull();
    const plainOnly = [halfA, halfB];
    expect(
      newCourtProblem(plainOnly, [], { name: 'W', sports: ['football'], parts: ['a', 'B'] }),
    ).toBeNull();
  });

  it.each([
    [{ name: 'w', sports: ['football'] }, COURT_MESSAGES.duplicateName],
    [{ name: '', sports: ['football'] }, COURT_MESSAGES.name],
    [{ name: 'C', sports: ['polo'] }, COURT_MESSAGES.sports],
    [{ name: 'C', sports: ['football'], parts: ['A', 'Z'] }, COURT_MESSAGES.unknownPart],
    [{ name: 'C', sports: ['football'], parts: ['W', 'A'] }, COURT_MESSAGES.nestedPart],
    [{ name: 'C', sports: ['football'], parts: ['A', 'Old'] }, COURT_CHANGE_MESSAGES.retiredPart],
  ])('refuses %j', (input, message) => {
    expect(newCourtProblem(venue, ['Old'], input)).toBe(message);
  });

  it('takes a part by the name of a court in use even when a retired court had it', () => {
    expect(
      newCourtProblem([halfA, halfB], ['a'], {
        name: 'C',
        sports: ['football'],
        parts: ['A', 'B'],
      }),
    ).toBeNull();
  });

  it('refuses a court beyond the most a listing may have', () => {
    const full = Array.from({ length: 16 }, (_, i) => court(`c${i}`));
    expect(newCourtProblem(full, [], { name: 'One more', sports: ['football'] })).toBe(
      COURT_MESSAGES.tooMany,
    );
  });
});

describe('courtChangeProblem', () => {
  it('lets a part be renamed: the whole follows it', () => {
    expect(courtChangeProblem(venue, 'a', { name: 'Left half' })).toBeNull();
  });

  it('lets a format be stated, changed or taken away alone', () => {
    expect(courtChangeProblem(venue, 'a', { format: 5 })).toBeNull();
    expect(courtChangeProblem(venue, 'a', { format: null })).toBeNull();
  });

  it.each([
    [{}, COURT_CHANGE_MESSAGES.nothingToChange],
    [{ name: 'b' }, COURT_MESSAGES.duplicateName],
    [{ name: ' ' }, COURT_MESSAGES.name],
    [{ sports: [] }, COURT_MESSAGES.sports],
    [{ format: 12 }, COURT_MESSAGES.format],
    [{ format: 5.5 }, COURT_MESSAGES.format],
    [{ format: 0 }, COURT_MESSAGES.format],
  ])('refuses %j', (change, message) => {
    expect(courtChangeProblem(venue, 'a', change)).toBe(message);
  });

  it('refuses a court that is not in use', () => {
    expect(courtChangeProblem(venue, 'gone', { name: 'X' })).toBe(COURT_MESSAGES.unknownCourt);
  });
});

describe('retireProblem', () => {
  it('keeps the last court, and a part while its whole is in use', () => {
    expect(retireProblem([halfA], 'a')).toBe(COURT_CHANGE_MESSAGES.lastCourt);
    expect(retireProblem(venue, 'b')).toBe(COURT_CHANGE_MESSAGES.partOfCourt('B', 'W'));
    expect(retireProblem(venue, 'w')).toBeNull();
    expect(retireProblem(venue, 'gone')).toBe(COURT_MESSAGES.unknownCourt);
  });

  it('after any retirement it allows, the courts left still pass the one rule', () => {
    fc.assert(
      fc.property(
        fc.subarray(
          venue.map(({ id }) => id),
          { minLength: 1 },
        ),
        (order) => {
          let live: Court[] = [...venue];
          for (const id of order) {
            if (retireProblem(live, id) === null) live = live.filter((c) => c.id !== id);
            expect(live.length).toBeGreaterThan(0);
            expect(courtsInputProblem(courtInputsOf(live))).toBeNull();
          }
        },
      ),
    );
  });
});

describe('stillToComeProblem', () => {
  it('says nothing for nothing, and counts each kind in words', () => {
    expect(stillToComeProblem('Court 2', { bookings: 0, holds: 0, blocks: 0 })).toBeNull();
    expect(stillToComeProblem('Court 2', { bookings: 1, holds: 0, blocks: 0 })).toBe(
      'Court 2 has 1 booking still to come; move or cancel them first.',
    );
    expect(stillToComeProblem('Court 2', { bookings: 3, holds: 2, blocks: 1 })).toBe(
      'Court 2 has 3 bookings, 2 holds of players paying now and 1 block still to come; move or cancel them first.',
    );
  });
});

describe('tidyCourtInput', () => {
  it('trims names and parts, lower-cases sports and keeps each once', () => {
    expect(
      tidyCourtInput({
        name: ' C 1 ',
        sports: ['Football', 'football ', 'CRICKET'],
        parts: [' A'],
        format: 7,
      }),
    ).toEqual({
      name: 'C 1',
      sports: ['football', 'cricket'],
      parts: ['A'],
      format: 7,
    });
  });
});
