import { describe, expect, it } from 'vitest';
import { COURT_MESSAGES } from '../../../shared/courts';
import {
  courtDraftsProblem,
  courtInputsOfDrafts,
  newCourtDraft,
  partChoicesFor,
  withoutDraft,
  type CourtDraft,
} from './court-drafts';

const half = (key: string, name: string): CourtDraft => ({
  key,
  name,
  sports: ['football'],
  parts: [],
  format: 5,
});
const split: CourtDraft[] = [
  half('a', 'Half A'),
  half('b', ' Half B '),
  { key: 'w', name: 'Full pitch', sports: ['football'], parts: ['a', 'b'], format: null },
];

describe('court drafts', () => {
  it('names no courts by default, and numbers new ones', () => {
    expect(courtDraftsProblem([])).toBeNull();
    expect(newCourtDraft(split, 'x').name).toBe('Court 4');
  });

  it('sends parts by name, following a renamed half, and each format', () => {
    expect(courtInputsOfDrafts(split)[2]).toEqual({
      name: 'Full pitch',
      sports: ['football'],
      parts: ['Half A', 'Half B'],
      format: null,
    });
    expect(courtInputsOfDrafts(split)[0]!.format).toBe(5);
    expect(newCourtDraft(split, 'x').format).toBeNull();
    expect(courtDraftsProblem(split)).toBeNull();
  });

  it('mirrors the server: a draft without a sport, or a duplicate name, is refused', () => {
    expect(courtDraftsProblem([{ ...half('a', 'A'), sports: [] }])).toBe(COURT_MESSAGES.sports);
    expect(courtDraftsProblem([half('a', 'A'), half('b', 'a')])).toBe(COURT_MESSAGES.duplicateName);
  });

  it('offers only other plain courts as parts, and removing a half leaves the pitch', () => {
    expect(partChoicesFor(split, 'w').map(({ label }) => label)).toEqual(['Half A', 'Half B']);
    expect(partChoicesFor(split, 'a').map(({ label }) => label)).toEqual(['Half B']);
    expect(withoutDraft(split, 'b')[1]!.parts).toEqual(['a']);
    expect(courtDraftsProblem(withoutDraft(split, 'b'))).toBe(COURT_MESSAGES.fewParts);
  });
});
